import TactileCore
import TactileKit
import WaylandClient

/// What a text field tells the compositor's input method (`zwp_text_input_v3`): the text around the
/// caret, the caret as byte offsets into it, the content type and the caret's rectangle.
struct InputMethodContent: Equatable {
    /// The protocol's limit for surrounding text, in bytes.
    static let surroundingTextLimit = 4000

    /// The surrounding text (at most `surroundingTextLimit` bytes, whole characters around the caret);
    /// nil for secure entry, whose text never leaves the app.
    var surroundingText: String?
    /// The caret's byte offset into `surroundingText`.
    var cursor: Int32 = 0
    /// The byte offset of the selection's other end (its start; the caret when nothing is selected).
    var anchor: Int32 = 0
    var hint: ZwpTextInputV3.ContentHint = []
    var purpose: ZwpTextInputV3.ContentPurpose = .normal
    /// The caret in surface coordinates (the window's points).
    var cursorX: Int32 = 0, cursorY: Int32 = 0, cursorWidth: Int32 = 0, cursorHeight: Int32 = 0

    /// What `field` shows now.
    @MainActor init(field: TextField) {
        (hint, purpose) = Self.contentType(keyboardType: field.keyboardType, isSecure: field.isSecureTextEntry)
        if !field.isSecureTextEntry {
            let (text, cursor) = Self.surroundingText(field.storage, caret: field.caret)
            surroundingText = text
            self.cursor = Int32(clamping: cursor)
            anchor = Int32(clamping: max(0, cursor - field.selectedText.utf8.count))
        }
        let caret = field.caretRect()
        let origin = field.convert(caret.origin, to: field.window)
        cursorX = Int32(saturating: origin.x.rounded())
        cursorY = Int32(saturating: origin.y.rounded())
        cursorWidth = Int32(saturating: caret.width.rounded(.up))
        cursorHeight = Int32(saturating: caret.height.rounded(.up))
    }

    /// The protocol's content hint and purpose for a field.
    static func contentType(keyboardType: KeyboardType, isSecure: Bool)
        -> (ZwpTextInputV3.ContentHint, ZwpTextInputV3.ContentPurpose)
    {
        let purpose: ZwpTextInputV3.ContentPurpose
        switch keyboardType {
        case .default: purpose = isSecure ? .password : .normal
        case .numberPad: purpose = isSecure ? .pin : .digits
        case .decimalPad: purpose = isSecure ? .pin : .number
        case .emailAddress: purpose = .email
        case .url: purpose = .url
        }
        var hint: ZwpTextInputV3.ContentHint = []
        if isSecure { hint = [.hiddenText, .sensitiveData] }
        else if keyboardType == .default { hint = [.completion, .spellcheck, .autoCapitalization] }
        else if keyboardType == .emailAddress || keyboardType == .url { hint = [.lowercase] }
        return (hint, purpose)
    }

    /// `text` whole when it fits the limit, else the whole characters nearest the caret that do, and
    /// the caret's byte offset into what is returned.
    static func surroundingText(_ text: String, caret: Int, limit: Int = surroundingTextLimit) -> (String, Int) {
        let caretIndex = text.index(text.startIndex, offsetBy: min(max(caret, 0), text.count))
        if text.utf8.count <= limit { return (text, text.utf8.distance(from: text.startIndex, to: caretIndex)) }
        // Half the budget before the caret, what is left after it.
        var start = caretIndex, used = 0
        while start > text.startIndex {
            let previous = text.index(before: start)
            let size = text.utf8.distance(from: previous, to: start)
            if used + size > limit / 2 { break }
            used += size
            start = previous
        }
        var end = caretIndex
        while end < text.endIndex {
            let next = text.index(after: end)
            let size = text.utf8.distance(from: end, to: next)
            if used + size > limit { break }
            used += size
            end = next
        }
        return (String(text[start..<end]), text.utf8.distance(from: start, to: caretIndex))
    }
}
