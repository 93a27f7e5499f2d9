import TactileCore
/// Identifies an action added to a control, for `removeAction(_:)`.
public struct ControlActionID: Hashable, Sendable {
    let value: UInt64
}
