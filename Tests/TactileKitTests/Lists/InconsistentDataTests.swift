import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

/// Each kind of inconsistent data logs one line and reloads or is ignored; none crashes.
@MainActor @Suite struct InconsistentDataTests {
    @Test func batchWhoseCountsDoNotAddUpReloads() {
        let s = ListScene([20])
        s.data.counts = [22]
        var finished: Bool?
        s.view.performBatchUpdates({ s.view.insertItems(at: [IP(0)]) }) { finished = $0 }
        #expect(s.view.loggedProblems.count == 1)
        #expect(s.view.loggedProblems.first?.contains("section 0 has 22 items after the update, but 20 before + 1 inserted") == true)
        #expect(finished == false)
        #expect(s.view.numberOfItems(inSection: 0) == 22)
        #expect(s.view.contentSize.height == 22 * 44)
        #expect(s.liveItems == Array(0...11))
    }

    @Test func insertOutOfRangeReloads() {
        let s = ListScene([20])
        s.data.counts = [21]
        s.view.insertItems(at: [IP(50)])
        #expect(s.view.loggedProblems.count == 1)
        #expect(s.view.loggedProblems.first?.contains("[0, 50]") == true)
        #expect(s.view.numberOfItems(inSection: 0) == 21)
    }

    @Test func deleteOutOfRangeReloads() {
        let s = ListScene([20])
        s.data.counts = [19]
        s.view.deleteItems(at: [IP(500)])
        #expect(s.view.loggedProblems.count == 1)
        #expect(s.view.loggedProblems.first?.contains("out of range") == true)
        #expect(s.view.numberOfItems(inSection: 0) == 19)
    }

    @Test func moveOutOfRangeReloads() {
        let s = ListScene([20])
        s.view.moveItem(at: IP(3), to: IP(0, 4))
        #expect(s.view.loggedProblems.count == 1)
        #expect(s.view.loggedProblems.first?.contains("there are 1 sections") == true)
        #expect(s.liveItems == Array(0...11))
    }

    @Test func deletingTheSameItemTwiceReloads() {
        let s = ListScene([20])
        s.data.counts = [18]
        s.view.deleteItems(at: [IP(3), IP(3)])
        #expect(s.view.loggedProblems.count == 1)
        #expect(s.view.numberOfItems(inSection: 0) == 18)
    }

    @Test func selectingOrDeselectingOutOfRangeIsIgnored() {
        let s = ListScene([20])
        s.view.selectItem(at: IP(20), animated: false, scrollPosition: .top)
        #expect(s.view.indexPathsForSelectedItems.isEmpty)
        #expect(s.view.contentOffset == .zero)
        s.view.deselectItem(at: IP(-1), animated: false)
        #expect(s.view.loggedProblems.count == 2)
        #expect(s.view.loggedProblems[0].contains("selectItem") && s.view.loggedProblems[0].contains("section 0 has 20 items"))
    }

    @Test func scrollingToAnItemOutOfRangeIsIgnored() {
        let s = ListScene([20])
        s.view.scrollToItem(at: IP(0, 3), at: .top, animated: false)
        #expect(s.view.contentOffset == .zero)
        #expect(s.view.loggedProblems.count == 1)
    }

    @Test func cellForItemOutOfRangeIsNil() {
        let s = ListScene([20])
        #expect(s.view.cellForItem(at: IP(25)) == nil)
        #expect(s.view.loggedProblems.count == 1)
        #expect(s.view.loggedProblems[0].contains("cellForItem"))
    }

    @Test func cellNotDequeuedIsReplacedByAnEmptyOne() {
        let s = ListScene([20])
        let foreign = TestCell(frame: .zero)
        s.data.foreignCell = foreign
        s.view.reloadData()
        #expect(s.view.loggedProblems.count == 1)              // once, not once per cell
        #expect(s.view.loggedProblems[0].contains("did not hand out"))
        #expect(foreign.superview == nil)
        #expect(s.view.visible.count == 12)
        #expect(s.view.visible.values.allSatisfy { !($0 is TestCell) })
    }

    @Test func cellShownElsewhereIsNotTakenTwice() {
        let s = ListScene([20])
        let shown = s.view.cellForItem(at: IP(0))!
        s.data.foreignCell = shown                            // already showing item 0
        s.data.counts = [21]
        s.view.insertItems(at: [IP(20)])
        s.scroll(to: 400)
        #expect(s.view.loggedProblems.count == 1)
        #expect(s.view.visible.values.filter { $0 === shown }.count <= 1)
    }

    @Test func negativeItemCountShowsNothing() {
        let s = ListScene([20]) { _, data in data.reportedCount = -5 }
        #expect(s.view.numberOfItems(inSection: 0) == 0)
        #expect(s.view.visible.isEmpty)
        #expect(s.view.loggedProblems.count == 1)
        #expect(s.view.loggedProblems[0].contains("returned -5"))
    }

    @Test func negativeSectionCountShowsNothing() {
        let s = ListScene([]) { _, _ in }
        let data = NegativeSections()
        s.view.dataSource = data
        #expect(s.view.numberOfSections == 0)
        #expect(s.view.loggedProblems.count == 1)
    }

    @Test func unregisteredIdentifierGivesPlainCells() {
        let s = ListScene([20]) { view, _ in view.registrations["cell"] = nil }
        #expect(s.view.visible.count == 12)
        #expect(s.view.loggedProblems.count == 1)
        #expect(s.view.loggedProblems[0].contains("\"cell\""))
    }
}

@MainActor private final class NegativeSections: CollectionViewDataSource {
    func numberOfSections(in collectionView: CollectionView) -> Int { -1 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor @Suite struct AbsurdCountTests {
    @Test func absurdItemCountIsCutToTheMaximum() {
        // A grid keeps no per-item state, so even the maximum costs nothing to lay out.
        let s = ListScene([20], layout: GridLayoutTests.grid()) { _, data in data.reportedCount = Int.max }
        #expect(s.view.numberOfItems(inSection: 0) == CollectionView.maximumItemsPerSection)
        #expect(s.view.loggedProblems.count == 1)
        #expect(s.liveItems == Array(0..<18))       // rows 0...5 of the first 500 points
    }
}
