import Testing
@testable import TactileCore

/// Checks the delivery invariants over a sequence:
/// - a view that got `touchesBegan` for a touch gets exactly one ended/cancelled, and nothing after;
///   a view never gets a later phase for a touch it did not see begin;
/// - every watched recognizer is back in `.possible` once its touches have ended;
/// - every state change a watched recognizer makes is legal (resets only from terminal states);
/// - no `Touch` outlives its sequence (checked through weak references).
@MainActor final class InvariantChecker {
    private struct WeakTouch { weak var touch: Touch? }
    private var open: [(view: ObjectIdentifier, touch: UInt64, name: String)] = []
    private var closed: [(ObjectIdentifier, UInt64)] = []
    private var touches: [WeakTouch] = []
    private var recognizers: [GestureRecognizer] = []
    private(set) var problems: [String] = []

    func watch(_ view: View) {}

    func watch(_ g: GestureRecognizer) {
        recognizers.append(g)
        g.stateObserver = { [unowned self, unowned g] old, new in
            let legal = GestureRecognizer.isLegal(from: old, to: new)
                || (old.isTerminal && new == .possible)
                || (old == .possible && new == .failed)
                || ((old == .began || old == .changed) && new == .cancelled)
            if !legal { self.problems.append("\(g.displayName): illegal transition \(old) → \(new)") }
        }
    }

    func viewReceived(_ view: View, _ phase: TouchPhase, _ set: Set<Touch>) {
        for t in set {
            if !touches.contains(where: { $0.touch === t }) { touches.append(WeakTouch(touch: t)) }
            let key = (ObjectIdentifier(view), t.serial)
            let isOpen = open.contains { $0.view == key.0 && $0.touch == key.1 }
            let wasClosed = closed.contains { $0.0 == key.0 && $0.1 == key.1 }
            let label = "\(view.displayName) touch \(t.identifier)"
            switch phase {
            case .began:
                if isOpen || wasClosed { problems.append("\(label): began twice") }
                open.append((key.0, key.1, label))
            case .moved, .stationary:
                if !isOpen { problems.append("\(label): \(phase) without an open began") }
            case .ended, .cancelled:
                if !isOpen { problems.append("\(label): \(phase) without an open began") }
                open.removeAll { $0.view == key.0 && $0.touch == key.1 }
                closed.append(key)
            }
        }
    }

    /// Registers touches seen elsewhere (e.g. by a recognizer) for the lifetime check.
    func saw(_ set: Set<Touch>) {
        for t in set where !touches.contains(where: { $0.touch === t }) { touches.append(WeakTouch(touch: t)) }
    }

    /// Asserts the invariants once the sequence is over (all fingers lifted, recognizers decided).
    func verify(sourceLocation: SourceLocation = #_sourceLocation) {
        for o in open { problems.append("\(o.name): never ended or cancelled") }
        for g in recognizers where g.state != .possible {
            problems.append("\(g.displayName) still \(g.state) after its touches ended")
        }
        let alive = touches.filter { $0.touch != nil }.count
        if alive > 0 { problems.append("\(alive) touch object(s) outlived their sequence") }
        #expect(problems.isEmpty, "\(problems)", sourceLocation: sourceLocation)
    }
}
