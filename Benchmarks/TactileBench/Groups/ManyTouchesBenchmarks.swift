import TactileCore

/// Thousands of fingers that never lift: the cost per touch should not grow with their number.
enum ManyTouchesBenchmarks: BenchmarkGroup {
    static let name = "touches"
    static let summary = "1,000 and 10,000 touches that never lift: downs 100 per frame, or one per frame on four views, then one cancel"

    @MainActor static func run(in run: BenchmarkRun) throws {
        for count in [1_000, 10_000] { manyTouches(in: run, count: count, perFrame: 100, views: 1) }
        for count in [1_000, 10_000] { manyTouches(in: run, count: count, perFrame: 1, views: 4) }
    }

    /// `count` downs, `perFrame` to a frame, spread over `views` multi-touch views side by side, then a cancel.
    @MainActor static func manyTouches(in run: BenchmarkRun, count: Int, perFrame: Int, views: Int) {
        let parameters = ["touches": "\(count)", "per frame": "\(perFrame)", "views": "\(views)"]
        let label = perFrame == 1 ? "\(count) touches never released, one per frame" : "\(count) touches never released"
        let total = run.measure(group: name, name: label, unit: "ms", parameters: parameters,
                                note: "Window.input downs, \(perFrame) per frame, on \(views) multi-touch view(s), then cancelAll",
                                samples: 5, warmUpSamples: 1) {
            let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000), clock: SystemClock())
            let width = 1000 / Double(views)
            for k in 0..<views {
                let view = View(frame: Rect(x: Double(k) * width, y: 0, width: width, height: 1000))
                view.isMultipleTouchEnabled = true
                window.addSubview(view)
            }
            for id in 0..<count {
                let x = Double(id % views) * width + Double(id / views % Int(width))
                window.input.down(id: Int32(id), at: Point(x: x, y: Double(id / 10 % 1000)), timestamp: .zero)
                if id % perFrame == perFrame - 1 { window.input.frame() }
            }
            window.input.frame()
            window.input.cancelAll(timestamp: .zero)
        }
        run.record(Figure(group: name, name: "per touch, \(label)", unit: "µs",
                          median: total.median * 1000 / Double(count), samples: total.samples, parameters: parameters,
                          note: "the total above / touches"))
    }
}
