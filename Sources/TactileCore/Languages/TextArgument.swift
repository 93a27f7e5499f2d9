/// Text as an argument of `Localization.string(_:table:_:)` for `%@`: Swift's `String` is a
/// `CVarArg` only where full Foundation is imported, which a small static app does without.
/// `localization.string("welcome", TextArgument(name))`; with Foundation, `name` alone works too.
public struct TextArgument: CVarArg, Sendable, Equatable {
    /// The text.
    public let text: String

    /// `text` as a format argument.
    public init(_ text: String) { self.text = text }

    /// Not passed to C: Tactile's formatter reads `text` directly.
    public var _cVarArgEncoding: [Int] { [] }
}
