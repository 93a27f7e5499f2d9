/// An extra action an accessibility element offers beyond activation ("Delete", "Add to cart"):
/// a screen reader lists it by `name` and calls `handler`, which returns whether it succeeded.
public struct AccessibilityCustomAction: Sendable {
    /// The name spoken and shown for the action.
    public var name: String
    /// Performs the action; `true` on success.
    public let handler: @MainActor () -> Bool

    /// An action called `name`.
    public init(name: String, handler: @escaping @MainActor () -> Bool) {
        self.name = name
        self.handler = handler
    }
}
