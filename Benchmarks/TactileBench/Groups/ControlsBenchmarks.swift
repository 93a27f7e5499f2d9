import Tactile
import TactileCore
import TactileHeadless
import TactileTesting

/// Issue 36's control figures at 1080p on an in-process `HeadlessCompositor`: the touch frame that
/// fires a switch or a stepper to the window's commit showing it, and an activity indicator's
/// wake-ups over 10 s when stopped or hidden.
enum ControlsBenchmarks: BenchmarkGroup {
    static let name = "controls"
    static let summary = "a switch toggled and a stepper stepped at 1080p (touch frame → commit); an activity indicator's wake-ups when stopped or hidden"

    @MainActor static func run(in run: BenchmarkRun) throws {
        let probe = try ControlFrameProbe()
        let size = ["size": "1920x1080"]
        let common = "HeadlessCompositor in-process (one thread runs both), frame callbacks completed at once: wall time "

        let toggles = try probe.samples(count: run.count(101), warmUp: 8) { try probe.toggleSwitch() }
        record(toggles, in: run, name: "switch toggle at 1080p: lift frame → commit", parameters: size,
               note: common + "from sending the lift (the touch frame that toggles the switch and fires .valueChanged) "
                   + "to the window's commit of the redrawn frame arriving; the down frame is sent and settled first")
        let steps = try probe.samples(count: run.count(101), warmUp: 8) { try probe.stepStepper() }
        record(steps, in: run, name: "stepper step at 1080p: down frame → commit", parameters: size,
               note: common + "from sending the down on + (the touch frame that steps the stepper, as UIKit's does, "
                   + "and fires .valueChanged) to the window's commit of the redrawn frame arriving")

        for state in SpinnerWakeUps.State.allCases {
            let wakeUps = try SpinnerWakeUps(state: state).count()
            run.record(Figure(group: name, name: "activity indicator \(state.rawValue): wake-ups in 10 s", unit: "wake-ups",
                              median: Double(wakeUps.total), samples: 1, target: .atMost(0),
                              parameters: ["size": "1920x1080", "clock": "ManualClock, 16 ms steps"],
                              note: "window commits \(wakeUps.commits), frame callbacks \(wakeUps.frameCallbacks), "
                                  + "timers \(wakeUps.timers) over 10 s of the window's clock, the display refreshing "
                                  + "every 16 ms (vblank); the same spinner animating and shown made \(wakeUps.whileSpinning) "
                                  + "wake-ups in its first second (the probe's check that it counts)"))
        }
    }

    /// Records `samples` (milliseconds) as a figure with the 0.5 ms p50 target.
    @MainActor private static func record(_ samples: [Double], in run: BenchmarkRun, name figure: String,
                               parameters: [String: String], note: String) {
        let stats = Statistics(samples)
        run.record(Figure(group: name, name: figure, unit: "ms", median: stats.median, p99: stats.p99,
                          samples: stats.count, target: .atMost(0.5), parameters: parameters, note: note))
    }
}
