import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

@MainActor struct SubsurfaceViewTests {
    func scene(_ h: PlatformHarness) -> View {
        h.window.backgroundColor = Color(red: 1, green: 1, blue: 1)
        let card = View(frame: Rect(x: 20, y: 20, width: 40, height: 30))
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let dot = View(frame: Rect(x: 5, y: 5, width: 10, height: 10))
        dot.backgroundColor = Color(red: 0, green: 0, blue: 1)
        card.addSubview(dot)
        card.usesOwnSurface = true
        h.window.addSubview(card)
        return card
    }

    @Test func aViewWithItsOwnSurfaceIsASubsurfaceWithItsOwnBufferAndNoInput() throws {
        let h = try PlatformHarness()
        _ = scene(h)
        let toplevel = try h.mapWindow()
        let child = try #require(toplevel.surface.subsurfaces.first)
        #expect(child.subsurfacePosition == Point(x: 20, y: 20))
        #expect(child.buffer?.size == PixelSize(width: 40, height: 30))
        #expect(child.inputRegion?.contains(Point(x: 10, y: 10)) == false)
        // The window's own buffer does not contain the card; the composited result does.
        #expect(toplevel.surface.buffer?.color(x: 30, y: 30) == Color(red: 1, green: 1, blue: 1))
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }

    @Test func movingItOnlyRepositionsTheSubsurface() throws {
        let h = try PlatformHarness()
        let card = scene(h)
        let toplevel = try h.mapWindow()
        h.compositor.vblank()
        try h.settle()
        let child = try #require(toplevel.surface.subsurfaces.first)
        let framesBefore = h.platform.windowSurface?.frameCount
        let logBefore = h.compositor.commitLog.count
        let windowBuffer = toplevel.surface.buffer.map(ObjectIdentifier.init)
        let childBuffer = child.buffer.map(ObjectIdentifier.init)

        card.center = Point(x: card.center.x + 30, y: card.center.y + 10)
        try h.settle()

        let newCommits = h.compositor.commitLog[logBefore...]
        #expect(!newCommits.isEmpty)
        #expect(newCommits.allSatisfy { $0.attachedBufferSize == nil && $0.bufferDamage.isEmpty })
        #expect(newCommits.contains { $0.surfaceID == toplevel.surface.id })
        #expect(h.platform.windowSurface?.frameCount == framesBefore)
        #expect(toplevel.surface.buffer.map(ObjectIdentifier.init) == windowBuffer)
        #expect(child.buffer.map(ObjectIdentifier.init) == childBuffer)
        #expect(child.subsurfacePosition == Point(x: 50, y: 30))
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }

    @Test func aMoveOnlyFrameCommitsAtOnceWithoutRepaintingOrAFrameCallback() throws {
        let h = try PlatformHarness()
        let card = scene(h)
        let toplevel = try h.mapWindow()
        h.compositor.vblank()
        try h.settle()
        let surface = try #require(h.platform.windowSurface)
        let child = try #require(toplevel.surface.subsurfaces.first)
        let framesBefore = surface.frameCount
        let moveCommitsBefore = surface.moveOnlyCommitCount

        // Several moves in a row, with no vblank in between: each is committed as it happens (a
        // subsurface move paints nothing, so it does not wait for, nor ask for, a frame callback).
        for step in 1...3 {
            let logBefore = h.compositor.commitLog.count
            card.center = Point(x: card.center.x + 10, y: card.center.y + 5)
            try h.settle()
            let newCommits = h.compositor.commitLog[logBefore...]
            #expect(newCommits.count == 1)
            #expect(newCommits.first?.surfaceID == toplevel.surface.id)
            #expect(newCommits.allSatisfy { $0.attachedBufferSize == nil && $0.bufferDamage.isEmpty })
            #expect(h.compositor.pendingFrameCallbackCount == 0)
            #expect(child.subsurfacePosition == Point(x: 20 + 10 * Double(step), y: 20 + 5 * Double(step)))
        }
        #expect(surface.frameCount == framesBefore)
        #expect(surface.moveOnlyCommitCount == moveCommitsBefore + 3)
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())

        // Painting still asks for a frame callback and waits for it: one repaint per callback.
        h.window.backgroundColor = Color(red: 0, green: 0, blue: 0)
        try h.settle()
        #expect(surface.frameCount == framesBefore + 1)
        #expect(h.compositor.pendingFrameCallbackCount == 1)
        h.window.backgroundColor = Color(red: 0, green: 1, blue: 1)
        try h.settle()
        #expect(surface.frameCount == framesBefore + 1)
        h.compositor.vblank()
        try h.settle()
        #expect(surface.frameCount == framesBefore + 2)
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }

    @Test func redrawingItDrawsIntoItsOwnBuffer() throws {
        let h = try PlatformHarness()
        let card = scene(h)
        let toplevel = try h.mapWindow()
        h.compositor.vblank()
        try h.settle()
        let child = try #require(toplevel.surface.subsurfaces.first)
        let logBefore = h.compositor.commitLog.count
        card.backgroundColor = Color(red: 0, green: 1, blue: 0)
        try h.settle()
        let newCommits = h.compositor.commitLog[logBefore...]
        #expect(newCommits.contains { $0.surfaceID == child.id && $0.attachedBufferSize != nil })
        // The window surface is committed too, applying the synchronized child atomically; its own
        // pixels are not repainted (the damage belongs to the card's surface).
        #expect(newCommits.last?.surfaceID == toplevel.surface.id)
        #expect(newCommits.allSatisfy { $0.surfaceID != toplevel.surface.id || $0.attachedBufferSize == nil })
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }

    @Test func touchesOnTheSubsurfaceArriveInWindowCoordinates() throws {
        let h = try PlatformHarness()
        let card = scene(h)
        let recorder = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        h.window.insertSubview(recorder, at: 0)
        card.isUserInteractionEnabled = false
        let toplevel = try h.mapWindow()
        let child = try #require(toplevel.surface.subsurfaces.first)
        try h.compositor.touchDown(id: 3, at: Point(x: 5, y: 6), on: child)
        try h.compositor.touchFrame()
        try h.settle()
        #expect(recorder.calls == [.began([3])])
        #expect(recorder.locations == [Point(x: 25, y: 26)])
    }

    @Test func hidingItUnmapsTheSubsurfaceAndShowingItMapsItAgain() throws {
        let h = try PlatformHarness()
        let card = scene(h)
        let toplevel = try h.mapWindow()
        let child = try #require(toplevel.surface.subsurfaces.first)
        h.compositor.vblank()
        card.isHidden = true
        try h.settle()
        #expect(child.buffer == nil)
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
        h.compositor.vblank()
        card.isHidden = false
        try h.settle()
        #expect(child.buffer?.size == PixelSize(width: 40, height: 30))
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }

    /// The window's frame leaves the card out by telling the renderer, not by hiding the card: a
    /// view the window draws sees the card shown throughout, and the frame leaves no damage behind.
    @Test func drawingTheWindowChangesNothingInTheTree() throws {
        let h = try PlatformHarness()
        let card = scene(h)
        var cardHiddenWhileDrawn: [Bool] = []
        let watcher = WatchingView(frame: Rect(x: 100, y: 10, width: 20, height: 20)) { cardHiddenWhileDrawn.append(card.isHidden) }
        h.window.addSubview(watcher)
        let toplevel = try h.mapWindow()
        #expect(!cardHiddenWhileDrawn.isEmpty)
        #expect(!cardHiddenWhileDrawn.contains(true))
        #expect(h.window.damagedRects.isEmpty)
        let surface = try #require(h.platform.windowSurface)
        let painted = surface.paintedPixelCount
        #expect(painted >= 200 * 100)          // the first frame paints the whole window
        h.compositor.vblank()
        try h.settle()
        #expect(surface.paintedPixelCount == painted)    // nothing changed: nothing repainted
        watcher.setNeedsDisplay()
        try h.settle()
        // The watcher's square, and what the buffer drawn into missed while the other was shown.
        #expect(surface.paintedPixelCount >= painted + 20 * 20)
        #expect(surface.paintedPixelCount <= painted + 200 * 100)
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }
}

/// Runs `onDraw` whenever it draws.
@MainActor private final class WatchingView: View {
    private let onDraw: () -> Void
    init(frame: Rect, onDraw: @escaping () -> Void) {
        self.onDraw = onDraw
        super.init(frame: frame)
    }
    override func draw(_ rect: Rect, in canvas: Canvas) { onDraw() }
}
