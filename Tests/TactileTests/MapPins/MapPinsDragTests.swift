import Testing
import Tactile
import TactileTesting
import MapPinsHeadless
@testable import MapPinsKit

/// map-pins on a HeadlessCompositor through real Wayland: pin drags, checked by trace and pixels.
@MainActor struct MapPinsDragTests {
    @Test func aPinFollowsAFingerThatJumps300PointsInThreeMotions() throws {
        let s = try HeadlessSession(pins: [Point(x: 200, y: 200), Point(x: 600, y: 420)])
        try s.start()
        let cameraBefore = s.scene.map.camera
        try s.down([(0, Point(x: 204, y: 203))])            // 5 pt off the pin's centre: within the grab radius
        try s.move([(0, Point(x: 304, y: 203))])
        let commitsAfterDragStarted = s.compositor.commitLog.count
        try s.move([(0, Point(x: 404, y: 203))])
        try s.move([(0, Point(x: 504, y: 203))])
        // While the pin moved on its own subsurface, the window's buffer got no damage.
        let windowID = try #require(s.compositor.toplevels.first).surface.id
        let windowDamage = s.compositor.commitLog.dropFirst(commitsAfterDragStarted)
            .filter { $0.surfaceID == windowID }.flatMap(\.bufferDamage)
        #expect(windowDamage.isEmpty)
        try s.up([0])

        let moved = try #require(s.trace.moves.last)
        #expect(moved.pin == 0)
        #expect(near(moved.at, Point(x: 500, y: 200)))      // the grab offset is kept
        #expect(s.trace.pans.isEmpty)
        #expect(s.scene.map.camera == cameraBefore)
        let shot = try s.screenshot()
        #expect(shot.pixel(at: Point(x: 500, y: 200)).matches(pinRed))
        #expect(!shot.pixel(at: Point(x: 200, y: 200)).matches(pinRed))
    }

    @Test func cancellingMidDragPutsThePinBack() throws {
        let s = try HeadlessSession(pins: [Point(x: 300, y: 300)])
        try s.start()
        try s.down([(0, Point(x: 300, y: 300))])
        try s.move([(0, Point(x: 400, y: 300))])
        try s.move([(0, Point(x: 500, y: 320))])
        try s.cancelTouches()
        #expect(s.trace.events.last == .dragCancelled(pin: 0))
        #expect(near(s.pinPosition(0), Point(x: 300, y: 300)))
        let shot = try s.screenshot()
        #expect(shot.pixel(at: Point(x: 300, y: 300)).matches(pinRed))
        #expect(!shot.pixel(at: Point(x: 500, y: 320)).matches(pinRed))
        #expect(s.trace.moves.isEmpty)
    }

    @Test func twoFingersDragTwoPinsAtOnce() throws {
        let s = try HeadlessSession(pins: [Point(x: 200, y: 150), Point(x: 600, y: 150)])
        try s.start()
        try s.down([(0, Point(x: 200, y: 150)), (1, Point(x: 600, y: 150))])
        for i in 1...3 {
            let dy = Double(i) * 100
            try s.move([(0, Point(x: 200, y: 150 + dy)), (1, Point(x: 600 - Double(i) * 50, y: 150 + dy))])
        }
        try s.up([0, 1])
        let moves = Dictionary(uniqueKeysWithValues: s.trace.moves.map { ($0.pin, $0.at) })
        #expect(near(moves[0], Point(x: 200, y: 450)))
        #expect(near(moves[1], Point(x: 450, y: 450)))
        #expect(s.trace.pans.isEmpty)
        let shot = try s.screenshot()
        #expect(shot.pixel(at: Point(x: 200, y: 450)).matches(pinRed))
        #expect(shot.pixel(at: Point(x: 450, y: 450)).matches(pinRed))
    }

    @Test func oneFingerDragsAPinWhileAnotherPansTheMap() throws {
        let s = try HeadlessSession(pins: [Point(x: 200, y: 200)])
        try s.start()
        try s.down([(0, Point(x: 200, y: 200)), (1, Point(x: 600, y: 450))])
        for i in 1...4 {
            let f = Double(i) / 4
            try s.move([(0, Point(x: 200 + 100 * f, y: 200 + 100 * f)), (1, Point(x: 600 - 100 * f, y: 450 - 50 * f))])
        }
        try s.up([0, 1])
        // The pin stayed under its finger although the map moved underneath.
        #expect(near(s.trace.moves.last?.at, Point(x: 300, y: 300)))
        let pan = try #require(s.trace.pans.last)
        #expect(near(pan, Point(x: -100, y: -50)))
        #expect(try s.screenshot().pixel(at: Point(x: 300, y: 300)).matches(pinRed))
    }
}
