import Tactile
import TactileTesting

/// The lists the `lists` benchmarks scroll: a label and a 48×48 picture per row (or grid item).
@MainActor enum ListScenes {
    /// A row: a 48×48 picture at the leading edge and a label beside it.
    final class PictureRow: CollectionViewCell {
        let picture = ImageView(image: nil)
        let title = Label(text: "")

        required init(frame: Rect) {
            super.init(frame: frame)
            title.fontSize = 20
            contentView.addSubview(picture)
            contentView.addSubview(title)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            let b = contentView.bounds
            picture.frame = Rect(x: leadingX(12, width: 48, in: b.width), y: (b.height - 48) / 2, width: 48, height: 48)
            title.frame = Rect(x: leadingX(72, width: b.width - 84, in: b.width), y: 0, width: b.width - 84, height: b.height)
        }
    }

    /// A data source of `count` rows titled "Item N", each with one of eight pictures.
    final class Rows: CollectionViewDataSource {
        var count: Int
        let titles: [String]
        let pictures: [Image]

        init(count: Int) throws {
            self.count = count
            titles = (0..<min(count, 1_000)).map { "Item \($0) — a dish with a long enough name" }
            pictures = try (0..<8).map { try ListScenes.picture(hue: Double($0) / 8) }
        }

        func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ cv: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            if let row = cell as? PictureRow {
                row.title.text = titles[indexPath.item % titles.count]
                row.picture.image = pictures[indexPath.item % pictures.count]
            }
            return cell
        }
    }

    /// A 48×48 picture: a diagonal gradient of `hue` with a light disc.
    static func picture(hue: Double) throws -> Image {
        var bitmap = Bitmap(width: 48, height: 48)
        for y in 0..<48 {
            for x in 0..<48 {
                let dx = Double(x) - 24, dy = Double(y) - 24
                let light = dx * dx + dy * dy < 144 ? 0.35 : 0
                bitmap.setPixel(x: x, y: y, to: Color(red: min(1, hue + light), green: min(1, 0.5 + Double(x + y) / 200 + light),
                                                      blue: min(1, 1 - hue + light)))
            }
        }
        return try Image(data: bitmap.pngData())
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
        list.register(PictureRow.self, forCellWithReuseIdentifier: "row")
        let rows = try Rows(count: count)
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
