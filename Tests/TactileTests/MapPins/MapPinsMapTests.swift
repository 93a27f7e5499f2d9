import Testing
import Tactile
import TactileTesting
import MapPinsHeadless
@testable import MapPinsKit

/// map-pins on a HeadlessCompositor: map gestures, long presses and the pin menu.
@MainActor struct MapPinsMapTests {
    @Test func panningTheMapMovesThePinsWithIt() throws {
        let s = try HeadlessSession(pins: [Point(x: 300, y: 300)])
        try s.start()
        let tilesBefore = s.scene.map.tileRenderCount
        try s.drag(0, from: Point(x: 600, y: 450), to: Point(x: 500, y: 400), steps: 5)
        #expect(near(s.trace.pans.last, Point(x: -100, y: -50)))
        #expect(near(s.pinPosition(0), Point(x: 200, y: 250)))
        #expect(s.trace.moves.isEmpty)
        let shot = try s.screenshot()
        #expect(shot.pixel(at: Point(x: 200, y: 250)).matches(pinRed))
        #expect(!shot.pixel(at: Point(x: 300, y: 300)).matches(pinRed))
        // Cached tiles: a 100-point pan renders only the tiles that scrolled in (at most a row and a column).
        #expect(s.scene.map.tileRenderCount - tilesBefore <= 9)
    }

    @Test func aPanMovesTheTileLayerWithoutRedrawingAnyMapPixel() throws {
        let s = try HeadlessSession(pins: [Point(x: 300, y: 300)])
        try s.start()
        let toplevel = try #require(s.compositor.toplevels.first)
        let layer = try #require(toplevel.surface.subsurfaces.first)
        let layerBuffer = layer.buffer.map(ObjectIdentifier.init)
        var layerDraws = 0
        s.scene.map.onDraw = { layerDraws += 1 }
        let logBefore = s.compositor.commitLog.count
        // The content moves up-left by 30 × 20 points: the tiles the layer already holds still cover the window.
        try s.drag(0, from: Point(x: 630, y: 470), to: Point(x: 600, y: 450), steps: 5)
        #expect(near(s.trace.pans.last, Point(x: -30, y: -20)))
        #expect(layerDraws == 0)
        #expect(layer.buffer.map(ObjectIdentifier.init) == layerBuffer)
        #expect(!s.compositor.commitLog[logBefore...].contains { $0.surfaceID == layer.id && $0.attachedBufferSize != nil })
        // The window's own pixels repaint only around the pin, which moved with the map.
        let windowDamage = s.compositor.commitLog[logBefore...].filter { $0.surfaceID == toplevel.surface.id }
            .map { $0.bufferDamage.reduce(0.0) { $0 + $1.width * $1.height } }
        #expect(windowDamage.allSatisfy { $0 <= 2 * 60 * 80 })
        #expect(near(s.pinPosition(0), Point(x: 270, y: 280)))
        expectSamePixels(try s.screenshot(), s.window.snapshot())
    }

    @Test func pinchingZoomsAboutTheFingers() throws {
        let s = try HeadlessSession(pins: [Point(x: 400, y: 200)])
        try s.start()
        try s.down([(0, Point(x: 340, y: 300)), (1, Point(x: 460, y: 300))])
        for i in 1...4 {
            let d = 60 + Double(i) * 15
            try s.move([(0, Point(x: 400 - d, y: 300)), (1, Point(x: 400 + d, y: 300))])
        }
        try s.up([0, 1])
        let zoom = try #require(s.trace.zooms.last)
        #expect(abs(zoom - 2) < 0.05)
        #expect(abs(s.scene.map.camera.scale - 2) < 0.05)
        // The centroid (400, 300) stayed put, so the pin 100 pt above it is now 200 pt above.
        #expect(near(s.pinPosition(0), Point(x: 400, y: 100), tolerance: 3))
        #expect(try s.screenshot().pixel(at: s.pinPosition(0)!).matches(pinRed))
    }

    @Test func doubleTapZoomsInAboutTheTap() throws {
        let s = try HeadlessSession(pins: [Point(x: 300, y: 300)])
        try s.start()
        try s.tap(0, at: Point(x: 400, y: 300))
        try s.advance(by: .milliseconds(80))
        try s.tap(1, at: Point(x: 400, y: 300))
        try s.advance(by: .milliseconds(400))
        #expect(s.trace.zooms == [2])
        #expect(near(s.pinPosition(0), Point(x: 200, y: 300)))
    }

    @Test func aLongPressOnTheMapDropsAPin() throws {
        let s = try HeadlessSession(pins: [Point(x: 100, y: 100)])
        try s.start()
        try s.press(0, at: Point(x: 600, y: 150))
        try s.up([0])
        #expect(s.trace.events.contains(.pinAdded(pin: 1, x: 600, y: 150)))
        #expect(s.scene.pinIDs == [0, 1])
        #expect(try s.screenshot().pixel(at: Point(x: 600, y: 150)).matches(pinRed))
    }

    @Test func aLongPressOnAPinOpensItsMenuAndDeleteRemovesIt() throws {
        let s = try HeadlessSession(pins: [Point(x: 300, y: 300), Point(x: 600, y: 300)])
        try s.start()
        try s.press(0, at: Point(x: 302, y: 298))
        try s.up([0])
        #expect(s.trace.events.contains(.menuShown(pin: 0)))
        #expect(s.trace.moves.isEmpty)
        let delete = try #require(s.menuItemCenter("Delete"))
        // The menu fades in; once it has, it is drawn next to the pin: its Delete item (destructive)
        // has a red title on the menu's light panel, not map.
        try s.advance(by: .milliseconds(250))
        let menuShot = try s.screenshot()
        var red = 0
        for dy in -12...12 {
            for dx in -80...80 where menuShot.pixel(at: Point(x: delete.x + Double(dx), y: delete.y + Double(dy)))
                .matches(Color(red: 0.90, green: 0.16, blue: 0.13), tolerance: 0.1) { red += 1 }
        }
        #expect(red > 20)
        #expect(delete.x > 302 + 20)                              // beside the pin, on its trailing side
        try s.tap(1, at: delete)
        #expect(s.trace.events.last == .pinRemoved(pin: 0))
        #expect(s.scene.pinIDs == [1])
        #expect(s.scene.menuPinID == nil)
        let shot = try s.screenshot()
        #expect(!shot.pixel(at: Point(x: 300, y: 300)).matches(pinRed))
        #expect(shot.pixel(at: Point(x: 600, y: 300)).matches(pinRed))
    }

    @Test func tappingOutsideTheMenuDismissesIt() throws {
        let s = try HeadlessSession(pins: [Point(x: 300, y: 300)])
        try s.start()
        try s.press(0, at: Point(x: 300, y: 300))
        try s.up([0])
        #expect(s.scene.menuPinID == 0)
        try s.tap(1, at: Point(x: 700, y: 550))
        #expect(s.scene.menuPinID == nil)
        #expect(s.scene.pinIDs == [0])
        #expect(!s.trace.events.contains(.pinRemoved(pin: 0)))
    }
}
