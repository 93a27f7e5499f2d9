import TactileCore
/// How lines of text sit horizontally within a label.
public enum TextAlignment: Sendable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines start at the leading edge of their paragraph's direction: the left for left-to-right
    /// text, the right for right-to-left text (Arabic, Hebrew, or neutral text in a right-to-left view).
    case natural
}
