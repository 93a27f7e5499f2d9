import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

@MainActor @Suite struct CellReuseTests {
    @Test func cellThatScrolledAwayComesBackForAnotherItem() {
        let s = ListScene([100])
        let first = s.view.cellForItem(at: IP(0)) as! TestCell
        #expect(first.label.text == "Item 0.0")
        s.scroll(to: 2000)
        #expect(s.view.cellForItem(at: IP(0)) == nil)
        // The same object now shows an item near 2000, after prepareForReuse.
        let reusedFor = s.view.visible.first { $0.value === first }?.key
        #expect(reusedFor != nil)
        #expect(first.reuseCount == 1)
        #expect(first.label.text == "Item 0.\(reusedFor?.item ?? -1)")
        // Rows 43...56 are tiled now: 12 reused cells and 2 new ones.
        #expect(s.data.cellsSeen.count == 14)
    }

    @Test func liveCellsStayWithinTheBoundWhileFlingingTenThousandRows() {
        let s = ListScene([10_000])
        // 400 points shown + 2 × 100 of margin: at most 15 rows of 44 intersect 600 points.
        let bound = 15
        var worst = 0
        s.view.addScrollAction { _ in worst = max(worst, s.view.visible.count) }
        for _ in 0..<12 {
            s.scene.drag(1, from: P(150, 380), to: P(150, 40), steps: 6, over: 60)
            var frames = 0
            while s.view.isDecelerating && frames < 2000 {
                s.scene.wait(16)
                frames += 1
                #expect(s.view.visible.count <= bound)
            }
        }
        #expect(s.view.contentOffset.y > 20_000)
        #expect(worst <= bound)
        #expect(s.data.cellsSeen.count <= bound + 1)    // every cell ever made: the bound (+1 in flight)
        // Every live cell shows its own item.
        for (indexPath, cell) in s.view.visible {
            #expect((cell as! TestCell).label.text == "Item 0.\(indexPath.item)")
            #expect(!cell.isHidden)
            #expect(cell.frame == R(0, Double(indexPath.item) * 44, 300, 44))
        }
        // Hidden cells (in the queue) are the rest of what was made.
        let hidden = s.view.subviews.filter { $0 is CollectionViewCell && $0.isHidden }.count
        #expect(hidden + s.view.visible.count == s.data.cellsSeen.count)
    }

    @Test func reloadDataAsksForEverythingAgain() {
        let s = ListScene([100])
        s.data.counts = [3]
        s.data.titles = []
        s.view.reloadData()
        #expect(s.liveItems == [0, 1, 2])
        #expect(s.view.contentSize.height == 132)
        #expect(s.view.numberOfItems(inSection: 0) == 3)
        #expect(s.events.displayed == [IP(0), IP(1), IP(2)])
        // The old cells were reused for the new items, not made again.
        #expect(s.data.cellsSeen.count == 12)
    }

    @Test func settingTheDataSourceReloadsOnTheNextLayout() {
        let s = ListScene([5])
        let other = ListData([2])
        s.view.dataSource = other
        #expect(s.view.numberOfItems(inSection: 0) == 2)
        #expect(s.liveItems == [0, 1])
    }

    @Test func willDisplayAndDidEndDisplayingFollowTheCells() {
        let s = ListScene([100])
        #expect(s.events.displayed == Set((0...11).map { IP($0) }))
        s.scroll(to: 1000)
        #expect(s.events.displayed == Set(s.view.visible.keys))
        #expect(!s.events.displayed.contains(IP(0)))
        #expect(s.events.displayed.contains(IP(25)))
    }

    @Test func dataSourceIsAskedOnlyForNewCells() {
        let s = ListScene([100])
        let calls = s.data.cellForItemCalls
        s.scroll(to: 10)
        s.scroll(to: 20)
        #expect(s.data.cellForItemCalls == calls)       // still the same rows
        s.scroll(to: 44)
        #expect(s.data.cellForItemCalls == calls + 1)   // row 12 came into the margin
    }
}

@MainActor @Suite struct DataSourceDefaultsTests {
    @MainActor private final class Plain: CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func oneSectionAndNoHeadersByDefault() {
        let s = ListScene([1])
        let plain = Plain()
        s.view.dataSource = plain
        #expect(s.view.numberOfSections == 1)
        #expect(s.view.numberOfItems(inSection: 0) == 4)
        #expect(s.frame(0) == R(0, 0, 300, 44))
        #expect(s.view.headerView(forSection: 0) == nil)
    }

    @Test func switchingTheLayoutPlacesTheCellsAgain() {
        let s = ListScene([10]) { _, data in data.titles = ["Title"] }
        #expect(s.view.headerView(forSection: 0) != nil)
        s.view.collectionViewLayout = GridLayoutTests.grid()
        s.scene.window.prepareForFrame()
        #expect(s.view.headerView(forSection: 0) == nil)
        #expect(s.frame(1) == R(110, 10, 80, 80))
        #expect(s.view.contentSize.height == 370)
    }
}
