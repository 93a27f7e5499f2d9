import TactileTestSupport
import CPixman
import Glibc
import Tactile
import TactileTesting

/// Layout passes, animation frames and a navigation transition against their targets.
enum ScreensBenchmarks: BenchmarkGroup {
    static let name = "screens"
    static let summary = "layout pass, animation bookkeeping and frames, animated pushes and pops at 1080p"

    @MainActor static func run(in run: BenchmarkRun) throws {
        try layout(in: run)
        try animation(in: run)
        try transition(in: run)
        try transitionInOneBuffer(in: run)
    }

    /// A window resize relaid out (autoresizing at once, then the layout pass), and a pass with nothing marked.
    @MainActor private static func layout(in run: BenchmarkRun) throws {
        let clock = ManualClock()
        let landscape = Size(width: 1920, height: 1080), portrait = Size(width: 1080, height: 1920)
        let window = ScreenScenes.twoHundredViews(size: landscape, clock: clock)
        var flip = false
        run.measure(group: name, name: "layout pass after a window resize", unit: "µs", target: .atMost(100),
                    parameters: ["views": "201 (11 stack views, 190 cells)"],
                    note: "window.frame flips between 1920×1080 and 1080×1920 (autoresizing at once, damage), "
                        + "then prepareForFrame() relays out all 201 views; the damage is cleared as a frame would",
                    samples: 101, operationsPerSample: 20, onCPUTime: true) {
            flip.toggle()
            window.frame = Rect(origin: .zero, size: flip ? portrait : landscape)
            window.prepareForFrame()
            window.clearDamage()
        }
        run.measure(group: name, name: "layout pass with nothing marked", unit: "ns", target: .atMost(1_000),
                    parameters: ["views": "201"], note: "prepareForFrame() on the laid-out window, nothing animating",
                    samples: 101, operationsPerSample: 10_000, onCPUTime: true) {
            window.prepareForFrame()
        }
    }

    /// 50 views animating at 1080p: the per-frame bookkeeping, and the whole frame against the fill
    /// floor of the area it repaints.
    @MainActor private static func animation(in run: BenchmarkRun) throws {
        let clock = ManualClock()
        let window = ScreenScenes.animatingSquares(count: 50, clock: clock)
        let surface = try EmulatedWindowSurface(window: window)
        surface.drawFrame(whole: true)
        let floor = try FrameFillFloor(width: 1920, height: 1080)
        run.measure(group: name, name: "animation bookkeeping, 50 views", unit: "µs", target: .atMost(20),
                    parameters: ["size": "1920x1080"],
                    note: "one frame's clock advance and prepareForFrame(): every animating view's presentation "
                        + "area worked out and damaged",
                    samples: 101, operationsPerSample: 10, onCPUTime: true) {
            clock.advance(by: .milliseconds(16))
            window.prepareForFrame()
            window.clearDamage()
        }
        var pixels: [Double] = []
        let ratio = framesAgainstFloor(run: run, frames: 120, floor: floor) {
            clock.advance(by: .milliseconds(16))
            let start = Stopwatch.cpuNow()
            window.prepareForFrame()
            surface.drawFrame()
            let time = Stopwatch.cpuNow() &- start
            pixels.append(Double(surface.lastRepaintArea))
            return (time, [PixmanFloor.boxes(of: surface.lastRepaint)])
        }
        run.record(Figure(group: name, name: "frame with 50 animating views / fill floor of its damage", unit: "×",
                          median: ratio.median, p99: ratio.p99, samples: ratio.count, target: .atMost(2),
                          parameters: ["size": "1920x1080"],
                          note: "prepareForFrame() + ViewRenderer over the repainted region (damage + buffer age), "
                              + "against pixman_image_fill_boxes of exactly that region into one of three frame-sized buffers in turn, interleaved"))
        let area = Statistics(pixels)
        run.record(Figure(group: name, name: "frame with 50 animating views: pixels repainted", unit: "pixels",
                          median: area.median, p99: area.maximum, samples: area.count,
                          parameters: ["size": "1920x1080"], note: "p99 column = maximum"))
    }

    /// Animated pushes and pops of full 1080p screens on Wayland: every frame against the fill floor
    /// of what it repaints.
    @MainActor private static func transition(in run: BenchmarkRun) throws {
        let cycles = run.count(15)
        let floor = try FrameFillFloor(width: 1920, height: 1080)
        let recorded = try TransitionProbe.run(width: 1920, height: 1080, cycles: cycles + 1, floor: floor)
        // The first cycle warms the buffers and caches; each later one is measured.
        let measured = Array(recorded.dropFirst())
        let positions = measured.map(\.count).min() ?? 0
        var worst = 0.0, worstIndex = 0
        var all: [Double] = []
        var maxPainted = 0, maxRecomposed = 0, movedOnly = 0, idle = 0
        for index in 0..<positions {
            var ratios: [Double] = []
            for cycle in measured {
                let frame = cycle[index]
                maxPainted = max(maxPainted, frame.painted)
                maxRecomposed = max(maxRecomposed, frame.recomposed)
                guard frame.repaint > 0 else {
                    idle += 1
                    continue
                }
                if frame.painted == 0 { movedOnly += 1 }
                ratios.append(Double(frame.nanoseconds) / frame.floor)
            }
            guard !ratios.isEmpty else { continue }
            let typical = Statistics(ratios).median
            if printsFrames {
                let micros = Statistics(measured.map { Double($0[index].nanoseconds) / 1000 }).median
                let frame = measured[0][index]
                print("  frame \(index): \(micros) µs, painted \(frame.painted), recomposed \(frame.recomposed), ratio \(typical)")
            }
            all.append(contentsOf: ratios)
            if typical > worst { (worst, worstIndex) = (typical, index) }
        }
        let stats = Statistics(all.isEmpty ? [0] : all)
        let perCycle = TransitionProbe.framesPerTransition
        let worstName = worstIndex < perCycle ? "push frame \(worstIndex + 1)" : "pop frame \(worstIndex - perCycle + 1)"
        run.record(Figure(group: name, name: "push/pop transition: worst frame / fill floor of its repaint", unit: "×",
                          median: worst, p99: stats.maximum, samples: measured.count, target: .atMost(2),
                          parameters: ["size": "1920x1080", "screen": "opaque backdrop + 24 tiles", "worst": worstName],
                          note: "WaylandPlatform.update() per frame through HeadlessHarness (the screens slide on their own "
                              + "surfaces), each against the fill floor measured right after it; each frame position's "
                              + "median over \(measured.count) push/pop cycles, the worst "
                              + "position reported; repaint = pixels painted into buffers or, when more, the window area "
                              + "recomposed by moving surfaces; p99 column = the slowest single frame"))
        run.record(Figure(group: name, name: "push/pop transition: frame / fill floor of its repaint", unit: "×",
                          median: stats.median, p99: stats.p99, samples: stats.count,
                          parameters: ["size": "1920x1080"],
                          note: "every frame of every measured cycle; \(movedOnly) frames only moved surfaces, "
                              + "\(idle) changed nothing (not counted); most painted in one frame: \(maxPainted) px, "
                              + "most recomposed: \(maxRecomposed) px"))
    }

    /// `TACTILE_BENCH_SCREENS_FRAMES=1`: print each transition frame position's figures (profiling).
    private static var printsFrames: Bool { getenv("TACTILE_BENCH_SCREENS_FRAMES").map { String(cString: $0) == "1" } ?? false }

    /// The same pushes and pops drawn into one buffer (snapshots, compositors without
    /// `wl_subcompositor`): each frame repaints what moved.
    @MainActor private static func transitionInOneBuffer(in run: BenchmarkRun) throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 1920, height: 1080), clock: clock)
        let nav = NavigationController(rootViewController: ScreenScenes.screen(hue: 0.2))
        window.rootViewController = nav
        let surface = try EmulatedWindowSurface(window: window)
        window.prepareForFrame()
        surface.drawFrame(whole: true)
        let floor = try FrameFillFloor(width: 1920, height: 1080)
        var framesInTransition = 0
        let ratio = framesAgainstFloor(run: run, frames: 200, floor: floor) {
            if framesInTransition == 0 {
                if nav.viewControllers.count == 1 {
                    nav.pushViewController(ScreenScenes.screen(hue: 0.8), animated: true)
                } else {
                    nav.popViewController(animated: true)
                }
                framesInTransition = TransitionProbe.framesPerTransition
            }
            framesInTransition -= 1
            clock.advance(by: .milliseconds(16))
            let start = Stopwatch.cpuNow()
            window.prepareForFrame()
            surface.drawFrame()
            return (Stopwatch.cpuNow() &- start, [PixmanFloor.boxes(of: surface.lastRepaint)])
        }
        run.record(Figure(group: name, name: "push/pop transition frame in one buffer / fill floor of its repaint",
                          unit: "×", median: ratio.median, p99: ratio.p99, samples: ratio.count,
                          parameters: ["size": "1920x1080", "screen": "opaque backdrop + 24 tiles"],
                          note: "no subsurfaces: both screens repainted every frame into one buffer, against "
                              + "pixman_image_fill_boxes of exactly the repainted region"))
    }

    /// Runs `frame` (returning its time in ns and the boxes it repainted, as fill calls) `frames`
    /// times and compares each with the fill floor of the same boxes, measured right after it.
    @MainActor private static func framesAgainstFloor(run: BenchmarkRun, frames: Int, floor: FrameFillFloor,
                                                      _ frame: () -> (UInt64, [[pixman_box32_t]])) -> Statistics {
        var ratios: [Double] = []
        for _ in 0..<max(1, run.count(frames)) {
            let (time, boxes) = frame()
            guard boxes.contains(where: { !$0.isEmpty }) else { continue }
            ratios.append(Double(time) / floor.time(boxes))
        }
        return Statistics(ratios.isEmpty ? [0] : ratios)
    }
}
