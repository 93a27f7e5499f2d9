/// What a wire sequence did to the app.
public enum WireVerdict: Hashable, Sendable {
    /// It still answers and still takes a touch drag.
    case healthy(dragVerified: Bool)
    /// It exited with a non-zero status and one stderr line (or 0 after `xdg_toplevel.close`).
    case cleanExit(status: Int32, line: String)
    /// A broken expectation.
    case failure(WireProblem)

    /// The problem, when it is a failure.
    public var problem: WireProblem? {
        if case .failure(let problem) = self { return problem }
        return nil
    }
}

/// A broken expectation of the wire fuzzer.
public enum WireProblem: Hashable, Sendable, CustomStringConvertible {
    /// The app died by a signal.
    case signal(Int32, stderr: String)
    /// The app neither answered a ping nor exited within the budget.
    case hang(seconds: Double)
    /// It exited without the one clear stderr line (or with status 0 though no close was sent).
    case unclearExit(status: Int32, stderr: String)
    /// It answered, but a touch drag changed nothing (no commit, no trace).
    case ignoresDrag
    /// The drag panned by the wrong distance: a touch of the sequence did not end after the cancel.
    case stuckTouch(panned: Double, expected: Double)
    /// Resident memory or descriptors over their bound.
    case resources(residentBytes: Int, descriptors: Int)

    /// Failures of the same class shrink into each other.
    public var sameClass: (WireProblem) -> Bool {
        { other in
            switch (self, other) {
            case (.signal(let a, _), .signal(let b, _)): a == b
            case (.hang, .hang), (.unclearExit, .unclearExit), (.ignoresDrag, .ignoresDrag),
                 (.stuckTouch, .stuckTouch), (.resources, .resources): true
            default: false
            }
        }
    }

    public var description: String {
        switch self {
        case let .signal(number, stderr): "died by signal \(number) (\(signalName(number))); stderr: \(stderr.debugDescription)"
        case .hang(let seconds): "hung: no answer to a ping and no exit within \(seconds) s (or within \(seconds * WireStage.slowBudgets) s while still using CPU time)"
        case let .unclearExit(status, stderr): "exited with status \(status) without one clear stderr line: \(stderr.debugDescription)"
        case .ignoresDrag: "still answers, but a touch drag made no commit and no trace"
        case let .stuckTouch(panned, expected):
            "a \(expected)-point drag panned the map by \(panned): a touch did not end after the cancel"
        case let .resources(rss, fds): "resources over their bound: RSS \(rss / 1_048_576) MiB, \(fds) open descriptors"
        }
    }

    private func signalName(_ number: Int32) -> String {
        switch number {
        case 4: "SIGILL, a Swift trap"
        case 5: "SIGTRAP, a Swift trap"
        case 6: "SIGABRT"
        case 7: "SIGBUS"
        case 8: "SIGFPE"
        case 9: "SIGKILL"
        case 11: "SIGSEGV"
        default: "signal"
        }
    }
}
