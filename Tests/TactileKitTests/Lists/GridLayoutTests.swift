import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

@MainActor @Suite struct GridLayoutTests {
    /// 80 × 80 items, 10 apart, inset 10: three to a 300-point row, spread 100 apart.
    static func grid(_ direction: Axis = .vertical) -> GridLayout {
        let g = GridLayout()
        g.itemSize = Size(width: 80, height: 80)
        g.minimumInteritemSpacing = 10
        g.minimumLineSpacing = 10
        g.sectionInset = EdgeInsets(all: 10)
        g.scrollDirection = direction
        return g
    }

    @Test func verticalGridFillsRowsFromTheLeft() {
        let s = ListScene([10], layout: Self.grid())
        #expect(s.frame(0) == R(10, 10, 80, 80))
        #expect(s.frame(1) == R(110, 10, 80, 80))
        #expect(s.frame(2) == R(210, 10, 80, 80))
        #expect(s.frame(3) == R(10, 100, 80, 80))
        #expect(s.frame(9) == R(10, 280, 80, 80))
        #expect(s.view.contentSize == Size(width: 300, height: 370))   // 4 rows
    }

    @Test func sectionsStackWithTheirInsets() {
        let s = ListScene([4, 2], layout: Self.grid())
        // Section 0: two rows, 10 + 170 + 10; section 1 starts at 190.
        #expect(s.frame(0, section: 1) == R(10, 200, 80, 80))
        #expect(s.view.contentSize.height == 190 + 100)
    }

    @Test func rightToLeftGridFillsRowsFromTheRight() {
        let s = ListScene([10], layout: Self.grid())
        s.scene.window.layoutDirection = .rightToLeft
        s.scene.window.prepareForFrame()
        #expect(s.frame(0) == R(210, 10, 80, 80))
        #expect(s.frame(1) == R(110, 10, 80, 80))
        #expect(s.frame(2) == R(10, 10, 80, 80))
        #expect(s.frame(3) == R(210, 100, 80, 80))
    }

    @Test func horizontalGridFillsColumnsFromTheTop() {
        let g = Self.grid(.horizontal)
        g.sectionInset = .zero
        let s = ListScene([20], layout: g)
        // 400 points high: four items to a column, spread (400 - 320) / 3 apart.
        let pitch = 80 + 80.0 / 3
        #expect(s.frame(0) == R(0, 0, 80, 80))
        #expect(abs(s.frame(1)!.minY - pitch) < 1e-9 && s.frame(1)!.minX == 0)
        #expect(s.frame(4) == R(90, 0, 80, 80))
        #expect(s.view.contentSize == Size(width: 5 * 90 - 10, height: 400))
        #expect(s.view.canScrollHorizontally && !s.view.canScrollVertically)
        s.view.contentOffset = Point(x: 140, y: 0)
        // Visible: x 140...440 → columns 1...4; tiled 65...515 → columns 0...4.
        #expect(s.view.indexPathsForVisibleItems == (4..<20).map { IP($0) })
        #expect(s.liveItems == Array(0..<20))
    }

    @Test func onlyTheRowsNearTheVisibleAreaHaveCells() {
        let s = ListScene([10_000], layout: Self.grid())
        s.scroll(to: 90 * 1000)
        // Tiled 89 900...90 500: rows 998...1005 (10 + 90 r ... + 80), three cells each.
        #expect(s.liveItems == Array(2994..<3018))
        #expect(s.frame(3000) == R(10, 10 + 90 * 1000, 80, 80))
    }
}
