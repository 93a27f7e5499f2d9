import CWaylandServer

#if canImport(Glibc)
import Glibc
#endif

/// A Wayland server (compositor side): owns the `wl_display`, its event loop, clients and globals.
///
/// Pump it from your own loop: poll `eventLoopFileDescriptor`, then `dispatch()` and `flushClients()`.
/// `destroy()` (or deinit) disconnects every client and destroys every resource and global.
/// Not thread-safe: use one thread.
public final class ServerDisplay {
    /// The `wl_display*`, nil once destroyed.
    private(set) var displayPointer: OpaquePointer?
    private var clients: [OpaquePointer: ServerClient] = [:]
    private var clientCreated: Listener?
    /// How many calls into libwayland that run handlers are in progress (ServerDisplay+Handlers.swift).
    var handlerDepth = 0
    /// A flush was asked for inside a handler.
    var flushDeferred = false

    /// Called for every client that connects (through a socket or `createClient`), before its first request.
    public var onClientConnected: ((ServerClient) -> Void)?

    /// Creates a display with no sockets and no globals.
    public init() throws(WaylandServerError) {
        _ = ServerLog.install
        guard let display = wl_display_create() else { throw .cannotCreateDisplay }
        displayPointer = display
        let listener = Listener(oneShot: false) { [weak self] data in
            guard let self, let data else { return }
            let client = self.client(for: OpaquePointer(data))
            self.onClientConnected?(client)
        }
        clientCreated = listener
        wl_display_add_client_created_listener(display, listener.pointer)
    }

    deinit { destroy() }

    /// Whether `destroy()` has not been called yet.
    public var isAlive: Bool { displayPointer != nil }

    private func live() throws(WaylandServerError) -> OpaquePointer {
        guard let display = displayPointer else { throw .displayDestroyed }
        return display
    }

    /// Listens on `$XDG_RUNTIME_DIR/name`, or on the first free `wayland-N` when `name` is nil; returns the name.
    @discardableResult
    public func addSocket(name: String? = nil) throws(WaylandServerError) -> String {
        let display = try live()
        if let name {
            guard wl_display_add_socket(display, name) == 0 else {
                throw .cannotAddSocket(name: name, reason: String(cString: strerror(errno)))
            }
            return name
        }
        guard let chosen = wl_display_add_socket_auto(display) else {
            throw .cannotAddSocket(name: "wayland-N", reason: String(cString: strerror(errno)))
        }
        return String(cString: chosen)
    }

    /// Makes a client of one end of a connected socket (e.g. from `socketpair`); on success the display
    /// owns `fileDescriptor`, on failure the caller still does.
    public func createClient(fileDescriptor: Int32) throws(WaylandServerError) -> ServerClient {
        let display = try live()
        guard let client = wl_client_create(display, fileDescriptor) else {
            throw .cannotCreateClient(reason: String(cString: strerror(errno)))
        }
        return self.client(for: client)
    }

    /// Creates a socketpair, makes one end a client and returns the other end, e.g. for an in-process
    /// client: `Display(fileDescriptor: peer.take())`. Nothing touches the file system.
    public func createConnectedClient() throws(WaylandServerError) -> (client: ServerClient, peer: OwnedFileDescriptor) {
        _ = try live()
        var sockets: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            throw .cannotCreateClient(reason: String(cString: strerror(errno)))
        }
        let peer = OwnedFileDescriptor(adopting: sockets[1])
        do {
            return (try createClient(fileDescriptor: sockets[0]), peer)
        } catch {
            close(sockets[0])
            throw error
        }
    }

    /// The Swift wrapper of a `wl_client*` (created on first use, forgotten when the client goes away).
    func client(for pointer: OpaquePointer) -> ServerClient {
        if let existing = clients[pointer] { return existing }
        let client = ServerClient(pointer: pointer, display: self)
        clients[pointer] = client
        return client
    }

    func forget(_ client: ServerClient, pointer: OpaquePointer) {
        if clients[pointer] === client { clients[pointer] = nil }
    }

    /// Every connected client.
    public var connectedClients: [ServerClient] { Array(clients.values) }

    /// The event loop's file descriptor: readable when `dispatch()` has work.
    public var eventLoopFileDescriptor: Int32 {
        guard let display = displayPointer else { return -1 }
        return wl_event_loop_get_fd(wl_display_get_event_loop(display))
    }

    /// Processes pending client requests and event sources, waiting at most `timeout` ms (0: never wait).
    public func dispatch(timeout: Int32 = 0) throws(WaylandServerError) {
        let display = try live()
        runningHandlers { _ = wl_event_loop_dispatch(wl_display_get_event_loop(display), timeout) }
    }

    /// A new serial number (for events that carry one).
    public func nextSerial() -> UInt32 {
        guard let display = displayPointer else { return 0 }
        return wl_display_next_serial(display)
    }

    /// Advertises `T` at `version`; `bind` runs for each client that binds it, with the new resource.
    /// Keep the returned `Global`: dropping it destroys the global.
    public func createGlobal<T: Resource>(
        _ type: T.Type, version: UInt32, bind: @escaping (T) -> Void
    ) throws(WaylandServerError) -> Global {
        let display = try live()
        guard version >= 1, version <= T.interfaceVersion else {
            throw .invalidGlobalVersion(interface: T.interfaceName, requested: version, supported: T.interfaceVersion)
        }
        let binding = Global.Binding { [weak self] clientPointer, version, id in
            guard let self else { return }
            let interface = generatedInterfaceTable.pointer(at: T.interfaceIndex)
            guard let resource = wl_resource_create(clientPointer, interface, Int32(bitPattern: version), id) else {
                wl_client_post_no_memory(clientPointer)
                return
            }
            bind(T(adopting: resource, client: self.client(for: clientPointer)))
        }
        return try Global(display: self, pointer: display, interfaceIndex: T.interfaceIndex, interfaceName: T.interfaceName, version: version, binding: binding)
    }

    /// Disconnects every client and destroys all resources and globals; later calls throw `displayDestroyed`.
    public func destroy() {
        guard let display = displayPointer else { return }
        runningHandlers { wl_display_destroy_clients(display) }
        clientCreated?.remove()
        clientCreated = nil
        displayPointer = nil
        wl_display_destroy(display)
        clients.removeAll()
    }
}
