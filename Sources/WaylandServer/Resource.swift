import CWaylandServer
import CWaylandServerShim

/// The base of every generated server class (`WlSurfaceResource`, ...): one client object.
///
/// Lifetime: libwayland owns the resource; the Swift object stays alive as long as the resource does
/// (until the client destroys it, the client disconnects, or `destroy()`), then `onDestroy` runs once.
/// Destructor requests destroy the resource automatically after `onRequest` saw them.
/// Events sent after that throw `resourceDestroyed`.
public class Resource {
    /// The protocol name of the interface, e.g. `"wl_surface"`.
    public class var interfaceName: String { "" }
    /// The highest version of the interface these bindings know.
    public class var interfaceVersion: UInt32 { 0 }
    /// Position in `generatedInterfaceTable`.
    class var interfaceIndex: Int { -1 }

    /// The `wl_resource*`, nil once destroyed.
    public private(set) var pointer: OpaquePointer?

    /// The client owning this object.
    public let client: ServerClient

    /// The version the client created the object at.
    public let version: UInt32

    /// The protocol object id (still readable after destruction).
    public let id: UInt32

    /// Called once when the resource is destroyed, for any reason.
    public var onDestroy: (() -> Void)?

    /// Whether the resource still exists.
    public var isAlive: Bool { pointer != nil }

    /// Wraps a resource just created with `wl_resource_create` and takes over its dispatching.
    required init(adopting resource: OpaquePointer, client: ServerClient) {
        pointer = resource
        self.client = client
        version = UInt32(bitPattern: wl_resource_get_version(resource))
        id = wl_resource_get_id(resource)
        // The resource holds a strong reference to this object, released by the destroy callback.
        let data = Unmanaged.passRetained(self).toOpaque()
        wl_resource_set_dispatcher(resource, { _, target, opcode, _, arguments in
            guard let target, let arguments, let data = wl_resource_get_user_data(OpaquePointer(target)) else { return 0 }
            let resource = Unmanaged<Resource>.fromOpaque(data).takeUnretainedValue()
            resource.dispatch(opcode: opcode, arguments: arguments)
            return 0
        }, bindingsSentinelPointer, data) { resource in
            guard let resource, let data = wl_resource_get_user_data(resource) else { return }
            Unmanaged<Resource>.fromOpaque(data).takeRetainedValue().resourceWasDestroyed()
        }
    }

    private func resourceWasDestroyed() {
        pointer = nil
        let handler = onDestroy
        onDestroy = nil
        handler?()
    }

    /// Destroys the resource now (the client is not told; use for destructor requests and teardown).
    public func destroy() {
        guard let resource = pointer else { return }
        if let display = client.display { display.runningHandlers { wl_resource_destroy(resource) } } else { wl_resource_destroy(resource) }
    }

    /// Posts a protocol error on this object: fatal for the client, which is disconnected after the
    /// error is flushed. `code` is usually an interface's `Error` value's `rawValue`.
    public func postError(code: UInt32, message: String) {
        if let resource = pointer { tactile_resource_post_error(resource, code, message) }
    }

    /// Posts a protocol error using a generated error enum, e.g. `WlShmResource.Error.invalidStride`.
    public func postError<Code: RawRepresentable>(_ code: Code, message: String) where Code.RawValue == UInt32 {
        postError(code: code.rawValue, message: message)
    }

    /// Decodes one request; overridden by generated classes.
    func dispatch(opcode: UInt32, arguments: UnsafeMutablePointer<wl_argument>) {}

    // MARK: Helpers for generated events

    /// The resource to post `event` on, after checking it is alive and new enough.
    func liveTarget(for event: String, since: UInt32) throws(WaylandServerError) -> OpaquePointer {
        guard let resource = pointer else {
            throw .resourceDestroyed(interface: Self.interfaceName, event: event)
        }
        guard since <= version else {
            throw .unsupportedVersion(interface: Self.interfaceName, event: event, since: since, resourceVersion: version)
        }
        return resource
    }

    /// The `wl_resource*` of an object argument.
    func pointer(of object: Resource?, argument: String, nullable: Bool) throws(WaylandServerError) -> OpaquePointer? {
        guard let object else { return nil }
        guard let pointer = object.pointer else {
            throw .resourceDestroyed(interface: type(of: object).interfaceName, event: "argument '\(argument)'")
        }
        return pointer
    }

    /// The raw descriptor of an fd argument (libwayland sends a duplicate; the caller keeps its own).
    func descriptor(_ descriptor: OwnedFileDescriptor, argument: String) throws(WaylandServerError) -> Int32 {
        guard descriptor.isValid else { throw .invalidFileDescriptor(argument: argument) }
        return descriptor.rawValue
    }

    /// Creates the resource for a `new_id` the server sends in an event.
    func createOutgoing<T: Resource>(_ type: T.Type) throws(WaylandServerError) -> T {
        guard let clientPointer = client.clientPointer else {
            throw .resourceDestroyed(interface: T.interfaceName, event: "create")
        }
        let interface = generatedInterfaceTable.pointer(at: T.interfaceIndex)
        guard let resource = wl_resource_create(clientPointer, interface, Int32(bitPattern: version), 0) else {
            throw .outOfMemory
        }
        return T(adopting: resource, client: client)
    }

    /// Posts an event.
    func postEvent(_ target: OpaquePointer, opcode: UInt32, arguments: UnsafeMutablePointer<wl_argument>?) {
        wl_resource_post_event_array(target, opcode, arguments)
    }

    // MARK: Helpers for generated request decoding

    /// Creates the resource for a `new_id` in a request; on failure tells the client and returns nil.
    func createIncoming<T: Resource>(id: UInt32, as type: T.Type) -> T? {
        guard let clientPointer = client.clientPointer else { return nil }
        let interface = generatedInterfaceTable.pointer(at: T.interfaceIndex)
        guard let resource = wl_resource_create(clientPointer, interface, Int32(bitPattern: version), id) else {
            wl_client_post_no_memory(clientPointer)
            return nil
        }
        return T(adopting: resource, client: client)
    }

    /// The Swift object of an object argument, if it is one of ours and of the expected type.
    func resolve<T: Resource>(_ object: OpaquePointer?, as type: T.Type) -> T? {
        guard let object, let className = wl_resource_get_class(object),
            let interface = generatedInterfaceTable.pointer(named: String(cString: className)),
            wl_resource_instance_of(object, interface, bindingsSentinelPointer) != 0,
            let data = wl_resource_get_user_data(object)
        else { return nil }
        return Unmanaged<Resource>.fromOpaque(data).takeUnretainedValue() as? T
    }

    /// Called after a destructor request was delivered.
    func destroyAfterDestructorRequest() {
        destroy()
    }
}
