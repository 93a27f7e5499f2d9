import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

@MainActor @Suite struct ScrollToItemTests {
    @Test func verticalPositions() {
        let s = ListScene([100])
        s.view.scrollToItem(at: IP(10), at: .top, animated: false)
        #expect(s.view.contentOffset.y == 440)
        s.view.scrollToItem(at: IP(10), at: .centeredVertically, animated: false)
        #expect(s.view.contentOffset.y == 440 + 22 - 200)
        s.view.scrollToItem(at: IP(10), at: .bottom, animated: false)
        #expect(s.view.contentOffset.y == 484 - 400)
        s.view.scrollToItem(at: IP(99), at: .top, animated: false)
        #expect(s.view.contentOffset.y == 4000)                // clamped to the end
        s.view.scrollToItem(at: IP(0), at: .bottom, animated: false)
        #expect(s.view.contentOffset.y == 0)
        #expect(s.view.cellForItem(at: IP(0)) != nil)
    }

    @Test func animatedScrollGlidesOnTheClock() {
        let s = ListScene([100])
        s.view.scrollToItem(at: IP(30), at: .top, animated: true)
        #expect(s.view.contentOffset.y == 0)
        s.scene.wait(100)
        #expect(s.view.contentOffset.y > 0 && s.view.contentOffset.y < 1320)
        s.scene.wait(300)
        #expect(s.view.contentOffset.y == 1320)
        #expect(s.view.indexPathsForVisibleItems.first == IP(30))
    }

    @Test func topLeavesRoomForThePinnedHeader() {
        let s = ListScene([10, 30]) { _, data in data.titles = ["A", "B"] }
        s.view.scrollToItem(at: IP(3, 1), at: .top, animated: false)
        // Row 3 of section 1 starts at 496 + 132; its header covers the 28 above it.
        #expect(s.view.contentOffset.y == 628 - 28)
    }

    @Test func horizontalPositions() {
        let g = GridLayout()
        g.itemSize = Size(width: 80, height: 80)
        g.scrollDirection = .horizontal
        let s = ListScene([100], layout: g)
        // Four to a column, columns 90 apart: item 40 is in column 10, x 900.
        s.view.scrollToItem(at: IP(40), at: .left, animated: false)
        #expect(s.view.contentOffset == Point(x: 900, y: 0))
        s.view.scrollToItem(at: IP(40), at: .right, animated: false)
        #expect(s.view.contentOffset == Point(x: 980 - 300, y: 0))
        s.view.scrollToItem(at: IP(40), at: .centeredHorizontally, animated: false)
        #expect(s.view.contentOffset == Point(x: 940 - 150, y: 0))
        #expect(s.view.indexPathsForVisibleItems.contains(IP(40)))
    }

    @Test func indexPathForItemAtAPoint() {
        let s = ListScene([100])
        #expect(s.view.indexPathForItem(at: P(10, 50)) == IP(1))
        #expect(s.view.indexPathForItem(at: P(10, 44)) == IP(1))
        #expect(s.view.indexPathForItem(at: P(10, 43.9)) == IP(0))
        #expect(s.view.indexPathForItem(at: P(10, 4399)) == IP(99))   // not on screen
        #expect(s.view.indexPathForItem(at: P(10, 4400)) == nil)
        #expect(s.view.indexPathForItem(at: P(10, -1)) == nil)
        s.scroll(to: 1000)
        #expect(s.view.indexPathForItem(at: P(10, 1010)) == IP(22))
    }

    @Test func indexPathForItemInAGridGap() {
        let g = GridLayoutTests.grid()
        let s = ListScene([10], layout: g)
        #expect(s.view.indexPathForItem(at: P(50, 50)) == IP(0))
        #expect(s.view.indexPathForItem(at: P(100, 50)) == nil)     // between items 0 and 1
        #expect(s.view.indexPathForItem(at: P(150, 130)) == IP(4))
    }

    @Test func indexPathForACell() {
        let s = ListScene([100])
        let cell = s.view.cellForItem(at: IP(4))!
        #expect(s.view.indexPath(for: cell) == IP(4))
        #expect(s.view.indexPath(for: TestCell(frame: .zero)) == nil)
        s.scroll(to: 3000)
        #expect(s.view.indexPath(for: cell) != IP(4))
    }
}
