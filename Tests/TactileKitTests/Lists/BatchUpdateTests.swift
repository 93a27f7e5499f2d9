import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

@MainActor @Suite struct BatchUpdateTests {
    @Test func insertWithoutAnimationMovesTheCellsBelowAtOnce() {
        let s = ListScene([20])
        let cell0 = s.view.cellForItem(at: IP(0)), cell1 = s.view.cellForItem(at: IP(1))
        s.data.counts = [21]
        var finished: Bool?
        s.view.performBatchUpdates({ s.view.insertItems(at: [IP(1)]) }, animated: false) { finished = $0 }
        #expect(finished == true)
        #expect(s.view.cellForItem(at: IP(0)) === cell0)
        #expect(s.view.cellForItem(at: IP(2)) === cell1)
        #expect(cell1?.frame == R(0, 88, 300, 44))
        #expect((s.view.cellForItem(at: IP(1)) as? TestCell)?.label.text == "Item 0.1")
        #expect(s.frame(1) == R(0, 44, 300, 44))
        #expect(s.view.contentSize.height == 21 * 44)
    }

    @Test func animatedDeleteSlidesTheCellsUpOnTheClock() {
        let s = ListScene([20])
        let deleted = s.view.cellForItem(at: IP(2))!
        let below = s.view.cellForItem(at: IP(5))!
        s.data.counts = [19]
        var finished: Bool?
        s.view.performBatchUpdates({ s.view.deleteItems(at: [IP(2)]) }) { finished = $0 }
        // The model is final at once; the screen moves there over the animation.
        #expect(s.view.indexPath(for: below) == IP(4))
        #expect(below.frame == R(0, 176, 300, 44))
        #expect(below.presentationFrame == R(0, 220, 300, 44))
        #expect(finished == nil)
        s.scene.wait(150)
        #expect(below.presentationFrame.minY < 220 && below.presentationFrame.minY > 176)
        #expect(deleted.presentationAlpha < 1)
        s.scene.wait(200)
        #expect(finished == true)
        #expect(below.presentationFrame == R(0, 176, 300, 44))
        #expect(deleted.isHidden)                                   // back in the reuse queue
        #expect(s.view.indexPath(for: deleted) == nil)
        for (indexPath, cell) in s.view.visible {
            #expect(cell.frame == R(0, Double(indexPath.item) * 44, 300, 44))
            if indexPath.item < 11 {       // cells that were there before the update
                #expect((cell as! TestCell).label.text == "Item 0.\(indexPath.item >= 2 ? indexPath.item + 1 : indexPath.item)")
            }
        }
    }

    @Test func animatedInsertFadesTheNewCellIn() {
        let s = ListScene([20])
        s.data.counts = [21]
        s.view.insertItems(at: [IP(0)])
        let inserted = s.view.cellForItem(at: IP(0))!
        #expect(inserted.presentationAlpha == 0)
        s.scene.wait(400)
        #expect(inserted.presentationAlpha == 1)
        #expect(inserted.presentationFrame == R(0, 0, 300, 44))
        #expect(s.frame(1) == R(0, 44, 300, 44))
    }

    @Test func moveTakesTheCellToItsNewPlace() {
        let s = ListScene([20])
        let moving = s.view.cellForItem(at: IP(0))!
        let second = s.view.cellForItem(at: IP(1))!
        s.view.performBatchUpdates({ s.view.moveItem(at: IP(0), to: IP(3)) }, animated: false, completion: nil)
        #expect(s.view.indexPath(for: moving) == IP(3))
        #expect(moving.frame == R(0, 132, 300, 44))
        #expect(s.view.indexPath(for: second) == IP(0))
        #expect(second.frame == R(0, 0, 300, 44))
    }

    @Test func animatedMoveSettlesAtTheRightFrames() {
        let s = ListScene([20])
        let moving = s.view.cellForItem(at: IP(4))!
        var done = false
        s.view.performBatchUpdates({ s.view.moveItem(at: IP(4), to: IP(0)) }) { _ in done = true }
        #expect(moving.presentationFrame == R(0, 176, 300, 44))
        s.scene.wait(400)
        #expect(done)
        #expect(moving.presentationFrame == R(0, 0, 300, 44))
        #expect(s.view.cellForItem(at: IP(1))?.presentationFrame == R(0, 44, 300, 44))
    }

    @Test func mixedBatchKeepsEveryItemInItsPlace() {
        let s = ListScene([10])
        let old = (0..<10).map { s.view.cellForItem(at: IP($0))! }
        s.data.counts = [10]
        // Delete 1 and 2, insert at 0 and 5, move 7 to 9.
        s.view.performBatchUpdates({
            s.view.deleteItems(at: [IP(1), IP(2)])
            s.view.insertItems(at: [IP(0), IP(5)])
            s.view.moveItem(at: IP(7), to: IP(9))
        }, animated: false, completion: nil)
        #expect(s.view.loggedProblems.isEmpty)
        // New order of old items: new, 0, 3, 4, 5, new, 6, 8, 9, 7.
        #expect(s.view.indexPath(for: old[0]) == IP(1))
        #expect(s.view.indexPath(for: old[3]) == IP(2))
        #expect(s.view.indexPath(for: old[6]) == IP(6))
        #expect(s.view.indexPath(for: old[8]) == IP(7))
        #expect(s.view.indexPath(for: old[7]) == IP(9))
        // The deleted items' cells were reused for the inserted ones, configured afresh.
        let inserted = [s.view.cellForItem(at: IP(0))!, s.view.cellForItem(at: IP(5))!]
        #expect(inserted.allSatisfy { $0 === old[1] || $0 === old[2] })
        #expect((inserted[1] as! TestCell).label.text == "Item 0.5")
    }

    @Test func selectionFollowsTheItems() {
        let s = ListScene([20])
        s.view.selectItem(at: IP(5), animated: false, scrollPosition: .top)
        s.view.setContentOffset(.zero, animated: false)
        s.data.counts = [19]
        s.view.performBatchUpdates({ s.view.deleteItems(at: [IP(2)]) }, animated: false, completion: nil)
        #expect(s.view.indexPathsForSelectedItems == [IP(4)])
        #expect(s.view.cellForItem(at: IP(4))?.isSelected == true)
    }

    @Test func nestedBatchesCompleteTogether() {
        let s = ListScene([20])
        s.data.counts = [22]
        var log: [String] = []
        s.view.performBatchUpdates({
            s.view.insertItems(at: [IP(0)])
            s.view.performBatchUpdates({ s.view.insertItems(at: [IP(1)]) }) { _ in log.append("inner") }
        }, animated: false) { _ in log.append("outer") }
        #expect(log == ["inner", "outer"])
        #expect(s.view.loggedProblems.isEmpty)
        #expect(s.view.numberOfItems(inSection: 0) == 22)
    }
}

@MainActor @Suite struct FadingCellTests {
    @Test func touchOnADeletedCellFadingOutSelectsNothing() {
        let s = ListScene([3])                  // fits: touches reach the cells at once
        s.data.counts = [2]
        let deleted = s.view.cellForItem(at: IP(0))!
        s.view.deleteItems(at: [IP(0)])
        #expect(deleted.presentationAlpha > 0)  // still fading out in front of row 0
        s.scene.tap(150, 20)
        #expect(s.view.indexPathsForSelectedItems.isEmpty)
        #expect(s.events.log.isEmpty)
        s.scene.wait(400)
        #expect(s.view.visible.count == 2)
    }
}
