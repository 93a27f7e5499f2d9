import ArgumentParser
import Tactile

/// `kiosk-demo --text-entry`: which keyboard types into the search field.
public enum KioskTextEntry: String, ExpressibleByArgument, CaseIterable, Sendable {
    /// The keyboard the app draws (the default: kiosk compositors run no input method).
    case inApp = "in-app"
    /// The compositor's input method when it serves the window, else the in-app keyboard.
    case inputMethod = "input-method"
    /// The in-app keyboard, and the compositor's input method too when it offers one.
    case both

    /// The toolkit's setting for it (`RunOptions.textEntry`).
    public var mode: TextEntryMode {
        switch self {
        case .inApp: .inAppKeyboard
        case .inputMethod: .inputMethod
        case .both: .both
        }
    }
}
