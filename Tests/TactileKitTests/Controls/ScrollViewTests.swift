import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor @Suite struct ScrollViewTests {
    /// A 300×300 vertical scroll view with 1000 pt of content and a button at content (50, 100).
    @MainActor struct Fixture {
        let scene = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 300, 300))
        let button = Button(frame: R(50, 100, 200, 50), title: "Press")
        let content = TouchLogView(frame: R(0, 200, 300, 100))

        init() {
            scroll.contentSize = Size(width: 300, height: 1000)
            scene.window.addSubview(scroll)
            scroll.addSubview(button)
            scroll.addSubview(content)
        }
    }

    @Test func tapOnAButtonInsideAScrollViewPressesIt() {
        let f = Fixture()
        var presses = 0
        f.button.addAction { _ in presses += 1 }
        f.scene.down(1, 150, 125)
        #expect(!f.button.isHighlighted)          // content touches are delayed
        f.scene.wait(50)
        f.scene.up(1)                             // the lift releases the delayed began, then the end
        #expect(presses == 1)
        #expect(f.scroll.contentOffset == .zero)
    }

    @Test func heldTouchReachesTheContentAfterTheDelay() {
        let f = Fixture()
        f.scene.down(1, 150, 125)
        f.scene.wait(149)
        #expect(!f.button.isHighlighted)
        f.scene.wait(2)
        #expect(f.button.isHighlighted)
        f.scene.up(1)
        #expect(!f.button.isHighlighted)
    }

    @Test func quickDragStartingOnAButtonScrolls() {
        let f = Fixture()
        var presses = 0, highlights = 0
        f.button.addAction { _ in presses += 1 }
        f.scroll.addScrollAction { _ in if f.button.isHighlighted { highlights += 1 } }
        f.scene.drag(1, from: P(150, 125), to: P(150, 25), steps: 6, over: 60)
        #expect(f.scroll.contentOffset.y > 50)
        #expect(presses == 0)
        #expect(highlights == 0)
        #expect(!f.button.isHighlighted && !f.button.isTracking)
    }

    @Test func dragAfterTheButtonHasTheTouchStaysWithTheButton() {
        let f = Fixture()
        var presses = 0
        f.button.addAction { _ in presses += 1 }
        f.scene.down(1, 150, 125)
        f.scene.wait(200)                          // the button is tracking now
        #expect(f.button.isHighlighted)
        f.scene.move(1, 150, 60)                   // touchesShouldCancel(in: button) is false: no scroll
        f.scene.move(1, 150, 30)
        #expect(f.scroll.contentOffset == .zero)
        #expect(f.scroll.panGestureRecognizer.failureReason?.contains("delegate") == true)
        f.scene.move(1, 150, 120)
        f.scene.up(1)
        #expect(presses == 1)
    }

    @Test func scrollCancelsPlainContentThatHadTheTouch() {
        let f = Fixture()
        f.scene.down(1, 150, 250)
        f.scene.wait(200)
        #expect(f.content.calls == ["began"])
        f.scene.move(1, 150, 200)
        #expect(f.content.calls == ["began", "cancelled"])
        #expect(f.scroll.isDragging)
        f.scene.move(1, 150, 150)
        f.scene.up(1)
        #expect(f.content.calls == ["began", "cancelled"])
        #expect(f.scroll.contentOffset.y == 50)
    }

    @Test func canCancelContentTouchesFalseKeepsTheTouchInTheContent() {
        let f = Fixture()
        f.scroll.canCancelContentTouches = false
        f.scene.down(1, 150, 250)
        f.scene.wait(200)
        f.scene.move(1, 150, 200)
        f.scene.move(1, 150, 150)
        f.scene.up(1)
        #expect(f.content.calls == ["began", "moved", "moved", "ended"])
        #expect(f.scroll.contentOffset == .zero)
    }

    @Test func withoutDelaysContentTouchesTheContentSeesTheTouchAtOnce() {
        let f = Fixture()
        f.scroll.delaysContentTouches = false
        f.scene.down(1, 150, 250)
        #expect(f.content.calls == ["began"])
        f.scene.move(1, 150, 200)
        #expect(f.content.calls == ["began", "cancelled"])
        f.scene.up(1)
    }

    @Test func touchesShouldCancelDefaults() {
        let scroll = ScrollView(frame: R(0, 0, 100, 100))
        #expect(!scroll.touchesShouldCancel(in: Button(frame: .zero)))
        #expect(!scroll.touchesShouldCancel(in: Slider(frame: .zero)))
        #expect(scroll.touchesShouldCancel(in: View(frame: .zero)))
        #expect(scroll.touchesShouldCancel(in: Label(frame: .zero)))
    }

    @Test func momentumDeceleratesAndEndsOnTheClock() {
        let f = Fixture()
        f.scroll.contentSize = Size(width: 300, height: 10_000)
        f.scene.drag(1, from: P(150, 250), to: P(150, 150), steps: 5, over: 50)   // 2000 pt/s upward
        #expect(f.scroll.isDecelerating)
        let atLift = f.scroll.contentOffset.y
        var previous = atLift
        var steps: [Double] = []
        for _ in 0..<20 {
            f.scene.wait(16)
            steps.append(f.scroll.contentOffset.y - previous)
            previous = f.scroll.contentOffset.y
        }
        #expect(steps.allSatisfy { $0 > 0 })
        #expect(steps.last! < steps.first!)       // slowing down
        f.scene.wait(10_000)
        #expect(!f.scroll.isDecelerating)
        #expect(!f.scene.clock.hasPendingTimers)
        let rest = f.scroll.contentOffset.y
        // UIKit's exponential deceleration: about v / (1000 · -ln 0.998) ≈ 1000 pt from 2000 pt/s.
        #expect(rest - atLift > 800 && rest - atLift < 1200)
        f.scene.wait(1000)
        #expect(f.scroll.contentOffset.y == rest)
    }

    @Test func momentumIntoTheEndBouncesAndSettlesAtTheEdge() {
        let f = Fixture()
        f.scroll.contentOffset = Point(x: 0, y: 600)                        // 100 pt from the end (700)
        f.scene.drag(1, from: P(150, 250), to: P(150, 150), steps: 5, over: 50)
        var overshoot = 0.0
        for _ in 0..<200 {
            f.scene.wait(16)
            overshoot = max(overshoot, f.scroll.contentOffset.y - 700)
        }
        #expect(overshoot > 1)                                              // it went past the end …
        #expect(f.scroll.contentOffset.y == 700)                           // … and came back exactly
        #expect(!f.scroll.isDecelerating)
        #expect(!f.scene.clock.hasPendingTimers)
    }

    @Test func rubberBandResistsAndReturns() {
        let f = Fixture()
        f.scene.down(1, 150, 50)
        f.scene.wait(10)
        f.scene.move(1, 150, 70)
        f.scene.wait(10)
        f.scene.move(1, 150, 250)                                            // pull 200 pt down at the top
        let pulled = -f.scroll.contentOffset.y
        #expect(pulled > 20 && pulled < 180)                                // resisted
        f.scene.wait(300)                                                    // hold still, then lift
        f.scene.up(1)
        #expect(f.scroll.isDecelerating)
        f.scene.wait(100)
        let partWay = -f.scroll.contentOffset.y
        #expect(partWay > 0 && partWay < pulled)
        f.scene.wait(2000)
        #expect(f.scroll.contentOffset == .zero)
        #expect(!f.scroll.isDecelerating)
        #expect(!f.scene.clock.hasPendingTimers)
    }

    @Test func withoutBouncesTheDragStopsAtTheEdge() {
        let f = Fixture()
        f.scroll.bounces = false
        f.scene.drag(1, from: P(150, 50), to: P(150, 250), steps: 4, over: 40)
        #expect(f.scroll.contentOffset == .zero)
    }

    @Test func aTouchStopsAMovingScrollView() {
        let f = Fixture()
        f.scroll.contentSize = Size(width: 300, height: 10_000)
        f.scene.drag(1, from: P(150, 250), to: P(150, 150), steps: 5, over: 50)
        f.scene.wait(100)
        #expect(f.scroll.isDecelerating)
        f.scene.down(2, 150, 150)
        let stopped = f.scroll.contentOffset
        #expect(!f.scroll.isDecelerating)
        f.scene.wait(500)
        #expect(f.scroll.contentOffset == stopped)
        f.scene.up(2)
    }

    @Test func crossedNestedScrollViewsEachTakeTheirAxis() {
        let s = ControlScene()
        let outer = ScrollView(frame: R(0, 0, 300, 300))
        outer.contentSize = Size(width: 300, height: 1000)
        let inner = ScrollView(frame: R(0, 100, 300, 100))
        inner.contentSize = Size(width: 1000, height: 100)
        s.window.addSubview(outer)
        outer.addSubview(inner)

        // Horizontal drag on the inner one: only it scrolls.
        s.drag(1, from: P(250, 150), to: P(100, 150), steps: 6, over: 60)
        #expect(inner.contentOffset.x > 100)
        #expect(inner.contentOffset.y == 0)
        #expect(outer.contentOffset == .zero)
        s.wait(5000)
        let innerX = inner.contentOffset.x

        // Vertical drag on the inner one: the outer one scrolls.
        s.drag(2, from: P(150, 180), to: P(150, 80), steps: 6, over: 60)
        #expect(outer.contentOffset.y > 50)
        #expect(outer.contentOffset.x == 0)
        #expect(inner.contentOffset.x == innerX)
        #expect(inner.panGestureRecognizer.failureReason?.contains("delegate") == true)
        s.wait(5000)
        #expect(!outer.isDecelerating && !inner.isDecelerating)
    }

    @Test func scrollingMovesTheContentUnderTheFinger() {
        let f = Fixture()
        f.scroll.contentSize = Size(width: 300, height: 10_000)
        f.scene.down(1, 150, 250)
        f.scene.wait(10)
        f.scene.move(1, 150, 230)                 // the pan begins (hysteresis passed)
        f.scene.wait(10)
        f.scene.move(1, 150, 130)                 // 100 pt more
        #expect(abs(f.scroll.contentOffset.y - 100) < 1e-9)
        // A tap where the content now is hits content coordinates.
        f.scene.up(1)
        f.scroll.contentOffset = Point(x: 0, y: 100)
        var presses = 0
        f.button.addAction { _ in presses += 1 }
        f.scene.wait(1000)
        f.scene.tap(150, 25)                       // content y 125: the button
        #expect(presses == 1)
    }
}

@MainActor @Suite struct ScrollViewContentTests {
    @Test func aSliderInAVerticalScrollViewTakesAQuickHorizontalDragAtOnce() {
        let s = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 300, 300))
        scroll.contentSize = Size(width: 300, height: 1000)
        s.window.addSubview(scroll)
        let slider = Slider(frame: R(0, 100, 228, 40))       // thumb travels x = 14...214
        scroll.addSubview(slider)
        s.down(1, 14, 120)
        s.wait(10)
        #expect(slider.isTracking)                            // touch action .panX: the scroll fails at touch-down
        s.move(1, 30, 120)
        s.wait(10)
        s.move(1, 114, 120)
        #expect(abs(slider.value - 0.5) < 1e-9)              // followed from where it was grabbed (the centre)
        s.up(1)
        #expect(scroll.contentOffset == .zero)
    }

    @Test func animatedContentOffsetEasesOutOnTheClock() {
        let s = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 300, 300))
        scroll.contentSize = Size(width: 300, height: 3000)
        s.window.addSubview(scroll)
        var offsets: [Double] = []
        scroll.addScrollAction { offsets.append($0.contentOffset.y) }
        scroll.setContentOffset(P(0, 300), animated: true)
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.isAnimatingContentOffset)
        s.wait(150)
        #expect(scroll.contentOffset.y > 150 && scroll.contentOffset.y < 300)   // ease-out: past half way
        s.wait(200)
        #expect(scroll.contentOffset.y == 300)
        #expect(!scroll.isAnimatingContentOffset)
        #expect(offsets == offsets.sorted())
        #expect(!s.clock.hasPendingTimers)
        // Not animated: at once.
        scroll.setContentOffset(P(0, 10), animated: false)
        #expect(scroll.contentOffset.y == 10)
        // A touch stops an animation where it is.
        scroll.setContentOffset(P(0, 500), animated: true)
        s.wait(100)
        s.down(1, 150, 150)
        let stopped = scroll.contentOffset.y
        #expect(stopped > 10 && stopped < 500 && !scroll.isAnimatingContentOffset)
        s.up(1)
        s.wait(1000)
        #expect(scroll.contentOffset.y == stopped)
    }

    @Test func contentThatFitsIsNotDelayed() {
        let s = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 300, 300))
        scroll.contentSize = Size(width: 300, height: 300)
        s.window.addSubview(scroll)
        let content = TouchLogView(frame: R(0, 0, 300, 300))
        scroll.addSubview(content)
        s.down(1, 100, 100)
        #expect(content.calls == ["began"])
        s.up(1)
        scroll.alwaysBounceVertical = true
        s.wait(1000)
        s.down(2, 100, 100)
        #expect(content.calls == ["began", "ended"])          // delayed again: it can bounce
        s.wait(150)
        #expect(content.calls == ["began", "ended", "began"])
        s.up(2)
    }

    @Test func indicatorsShowWhileScrollingAndHideOnTheClock() {
        let s = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 300, 300))
        scroll.contentSize = Size(width: 300, height: 3000)
        s.window.addSubview(scroll)
        let content = View(frame: R(0, 0, 300, 3000))
        scroll.addSubview(content)
        let bar = scroll.subviews.first { $0 is ScrollIndicator && ($0 as! ScrollIndicator).isVertical }!
        #expect(bar.isHidden)
        s.down(1, 150, 250)
        s.wait(10)
        s.move(1, 150, 230)
        s.wait(10)
        s.move(1, 150, 130)
        #expect(!bar.isHidden)
        #expect(scroll.subviews.last === bar || scroll.subviews.dropLast().last === bar)   // in front of the content
        #expect(abs(bar.frame.height - (296 * 300 / 3000)) < 1e-9)                         // visible fraction
        #expect(bar.frame.minY > scroll.contentOffset.y)                                     // moved with the offset
        #expect(scroll.hitTest(P(297, 150).applying(scroll.contentOffset), with: nil) === content)
        s.wait(300)
        s.up(1)                                        // no momentum: held still before lifting
        #expect(!scroll.isDecelerating)
        s.wait(499)
        #expect(!bar.isHidden)
        s.wait(2)
        #expect(bar.isHidden)
        #expect(!s.clock.hasPendingTimers)
    }

    @Test func flashScrollIndicatorsShowsThemForTheLingerOnly() {
        let s = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 300, 300))
        scroll.contentSize = Size(width: 300, height: 3000)
        s.window.addSubview(scroll)
        let bars = scroll.subviews.compactMap { $0 as? ScrollIndicator }
        let vertical = bars.first { $0.isVertical }, horizontal = bars.first { !$0.isVertical }
        scroll.flashScrollIndicators()
        #expect(vertical?.isHidden == false)
        #expect(horizontal?.isHidden == true)          // nothing to scroll sideways
        s.wait(499)
        #expect(vertical?.isHidden == false)
        s.wait(2)
        #expect(vertical?.isHidden == true)
        #expect(!s.clock.hasPendingTimers)
    }
}

extension Point {
    func applying(_ offset: Point) -> Point { Point(x: x + offset.x, y: y + offset.y) }
}
