import CWaylandClient

/// The base of every generated client class (`WlSurface`, `XdgToplevel`, ...): one protocol object.
///
/// Lifetime: the Swift object owns the `wl_proxy`. Dropping the last reference destroys it — sending the
/// interface's argument-less destructor request (e.g. `destroy`, `release`) when the bound version has
/// one — after which the compositor's events for it are dropped by libwayland. Calling a destructor
/// request explicitly does the same immediately; any later request throws `objectDestroyed`.
/// A proxy keeps alive the object that created it and the objects passed in the creating request
/// (an `XdgToplevel` keeps its `XdgSurface`, which keeps its `WlSurface`), so dropping a tree of
/// objects destroys children first. Every proxy keeps its connection alive.
/// Proxies are not thread-safe: use them on one thread.
public class Proxy {
    /// The protocol name of the interface, e.g. `"wl_surface"`.
    public class var interfaceName: String { "" }
    /// The highest version of the interface these bindings know.
    public class var interfaceVersion: UInt32 { 0 }
    /// Position in `generatedInterfaceTable`.
    class var interfaceIndex: Int { -1 }
    /// The argument-less destructor request sent on deinit, with the version that introduced it.
    class var destructorRequest: (opcode: UInt32, since: UInt32)? { nil }

    let connection: Connection
    /// The `wl_proxy*`, nil once destroyed.
    private(set) var proxyPointer: OpaquePointer?
    /// False for the display proxy, which libwayland owns.
    private let ownsProxy: Bool
    /// The creator and the objects passed when this was created: kept alive so that dropping a whole
    /// tree of objects destroys children before their parents (the order protocols require).
    private var keptAlive: [Proxy] = []

    /// The version the object was created or bound at.
    public let version: UInt32

    /// Whether the object is still alive (no destructor was sent or received).
    public var isAlive: Bool { proxyPointer != nil }

    /// The protocol object id, or 0 once destroyed.
    public var id: UInt32 { proxyPointer.map { wl_proxy_get_id($0) } ?? 0 }

    /// Wraps a proxy libwayland just created and routes its events to `dispatch`.
    required init(adopting proxy: OpaquePointer, connection: Connection, version: UInt32) {
        self.connection = connection
        self.proxyPointer = proxy
        self.version = version
        self.ownsProxy = true
        let data = Unmanaged.passUnretained(self).toOpaque()
        wl_proxy_add_dispatcher(proxy, { _, target, opcode, _, arguments in
            guard let target, let arguments, let data = wl_proxy_get_user_data(OpaquePointer(target)) else { return 0 }
            let proxy = Unmanaged<Proxy>.fromOpaque(data).takeUnretainedValue()
            proxy.dispatch(opcode: opcode, arguments: arguments)
            return 0
        }, bindingsSentinelPointer, data)
    }

    /// Wraps the display proxy, which has libwayland's own listener and is never destroyed here.
    init(displayOf connection: Connection) {
        self.connection = connection
        self.proxyPointer = connection.display
        self.version = 1
        self.ownsProxy = false
    }

    deinit {
        guard ownsProxy, let proxy = proxyPointer else { return }
        if let destructor = Self.destructorRequest, destructor.since <= version {
            wl_proxy_marshal_array_flags(proxy, destructor.opcode, nil, version, UInt32(WL_MARSHAL_FLAG_DESTROY), nil)
        } else {
            wl_proxy_destroy(proxy)
        }
    }

    /// Decodes one event; overridden by generated classes.
    func dispatch(opcode: UInt32, arguments: UnsafeMutablePointer<wl_argument>) {}

    // MARK: Helpers for generated requests

    /// The proxy to send `request` on, after checking it is alive, new enough and connected.
    func liveTarget(for request: String, since: UInt32) throws(WaylandError) -> OpaquePointer {
        guard let proxy = proxyPointer else {
            throw .objectDestroyed(interface: Self.interfaceName, request: request)
        }
        guard since <= version else {
            throw .unsupportedVersion(interface: Self.interfaceName, request: request, since: since, boundVersion: version)
        }
        if let error = connection.currentError { throw error }
        return proxy
    }

    /// The `wl_proxy*` of an object argument.
    func pointer(of object: Proxy?, argument: String, nullable: Bool) throws(WaylandError) -> OpaquePointer? {
        guard let object else { return nil }
        guard let pointer = object.proxyPointer else {
            throw .objectDestroyed(interface: type(of: object).interfaceName, request: "argument '\(argument)'")
        }
        return pointer
    }

    /// The raw descriptor of an fd argument (libwayland sends a duplicate; the caller keeps its own).
    func descriptor(_ descriptor: OwnedFileDescriptor, argument: String) throws(WaylandError) -> Int32 {
        guard descriptor.isValid else { throw .invalidFileDescriptor(argument: argument) }
        return descriptor.rawValue
    }

    /// Checks a generic bind's type and version.
    func checkCreatable<T: Proxy>(_ type: T.Type, version: UInt32) throws(WaylandError) {
        guard version >= 1, version <= T.interfaceVersion, T.interfaceIndex >= 0 else {
            throw .invalidBindVersion(interface: T.interfaceName, requested: version, supported: T.interfaceVersion)
        }
    }

    /// Sends a request; a destructor also destroys the proxy.
    func marshal(_ target: OpaquePointer, opcode: UInt32, arguments: UnsafeMutablePointer<wl_argument>?, destroying: Bool = false) {
        wl_proxy_marshal_array_flags(target, opcode, nil, version, destroying ? UInt32(WL_MARSHAL_FLAG_DESTROY) : 0, arguments)
        if destroying { proxyPointer = nil }
    }

    /// Sends a request that creates an object of the interface at `interfaceIndex`.
    func marshalCreating(
        _ target: OpaquePointer, opcode: UInt32, arguments: UnsafeMutablePointer<wl_argument>?, interfaceIndex: Int,
        version: UInt32
    ) -> OpaquePointer? {
        let interface = generatedInterfaceTable.pointer(at: interfaceIndex)
        return wl_proxy_marshal_array_flags(target, opcode, interface, version, 0, arguments)
    }

    /// Wraps the proxy a request just created; it keeps this proxy and `objects` alive.
    func adoptCreated<T: Proxy>(
        _ proxy: OpaquePointer?, as type: T.Type, version: UInt32, keeping objects: [Proxy?] = []
    ) throws(WaylandError) -> T {
        guard let proxy else { throw connection.currentError ?? .outOfMemory }
        let created = T(adopting: proxy, connection: connection, version: version)
        created.keptAlive = [self] + objects.compactMap { $0 }
        return created
    }

    // MARK: Helpers for generated event decoding

    /// Wraps a proxy libwayland created for a `new_id` in an event.
    func adoptIncoming<T: Proxy>(_ object: OpaquePointer?, as type: T.Type) -> T? {
        guard let object else { return nil }
        let created = T(adopting: object, connection: connection, version: version)
        created.keptAlive = [self]
        return created
    }

    /// The Swift object of an object argument, if it is one of ours and of the expected type.
    func resolve<T: Proxy>(_ object: OpaquePointer?, as type: T.Type) -> T? {
        guard let object, wl_proxy_get_listener(object) == bindingsSentinelPointer,
            let data = wl_proxy_get_user_data(object)
        else { return nil }
        return Unmanaged<Proxy>.fromOpaque(data).takeUnretainedValue() as? T
    }

    /// Called after a destructor event was delivered: the object is gone.
    func destroyAfterDestructorEvent() {
        guard ownsProxy, let proxy = proxyPointer else { return }
        proxyPointer = nil
        wl_proxy_destroy(proxy)
    }
}
