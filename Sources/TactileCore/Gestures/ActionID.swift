/// Identifies an action added to a recognizer, for `removeAction(_:)`.
public struct ActionID: Hashable, Sendable {
    let value: UInt64
    init(_ value: UInt64) { self.value = value }
}
