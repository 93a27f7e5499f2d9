/// Lets a recognizer's action take the recognizer's own type, so app code needs no casts:
/// `pan.addAction { (pan: PanGestureRecognizer) in pan.translation(in: nil) }`.
/// Every `GestureRecognizer` conforms; the untyped `addAction(_:)` keeps working alongside.
@MainActor public protocol TypedGestureActions: GestureRecognizer {}

extension GestureRecognizer: TypedGestureActions {}

extension TypedGestureActions {
    /// Adds `action`, which receives this recognizer as its own type. Returns an id for `removeAction(_:)`.
    @discardableResult
    public func addAction(_ action: @escaping (Self) -> Void) -> ActionID {
        addAction { (g: GestureRecognizer) in
            if let typed = g as? Self { action(typed) }
        }
    }
}
