import TactileCore

extension Control {
    /// The states a control can be in, which per-state looks are keyed by (UIKit's `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A state with the flags in `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// None of the flags: enabled, not pressed, not selected.
        public static let normal: State = []
        /// A finger is on the control (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control ignores touches (`isEnabled` is false).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
    }

    /// The control's current state, from `isEnabled`, `isHighlighted` and `isSelected`.
    public var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }
}
