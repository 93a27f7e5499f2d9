/// The app object: the end of the responder chain (`Window.next === Application.shared`).
@MainActor public final class Application: Responder {
    /// The one application instance.
    public static let shared = Application()

    private var ignoreDepth = 0

    /// How long without any input (touch, pointer, key) before `onIdle` is called, on the window's
    /// clock: for attract loops and returning to a home screen. Nil (the default) turns it off; 0
    /// or less is logged once and turns it off. Read when the app starts running.
    public var idleTimeout: Duration?
    /// Called once each time the app has had no input for `idleTimeout`; the next input re-arms it.
    public var onIdle: (@MainActor () -> Void)?
    /// The app's one first responder (held weakly), which key events go to first: UIKit keeps one
    /// per key window, and a Tactile app has one window taking keys at a time.
    package weak var firstResponder: Responder?
    /// The platform's event loop while it runs the app (set and cleared by `run`).
    package var runningLoop: (any ApplicationLoop)?

    private override init() { super.init() }

    /// The end of the chain: nil.
    public override var next: Responder? { nil }

    /// Starts ignoring touches: touches that *begin* while ignoring are dropped for their whole life.
    /// Calls nest; each must be balanced by `endIgnoringInteractionEvents()`.
    public func beginIgnoringInteractionEvents() { ignoreDepth += 1 }

    /// Balances one `beginIgnoringInteractionEvents()`. Unbalanced calls are logged and ignored.
    public func endIgnoringInteractionEvents() {
        guard ignoreDepth > 0 else {
            TactileLog.core.error("endIgnoringInteractionEvents() without a matching begin; ignored")
            return
        }
        ignoreDepth -= 1
    }

    /// Whether touches beginning now are ignored.
    public var isIgnoringInteractionEvents: Bool { ignoreDepth > 0 }
}
