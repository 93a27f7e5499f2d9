/// The app object: the end of the responder chain (`Window.next === Application.shared`).
@MainActor public final class Application: Responder {
    /// The one application instance.
    public static let shared = Application()

    private var ignoreDepth = 0

    /// The idle timeout a window takes when the platform starts showing it without one of its own
    /// (`Window.idleTimeout`, which runs on the window's clock and may change at any time). Read
    /// only then: set the window's own to change it later, or to keep tests from sharing it.
    public var idleTimeout: Duration?
    /// The idle handler a window takes when the platform starts showing it without one of its own
    /// (`Window.onIdle`). Read only then, like `idleTimeout`.
    public var onIdle: (@MainActor () -> Void)?
    /// The idle warning's lead a window takes along with `idleTimeout` (`Window.idleWarningInterval`):
    /// 20 seconds unless set; nil turns the warning off. Read only then, like `idleTimeout`.
    public var idleWarningInterval: Duration? = .seconds(20)
    /// The app's one first responder (held weakly), which key events go to first: UIKit keeps one
    /// per key window, and a Tactile app has one window taking keys at a time.
    package weak var firstResponder: Responder?
    /// The platform's event loop while it runs the app (set and cleared by `run`).
    package var runningLoop: (any ApplicationLoop)?

    /// The built-in screen reader and keypad navigation, for every window without its own
    /// (`Window.accessibility`).
    public private(set) lazy var accessibility = Accessibility(environment: true)

    /// The app's languages, strings and formats, for every window without its own
    /// (`Window.localization`).
    public private(set) lazy var localization = Localization()

    /// The window `Window.makeKeyAndVisible()` was last called on, while it is alive.
    public internal(set) weak var keyWindow: Window?
    /// Every window made, held weakly, oldest first.
    private var windowReferences: [WeakWindow] = []

    private override init() { super.init() }

    /// The app's windows that are still alive, in the order they were created (UIKit's
    /// `UIApplication.windows`).
    public var windows: [Window] { windowReferences.compactMap(\.window) }

    /// Notes a new window (from `Window.init`), forgetting windows that are gone.
    func windowCreated(_ window: Window) {
        windowReferences.removeAll { $0.window == nil }
        windowReferences.append(WeakWindow(window: window))
        if accessibility.isSpeechModeEnabled { accessibility.updateCapture(of: window) }
    }

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

/// A window held weakly (`Application.windows`).
private struct WeakWindow {
    weak var window: Window?
}
