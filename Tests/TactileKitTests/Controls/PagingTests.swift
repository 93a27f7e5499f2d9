import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// `ScrollView.isPagingEnabled`: lifts settle on page boundaries, animated on the window clock.
@MainActor @Suite struct PagingTests {
    /// A 300×200 horizontal pager with four pages.
    @MainActor struct Pager {
        let scene = ControlScene(width: 400, height: 300)
        let scroll = ScrollView(frame: R(0, 0, 300, 200))
        init() {
            scroll.contentSize = Size(width: 1200, height: 200)
            scroll.isPagingEnabled = true
            scene.window.addSubview(scroll)
        }

        /// A slow drag by `dx` (10 pt every 40 ms), a still finger for 200 ms, then a lift.
        func slowDrag(by dx: Double, from x: Double = 200) {
            scene.down(1, x, 100)
            let steps = Int(abs(dx) / 10)
            for i in 1...steps {
                scene.wait(40)
                scene.move(1, x + dx * Double(i) / Double(steps), 100)
            }
            scene.wait(200)
            scene.up(1)
        }

        /// A quick flick by `dx` over 60 ms.
        func flick(by dx: Double, from x: Double = 200) {
            scene.drag(1, from: P(x, 100), to: P(x + dx, 100), steps: 6, over: 60)
        }

        /// Runs the settle animation to its end.
        func settle() {
            for _ in 0..<60 { scene.wait(16) }
        }
    }

    @Test func slowDragUnderHalfAPageSnapsBack() {
        let p = Pager()
        p.slowDrag(by: -120)
        #expect(p.scroll.contentOffset.x > 90)     // followed the finger (less the pan's slop)
        p.settle()
        #expect(p.scroll.contentOffset == .zero)
        #expect(!p.scroll.isDecelerating)
    }

    @Test func slowDragPastHalfAPageMovesOnePage() {
        let p = Pager()
        p.slowDrag(by: -190)
        #expect(p.scroll.isDecelerating)
        p.settle()
        #expect(p.scroll.contentOffset == Point(x: 300, y: 0))
        p.slowDrag(by: 190)
        p.settle()
        #expect(p.scroll.contentOffset == .zero)
    }

    @Test func flickMovesOnePageEvenWhenShort() {
        let p = Pager()
        p.flick(by: -60)
        p.settle()
        #expect(p.scroll.contentOffset == Point(x: 300, y: 0))
        p.flick(by: -60)
        p.settle()
        #expect(p.scroll.contentOffset == Point(x: 600, y: 0))
        p.flick(by: 60)
        p.settle()
        #expect(p.scroll.contentOffset == Point(x: 300, y: 0))
    }

    @Test func aLongFastFlickStillMovesAtMostOnePage() {
        let p = Pager()
        p.flick(by: -290, from: 295)
        p.settle()
        #expect(p.scroll.contentOffset == Point(x: 300, y: 0))
    }

    @Test func settleIsAnimatedOnTheWindowClock() {
        let p = Pager()
        p.slowDrag(by: -190)
        let start = p.scroll.contentOffset.x
        p.scene.wait(16)
        let early = p.scroll.contentOffset.x
        #expect(early > start && early < 300)
        p.scene.wait(120)
        let later = p.scroll.contentOffset.x
        #expect(later > early && later < 300)
        p.settle()
        #expect(p.scroll.contentOffset.x == 300)
    }

    @Test func theLastPageAndTheEdgesHold() {
        let p = Pager()
        p.scroll.contentOffset = Point(x: 900, y: 0)
        p.flick(by: -80)
        p.settle()
        #expect(p.scroll.contentOffset == Point(x: 900, y: 0))
        p.scroll.contentOffset = .zero
        p.flick(by: 80)
        p.settle()
        #expect(p.scroll.contentOffset == .zero)
    }

    @Test func flickTargetsArePureArithmetic() {
        // Position 0.3 pages ahead of page 0, each way and speed.
        #expect(ScrollView.pagedTarget(90, velocity: 1000, pageLength: 300, maximum: 900, startPage: 0) == 300)
        #expect(ScrollView.pagedTarget(90, velocity: -1000, pageLength: 300, maximum: 900, startPage: 0) == 0)
        #expect(ScrollView.pagedTarget(90, velocity: 0, pageLength: 300, maximum: 900, startPage: 0) == 0)
        #expect(ScrollView.pagedTarget(160, velocity: 0, pageLength: 300, maximum: 900, startPage: 0) == 300)
        #expect(ScrollView.pagedTarget(700, velocity: 5000, pageLength: 300, maximum: 900, startPage: 1) == 600)
        #expect(ScrollView.pagedTarget(.infinity, velocity: 0, pageLength: 300, maximum: 900, startPage: 0) == 900)
        #expect(ScrollView.pagedTarget(50, velocity: 0, pageLength: 0, maximum: 900, startPage: 0) == 50)
        // A partial last page: the content's end is a page boundary.
        #expect(ScrollView.pagedTarget(800, velocity: 1000, pageLength: 300, maximum: 850, startPage: 2) == 850)
    }
}
