/// Everything that can go wrong on the server side.
public enum WaylandServerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `wl_display_create` failed.
    case cannotCreateDisplay
    /// The display was already destroyed.
    case displayDestroyed
    /// A listening socket could not be added.
    case cannotAddSocket(name: String, reason: String)
    /// `wl_client_create` failed for a connected socket.
    case cannotCreateClient(reason: String)
    /// An event was sent on (or passed) a resource that was already destroyed.
    case resourceDestroyed(interface: String, event: String)
    /// An event is newer than the resource's version; it was not sent.
    case unsupportedVersion(interface: String, event: String, since: UInt32, resourceVersion: UInt32)
    /// A global was created with a version these bindings do not have, or version 0.
    case invalidGlobalVersion(interface: String, requested: UInt32, supported: UInt32)
    /// A file descriptor argument was already closed or taken.
    case invalidFileDescriptor(argument: String)
    /// libwayland could not allocate an object.
    case outOfMemory

    public var description: String {
        switch self {
        case .cannotCreateDisplay: "cannot create a Wayland server display"
        case .displayDestroyed: "the Wayland server display was destroyed"
        case let .cannotAddSocket(name, reason): "cannot add Wayland socket '\(name)': \(reason)"
        case let .cannotCreateClient(reason): "cannot create a Wayland client: \(reason)"
        case let .resourceDestroyed(interface, event): "\(interface).\(event): the resource was already destroyed"
        case let .unsupportedVersion(interface, event, since, version):
            "\(interface).\(event) needs version \(since), but the resource has version \(version); not sent"
        case let .invalidGlobalVersion(interface, requested, supported):
            "cannot advertise \(interface) at version \(requested): these bindings support versions 1...\(supported)"
        case let .invalidFileDescriptor(argument): "file descriptor argument '\(argument)' is closed"
        case .outOfMemory: "libwayland could not allocate an object"
        }
    }
}

/// A `new_id` without a fixed interface in a request (only `wl_registry.bind`, which libwayland
/// handles itself on the server).
public struct NewObjectRequest: Equatable, Sendable {
    /// The interface the client asked for.
    public var interface: String
    /// The version the client asked for.
    public var version: UInt32
    /// The new object's id.
    public var id: UInt32
}
