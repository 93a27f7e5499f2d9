import TactileCore
import WaylandClient

/// Why the Wayland platform layer cannot start or had to stop.
public enum PlatformError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No connection to the display: `cannot connect to Wayland display 'NAME': reason`.
    case cannotConnect(display: String, reason: String)
    /// A global the toolkit cannot work without is missing (named), or too old.
    case missingGlobal(interface: String, minimumVersion: UInt32)
    /// The compositor closed the connection, died, or reported a protocol error.
    case connectionLost(String)
    /// Shared memory for a buffer could not be created or mapped.
    case sharedMemory(String)

    /// The one line printed to stderr when an app stops because of it.
    public var description: String {
        switch self {
        case let .cannotConnect(display, reason):
            "cannot connect to Wayland display '\(display)': \(reason)"
        case let .missingGlobal(interface, minimum):
            "the compositor does not offer \(interface) (version \(minimum) or later), which Tactile requires"
        case let .connectionLost(reason):
            "lost the connection to the Wayland compositor: \(reason)"
        case let .sharedMemory(reason):
            "cannot allocate a shared-memory buffer: \(reason)"
        }
    }

    /// Translates a protocol-layer error.
    init(_ error: WaylandError) {
        switch error {
        case let .cannotConnect(display, reason):
            self = .cannotConnect(display: display, reason: reason)
        case let .missingGlobal(interface, minimum, _):
            self = .missingGlobal(interface: interface, minimumVersion: minimum)
        case let .disconnected(reason):
            self = .connectionLost(reason)
        default:
            self = .connectionLost(error.description)
        }
    }
}
