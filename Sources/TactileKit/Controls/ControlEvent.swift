import TactileCore
extension Control {
    /// The events a control reports to the actions added for them, as UIKit's `UIControl.Event`.
    ///
    /// Touch events follow the tracked touch (`Control` tracks one at a time); "inside" means
    /// within the bounds grown by `touchMargin`. `primaryActionTriggered` is the control's main
    /// event: a button's tap, a slider's value change.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A finger went down on the control and it began tracking.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger went down as the second or later tap of a quick series (`Touch.tapCount > 1`);
        /// sent instead of `touchDown`.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked finger moved and is inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked finger moved and is outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked finger moved from outside to inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked finger moved from inside to outside.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked finger lifted inside.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked finger lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The tracked touch was cancelled (by the system, a recognizer, or the control being
        /// disabled or removed from its window).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed through the user (a slider's drag).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button's tap, a slider's value change.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed in a text control.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key in a text control.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)

        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0xF_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
