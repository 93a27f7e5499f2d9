@testable import TactileCore

/// A view that records every `touches…` call (with the phase it was called for) and reports it
/// to an optional shared log and invariant checker. It does not forward to `next` unless
/// `forwards` is set.
@MainActor class RecordingView: View {
    struct Call: Equatable {
        let phase: TouchPhase
        let ids: [Int32]
    }
    private(set) var calls: [Call] = []
    var log: EventLog?
    var checker: InvariantChecker?
    var forwards = false
    /// Runs inside each call, after recording (e.g. to capture a touch).
    var onCall: ((TouchPhase, Set<Touch>, TouchEvent) -> Void)?

    init(_ name: String, frame: Rect, log: EventLog? = nil, checker: InvariantChecker? = nil) {
        super.init(frame: frame)
        self.name = name
        self.log = log
        self.checker = checker
        checker?.watch(self)
    }

    var phases: [TouchPhase] { calls.map(\.phase) }

    private func record(_ phase: TouchPhase, _ touches: Set<Touch>, _ event: TouchEvent) {
        calls.append(Call(phase: phase, ids: touches.map(\.identifier).sorted()))
        log?.add("\(displayName) \(phase.label) \(ids(touches))")
        checker?.viewReceived(self, phase, touches)
        onCall?(phase, touches, event)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        record(.began, touches, event)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        record(.moved, touches, event)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        record(.ended, touches, event)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        record(.cancelled, touches, event)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A responder at the end of a chain that records what reaches it.
@MainActor final class RecordingWindow: Window {
    private(set) var reached: [TouchPhase] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { reached.append(.began) }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { reached.append(.moved) }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { reached.append(.ended) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { reached.append(.cancelled) }
}
