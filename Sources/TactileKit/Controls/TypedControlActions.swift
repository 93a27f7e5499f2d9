import TactileCore

/// Lets a control's action take the control's own type, so app code needs no casts:
/// `slider.addAction { (s: Slider) in print(s.value) }`. Every `Control` conforms; the untyped
/// `addAction(_:)` keeps working alongside.
@MainActor public protocol TypedControlActions: Control {}

extension Control: TypedControlActions {}

extension TypedControlActions {
    /// Adds `action`, which receives this control as its own type. Returns an id for `removeAction(_:)`.
    @discardableResult
    public func addAction(_ action: @escaping (Self) -> Void) -> ControlActionID {
        addAction { (c: Control) in
            if let typed = c as? Self { action(typed) }
        }
    }
}
