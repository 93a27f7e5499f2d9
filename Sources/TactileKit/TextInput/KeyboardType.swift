import TactileCore
/// Which keys the on-screen keyboard offers a text field.
public enum KeyboardType: Sendable, Equatable {
    /// Letters, with numbers and symbols one key away.
    case `default`
    /// Digits only, on a phone-style pad.
    case numberPad
    /// Digits and a decimal separator, on a pad.
    case decimalPad
    /// Letters with `@` and `.` at hand.
    case emailAddress
    /// Letters with `/`, `.` and `.com` at hand.
    case url
}

/// What the keyboard's return key says (and does: `textFieldShouldReturn` decides).
public enum ReturnKeyType: Sendable, Equatable {
    case `default`, go, search, done, next, send, join

    /// The key's label in English (the keyboard shows it in its layout's language).
    public var title: String {
        switch self {
        case .default: "return"
        case .go: "Go"
        case .search: "Search"
        case .done: "Done"
        case .next: "Next"
        case .send: "Send"
        case .join: "Join"
        }
    }

    /// The key's label among Tactile's own strings.
    var toolkitString: ToolkitString {
        switch self {
        case .default: .returnKey
        case .go: .go
        case .search: .search
        case .done: .done
        case .next: .next
        case .send: .send
        case .join: .join
        }
    }
}
