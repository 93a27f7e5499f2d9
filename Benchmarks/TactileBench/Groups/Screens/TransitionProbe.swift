import Tactile
import TactileHeadless
import TactileTesting

/// Animated pushes and pops of full 1080p screens through the real Wayland path (`HeadlessHarness`:
/// `WaylandPlatform`, the window's surface, the screens' own surfaces during the slide, the
/// in-process compositor), timing what the app does to show each frame: `WaylandPlatform.update()`.
///
/// Each frame's repaint is what changes on screen because of it: the pixels it paints into any
/// buffer (the window's, a sliding screen's), or, when more, the window area the compositor
/// recomposes because surfaces moved. Its fill floor is measured right after it (interleaved, as
/// for the other frame ratios), so load from other processes weighs on both alike.
@MainActor enum TransitionProbe {
    /// One frame of a transition.
    struct Frame {
        /// Nanoseconds of CPU time `update()` took.
        var nanoseconds: UInt64
        /// Pixels painted into buffers.
        var painted: Int
        /// Window pixels recomposed by moving, cropping or unmapping surfaces.
        var recomposed: Int
        /// The repaint the frame is judged against: the larger of the two.
        var repaint: Int { max(painted, recomposed) }
        /// Nanoseconds of the fill floor of `repaint` pixels, measured right after the frame (0 when
        /// it repainted nothing).
        var floor: Double
    }

    /// Frames shown per transition: a 0.35 s slide at 60 Hz, the frame its end repaints, one spare.
    static let framesPerTransition = 25

    /// Runs `cycles` push-then-pop cycles; returns each cycle's frames (push frames, then pop frames).
    static func run(width: Int, height: Int, cycles: Int, floor: FrameFillFloor) throws -> [[Frame]] {
        let harness = try HeadlessHarness(size: Size(width: Double(width), height: Double(height)))
        let nav = NavigationController(rootViewController: ScreenScenes.screen(hue: 0.2))
        harness.window.rootViewController = nav
        try harness.mapWindow()
        guard let surface = harness.platform.windowSurface else { throw DrawingBenchError.notMapped }
        var result: [[Frame]] = []
        for _ in 0..<max(1, cycles) {
            var frames: [Frame] = []
            nav.pushViewController(ScreenScenes.screen(hue: 0.8), animated: true)
            try showFrames(harness, surface, floor: floor, into: &frames)
            nav.popViewController(animated: true)
            try showFrames(harness, surface, floor: floor, into: &frames)
            result.append(frames)
        }
        return result
    }

    private static func showFrames(_ harness: HeadlessHarness, _ surface: WindowSurface, floor: FrameFillFloor,
                                   into frames: inout [Frame]) throws {
        for _ in 0..<framesPerTransition {
            // The display's refresh: time passes, the compositor completes the frame callback (untimed).
            harness.clock.advance(by: .milliseconds(16))
            _ = harness.compositor.vblank()
            try harness.platform.dispatch()
            let paintedBefore = surface.paintedPixelCount
            // What the app does to show the frame.
            let start = Stopwatch.cpuNow()
            try harness.platform.update()
            let ns = Stopwatch.cpuNow() &- start
            var frame = Frame(nanoseconds: ns, painted: surface.paintedPixelCount - paintedBefore,
                              recomposed: Int(surface.lastRecomposedArea.rounded()), floor: 0)
            if frame.repaint > 0 { frame.floor = floor.time(floor.boxes(forPixels: frame.repaint)) }
            frames.append(frame)
            // The compositor takes the commit (untimed).
            try harness.compositor.dispatch()
            try harness.platform.dispatch()
        }
    }
}
