import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor @Suite struct PageControlTests {
    /// Four pages in a 300-pt control at (50, 100): the halves meet at window x 200.
    func makeControl(in parent: View) -> (PageControl, changes: () -> Int) {
        let control = PageControl(frame: R(50, 100, 300, 28))
        control.numberOfPages = 4
        parent.addSubview(control)
        var changes = 0
        control.addAction({ _ in changes += 1 }, for: .valueChanged)
        return (control, { changes })
    }

    @Test func tapsOnTheHalvesTurnPagesWithinTheEnds() {
        let s = ControlScene()
        let (control, changes) = makeControl(in: s.window)
        s.tap(300, 114)
        #expect(control.currentPage == 1 && changes() == 1)
        s.tap(100, 114)
        #expect(control.currentPage == 0 && changes() == 2)
        s.tap(100, 114)                                      // before the first page: nothing
        #expect(control.currentPage == 0 && changes() == 2)
        control.currentPage = 3
        s.tap(300, 114)                                      // past the last page: nothing
        #expect(control.currentPage == 3 && changes() == 2)
    }

    @Test func rightToLeftTurnsTheHalvesAndTheDotsAround() {
        let s = ControlScene()
        s.window.layoutDirection = .rightToLeft
        let (control, changes) = makeControl(in: s.window)
        #expect(control.rectForPage(0).minX > control.rectForPage(1).minX)
        s.tap(100, 114)                                      // the left half is the trailing one
        #expect(control.currentPage == 1 && changes() == 1)
        s.tap(300, 114)
        #expect(control.currentPage == 0 && changes() == 2)
    }

    @Test func theDotsAreCentredAtTheirSpacing() {
        let control = PageControl(frame: R(0, 0, 300, 28))
        control.numberOfPages = 4
        // 3 spacings of 16 plus a dot of 8: 56 pt, centred: from x 122.
        #expect(control.rectForPage(0) == R(122, 10, 8, 8))
        #expect(control.rectForPage(3) == R(170, 10, 8, 8))
        #expect(control.rectForPage(4) == .zero)
        #expect(control.intrinsicContentSize == Size(width: 80, height: 28))
        #expect(control.size(forNumberOfPages: 10) == Size(width: 176, height: 28))
    }

    @Test func settingThePageSendsNothing() {
        let s = ControlScene()
        let (control, changes) = makeControl(in: s.window)
        control.currentPage = 2
        #expect(control.currentPage == 2 && changes() == 0)
    }

    @Test func hidesForSinglePageDrawsNothingAndLetsTouchesThrough() {
        let s = ControlScene()
        s.window.backgroundColor = .white
        let behind = TouchLogView(frame: R(0, 0, 400, 400))
        s.window.addSubview(behind)
        let (control, _) = makeControl(in: s.window)
        control.numberOfPages = 1
        control.currentPageIndicatorTintColor = .red
        #expect(!colorsMatch(s.window.snapshot().pixel(x: 200, y: 114), .white))
        control.hidesForSinglePage = true
        #expect(colorsMatch(s.window.snapshot().pixel(x: 200, y: 114), .white))
        #expect(!control.isAccessibilityElement)
        s.tap(200, 114)
        #expect(behind.calls == ["began", "ended"])
        control.numberOfPages = 2
        #expect(control.isAccessibilityElement)
    }

    @Test func badInputIsLoggedAndClampedOrIgnored() {
        let s = ControlScene()
        let (control, changes) = makeControl(in: s.window)
        let log = ControlLogCapture()
        control.logger = log.logger
        control.currentPage = 9
        #expect(control.currentPage == 3)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 4)
        #expect(log.messages == [
            "warning: PageControl.currentPage = 9 is outside the 4 pages; clamped to 3",
            "warning: PageControl.currentPage = -2 is outside the 4 pages; clamped to 0",
            "warning: PageControl.numberOfPages = -1 is negative; kept 4",
        ])
        control.currentPage = 3
        control.numberOfPages = 2                            // fewer pages clamp the page quietly
        #expect(control.currentPage == 1 && log.messages.count == 3 && changes() == 0)
        control.numberOfPages = 0
        #expect(control.currentPage == 0 && control.accessibilityValue == nil)
        _ = s.window.snapshot()
    }

    @Test func accessibilityAdjustsThePage() {
        let s = ControlScene()
        let (control, changes) = makeControl(in: s.window)
        control.currentPage = 1
        #expect(control.isAccessibilityElement)
        #expect(control.accessibilityTraits == .adjustable)
        #expect(control.accessibilityValue == "page 2 of 4")
        control.accessibilityIncrement()
        #expect(control.accessibilityValue == "page 3 of 4" && changes() == 1)
        control.accessibilityDecrement()
        control.accessibilityDecrement()
        control.accessibilityDecrement()                     // already on the first page
        #expect(control.currentPage == 0 && changes() == 3)
    }

    @Test func aDisabledControlIgnoresTapsAndIsDrawnDimmed() {
        let s = ControlScene()
        s.window.backgroundColor = .white
        let (control, changes) = makeControl(in: s.window)
        control.currentPageIndicatorTintColor = .black
        let dot = control.convert(control.rectForPage(0), to: s.window)
        let x = Int(dot.midX), y = Int(dot.midY)
        #expect(colorsMatch(s.window.snapshot().pixel(x: x, y: y), .black))
        control.isEnabled = false
        s.tap(300, 114)
        #expect(control.currentPage == 0 && changes() == 0)
        let dimmed = s.window.snapshot().pixel(x: x, y: y)
        #expect(dimmed.red > 0.4 && dimmed.red < 0.7)
        #expect(control.accessibilityTraits == [.adjustable, .notEnabled])
    }
}
