import Foundation
import TactileCore
import TactileTesting
import TactileFuzzKit

/// One simulated drag: a 120 Hz digitiser with jittered sample times and arrival delays, a 60 Hz
/// display, and a view following a pan recognizer. Reports per display frame where the view is.
@MainActor
struct ResampledDrag {
    /// Per-frame results of one run.
    struct Outcome {
        /// Step of the view per frame minus the step of the finger's true path over the same frame.
        var stepErrors: [Double] = []
        /// How far behind the finger's true path the view is per frame, in milliseconds (where the finger is fast).
        var lags: [Double] = []
        private var previous: (view: Double, truth: Double)?

        /// One frame: the view at `x` (on the path's axis), compared step by step with the true path
        /// at `frameTime`, and for the lag with where the finger is at `lagTime`.
        @MainActor mutating func note(view x: Double, frameTime: Double, lagTime: Double) {
            let truth = ResampledDrag.truePosition(at: frameTime)
            if let previous { stepErrors.append((x - previous.view) - (truth - previous.truth)) }
            previous = (x, truth)
            let v = ResampledDrag.trueVelocity(at: lagTime)
            if abs(v) > 300 { lags.append((ResampledDrag.truePosition(at: lagTime) - x) / v * 1000) }
        }
    }

    static let sampleInterval = 1.0 / 120
    static let frameInterval = 1.0 / 60
    /// The finger's true path: a sweep back and forth, up to about 630 pt/s.
    static func truePosition(at t: Double) -> Double { 400 + 200 * sin(2 * Double.pi * 0.5 * t) }
    static func trueVelocity(at t: Double) -> Double { 200 * 2 * Double.pi * 0.5 * cos(2 * Double.pi * 0.5 * t) }

    let resampling: Bool
    let seed: UInt64
    var seconds = 2.0

    func run() -> Outcome {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: clock)
        window.touchResampling = resampling
        let (box, pan, start) = Self.draggedBox(in: window)
        let samples = Self.samples(seed: seed, seconds: seconds)
        let input = window.input
        func duration(_ s: Double) -> Duration { .nanoseconds(Int64(s * 1e9)) }
        input.down(id: 1, at: Point(x: Self.truePosition(at: 0), y: 300), timestamp: .zero)
        input.frame()
        var next = 0
        var outcome = Outcome()
        var frame = 1
        let phase = 0.0031
        while Double(frame) * Self.frameInterval + phase < seconds {
            let frameTime = Double(frame) * Self.frameInterval + phase
            while next < samples.count && samples[next].arrival <= frameTime {
                let s = samples[next]
                input.move(id: 1, to: Point(x: Self.truePosition(at: s.time), y: 300), timestamp: duration(s.time))
                if !resampling { input.frame() }      // delivered as each wl_touch.frame arrives
                next += 1
            }
            if resampling { input.frame(at: duration(frameTime)) }
            frame += 1
            guard pan.state == .began || pan.state == .changed else { continue }
            outcome.note(view: box.center.x - start.x + Self.truePosition(at: 0), frameTime: frameTime, lagTime: frameTime)
        }
        input.up(id: 1, timestamp: duration(seconds))
        input.frame()
        return outcome
    }

    /// A 40×40 view in `window` that a pan drags horizontally; its pan and starting centre.
    static func draggedBox(in window: Window) -> (box: View, pan: PanGestureRecognizer, start: Point) {
        let box = View(frame: Rect(x: 380, y: 280, width: 40, height: 40))
        box.backgroundColor = .black
        window.addSubview(box)
        let pan = PanGestureRecognizer()
        let start = box.center
        pan.addAction { g in
            guard let p = g as? PanGestureRecognizer else { return }
            box.center = Point(x: start.x + p.translation(in: nil).x, y: start.y)
        }
        box.addGestureRecognizer(pan)
        return (box, pan, start)
    }

    /// The digitiser's samples: jittered true times, each arriving 0.5–3 ms later, in arrival order.
    static func samples(seed: UInt64, seconds: Double) -> [(time: Double, arrival: Double)] {
        var random = FuzzRandom(seed: seed)
        func uniform(_ a: Double, _ b: Double) -> Double { a + (b - a) * Double(random.next() % 1_000_000) / 1_000_000 }
        var samples: [(time: Double, arrival: Double)] = []
        var i = 0
        while Double(i) * sampleInterval < seconds {
            let t = max(0, Double(i) * sampleInterval + uniform(-0.0015, 0.0015))
            samples.append((t, t + uniform(0.0005, 0.003)))
            i += 1
        }
        samples.sort { $0.arrival < $1.arrival }
        return samples
    }
}
