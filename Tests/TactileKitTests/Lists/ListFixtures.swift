import TactileCore
@testable import TactileKit
import TactileTestSupport

/// A cell with a label, a preferred height for self-sizing rows, and a count of its reuses.
@MainActor final class TestCell: CollectionViewCell {
    let label = Label()
    var preferredHeight: Double = 44
    var reuseCount = 0

    required init(frame: Rect) {
        super.init(frame: frame)
        label.frame = Rect(x: 8, y: 0, width: 200, height: 30)
        contentView.addSubview(label)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        label.text = ""
    }

    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: preferredHeight) }
}

/// A data source of `counts` items per section; cells are `TestCell`s labelled "Item s.i".
@MainActor final class ListData: CollectionViewDataSource {
    var counts: [Int]
    var titles: [String?] = []
    /// The height each cell says it wants (self-sizing), by item.
    var height: (IndexPath) -> Double = { _ in 44 }
    /// Every cell the data source returned, by identity.
    var cellsSeen: Set<ObjectIdentifier> = []
    var cellForItemCalls = 0
    var labelsCells = true
    /// When set, `cellForItemAt` returns this instead of dequeuing.
    var foreignCell: CollectionViewCell?
    /// When set, the count of section 0 reported.
    var reportedCount: Int?

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? reportedCount ?? counts[0] : counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellForItemCalls += 1
        if let foreignCell { return foreignCell }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cellsSeen.insert(ObjectIdentifier(cell))
        if let cell = cell as? TestCell {
            if labelsCells { cell.label.text = "Item \(indexPath.section).\(indexPath.item)" }
            cell.preferredHeight = height(indexPath)
        }
        return cell
    }

    func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String? {
        section < titles.count ? titles[section] : nil
    }
}

/// A delegate recording what it is told.
@MainActor final class ListEvents: CollectionViewDelegate {
    var log: [String] = []
    var displayed: Set<IndexPath> = []
    var vetoed: Set<IndexPath> = []

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !vetoed.contains(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("deselect \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.insert(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.remove(indexPath)
    }
}

/// A 300 × 400 list (44-point rows) of `counts` in a `ControlScene`, laid out.
@MainActor struct ListScene {
    let scene = ControlScene(width: 300, height: 400)
    let layout: CollectionViewLayout
    let view: CollectionView
    let data: ListData
    let events = ListEvents()

    init(_ counts: [Int] = [100], layout: CollectionViewLayout = ListLayout(), frame: Rect = Rect(x: 0, y: 0, width: 300, height: 400),
         configure: (CollectionView, ListData) -> Void = { _, _ in }) {
        self.layout = layout
        data = ListData(counts)
        view = CollectionView(frame: frame, collectionViewLayout: layout)
        view.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        configure(view, data)
        view.dataSource = data
        view.delegate = events
        scene.window.addSubview(view)
        scene.window.prepareForFrame()
    }

    var list: ListLayout { layout as! ListLayout }

    /// The items of the cells in the view (shown or in the margin), sorted.
    var liveItems: [Int] { view.visible.keys.map(\.item).sorted() }

    /// The frame of the cell of `item` (section 0).
    func frame(_ item: Int, section: Int = 0) -> Rect? { view.visible[IndexPath(item: item, section: section)]?.frame }

    /// Sets the content offset and lets a frame pass.
    func scroll(to y: Double) {
        view.contentOffset = Point(x: 0, y: y)
        scene.window.prepareForFrame()
    }
}

func IP(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }
