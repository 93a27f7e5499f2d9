import TactileCore
/// How lines of text sit horizontally within a label.
public enum TextAlignment: Sendable {
    /// Lines start at the left edge.
    case left
    /// Lines are centred.
    case center
    /// Lines end at the right edge.
    case right
}
