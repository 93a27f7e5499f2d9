import Tactile
import TactileCore
import TactileHeadless
import TactileTesting

/// Counts what an `ActivityIndicatorView` wakes a 1920×1080 window for over 10 s of its
/// `ManualClock` once it is stopped, or hidden while animating: commits reaching the in-process
/// `HeadlessCompositor`, frame callbacks the display completes (a `vblank()` every 16 ms) and
/// 16 ms steps that begin with a timer pending on the clock.
@MainActor
struct SpinnerWakeUps {
    /// How the spinner is left for the 10 s counted.
    enum State: String, CaseIterable {
        case stopped
        case hidden = "hidden while animating"
    }

    /// What the window was woken for.
    struct Count {
        var commits = 0
        var frameCallbacks = 0
        var timers = 0
        /// Wake-ups in the first second, the spinner animating and shown (the probe's check).
        var whileSpinning = 0
        var total: Int { commits + frameCallbacks + timers }
    }

    let state: State

    /// Spins for a second, then stops or hides the spinner and counts 10 s.
    func count() throws -> Count {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 1920, height: 1080), clock: clock)
        window.backgroundColor = .white
        let spinner = ActivityIndicatorView(style: .large)
        spinner.center = Point(x: 960, y: 540)
        window.addSubview(spinner)
        spinner.startAnimating()
        let harness = try HeadlessHarness(window: window, clock: clock, completesFrameCallbacks: false)
        let surface = try harness.mapWindow().surface.id
        let commits = CommitCounter()
        harness.compositor.onCommitArrival = { arrival in
            if arrival.surface.id == surface { commits.count += 1 }
        }
        let spinning = try refresh(harness, seconds: 1, commits: commits)
        guard spinning.total > 0 else {
            throw BenchmarkError.timedOut("an animating activity indicator woke the window 0 times in 1 s: the probe counts nothing")
        }
        switch state {
        case .stopped: spinner.stopAnimating()
        case .hidden: spinner.isHidden = true
        }
        _ = try refresh(harness, seconds: 0.1, commits: commits)        // the change is drawn and shown
        var quiet = try refresh(harness, seconds: 10, commits: commits)
        quiet.whileSpinning = spinning.total
        return quiet
    }

    /// Display refreshes every 16 ms for `seconds`: the clock moves, the display refreshes, the
    /// app handles what it got.
    private func refresh(_ harness: HeadlessHarness, seconds: Double, commits: CommitCounter) throws -> Count {
        var count = Count()
        let start = commits.count
        for _ in 0..<Int(seconds * 1000 / 16) {
            if harness.clock.hasPendingTimers { count.timers += 1 }
            harness.compositor.eventTime &+= 16
            harness.clock.advance(by: .milliseconds(16))
            count.frameCallbacks += harness.compositor.vblank()
            try harness.settle()
        }
        count.commits = commits.count - start
        return count
    }
}

/// The window's commits as they arrive.
@MainActor
private final class CommitCounter {
    var count = 0
}
