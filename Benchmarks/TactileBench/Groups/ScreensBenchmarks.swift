import Tactile
import TactileTesting

/// Layout passes, animation frames and a navigation transition against their targets.
enum ScreensBenchmarks: BenchmarkGroup {
    static let name = "screens"
    static let summary = "layout pass, animation bookkeeping and frames, an animated push at 1080p"

    @MainActor static func run(in run: BenchmarkRun) throws {
        try layout(in: run)
        try animation(in: run)
        try transition(in: run)
    }

    /// A window resize relaid out (autoresizing at once, then the layout pass), and a pass with nothing marked.
    @MainActor private static func layout(in run: BenchmarkRun) throws {
        let clock = ManualClock()
        let landscape = Size(width: 1920, height: 1080), portrait = Size(width: 1080, height: 1920)
        let window = ScreenScenes.twoHundredViews(size: landscape, clock: clock)
        var flip = false
        run.measure(group: name, name: "layout pass after a window resize", unit: "µs", target: .atMost(100),
                    parameters: ["views": "201 (11 stack views, 190 cells)"],
                    note: "window.frame flips between 1920×1080 and 1080×1920 (autoresizing at once), then prepareForFrame()",
                    samples: 101, operationsPerSample: 20) {
            flip.toggle()
            window.frame = Rect(origin: .zero, size: flip ? portrait : landscape)
            window.prepareForFrame()
        }
        window.clearDamage()
        run.measure(group: name, name: "layout pass with nothing marked", unit: "ns", target: .atMost(1_000),
                    parameters: ["views": "201"], note: "prepareForFrame() on a laid-out window, nothing animating",
                    samples: 101, operationsPerSample: 10_000) {
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
        let floor = try PixmanFloor(width: 1920, height: 1080)
        run.measure(group: name, name: "animation bookkeeping, 50 views", unit: "µs", target: .atMost(20),
                    parameters: ["size": "1920x1080"], note: "prepareForFrame(): presentation areas damaged, finished views dropped",
                    samples: 101, operationsPerSample: 10) {
            clock.advance(by: .milliseconds(16))
            window.prepareForFrame()
            window.clearDamage()
        }
        let ratio = framesAgainstFloor(run: run, frames: 120, floor: floor) {
            clock.advance(by: .milliseconds(16))
            let start = Stopwatch.now()
            window.prepareForFrame()
            surface.drawFrame()
            return (Stopwatch.now() &- start, surface.lastRepaintArea)
        }
        run.record(Figure(group: name, name: "frame with 50 animating views / fill floor of its damage", unit: "×",
                          median: ratio.median, p99: ratio.p99, samples: ratio.count, target: .atMost(2),
                          parameters: ["size": "1920x1080"],
                          note: "bookkeeping + ViewRenderer over the repainted region, against pixman_image_fill_boxes of the same area"))
    }

    /// Animated pushes and pops of full 1080p screens: each frame against the fill floor of what it repaints.
    @MainActor private static func transition(in run: BenchmarkRun) throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 1920, height: 1080), clock: clock)
        let nav = NavigationController(rootViewController: ScreenScenes.screen(hue: 0.2))
        window.rootViewController = nav
        let surface = try EmulatedWindowSurface(window: window)
        window.prepareForFrame()
        surface.drawFrame(whole: true)
        let floor = try PixmanFloor(width: 1920, height: 1080)
        var framesInTransition = 0
        let ratio = framesAgainstFloor(run: run, frames: 200, floor: floor) {
            if framesInTransition == 0 {
                if nav.viewControllers.count == 1 {
                    nav.pushViewController(ScreenScenes.screen(hue: 0.8), animated: true)
                } else {
                    nav.popViewController(animated: true)
                }
                framesInTransition = 25
            }
            framesInTransition -= 1
            clock.advance(by: .milliseconds(16))
            let start = Stopwatch.now()
            window.prepareForFrame()
            surface.drawFrame()
            return (Stopwatch.now() &- start, surface.lastRepaintArea)
        }
        run.record(Figure(group: name, name: "push/pop transition frame / fill floor of its repaint", unit: "×",
                          median: ratio.median, p99: ratio.p99, samples: ratio.count, target: .atMost(2),
                          parameters: ["size": "1920x1080", "screen": "opaque backdrop + 24 tiles"],
                          note: "every frame of animated pushes and pops (0.35 s each), drawn into one buffer; p99 stands for every frame"))
    }

    /// Runs `frame` (returning its time in ns and the pixels it repainted) `frames` times and
    /// compares each with the fill floor's time for the same number of pixels.
    @MainActor private static func framesAgainstFloor(run: BenchmarkRun, frames: Int, floor: PixmanFloor,
                                                      _ frame: () -> (UInt64, Int)) -> Statistics {
        var fills: [Double] = []
        for _ in 0..<max(1, run.count(31)) {
            let start = Stopwatch.now()
            floor.fill()
            fills.append(Double(Stopwatch.now() &- start))
        }
        let fullFill = Statistics(fills).median
        let pixels = Double(floor.width * floor.height)
        var ratios: [Double] = []
        for _ in 0..<max(1, run.count(frames)) {
            let (time, area) = frame()
            guard area > 0 else { continue }
            ratios.append(Double(time) / (fullFill * Double(area) / pixels))
        }
        return Statistics(ratios.isEmpty ? [0] : ratios)
    }
}
