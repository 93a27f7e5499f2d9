/// Names one service a platform can offer the views of a window, and the service's type.
///
/// The widget set declares the keys of what it needs (a clipboard, an input method), and the engine
/// the key of what it needs from the widget set (`NavigationBarServiceKey`); the platform that shows
/// the window installs the services under them (`Window.services`). Neither module imports the
/// other for it.
public protocol WindowServiceKey {
    /// The type of the service stored under this key.
    associatedtype Service
}

/// The services installed on a window, one per key; a key with none installed reads nil.
@MainActor public struct WindowServices {
    private var entries: [ObjectIdentifier: Any] = [:]

    /// An empty set: every key reads nil.
    public init() {}

    /// The service stored under `key`; assigning nil removes it.
    public subscript<Key: WindowServiceKey>(key: Key.Type) -> Key.Service? {
        get { entries[ObjectIdentifier(key)] as? Key.Service }
        set { entries[ObjectIdentifier(key)] = newValue }
    }
}
