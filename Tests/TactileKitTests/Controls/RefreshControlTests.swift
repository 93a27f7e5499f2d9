import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Pull to refresh through real drags on a window with a manual clock.
@MainActor @Suite struct RefreshControlTests {
    /// A 400×400 scroll view with 1200 pt of content and a refresh control counting its events.
    @MainActor final class Fixture {
        let scene = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 400, 400))
        let refresh = RefreshControl()
        var refreshes = 0

        init(contentHeight: Double = 1200) {
            scroll.contentSize = Size(width: 400, height: contentHeight)
            scroll.backgroundColor = .white
            scene.window.addSubview(scroll)
            scroll.refreshControl = refresh
            refresh.addAction({ [unowned self] _ in self.refreshes += 1 }, for: .valueChanged)
        }

        /// A quick pull of `distance` pt from y = 50, lifted, then `settle` ms of frames.
        func pull(_ distance: Double, settle: Int = 1000) {
            scene.drag(1, from: P(200, 50), to: P(200, 50 + distance), steps: 10, over: 100)
            scene.wait(settle)
        }
    }

    @Test func attachingAddsTheControlAboveTheContent() {
        let f = Fixture()
        #expect(f.scroll.refreshControl === f.refresh)
        #expect(f.refresh.superview === f.scroll)
        #expect(f.scroll.subviews.first === f.refresh)
        #expect(f.refresh.frame.maxY == 0)
        #expect(f.refresh.frame.width == 400)
        #expect(!f.refresh.isRefreshing)
    }

    @Test func pullPastTheThresholdFiresOnceAndStaysOpen() {
        let f = Fixture()
        f.pull(300, settle: 0)
        #expect(f.refreshes == 1)
        #expect(f.refresh.isRefreshing)
        f.scene.wait(2000)
        #expect(f.scroll.contentOffset.y == -RefreshControl.refreshingHeight)
        #expect(f.refresh.isRefreshing)
        #expect(f.refreshes == 1)
        // The control covers the gap above the content.
        #expect(f.refresh.frame.minY <= -RefreshControl.refreshingHeight)
    }

    @Test func pullBelowTheThresholdDoesNothing() {
        let f = Fixture()
        f.pull(100)
        #expect(f.refreshes == 0)
        #expect(!f.refresh.isRefreshing)
        #expect(f.scroll.contentOffset.y == 0)
    }

    @Test func draggingBackUpBeforeLiftingCancels() {
        let f = Fixture()
        f.scene.down(1, 200, 50)
        for y in stride(from: 80.0, through: 400, by: 40) {
            f.scene.wait(16)
            f.scene.move(1, 200, y)
        }
        #expect(f.scroll.contentOffset.y < -RefreshControl.pullThreshold)   // it was past the threshold
        for y in stride(from: 360.0, through: 60, by: -40) {
            f.scene.wait(16)
            f.scene.move(1, 200, y)
        }
        // Held still a moment, so the lift does not fling the content.
        f.scene.wait(200)
        f.scene.move(1, 200, 61)
        f.scene.wait(16)
        f.scene.up(1)
        f.scene.wait(1000)
        #expect(f.refreshes == 0)
        #expect(!f.refresh.isRefreshing)
        #expect(f.scroll.contentOffset.y >= 0)           // no gap left open above the content
    }

    @Test func endRefreshingClosesTheGapAnimated() {
        let f = Fixture()
        f.pull(300)
        f.refresh.endRefreshing()
        #expect(!f.refresh.isRefreshing)
        f.scene.wait(48)
        let midway = f.scroll.contentOffset.y
        #expect(midway < 0 && midway > -RefreshControl.refreshingHeight)
        f.scene.wait(400)
        #expect(f.scroll.contentOffset.y == 0)
        #expect(f.refreshes == 1)
    }

    @Test func pullingAgainWhileRefreshingDoesNotFireAgain() {
        let f = Fixture()
        f.pull(300)
        f.pull(300)
        #expect(f.refreshes == 1)
        #expect(f.scroll.contentOffset.y == -RefreshControl.refreshingHeight)
        f.refresh.endRefreshing()
        f.scene.wait(500)
        f.pull(300)
        #expect(f.refreshes == 2)
    }

    @Test func endRefreshingWhenNotRefreshingDoesNothing() {
        let f = Fixture()
        f.scroll.contentOffset = P(0, 500)
        f.refresh.endRefreshing()
        #expect(!f.scroll.isAnimatingContentOffset)
        f.scene.wait(400)
        #expect(f.scroll.contentOffset.y == 500)
        #expect(f.refreshes == 0)
    }

    @Test func scrollingWhileRefreshingComesBackToTheGap() {
        let f = Fixture()
        f.pull(300)
        f.scene.drag(1, from: P(200, 300), to: P(200, 150), steps: 10, over: 300)
        f.scene.wait(2000)
        #expect(f.scroll.contentOffset.y > 0)
        f.scene.drag(1, from: P(200, 100), to: P(200, 400), steps: 10, over: 300)
        f.scene.wait(2000)
        #expect(f.scroll.contentOffset.y == -RefreshControl.refreshingHeight)
        #expect(f.refreshes == 1)
    }

    @Test func beginRefreshingFromCodeShowsTheSpinnerWithoutAnEvent() {
        let f = Fixture()
        f.refresh.beginRefreshing()
        #expect(f.refresh.isRefreshing)
        f.scene.wait(400)
        #expect(f.scroll.contentOffset.y == -RefreshControl.refreshingHeight)
        #expect(f.refreshes == 0)
        f.refresh.beginRefreshing()                 // already refreshing: nothing
        #expect(f.refreshes == 0)
    }

    @Test func shortContentCanStillBePulled() {
        let f = Fixture(contentHeight: 200)
        #expect(f.scroll.canScrollVertically)
        f.pull(300)
        #expect(f.refreshes == 1)
    }

    @Test func theSpinnerTurnsOnTheWindowsClock() {
        let f = Fixture()
        f.pull(300)
        /// The red channel of the gap above the content (on screen: the top 60 rows).
        func gap() -> [Double] {
            let b = f.scene.window.snapshot()
            return (0..<60).flatMap { y in (170..<230).map { x in b.pixel(x: x, y: y).red } }
        }
        let first = gap()
        #expect(first.contains { $0 < 0.9 })            // spokes are drawn
        f.scene.wait(250)
        let later = gap()
        #expect(later.contains { $0 < 0.9 })
        #expect(first != later)                         // and turned
        f.refresh.endRefreshing()
        f.scene.wait(500)
        #expect(!gap().contains { $0 < 0.9 })
    }

    @Test func detachingRemovesTheControlAndClosesTheGap() {
        let f = Fixture()
        f.pull(300)
        f.scroll.refreshControl = nil
        #expect(f.refresh.superview == nil)
        f.scene.wait(500)
        #expect(f.scroll.contentOffset.y == 0)
        f.pull(300)
        #expect(f.refreshes == 1)
    }

    @Test func describesItselfForAccessibility() {
        let f = Fixture()
        #expect(f.refresh.accessibilityLabel == "Refresh")
        #expect(f.refresh.isAccessibilityElement)
        #expect(f.refresh.accessibilityValue == nil)
        f.refresh.beginRefreshing()
        #expect(f.refresh.accessibilityValue == "refreshing")
    }

    @Test func activatingItIsThePullAScreenReaderUserCannotMake() {
        let f = Fixture()
        #expect(f.refresh.accessibilityTraits == .button)
        #expect(f.refresh.accessibilityActivate())
        #expect(f.refreshes == 1 && f.refresh.isRefreshing)
        #expect(f.refresh.accessibilityTraits == [.button, .notEnabled])
        // A second activation while refreshing does nothing.
        #expect(!f.refresh.accessibilityActivate())
        #expect(f.refreshes == 1)
        f.refresh.endRefreshing()
        f.refresh.isEnabled = false
        #expect(!f.refresh.accessibilityActivate() && f.refreshes == 1)
    }
}
