import TactileCore

/// The system clipboard as text fields use it: Cut, Copy and Paste of text. A platform installs one
/// on each window it shows (`window.services[ClipboardServiceKey.self]`).
@MainActor public protocol ClipboardService: AnyObject {
    /// Whether the clipboard holds text to paste.
    var hasText: Bool { get }
    /// Asks for the clipboard's text; `completion` runs when it arrives. Returns whether a request started.
    func requestText(_ completion: @escaping @MainActor (String) -> Void) -> Bool
    /// Puts `text` on the clipboard. Returns whether it did.
    func copy(_ text: String) -> Bool
}

/// The key a window's clipboard is installed under.
public enum ClipboardServiceKey: WindowServiceKey {
    public typealias Service = any ClipboardService
}

extension Window {
    /// The clipboard the platform offers this window, if any.
    public var clipboard: (any ClipboardService)? { services[ClipboardServiceKey.self] }
}
