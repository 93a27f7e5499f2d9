/// What a view or controller is handed when the app's language changes: the new language's text
/// for each string `Localization.string` returned before the change, and nil for every other
/// string (text the app built itself, what the user typed).
///
/// A widget's `localizationDidChange(_:)` passes each string it shows through `update(_:)`.
@MainActor public struct Relocalization {
    private let translate: @MainActor (String) -> String?

    /// A relocalization answering with `translate`.
    public init(_ translate: @escaping @MainActor (String) -> String?) {
        self.translate = translate
    }

    /// The text to show instead of `text` now, or nil when `text` did not come from the catalogue.
    public func callAsFunction(_ text: String) -> String? { translate(text) }

    /// Replaces `text` with its new language's text when it came from the catalogue; true when
    /// it changed.
    @discardableResult
    public func update(_ text: inout String) -> Bool {
        guard let new = translate(text), new != text else { return false }
        text = new
        return true
    }

    /// Replaces `text` (when set) with its new language's text when it came from the catalogue;
    /// true when it changed.
    @discardableResult
    public func update(_ text: inout String?) -> Bool {
        guard let old = text, let new = translate(old), new != old else { return false }
        text = new
        return true
    }
}
