import TactileCore

/// Thousands of fingers that never lift: the cost per touch should not grow with their number.
enum ManyTouchesBenchmarks: BenchmarkGroup {
    static let name = "touches"
    static let summary = "1,000 and 10,000 touches that never lift: downs 100 per frame, then one cancel"

    @MainActor static func run(in run: BenchmarkRun) throws {
        for count in [1_000, 10_000] { manyTouches(in: run, count: count) }
    }

    @MainActor static func manyTouches(in run: BenchmarkRun, count: Int) {
        let parameters = ["touches": "\(count)", "per frame": "100"]
        let total = run.measure(group: name, name: "\(count) touches never released", unit: "ms", parameters: parameters,
                                note: "Window.input downs, 100 per frame, on one multi-touch view, then cancelAll",
                                samples: 5, warmUpSamples: 1) {
            let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000), clock: SystemClock())
            let view = View(frame: window.bounds)
            view.isMultipleTouchEnabled = true
            window.addSubview(view)
            for id in 0..<count {
                window.input.down(id: Int32(id), at: Point(x: Double(id % 1000), y: Double(id / 10 % 1000)), timestamp: .zero)
                if id % 100 == 99 { window.input.frame() }
            }
            window.input.frame()
            window.input.cancelAll(timestamp: .zero)
        }
        run.record(Figure(group: name, name: "per touch, \(count) touches never released", unit: "µs",
                          median: total.median * 1000 / Double(count), samples: total.samples, parameters: parameters,
                          note: "the total above / touches"))
    }
}
