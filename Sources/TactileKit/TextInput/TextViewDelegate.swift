import TactileCore

/// What a text view asks and tells its delegate, as UIKit's `UITextViewDelegate`. Both methods
/// have a default: nothing, and allow.
@MainActor public protocol TextViewDelegate: AnyObject {
    /// The text changed by typing, deleting, pasting or undo (not when the app sets `text`).
    func textViewDidChange(_ tv: TextView)
    /// Whether typing may replace `range` of the text with `replacementText`.
    func textView(_ tv: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText: String) -> Bool
}

extension TextViewDelegate {
    public func textViewDidChange(_ tv: TextView) {}
    public func textView(_ tv: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText: String) -> Bool { true }
}
