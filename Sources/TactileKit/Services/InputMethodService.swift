import TactileCore

/// A compositor's input method as text fields use it: told when a field begins and ends editing and
/// when its text or caret changes; it edits the field through `TextField`'s input-method entry points.
@MainActor public protocol InputMethodService: AnyObject {
    /// Whether a field beginning to edit should show the in-app keyboard (false while the input
    /// method serves the window in place of it).
    var showsInAppKeyboard: Bool { get }
    /// `field` became first responder.
    func fieldBeganEditing(_ field: TextField)
    /// `field` resigned first responder.
    func fieldEndedEditing(_ field: TextField)
    /// `field`'s text or caret changed.
    func fieldDidChange(_ field: TextField)
}

/// The key a window's input method is installed under.
public enum InputMethodServiceKey: WindowServiceKey {
    public typealias Service = any InputMethodService
}

extension Window {
    /// The input method the platform offers this window, if any.
    public var inputMethod: (any InputMethodService)? { services[InputMethodServiceKey.self] }
}
