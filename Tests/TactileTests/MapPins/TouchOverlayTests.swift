import Testing
@testable import Tactile
import TactileTesting
@testable import MapPinsKit

/// The live touch overlay: a circle under every active touch, above all content, gone when the
/// touch ends; on Wayland on its own subsurface (the window's buffer is not repainted for it).
@MainActor struct TouchOverlayTests {
    @Test func snapshotShowsACircleUnderAnActiveTouchAndNoneAfterItEnds() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        let content = View(frame: window.bounds)
        content.backgroundColor = .white
        window.addSubview(content)
        window.touchOverlayEnabled = true
        let driver = TouchDriver(window: window, clock: clock)
        driver.down(1, at: Point(x: 60, y: 80))
        driver.frame()
        let during = window.snapshot()
        #expect(during.pixel(x: 60, y: 80) != .white)
        #expect(during.pixel(x: 60 + 20, y: 80) != .white)            // ~50 pt across
        #expect(during.pixel(x: 60 + 30, y: 80) == .white)
        #expect(window.touchOverlay.spots == [Point(x: 60, y: 80)])
        driver.move(1, to: Point(x: 120, y: 120))
        driver.frame()
        #expect(window.snapshot().pixel(x: 60, y: 80) == .white)       // it followed the finger
        #expect(window.snapshot().pixel(x: 120, y: 120) != .white)
        driver.up(1)
        driver.frame()
        #expect(window.snapshot().pixel(x: 120, y: 120) == .white)
        #expect(window.touchOverlay.spots.isEmpty)
    }

    @Test func theOverlayNeverTakesInput() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        window.touchOverlayEnabled = true
        let target = View(frame: window.bounds)
        var began = 0
        let tap = TapGestureRecognizer { _ in began += 1 }
        target.addGestureRecognizer(tap)
        window.addSubview(target)
        TouchDriver(window: window, clock: clock).tap(at: Point(x: 50, y: 50))
        #expect(began == 1)
    }

    @Test func onWaylandTheOverlayIsASubsurfaceAndTheWindowIsNotRepainted() throws {
        let s = try HeadlessSession(pins: [], overlay: true)
        let toplevel = try s.start()
        let before = try s.screenshot()
        let commits = s.compositor.commitLog.count
        try s.down([(0, Point(x: 400, y: 300))])
        try s.move([(0, Point(x: 420, y: 310))])
        let during = try s.screenshot()
        #expect(!during.pixel(x: 420, y: 310).matches(before.pixel(x: 420, y: 310), tolerance: 0.02))
        let windowDamage = s.compositor.commitLog.dropFirst(commits)
            .filter { $0.surfaceID == toplevel.surface.id }.flatMap(\.bufferDamage)
        #expect(windowDamage.isEmpty)
        try s.up([0])
        let after = try s.screenshot()
        #expect(after.pixel(x: 420, y: 310).matches(before.pixel(x: 420, y: 310), tolerance: 0.01))
        #expect(after.pixel(x: 400, y: 300).matches(before.pixel(x: 400, y: 300), tolerance: 0.01))
        // The app's own snapshot includes the overlay while a finger is down (checked above by the
        // compositor) and the map panned by the drag: the overlay did not steal the touch.
        #expect(!s.trace.pans.isEmpty)
    }
}
