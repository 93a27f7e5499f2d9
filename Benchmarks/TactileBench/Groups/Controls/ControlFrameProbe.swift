import Tactile
import TactileCore
import TactileHeadless
import TactileTesting

/// A 1920×1080 window holding a `Switch` and a `Stepper` on an in-process `HeadlessCompositor`:
/// times the touch frame that fires a control up to the arrival of the window's next commit with a
/// buffer (`HeadlessCompositor.onCommitArrival`).
@MainActor
final class ControlFrameProbe {
    let harness: HeadlessHarness
    let toggle = Switch(frame: Rect(x: 600, y: 520, width: 51, height: 31))
    let stepper = Stepper(frame: Rect(x: 1200, y: 514, width: 110, height: 44))
    private var valueChanges = 0
    private var arrivals = 0

    init() throws {
        harness = try HeadlessHarness(size: Size(width: 1920, height: 1080))
        harness.window.backgroundColor = .white
        stepper.maximumValue = 1_000_000                      // never stops stepping up
        harness.window.addSubview(toggle)
        harness.window.addSubview(stepper)
        for control in [toggle, stepper] as [Control] {
            control.addAction({ [unowned self] _ in valueChanges += 1 }, for: .valueChanged)
        }
        let surface = try harness.mapWindow().surface.id
        harness.compositor.onCommitArrival = { [unowned self] arrival in
            if arrival.surface.id == surface && arrival.attachesBuffer { arrivals += 1 }
        }
    }

    /// `count` timings of `sample` in milliseconds, after `warmUp` discarded ones.
    func samples(count: Int, warmUp: Int, _ sample: () throws -> UInt64) throws -> [Double] {
        var samples: [Double] = []
        for index in 0..<(count + warmUp) {
            let elapsed = try sample()
            if index >= warmUp { samples.append(Double(elapsed) / 1_000_000) }
        }
        return samples
    }

    /// Down on the switch (settled), then the timed lift that toggles it; then its animation ends.
    func toggleSwitch() throws -> UInt64 {
        let center = toggle.convert(Point(x: toggle.bounds.midX, y: toggle.bounds.midY), to: harness.window)
        try harness.down([(7, center)])
        try harness.advance(by: .milliseconds(16))
        let wasOn = toggle.isOn
        let elapsed = try timeFrame("the switch") {
            try harness.compositor.touchUp(id: 7)
            try harness.compositor.touchFrame()
        }
        guard toggle.isOn != wasOn else { throw BenchmarkError.timedOut("the switch did not toggle on the lift") }
        try harness.advance(by: .milliseconds(400))
        return elapsed
    }

    /// The timed down on the stepper's + (which steps it), then the lift, before autorepeat.
    func stepStepper() throws -> UInt64 {
        let plus = stepper.convert(Point(x: stepper.bounds.maxX - 20, y: stepper.bounds.midY), to: harness.window)
        let value = stepper.value
        guard let surface = harness.toplevel?.surface else { throw BenchmarkError.timedOut("the window is not mapped") }
        let elapsed = try timeFrame("the stepper") {
            try harness.compositor.touchDown(id: 8, at: plus, on: surface)
            try harness.compositor.touchFrame()
        }
        guard stepper.value > value else { throw BenchmarkError.timedOut("the stepper did not step on the down") }
        try harness.up([8])
        try harness.advance(by: .milliseconds(100))
        return elapsed
    }

    /// Nanoseconds from `send` (the compositor's touch frame) to the window's commit with a buffer
    /// arriving, stepping the exchange; throws when no commit comes or no action fired.
    private func timeFrame(_ what: String, send: () throws -> Void) throws -> UInt64 {
        let (commits, changes) = (arrivals, valueChanges)
        let elapsed = try Stopwatch.time {
            try send()
            for _ in 0..<16 where arrivals == commits { try harness.step() }
        }
        guard arrivals > commits, valueChanges > changes else {
            throw BenchmarkError.timedOut("\(what) did not fire and commit a frame "
                + "(commits \(commits) → \(arrivals), value changes \(changes) → \(valueChanges))")
        }
        try harness.settle()
        return elapsed
    }
}
