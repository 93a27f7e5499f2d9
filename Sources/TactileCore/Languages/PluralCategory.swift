/// The plural forms CLDR names: which of a catalogue entry's forms a number takes.
public enum PluralCategory: String, Sendable, CaseIterable {
    /// Arabic's 0.
    case zero
    /// English 1, French 0 and 1, Arabic 1.
    case one
    /// Arabic's 2.
    case two
    /// Arabic's 3–10 (and 103–110, …).
    case few
    /// Arabic's 11–99 (and 111–199, …), French millions.
    case many
    /// Everything else; every language has it, and a catalogue entry must.
    case other
}
