import Testing
import Tactile
import TactileHeadless
import TactileTesting

/// A row: a label.
@MainActor private final class LabelRow: CollectionViewCell {
    let label = Label()

    required init(frame: Rect) {
        super.init(frame: frame)
        label.frame = Rect(x: 12, y: 7, width: 200, height: 30)
        contentView.addSubview(label)
    }
}

/// 10 000 labelled rows; records selections and every cell it was handed.
@MainActor private final class TenThousandRows: CollectionViewDataSource, CollectionViewDelegate {
    var selections: [IndexPath] = []
    var cells: Set<ObjectIdentifier> = []

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        cells.insert(ObjectIdentifier(cell))
        (cell as? LabelRow)?.label.text = "Row \(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selections.append(indexPath)
    }
}

/// 100 rows with a destructive "Delete" swipe action that removes the row.
@MainActor private final class DeletableRows: CollectionViewDataSource, CollectionViewDelegate {
    var items = Array(0..<100)
    var deleted: [Int] = []

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        (cell as? LabelRow)?.label.text = "Row \(items[indexPath.item])"
        return cell
    }

    func collectionView(_ collectionView: CollectionView, trailingSwipeActionsForItemAt indexPath: IndexPath) -> [SwipeAction] {
        [SwipeAction(title: "Delete", style: .destructive) { [weak self, weak collectionView] done in
            guard let self, let collectionView else { return }
            self.deleted.append(self.items.remove(at: indexPath.item))
            collectionView.performBatchUpdates({ collectionView.deleteItems(at: [indexPath]) }, completion: nil)
            done(true)
        }]
    }
}

/// A long list on the in-process compositor, scrolled and tapped through real `wl_touch` events.
@MainActor @Suite struct ListEndToEndTests {
    @Test func flingingFarDownThenTappingSelectsThatRowOnScreen() throws {
        let harness = try HeadlessHarness(size: Size(width: 400, height: 600))
        let rows = TenThousandRows()
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: ListLayout())
        list.backgroundColor = .white
        list.register(LabelRow.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        list.delegate = rows
        harness.window.addSubview(list)
        try harness.mapWindow()
        #expect(list.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))

        // Five flings upward, each left to glide to rest on the window's clock.
        for _ in 0..<5 {
            try harness.drag(1, from: Point(x: 200, y: 550), to: Point(x: 200, y: 150), steps: 4)
            #expect(try harness.settleAnimations())
        }
        let offset = list.contentOffset.y
        #expect(offset > 100 * 44)
        #expect(list.visibleCells.count < 30)
        #expect(rows.cells.count < 40)

        // Tap the row under (200, 300): it is the one selected, and it shows selected.
        let point = Point(x: 200, y: 300)
        let expected = try #require(list.indexPathForItem(at: list.convert(point, from: harness.window)))
        #expect(expected.item > 100)
        try harness.tap(2, at: point)
        #expect(try harness.settleAnimations())
        #expect(rows.selections == [expected])
        #expect(list.indexPathsForSelectedItems == [expected])
        #expect(list.contentOffset.y == offset)

        let shot = try harness.screenshot()
        let cell = try #require(list.cellForItem(at: expected))
        let inRow = cell.convert(Point(x: cell.bounds.maxX - 20, y: cell.bounds.midY), to: harness.window)
        let selectedColor = try #require(cell.selectedBackgroundColor)
        #expect(shot.pixel(at: inRow).matches(selectedColor))
        let nextRow = Point(x: inRow.x, y: inRow.y + cell.bounds.height)
        #expect(shot.pixel(at: nextRow).matches(.white))
        #expect(rows.cells.count < 40)
    }

    @Test func swipingARowThroughWlTouchRevealsDeleteAndTappingItDeletesTheRow() throws {
        let harness = try HeadlessHarness(size: Size(width: 400, height: 600))
        let rows = DeletableRows()
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: ListLayout())
        list.backgroundColor = .white
        list.register(LabelRow.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        list.delegate = rows
        harness.window.addSubview(list)
        try harness.mapWindow()
        let red = SwipeAction(title: "", style: .destructive) { _ in }.backgroundColor

        // Row 2 (y 88–132) dragged from right to left, not far enough for a full swipe.
        try harness.drag(1, from: Point(x: 380, y: 110), to: Point(x: 260, y: 110), steps: 6)
        #expect(try harness.settleAnimations())
        #expect(list.indexPathForSwipedItem == IndexPath(item: 2, section: 0))
        #expect(list.contentOffset.y == 0)
        let open = try harness.screenshot()
        #expect(open.pixel(at: Point(x: 390, y: 110)).matches(red))
        #expect(!open.pixel(at: Point(x: 390, y: 154)).matches(red))

        try harness.tap(2, at: Point(x: 390, y: 110))
        #expect(try harness.settleAnimations())
        #expect(rows.deleted == [2])
        #expect(list.numberOfItems(inSection: 0) == 99)
        #expect(list.indexPathForSwipedItem == nil)
        let after = try harness.screenshot()
        #expect(!after.pixel(at: Point(x: 390, y: 110)).matches(red))
    }
}
