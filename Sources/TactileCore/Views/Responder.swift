/// An object that can receive touches and take part in the responder chain.
///
/// The default `touches…` methods forward to `next`, so unhandled touches travel up the chain
/// (view → superview → … → window → `Application.shared`) and fall off its end.
@MainActor open class Responder {
    /// A responder with no special behaviour.
    public init() {}

    /// The next responder in the chain; nil ends it.
    open var next: Responder? { nil }

    /// Fingers touched down. Default: forwards to `next`.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        next?.touchesBegan(touches, with: event)
    }
    /// Fingers moved. Default: forwards to `next`.
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        next?.touchesMoved(touches, with: event)
    }
    /// Fingers lifted. Default: forwards to `next`.
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        next?.touchesEnded(touches, with: event)
    }
    /// Touches were aborted (system cancel, a recognizer took them, capture moved them). Default: forwards to `next`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        next?.touchesCancelled(touches, with: event)
    }

    /// A key was pressed (or auto-repeated: `event.isRepeat`). Default: forwards to `next`.
    open func keyDown(_ event: KeyEvent) {
        next?.keyDown(event)
    }
    /// A key was released. Default: forwards to `next`.
    open func keyUp(_ event: KeyEvent) {
        next?.keyUp(event)
    }

    /// Whether this responder accepts first-responder status. Default false.
    open var canBecomeFirstResponder: Bool { false }

    /// Makes this the first responder if it accepts; the previous one resigns. Returns success.
    @discardableResult open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        let app = Application.shared
        if app.firstResponder === self { return true }
        if let old = app.firstResponder, !old.resignFirstResponder() { return false }
        app.firstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns true (subclasses may refuse).
    @discardableResult open func resignFirstResponder() -> Bool {
        let app = Application.shared
        if app.firstResponder === self { app.firstResponder = nil }
        return true
    }

    /// Whether this responder is the current first responder.
    public var isFirstResponder: Bool { Application.shared.firstResponder === self }
}
