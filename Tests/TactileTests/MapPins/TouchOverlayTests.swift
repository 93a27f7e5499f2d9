import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import MapPinsHeadless
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
        let down = try s.screenshot()
        #expect(!down.pixel(x: 400, y: 300).matches(before.pixel(x: 400, y: 300), tolerance: 0.02))
        try s.move([(0, Point(x: 405, y: 303))])             // below the pan threshold: the map stays
        let moved = try s.screenshot()
        #expect(!moved.pixel(x: 405 + 22, y: 303).matches(before.pixel(x: 405 + 22, y: 303), tolerance: 0.02))
        #expect(moved.pixel(x: 400 - 24, y: 300).matches(before.pixel(x: 400 - 24, y: 300), tolerance: 0.01))
        let windowDamage = s.compositor.commitLog.dropFirst(commits)
            .filter { $0.surfaceID == toplevel.surface.id }.flatMap(\.bufferDamage)
        #expect(windowDamage.isEmpty)
        #expect(s.compositor.surfaces.count >= 2)            // the window and the overlay's subsurface
        try s.up([0])
        let after = try s.screenshot()
        expectSamePixels(after, before)
        #expect(s.trace.pans.isEmpty)
    }
}
