import TactileCore

/// What one fuzz stream did.
public struct FuzzOutcome: Sendable {
    /// Broken invariants (empty: the stream passed).
    public var problems: [String]
    /// Responder calls and recognizer state changes checked.
    public var events: Int
}

/// Runs one stream against one random window and checks the invariants.
public enum FuzzRunner {
    /// Replays `records` into the window of `recipe`, then ends every touch (a frame, a cancel,
    /// ten minutes of clock time) and checks the quiescent invariants.
    @MainActor public static func run(recipe: FuzzWindowRecipe, records: [InputRecord]) -> FuzzOutcome {
        let monitor = TouchInvariantMonitor()
        do {
            let world = recipe.build()
            let observer = ArbitrationObserver(window: world.window) { [unowned monitor] event, _ in monitor.check(event) }
            let replayer = InputReplayer(window: world.window, clock: world.clock, observer: observer)
            for r in records {
                replayer.apply(r)
                monitor.noteTouches(of: world.window)
            }
            finish(replayer)
            monitor.verifyQuiescent(window: world.window, recognizers: world.recognizers)
            observer.stop()
        }
        return FuzzOutcome(problems: monitor.problems, events: monitor.checkedEvents)
    }

    /// Ends every touch the way a platform would when input goes away, then lets time pass.
    @MainActor static func finish(_ replayer: InputReplayer) {
        let input = replayer.window.input
        input.frame()
        input.cancelAll(timestamp: replayer.clock.now)
        replayer.advance(by: .seconds(600))
        input.frame()
    }

    /// Replays `recording` into the window of `recipe` and returns the arbitration log.
    @MainActor public static func arbitrationLog(recipe: FuzzWindowRecipe, recording: InputRecording) -> String {
        let world = recipe.build()
        let replayer = InputReplayer(window: world.window, clock: world.clock, logsArbitration: true)
        replayer.replay(recording)
        finish(replayer)
        let text = replayer.log?.text ?? ""
        replayer.observer?.stop()
        return text
    }
}
