/// Something text can be typed into: what the on-screen keyboard (and a hardware keyboard) types
/// into when it is the first responder. `TextField` is one.
@MainActor public protocol KeyInput: AnyObject {
    /// Whether there is any text (backspace does nothing without it).
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, replacing any selection.
    func insertText(_ text: String)
    /// Deletes the character (grapheme) before the insertion point, or the selection.
    func deleteBackward()
}
