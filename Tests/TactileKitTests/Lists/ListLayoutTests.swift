import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

@MainActor @Suite struct ListLayoutTests {
    @Test func rowsAreTheWidthOfTheViewOneAfterTheOther() {
        let s = ListScene([100])
        #expect(s.view.contentSize == Size(width: 300, height: 4400))
        #expect(s.frame(0) == R(0, 0, 300, 44))
        #expect(s.frame(3) == R(0, 132, 300, 44))
        // 400 points shown plus 100 of margin below: rows 0...11.
        #expect(s.liveItems == Array(0...11))
        #expect(s.view.indexPathsForVisibleItems == (0...9).map { IP($0) })
        #expect(s.view.visibleCells.count == 10)
    }

    @Test func rowHeightChangesTheFrames() {
        let s = ListScene([10])
        s.list.rowHeight = 60
        s.scene.window.prepareForFrame()
        #expect(s.frame(2) == R(0, 120, 300, 60))
        #expect(s.view.contentSize.height == 600)
    }

    @Test func sectionsFollowEachOtherUnderTheirHeaders() {
        let s = ListScene([10, 10]) { _, data in data.titles = ["Fruit", "Vegetables"] }
        #expect(s.frame(0) == R(0, 28, 300, 44))
        #expect(s.frame(0, section: 1) == R(0, 496, 300, 44))   // 28 + 440 + 28
        #expect(s.view.contentSize.height == 936)
        #expect(s.view.headerView(forSection: 0)?.frame == R(0, 0, 300, 28))
        #expect(s.view.headerView(forSection: 0)?.title == "Fruit")
        #expect(s.view.headerView(forSection: 1) == nil)
    }

    @Test func headerStaysPinnedWhileItsSectionScrolls() {
        let s = ListScene([10, 10]) { _, data in data.titles = ["Fruit", "Vegetables"] }
        s.scroll(to: 100)
        #expect(s.view.headerView(forSection: 0)?.frame == R(0, 100, 300, 28))
        // The next section's header pushes it up as the section ends (at 468).
        s.scroll(to: 450)
        #expect(s.view.headerView(forSection: 0)?.frame == R(0, 440, 300, 28))
        #expect(s.view.headerView(forSection: 1)?.frame == R(0, 468, 300, 28))
        s.scroll(to: 600)
        #expect(s.view.headerView(forSection: 0) == nil)
        #expect(s.view.headerView(forSection: 1)?.frame == R(0, 600, 300, 28))
        #expect(s.view.headerView(forSection: 1)?.title == "Vegetables")
        // Headers are in front of the cells.
        let header = s.view.headerView(forSection: 1)!
        let headerIndex = s.view.subviews.firstIndex { $0 === header }!
        let cellIndex = s.view.subviews.firstIndex { $0 === s.view.visible[IP(5, 1)] }!
        #expect(headerIndex > cellIndex)
    }

    @Test func sectionWithoutTitleHasNoHeader() {
        let s = ListScene([3, 3]) { _, data in data.titles = [nil, "Second"] }
        #expect(s.frame(0) == R(0, 0, 300, 44))
        #expect(s.frame(0, section: 1) == R(0, 160, 300, 44))     // 132 + 28
        #expect(s.view.headerView(forSection: 0) == nil)
        #expect(s.view.headerView(forSection: 1)?.frame == R(0, 132, 300, 28))
    }

    @Test func selfSizingRowsTakeTheirCellsHeights() {
        let s = ListScene([5]) { view, data in
            (view.collectionViewLayout as! ListLayout).rowHeight = CollectionView.automaticDimension
            data.height = { 30 + Double($0.item % 3) * 10 }
        }
        #expect(s.frame(0) == R(0, 0, 300, 30))
        #expect(s.frame(1) == R(0, 30, 300, 40))
        #expect(s.frame(2) == R(0, 70, 300, 50))
        #expect(s.frame(3) == R(0, 120, 300, 30))
        #expect(s.view.contentSize.height == 30 + 40 + 50 + 30 + 40)
    }

    @Test func unmeasuredRowsCountAsTheEstimate() {
        let s = ListScene([1000]) { view, data in
            let layout = view.collectionViewLayout as! ListLayout
            layout.rowHeight = CollectionView.automaticDimension
            layout.estimatedRowHeight = 50
            data.height = { 30 + Double($0.item % 3) * 10 }
        }
        // Rows 0...13 are measured (500 points of tiled area, 40 on average); the rest are estimates.
        let measured = s.liveItems
        let measuredHeight = measured.reduce(0.0) { $0 + 30 + Double($1 % 3) * 10 }
        #expect(s.view.contentSize.height == measuredHeight + Double(1000 - measured.count) * 50)
    }

    @Test func correctingEstimatesAboveKeepsTheVisibleContentStill() {
        let s = ListScene([1000]) { view, data in
            let layout = view.collectionViewLayout as! ListLayout
            layout.rowHeight = CollectionView.automaticDimension
            layout.estimatedRowHeight = 50
            data.height = { 30 + Double($0.item % 3) * 10 }
        }
        s.scroll(to: 20_000)                    // far down, on estimates
        // Rows next to each other abut, each as tall as its cell wants.
        let items = s.liveItems
        for (a, b) in zip(items, items.dropFirst()) {
            #expect(s.frame(a)!.maxY == s.frame(b)!.minY)
            #expect(s.frame(a)!.height == 30 + Double(a % 3) * 10)
        }
        let offset = s.view.contentOffset.y
        let anchor = items.first { s.frame($0)!.minY >= offset }!
        let shownAt = s.frame(anchor)!.minY - offset
        // Scrolling up measures rows above the visible top (estimated at 50, really 30...50):
        // the offset absorbs the difference, so the anchor row moves by exactly the scroll.
        s.scroll(to: offset - 100)
        let shownAfter = s.frame(anchor)!.minY - s.view.contentOffset.y
        #expect(abs(shownAfter - (shownAt + 100)) < 1e-9)
        #expect(s.view.contentOffset.y < offset - 100)       // corrected (rows above were shorter)
    }
}
