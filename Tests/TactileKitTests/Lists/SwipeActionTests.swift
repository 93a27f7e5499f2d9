import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

/// A delegate giving every row a destructive "Delete" (which deletes the row from `data` unless
/// told otherwise) and a "Flag", and recording what happens.
@MainActor final class SwipeEvents: CollectionViewDelegate {
    var log: [String] = []
    weak var data: ListData?
    /// How the Delete handler calls its completion: 1 normal, 0 never, 2 twice.
    var completions = 1
    var deletes = true
    var firstStyle = SwipeAction.Style.destructive

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("select \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, trailingSwipeActionsForItemAt indexPath: IndexPath) -> [SwipeAction] {
        let delete = SwipeAction(title: "Delete", style: firstStyle) { [weak self, weak collectionView] done in
            guard let self, let collectionView else { return }
            self.log.append("delete \(indexPath.item)")
            if self.deletes, let data = self.data {
                collectionView.performBatchUpdates({
                    data.counts[0] -= 1
                    collectionView.deleteItems(at: [indexPath])
                }, animated: false, completion: nil)
            }
            for _ in 0..<self.completions { done(true) }
        }
        let flag = SwipeAction(title: "Flag", style: .normal) { [weak self] done in
            self?.log.append("flag \(indexPath.item)")
            done(true)
        }
        return [delete, flag]
    }
}

@MainActor @Suite struct SwipeActionTests {
    /// A 100-row list whose rows have swipe actions.
    func scene(_ configure: (CollectionView) -> Void = { _ in }) -> (ListScene, SwipeEvents) {
        let s = ListScene([100], configure: { v, _ in configure(v) })
        let events = SwipeEvents()
        events.data = s.data
        s.view.delegate = events
        return (s, events)
    }

    /// The width of the buttons of an open row (opening and closing row 9 to find it).
    func controllerWidth(_ s: ListScene) -> Double {
        s.view.openSwipe(at: IP(9))
        let width = s.view.swipeController.strip.preferredWidth
        s.view.closeSwipedItem(animated: false)
        return width
    }

    @Test func dragTowardTheLeadingSideRevealsTheActionsAndStaysOpenPastHalf() throws {
        let (s, events) = scene()
        let cell = s.view.cellForItem(at: IP(1))!
        let width = controllerWidth(s)
        #expect(width > 100)
        s.scene.down(1, 280, 66)
        s.scene.move(1, 260, 66)
        s.scene.move(1, 230, 66)
        #expect(s.view.indexPathForSwipedItem == IP(1))
        s.scene.move(1, 280 - width * 0.7, 66)
        #expect(abs(cell.contentView.frame.minX + width * 0.7) < 1)
        s.scene.up(1)
        s.scene.wait(400)
        #expect(abs(cell.contentView.frame.minX + width) < 0.001)
        #expect(s.view.contentOffset.y == 0)
        #expect(events.log.isEmpty)
        #expect(s.view.indexPathsForSelectedItems.isEmpty)
        // The first action's button sits at the row's trailing edge.
        let first = try #require(s.view.swipeController.strip.buttons.first)
        #expect(first.label.text == "Delete")
        #expect(first.convert(first.bounds, to: cell).maxX == 300)
    }

    @Test func releaseBeforeHalfTheButtonsCloses() {
        let (s, events) = scene()
        defer { withExtendedLifetime(events) {} }
        let cell = s.view.cellForItem(at: IP(1))!
        s.scene.drag(1, from: P(280, 66), to: P(280 - controllerWidth(s) * 0.3, 66), steps: 6, over: 200)
        s.scene.wait(400)
        #expect(cell.contentView.frame.minX == 0)
        #expect(s.view.indexPathForSwipedItem == nil)
        #expect(cell.subviews.count == 1)
    }

    @Test func rightToLeftMirrorsTheSwipe() throws {
        let (s, events) = scene { $0.semanticContentAttribute = .forceRightToLeft }
        defer { withExtendedLifetime(events) {} }
        let cell = s.view.cellForItem(at: IP(1))!
        let width = controllerWidth(s)
        s.scene.drag(1, from: P(20, 66), to: P(20 + width * 0.8, 66), steps: 6, over: 200)
        s.scene.wait(400)
        #expect(abs(cell.contentView.frame.minX - width) < 0.001)
        let first = try #require(s.view.swipeController.strip.buttons.first)
        #expect(first.convert(first.bounds, to: cell).minX == 0)
    }

    @Test func verticalDragScrollsAndDoesNotSwipe() {
        let (s, events) = scene()
        defer { withExtendedLifetime(events) {} }
        s.scene.drag(1, from: P(200, 300), to: P(190, 150), steps: 6, over: 60)
        s.scene.wait(100)
        #expect(s.view.contentOffset.y > 50)
        #expect(s.view.indexPathForSwipedItem == nil)
    }

    @Test func horizontalDragDoesNotScroll() {
        let (s, events) = scene()
        defer { withExtendedLifetime(events) {} }
        s.scene.down(1, 280, 66)
        s.scene.move(1, 260, 70)
        s.scene.move(1, 200, 90)
        s.scene.move(1, 150, 120)
        #expect(s.view.indexPathForSwipedItem == IP(1))
        #expect(s.view.contentOffset.y == 0)
        #expect(!s.view.isDragging)
        s.scene.up(1)
    }

    @Test func tappingAnActionRunsItAndTheRowCloses() throws {
        let (s, events) = scene()
        let cell = s.view.cellForItem(at: IP(1))!
        s.view.openSwipe(at: IP(1))
        let flag = try #require(s.view.swipeController.strip.buttons.last)
        let centre = flag.convert(Point(x: flag.bounds.midX, y: flag.bounds.midY), to: s.scene.window)
        s.scene.tap(centre.x, centre.y)
        #expect(events.log == ["flag 1"])
        s.scene.wait(400)
        #expect(s.view.indexPathForSwipedItem == nil)
        #expect(cell.contentView.frame.minX == 0)
        #expect(s.view.indexPathsForSelectedItems.isEmpty)
    }

    @Test func destructiveActionDeletesTheRow() throws {
        let (s, events) = scene()
        s.view.openSwipe(at: IP(1))
        let delete = try #require(s.view.swipeController.strip.buttons.first)
        let centre = delete.convert(Point(x: delete.bounds.midX, y: delete.bounds.midY), to: s.scene.window)
        s.scene.tap(centre.x, centre.y)
        s.scene.wait(400)
        #expect(events.log == ["delete 1"])
        #expect(s.view.numberOfItems(inSection: 0) == 99)
        #expect(s.view.indexPathForSwipedItem == nil)
        #expect(s.view.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
    }

    @Test func fullSwipePerformsTheFirstDestructiveAction() {
        let (s, events) = scene()
        s.scene.drag(1, from: P(290, 110), to: P(40, 110), steps: 10, over: 200)
        s.scene.wait(400)
        #expect(events.log == ["delete 2"])
        #expect(s.view.numberOfItems(inSection: 0) == 99)
    }

    @Test func fullSwipeOfANormalFirstActionOnlyOpens() {
        let (s, events) = scene()
        events.firstStyle = .normal
        let cell = s.view.cellForItem(at: IP(2))!
        s.scene.drag(1, from: P(290, 110), to: P(40, 110), steps: 10, over: 200)
        s.scene.wait(400)
        #expect(events.log.isEmpty)
        #expect(abs(cell.contentView.frame.minX + controllerWidth(s)) < 0.001)
    }

    @Test func aTouchElsewhereClosesTheRowAndDoesNothingElse() {
        let (s, events) = scene()
        s.view.openSwipe(at: IP(1))
        s.scene.tap(150, 200)
        s.scene.wait(400)
        #expect(s.view.indexPathForSwipedItem == nil)
        #expect(s.view.indexPathsForSelectedItems.isEmpty)
        #expect(events.log.isEmpty)
        // A drag elsewhere while open does not scroll either.
        s.view.openSwipe(at: IP(1))
        s.scene.drag(1, from: P(150, 300), to: P(150, 100), steps: 6, over: 60)
        s.scene.wait(400)
        #expect(s.view.contentOffset.y == 0)
        #expect(s.view.indexPathForSwipedItem == nil)
        // The next tap selects as usual.
        s.scene.tap(150, 200)
        #expect(events.log == ["select 4"])
    }

    @Test func scrollingClosesTheOpenRow() {
        let (s, events) = scene()
        defer { withExtendedLifetime(events) {} }
        s.view.openSwipe(at: IP(1))
        s.view.setContentOffset(Point(x: 0, y: 30), animated: false)
        s.scene.wait(400)
        #expect(s.view.indexPathForSwipedItem == nil)
        #expect(s.view.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
    }

    @Test func swipingAnotherRowWhileOneIsOpenOnlyClosesTheFirst() {
        let (s, events) = scene()
        defer { withExtendedLifetime(events) {} }
        s.view.openSwipe(at: IP(1))
        s.scene.drag(1, from: P(280, 154), to: P(100, 154), steps: 6, over: 200)
        s.scene.wait(400)
        #expect(s.view.indexPathForSwipedItem == nil)
        #expect(s.view.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
    }

    @Test func gridsHaveNoSwipeActions() {
        let s = ListScene([100], layout: GridLayout())
        let events = SwipeEvents()
        s.view.delegate = events
        s.scene.drag(1, from: P(280, 30), to: P(60, 30), steps: 6, over: 200)
        s.scene.wait(400)
        #expect(s.view.indexPathForSwipedItem == nil)
        #expect(s.view.visibleCells.first?.accessibilityCustomActions == nil)
    }

    @Test func rowsOfferTheirActionsToScreenReaders() {
        let (s, events) = scene()
        s.view.reloadData()
        let cell = s.view.cellForItem(at: IP(3))!
        let actions = cell.accessibilityCustomActions ?? []
        #expect(actions.map(\.name) == ["Delete", "Flag"])
        #expect(actions.last?.handler() == true)
        #expect(events.log == ["flag 3"])
    }

    @Test func aHandlerThatDeletesAndNeverCompletesDoesNotCrash() {
        let (s, events) = scene()
        events.completions = 0
        s.view.openSwipe(at: IP(1))
        s.view.swipeController.perform(0)
        s.scene.wait(400)
        #expect(events.log == ["delete 1"])
        #expect(s.view.indexPathForSwipedItem == nil)
        #expect(s.view.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 })
        s.scene.tap(150, 66)
        #expect(events.log == ["delete 1", "select 1"])
    }

    @Test func aCompletionCalledTwiceLogsOnceAndIsIgnored() {
        let (s, events) = scene()
        events.completions = 2
        events.deletes = false
        s.view.openSwipe(at: IP(1))
        s.view.swipeController.perform(0)
        s.scene.wait(400)
        #expect(events.log == ["delete 1"])
        #expect(s.view.loggedProblems.filter { $0.contains("more than once") }.count == 1)
        #expect(s.view.indexPathForSwipedItem == nil)
    }
}

extension CollectionView {
    /// Opens the swipe actions of `indexPath`'s row at once (tests).
    func openSwipe(at indexPath: IndexPath) {
        guard let cell = cellForItem(at: indexPath), let delegate else { return }
        swipeController.open(cell, at: indexPath, actions: delegate.collectionView(self, trailingSwipeActionsForItemAt: indexPath), animated: false)
    }
}
