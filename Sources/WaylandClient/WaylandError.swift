/// Everything that can go wrong on the client side.
public enum WaylandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No connection could be made to `display`.
    case cannotConnect(display: String, reason: String)
    /// The compositor reported a protocol error and closed the connection.
    case protocolError(interface: String, objectID: UInt32, code: UInt32, message: String)
    /// The connection is gone (compositor exited, socket closed, I/O error).
    case disconnected(reason: String)
    /// A request was made on (or passed) an object that was already destroyed.
    case objectDestroyed(interface: String, request: String)
    /// A request is newer than the version the object was bound at; it was not sent.
    case unsupportedVersion(interface: String, request: String, since: UInt32, boundVersion: UInt32)
    /// `bind` asked for a version these bindings do not have, or version 0.
    case invalidBindVersion(interface: String, requested: UInt32, supported: UInt32)
    /// A required global is not advertised (or only at a version below `minimumVersion`).
    case missingGlobal(interface: String, minimumVersion: UInt32, advertisedVersion: UInt32?)
    /// A file descriptor argument was already closed or taken.
    case invalidFileDescriptor(argument: String)
    /// libwayland could not create an object (out of memory).
    case outOfMemory

    public var description: String {
        switch self {
        case let .cannotConnect(display, reason):
            "cannot connect to Wayland display '\(display)': \(reason)"
        case let .protocolError(interface, objectID, code, message):
            "Wayland protocol error on \(interface)@\(objectID), code \(code): \(message)"
        case let .disconnected(reason):
            "disconnected from the Wayland compositor: \(reason)"
        case let .objectDestroyed(interface, request):
            "\(interface).\(request): the object was already destroyed"
        case let .unsupportedVersion(interface, request, since, bound):
            "\(interface).\(request) needs version \(since), but the object is bound at version \(bound); not sent"
        case let .invalidBindVersion(interface, requested, supported):
            "cannot bind \(interface) at version \(requested): these bindings support versions 1...\(supported)"
        case let .missingGlobal(interface, minimum, advertised):
            if let advertised {
                "required global \(interface) is advertised at version \(advertised), below the minimum \(minimum)"
            } else {
                "required global \(interface) (version \(minimum) or later) is not advertised by the compositor"
            }
        case let .invalidFileDescriptor(argument):
            "file descriptor argument '\(argument)' is closed"
        case .outOfMemory:
            "libwayland could not allocate a new object"
        }
    }
}
