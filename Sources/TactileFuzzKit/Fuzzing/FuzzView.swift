import TactileCore

/// A view whose handlers may redirect touches, as apps do: capture a touch to another view when
/// it begins, release capture when it moves, and optionally forward calls up the responder chain.
/// Decisions depend only on touch ids, so a replay does the same.
@MainActor final class FuzzView: View {
    /// Captures began touches with id % 3 == 0 to this view.
    weak var captureTarget: View?
    /// Releases capture of moved touches with even ids.
    var releasesOnMove = false
    /// Forwards every call to `next` (the superview, at last the window and application).
    var forwards = false
    /// Mutates the window (hierarchy, flags, recognizers) when a touch with id % 4 == 1 begins here.
    var mutation: ((FuzzView) -> Void)?

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if let mutation, touches.contains(where: { $0.identifier % 4 == 1 }) { mutation(self) }
        if let target = captureTarget, target !== self, target.window != nil {
            for t in touches.sorted(by: { $0.identifier < $1.identifier }) where t.identifier % 3 == 0 {
                window?.captureTouch(t, to: target)
            }
        }
        if forwards { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        if releasesOnMove {
            for t in touches.sorted(by: { $0.identifier < $1.identifier }) where t.identifier % 2 == 0 {
                window?.releaseCapture(of: t)
            }
        }
        if forwards { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if forwards { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A delegate with fixed answers per pair of recognizers (held by identity).
@MainActor final class FuzzDelegate: GestureRecognizerDelegate {
    var simultaneous: [(GestureRecognizer, GestureRecognizer)] = []
    var requiresFailure: [(GestureRecognizer, GestureRecognizer)] = []
    /// Refuses touches whose id % 5 == 4 for these recognizers.
    var picky: [GestureRecognizer] = []
    /// Vetoes beginning for these recognizers.
    var vetoed: [GestureRecognizer] = []

    private static func has(_ list: [(GestureRecognizer, GestureRecognizer)], _ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        list.contains { $0.0 === a && $0.1 === b }
    }

    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { !vetoed.contains { $0 === g } }
    func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        !(touch.identifier % 5 == 4 && picky.contains { $0 === g })
    }
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        Self.has(simultaneous, g, other) || Self.has(simultaneous, other, g)
    }
    func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        Self.has(requiresFailure, g, other)
    }
    func gestureRecognizer(_ g: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
}
