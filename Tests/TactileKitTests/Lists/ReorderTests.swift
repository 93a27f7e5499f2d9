import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

/// A data source of labelled rows the user may move (unless `movable` is false), recording moves.
@MainActor final class MovableRows: CollectionViewDataSource {
    var items: [String]
    var movable = true
    var moves: [String] = []
    /// When set, `moveItemAt:to:` drops the item instead of moving it (its count changes).
    var losesItems = false

    init(_ count: Int) { items = (0..<count).map { "Item \($0)" } }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? TestCell)?.label.text = items[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.item)→\(destinationIndexPath.item)")
        let item = items.remove(at: sourceIndexPath.item)
        if !losesItems { items.insert(item, at: destinationIndexPath.item) }
    }
}

/// A data source that allows moves but does not implement `moveItemAt:to:`.
@MainActor final class UnmovingRows: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
}

@MainActor @Suite struct ReorderTests {
    /// A 300 × 400 list of 44-point rows from `data`.
    func scene(_ data: CollectionViewDataSource) -> (ControlScene, CollectionView) {
        let scene = ControlScene(width: 300, height: 400)
        let view = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: ListLayout())
        view.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = data
        scene.window.addSubview(view)
        scene.window.prepareForFrame()
        return (scene, view)
    }

    func label(_ view: CollectionView, _ item: Int) -> String? {
        (view.cellForItem(at: IP(item)) as? TestCell)?.label.text
    }

    @Test func longPressLiftsTheRowWhichFollowsTheFingerAndDropsIntoItsNewPlace() {
        let data = MovableRows(50)
        let (s, view) = scene(data)
        let lifted = view.cellForItem(at: IP(1))!
        let below = view.cellForItem(at: IP(2))!
        s.down(1, 150, 66)
        s.wait(600)
        #expect(view.reorderController.isActive)
        s.wait(200)
        #expect(lifted.transform.a > 1)
        #expect(view.subviews.last(where: { $0 is CollectionViewCell }) === lifted)
        s.move(1, 150, 90)
        s.move(1, 150, 120)
        s.move(1, 150, 156)                           // over row 3
        #expect(abs(lifted.center.y - 156) < 0.001)
        s.wait(300)
        #expect(below.frame.minY == 44)               // rows 2 and 3 moved up to make room
        #expect(view.cellForItem(at: IP(3))?.frame.minY == 88)
        #expect(view.contentOffset.y == 0)
        s.up(1)
        s.wait(400)
        #expect(data.moves == ["1→3"])
        #expect(data.items[3] == "Item 1")
        #expect(label(view, 3) == "Item 1")
        #expect(label(view, 1) == "Item 2")
        #expect(view.cellForItem(at: IP(3))?.frame == Rect(x: 0, y: 132, width: 300, height: 44))
        #expect(lifted.transform == .identity)
        #expect(view.indexPathsForSelectedItems.isEmpty)
    }

    @Test func rowsTheDataSourceDoesNotAllowStay() {
        let data = MovableRows(50)
        data.movable = false
        let (s, view) = scene(data)
        s.down(1, 150, 66)
        s.wait(700)
        #expect(!view.reorderController.isActive)
        s.move(1, 150, 200)
        s.up(1)
        s.wait(400)
        #expect(data.moves.isEmpty)
    }

    @Test func aCancelPutsTheRowBack() {
        let data = MovableRows(50)
        let (s, view) = scene(data)
        s.down(1, 150, 66)
        s.wait(600)
        s.move(1, 150, 100)
        s.move(1, 150, 160)
        s.driver.cancel()
        s.driver.frame()
        s.wait(400)
        #expect(!view.reorderController.isActive)
        #expect(data.moves.isEmpty)
        for item in 0..<8 { #expect(view.cellForItem(at: IP(item))?.frame.minY == Double(item) * 44) }
        #expect(view.cellForItem(at: IP(1))?.transform == .identity)
        #expect(label(view, 1) == "Item 1")
    }

    @Test func holdingNearTheBottomEdgeScrollsOnTheClock() {
        let data = MovableRows(200)
        let (s, view) = scene(data)
        s.down(1, 150, 66)
        s.wait(600)
        s.move(1, 150, 200)
        s.move(1, 150, 390)
        s.wait(1000)
        let scrolled = view.contentOffset.y
        #expect(scrolled > 300)
        // The lifted row stays under the finger while the list scrolls.
        let lifted = view.reorderController.cell
        #expect(lifted.map { abs($0.center.y - view.contentOffset.y - 390) < 1 } == true)
        s.move(1, 150, 200)
        s.wait(300)
        #expect(view.contentOffset.y == scrolled)
        s.up(1)
        s.wait(400)
        #expect(data.moves.count == 1)
        let moved = data.items.firstIndex(of: "Item 1") ?? -1
        #expect(moved > 5)
        #expect(label(view, moved) == "Item 1")
    }

    @Test func aDataSourceWithoutMoveItemAtLogsAndTheRowGoesBack() {
        let data = UnmovingRows()
        let (s, view) = scene(data)
        s.down(1, 150, 66)
        s.wait(600)
        s.move(1, 150, 120)
        s.move(1, 150, 200)
        s.up(1)
        s.wait(400)
        #expect(view.loggedProblems.count == 1)
        #expect(view.loggedProblems.first?.contains("moveItemAt") == true)
        for item in 0..<8 { #expect(view.cellForItem(at: IP(item))?.frame.minY == Double(item) * 44) }
    }

    @Test func aDataSourceThatLosesTheItemLogsAndReloads() {
        let data = MovableRows(50)
        data.losesItems = true
        let (s, view) = scene(data)
        s.down(1, 150, 66)
        s.wait(600)
        s.move(1, 150, 120)
        s.move(1, 150, 200)
        s.up(1)
        s.wait(400)
        #expect(view.loggedProblems.count == 1)
        #expect(view.numberOfItems(inSection: 0) == 49)
        #expect(label(view, 1) == "Item 2")
        for item in 0..<8 { #expect(view.cellForItem(at: IP(item))?.frame.minY == Double(item) * 44) }
    }
}
