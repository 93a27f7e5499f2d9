import TactileCore
import WaylandServer

/// One client's `zwp_text_input_v3` as the compositor sees it: the state the client committed (what
/// an input method works from) and how many commits it made (the serial `done` events carry).
///
/// Requests change the pending state; `commit` applies it, as the protocol says. `enable` resets the
/// pending state to the initial one (empty surrounding text, normal purpose, no hints).
public final class HeadlessTextInput {
    /// The state an input method sees.
    public struct State: Equatable, Sendable {
        /// Whether the client enabled the text input (and has text-input focus).
        public var isEnabled = false
        /// The surrounding text, or nil when the client sent none (it does not support it, or hides it).
        public var surroundingText: String?
        /// The cursor, a byte offset into `surroundingText`.
        public var cursor: Int32 = 0
        /// The selection anchor, a byte offset into `surroundingText`.
        public var anchor: Int32 = 0
        /// Why the surrounding text last changed.
        public var changeCause: ZwpTextInputV3Resource.ChangeCause = .inputMethod
        /// The content hints.
        public var contentHint: ZwpTextInputV3Resource.ContentHint = []
        /// The content purpose.
        public var contentPurpose: ZwpTextInputV3Resource.ContentPurpose = .normal
        /// The cursor rectangle in surface coordinates, or nil when none was set.
        public var cursorRectangle: Rect?
    }

    /// The protocol object (tests may send raw events on it).
    public let resource: ZwpTextInputV3Resource
    /// The state applied by the client's last `commit`.
    public internal(set) var current = State()
    /// How many `commit` requests the client made: the serial of a matching `done`.
    public internal(set) var commitCount: UInt32 = 0
    /// The surface this text input's focus is on (`enter` sent, no `leave` since).
    public internal(set) var focus: HeadlessSurface?
    var pending = State()

    init(resource: ZwpTextInputV3Resource) {
        self.resource = resource
    }

    /// Applies one request to the pending state (`commit`: to the current one).
    func handle(_ request: ZwpTextInputV3Resource.Request) {
        switch request {
        case .enable:
            pending = State()
            pending.isEnabled = true
        case .disable:
            pending.isEnabled = false
        case let .setSurroundingText(text, cursor, anchor):
            pending.surroundingText = text
            pending.cursor = cursor
            pending.anchor = anchor
        case let .setTextChangeCause(cause):
            pending.changeCause = cause
        case let .setContentType(hint, purpose):
            pending.contentHint = hint
            pending.contentPurpose = purpose
        case let .setCursorRectangle(x, y, width, height):
            pending.cursorRectangle = Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
        case .commit:
            commitCount &+= 1
            // Requests from a text input without focus are ignored (the protocol's `leave`).
            if focus != nil { current = pending } else { current.isEnabled = false }
            pending.changeCause = .inputMethod
        case .destroy:
            break
        }
    }
}
