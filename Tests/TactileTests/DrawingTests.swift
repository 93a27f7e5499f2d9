import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import WaylandServer

/// A view that fills an anti-aliased circle.
@MainActor final class CircleView: View {
    var color = Color(red: 0.9, green: 0.1, blue: 0.1)
    override func draw(_ rect: Rect, in canvas: Canvas) { canvas.fillEllipse(in: bounds, with: color) }
}

@MainActor func expectSamePixels(_ a: Bitmap, _ b: Bitmap, tolerance: Double = 1.5 / 255, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(a.width == b.width && a.height == b.height, sourceLocation: sourceLocation)
    guard a.width == b.width, a.height == b.height else { return }
    var mismatches = 0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
            if abs(p.alpha - q.alpha) > tolerance
                || (p.alpha > 0.02 && (abs(p.red - q.red) > tolerance || abs(p.green - q.green) > tolerance || abs(p.blue - q.blue) > tolerance)) {
                mismatches += 1
            }
        }
    }
    #expect(mismatches == 0, "\(mismatches) pixels differ", sourceLocation: sourceLocation)
}

@MainActor struct DrawingTests {
    /// Rect, anti-aliased circle, rotated view, translucent view and a clipped subview.
    func buildScene(in window: Window) -> (box: View, circle: CircleView) {
        window.backgroundColor = Color(red: 1, green: 1, blue: 1)
        let box = View(frame: Rect(x: 10, y: 10, width: 40, height: 30))
        box.backgroundColor = Color(red: 0, green: 0, blue: 1)
        window.addSubview(box)
        let circle = CircleView(frame: Rect(x: 60, y: 10, width: 40, height: 40))
        window.addSubview(circle)
        let rotated = View(frame: Rect(x: 120, y: 20, width: 30, height: 30))
        rotated.backgroundColor = Color(red: 0, green: 0.6, blue: 0)
        rotated.transform = AffineTransform(rotationAngle: .pi / 6)
        window.addSubview(rotated)
        let translucent = View(frame: Rect(x: 20, y: 50, width: 50, height: 30))
        translucent.backgroundColor = Color(red: 1, green: 0, blue: 0)
        translucent.alpha = 0.5
        window.addSubview(translucent)
        let clipper = View(frame: Rect(x: 100, y: 60, width: 40, height: 30))
        clipper.clipsToBounds = true
        clipper.backgroundColor = Color(red: 0.5, green: 0.5, blue: 0.5)
        let inner = View(frame: Rect(x: 20, y: 10, width: 60, height: 60))
        inner.backgroundColor = Color(red: 1, green: 1, blue: 0)
        clipper.addSubview(inner)
        window.addSubview(clipper)
        return (box, circle)
    }

    @Test func theCompositedWindowShowsExactlyWhatTheRendererDraws() throws {
        let h = try PlatformHarness()
        _ = buildScene(in: h.window)
        let toplevel = try h.mapWindow()
        let shot = try h.compositor.screenshot(of: toplevel)
        expectSamePixels(shot, h.window.snapshot())
        #expect(shot.pixel(x: 30, y: 25) == Color(red: 0, green: 0, blue: 1))          // rect
        #expect(shot.pixel(x: 80, y: 30).isClose(to: Color(red: 0.9, green: 0.1, blue: 0.1)))  // circle centre
        let edge = shot.pixel(x: 60, y: 30)                                              // circle's left edge: blended
        #expect(edge.green > 0.1 && edge.green < 0.95)
        #expect(shot.pixel(x: 135, y: 35).green > 0.5)                                   // rotated view
        let half = shot.pixel(x: 45, y: 75)                                              // translucent over white
        #expect(abs(half.green - 0.5) < 0.02 && half.red > 0.98)
        #expect(shot.pixel(x: 130, y: 85) == Color(red: 1, green: 1, blue: 0))          // inner, inside the clip
        #expect(shot.pixel(x: 150, y: 85) == Color(red: 1, green: 1, blue: 1))          // inner, clipped away
    }

    @Test func setNeedsDisplayOfARectDamagesOnlyThatRect() throws {
        let h = try PlatformHarness()
        let (box, _) = buildScene(in: h.window)
        _ = try h.mapWindow()
        h.compositor.vblank()
        try h.settle()
        let before = h.windowCommits.count
        box.setNeedsDisplay(Rect(x: 5, y: 5, width: 10, height: 8))
        try h.settle()
        #expect(h.windowCommits.count == before + 1)
        let commit = try #require(h.windowCommits.last)
        #expect(commit.bufferDamage == [Rect(x: 15, y: 15, width: 10, height: 8)])
        #expect(commit.attachedBufferSize != nil)
    }

    @Test func movingAViewDamagesItsOldAndNewPlaceAndTheScreenStaysRight() throws {
        let h = try PlatformHarness()
        let (box, _) = buildScene(in: h.window)
        let toplevel = try h.mapWindow()
        for step in 1...5 {
            h.compositor.vblank()
            box.center = Point(x: box.center.x + 7, y: box.center.y + Double(step))
            try h.settle()
            let commit = try #require(h.windowCommits.last)
            let damaged = commit.bufferDamage.reduce(0) { $0 + $1.width * $1.height }
            #expect(damaged < 200 * 100 / 2)     // not a full repaint
            // Reused buffers catch up on what they missed: the screen always matches the scene.
            expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
        }
    }

    @Test func atMostOneRepaintPerFrameCallbackAndNoneWithoutChanges() throws {
        let h = try PlatformHarness()
        let (box, circle) = buildScene(in: h.window)
        _ = try h.mapWindow()
        let frames = try #require(h.platform.windowSurface?.frameCount)
        box.alpha = 0.8
        circle.color = Color(red: 0, green: 0, blue: 0)
        circle.setNeedsDisplay()
        try h.settle()
        // The first frame's callback is still pending: nothing is drawn yet.
        #expect(h.platform.windowSurface?.frameCount == frames)
        #expect(h.compositor.vblank() == 1)
        try h.settle()
        #expect(h.platform.windowSurface?.frameCount == frames + 1)
        box.alpha = 0.6
        try h.settle()
        #expect(h.platform.windowSurface?.frameCount == frames + 1)
        h.compositor.vblank()
        try h.settle()
        #expect(h.platform.windowSurface?.frameCount == frames + 2)
        // Nothing changed: a vblank draws nothing and commits nothing.
        let commits = h.windowCommits.count
        h.compositor.vblank()
        try h.settle()
        h.compositor.vblank()
        try h.settle()
        #expect(h.platform.windowSurface?.frameCount == frames + 2)
        #expect(h.windowCommits.count == commits)
    }

    @Test func aHeldBufferIsNeverWrittenAndTheAppWaitsWhenAllAreHeld() throws {
        let h = try PlatformHarness()
        let (box, _) = buildScene(in: h.window)
        let toplevel = try h.mapWindow()
        h.compositor.withholdsBufferReleases = true
        var checksums: [ObjectIdentifier: Int] = [:]
        func checkHeldBuffersUnchanged() throws {
            let chain = try #require(h.platform.windowSurface?.presenter.swapchain)
            for buffer in chain.buffers where buffer.isHeld {
                let sum = buffer.bytes.reduce(0) { $0 &* 31 &+ Int($1) }
                if let old = checksums[ObjectIdentifier(buffer)] { #expect(old == sum) }
                checksums[ObjectIdentifier(buffer)] = sum
            }
        }
        try checkHeldBuffersUnchanged()
        for _ in 0..<5 {
            h.compositor.vblank()
            box.center = Point(x: box.center.x + 5, y: box.center.y)
            try h.settle()
            try checkHeldBuffersUnchanged()
        }
        let chain = try #require(h.platform.windowSurface?.presenter.swapchain)
        #expect(chain.buffers.count == 3)          // the cap
        #expect(chain.heldCount == 3)
        let frames = h.platform.windowSurface?.frameCount
        h.compositor.vblank()
        box.center = Point(x: box.center.x + 5, y: box.center.y)
        try h.settle()
        #expect(h.platform.windowSurface?.frameCount == frames)    // waiting for a release
        h.compositor.withholdsBufferReleases = false
        h.compositor.releaseWithheldBuffers()
        try h.settle()
        #expect(h.platform.windowSurface?.frameCount == (frames ?? 0) + 1)
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }

    @Test func outputScaleDoublesTheBufferAndKeepsViewsInPoints() throws {
        let compositor = try HeadlessCompositor(output: OutputSettings(width: 800, height: 600, scale: 2))
        let h = try PlatformHarness(compositor: compositor)
        _ = buildScene(in: h.window)
        let toplevel = try h.mapWindow()
        h.compositor.vblank()
        try h.settle()
        #expect(h.window.frame.size == Size(width: 200, height: 100))
        #expect(toplevel.surface.bufferScale == 2)
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 400, height: 200))
    }
}

@MainActor struct ScaleChangeTests {
    @Test func aFractionalScaleRendersAtTheNextWholeScaleShownThroughTheViewport() throws {
        let compositor = try HeadlessCompositor()
        var kept: [Resource] = []
        let global = try compositor.server.createGlobal(WpFractionalScaleManagerV1Resource.self, version: 1) { manager in
            kept.append(manager)
            manager.onRequest = { request in
                if case let .getFractionalScale(scale, _) = request {
                    kept.append(scale)
                    try? scale.preferredScale(scale: 180)      // 1.5
                }
            }
        }
        let h = try PlatformHarness(compositor: compositor)
        h.window.backgroundColor = Color(red: 0, green: 0, blue: 1)
        let toplevel = try h.mapWindow()
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 400, height: 200))
        #expect(toplevel.surface.bufferScale == 1)
        #expect(toplevel.surface.viewport.destination == PixelSize(width: 200, height: 100))
        #expect(h.window.frame.size == Size(width: 200, height: 100))
        #expect(kept.count == 2)
        _ = global
    }

    @Test func anOutputScaleChangeRedrawsEverythingAtTheNewScale() throws {
        let h = try PlatformHarness()
        h.window.backgroundColor = Color(red: 0, green: 0.5, blue: 0)
        let toplevel = try h.mapWindow()
        #expect(toplevel.surface.bufferScale == 1)
        h.compositor.vblank()
        var output = h.compositor.output
        output.scale = 2
        h.compositor.output = output
        try h.settle()
        #expect(toplevel.surface.bufferScale == 2)
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 400, height: 200))
        #expect(h.windowCommits.last?.bufferDamage == [Rect(x: 0, y: 0, width: 400, height: 200)])
        #expect(h.window.frame.size == Size(width: 200, height: 100))
    }
}

extension Color {
    /// Equal within one 8-bit step per channel.
    func isClose(to other: Color) -> Bool {
        let step = 1.01 / 255
        return abs(red - other.red) <= step && abs(green - other.green) <= step
            && abs(blue - other.blue) <= step && abs(alpha - other.alpha) <= step
    }
}
