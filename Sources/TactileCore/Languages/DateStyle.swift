/// How much of a date `Localization.formatted(_:style:)` writes.
public enum DateStyle: Sendable, Hashable {
    /// Numbers only ("11/28/26", "28.11.26").
    case short
    /// An abbreviated month, or all numbers where the language writes it so ("Nov 28, 2026").
    case medium
    /// The month's full name ("November 28, 2026", "28. November 2026").
    case long
}
