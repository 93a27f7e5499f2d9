import Tactile
import TactileTesting
import ListDemoKit

/// The lists the `lists` benchmarks scroll: list-demo's rows (a 48×48 picture and a name) in a
/// 1080p list or grid.
@MainActor enum ListScenes {
    /// A data source of `count` dishes (1,000 names made once, repeating), each with one of eight
    /// pictures.
    final class Rows: CollectionViewDataSource {
        var count: Int
        let titles = (0..<1_000).map(DishName.name)
        let pictures: [Image]

        init(count: Int) {
            self.count = count
            pictures = (0..<8).compactMap { DishPicture.make(hue: Double($0) / 8) }
        }

        func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ cv: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            if let row = cell as? DishCell {
                row.title.text = titles[indexPath.item % titles.count]
                row.picture.image = pictures.isEmpty ? nil : pictures[indexPath.item % pictures.count]
            }
            return cell
        }
    }

    /// A full-window list (rows 64 pt tall) or grid (180×120 items, 12 pt apart) of `count` items.
    static func make(count: Int, grid: Bool, clock: ManualClock) throws -> (Window, CollectionView, Rows) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 1920, height: 1080), clock: clock)
        let layout: CollectionViewLayout
        if grid {
            let g = GridLayout()
            g.itemSize = Size(width: 180, height: 120)
            g.minimumInteritemSpacing = 12
            g.minimumLineSpacing = 12
            g.sectionInset = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
            layout = g
        } else {
            let l = ListLayout()
            l.rowHeight = 64
            layout = l
        }
        let list = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        list.backgroundColor = Color.white
        list.register(DishCell.self, forCellWithReuseIdentifier: "row")
        let rows = Rows(count: count)
        list.dataSource = rows
        window.addSubview(list)
        window.prepareForFrame()
        return (window, list, rows)
    }

    /// The number of cell objects the list holds (on screen and waiting for reuse).
    static func liveCells(_ list: CollectionView) -> Int {
        var n = 0
        var stack: [View] = [list]
        while let v = stack.popLast() {
            if v is CollectionViewCell { n += 1 } else { stack.append(contentsOf: v.subviews) }
        }
        return n
    }
}
