import WaylandClient
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

extension HeadlessCompositor {
    /// The most exchanges `roundtrip` and `pump(_:until:)` try before giving up.
    public static let exchangeLimit = 64

    /// Connects a new client over a socket pair and returns its `Display`.
    public func connectClient() throws(HeadlessCompositorError) -> Display {
        var sockets: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            throw .cannotConnect(reason: String(cString: strerror(errno)))
        }
        let serverClient: ServerClient
        do {
            serverClient = try server.createClient(fileDescriptor: sockets[0])
        } catch {
            close(sockets[1])
            throw .server(error)
        }
        let display: Display
        do {
            display = try Display(fileDescriptor: sockets[1])
        } catch {
            serverClient.destroy()
            throw .cannotConnect(reason: error.description)
        }
        let link = ClientLink(serverClient: serverClient, display: display)
        connections.append(link)
        serverClient.onDestroy = { [weak self, weak link] in
            self?.connections.removeAll { $0 === link }
        }
        return display
    }

    /// The server side of `display`'s connection, while it is connected.
    public func serverClient(of display: Display) -> ServerClient? {
        connections.first { $0.display === display }?.serverClient
    }

    /// The connected clients' server sides.
    public var clients: [ServerClient] { connections.map(\.serverClient) }

    /// Processes every client request that has arrived, then sends every queued event. Never waits.
    public func dispatch() throws(HeadlessCompositorError) {
        do {
            try server.dispatch(timeout: 0)
        } catch {
            throw .server(error)
        }
        server.flushClients()
    }

    /// One exchange: `display` sends its requests, the compositor handles them and answers, and
    /// `display` reads and dispatches the answers. Client failures throw the client's `WaylandError`.
    public func pump(_ display: Display) throws {
        try display.flush()
        try dispatch()
        try display.dispatchAvailable()
    }

    /// Pumps until `condition` holds; throws `exchangeLimitReached` after `exchangeLimit` exchanges.
    public func pump(_ display: Display, until condition: () -> Bool) throws {
        for _ in 0..<Self.exchangeLimit {
            if condition() { return }
            try pump(display)
        }
        if !condition() { throw HeadlessCompositorError.exchangeLimitReached(exchanges: Self.exchangeLimit) }
    }

    /// Like `wl_display_roundtrip` without blocking: afterwards every request `display` sent has been
    /// handled and every event the compositor queued before has been dispatched by the client.
    public func roundtrip(_ display: Display) throws {
        let callback = try display.wlDisplay.sync()
        var done = false
        callback.onEvent = { _ in done = true }
        try pump(display, until: { done })
    }

    /// Posts a protocol error on `resource`: the client sees it as `WaylandError.protocolError` and is
    /// disconnected once the error has been sent.
    public func postError(on resource: Resource, code: UInt32, message: String) {
        resource.postError(code: code, message: message)
        server.flushClients()
    }

    /// Posts a protocol error on `surface`'s `wl_surface`.
    public func postError(on surface: HeadlessSurface, code: UInt32, message: String) {
        postError(on: surface.resource, code: code, message: message)
    }

    /// Disconnects `display`'s client: its socket closes and its objects are destroyed. The client sees
    /// `WaylandError.disconnected` on its next read.
    public func disconnect(_ display: Display) {
        serverClient(of: display)?.destroy()
    }

    /// Disconnects every client.
    public func disconnectAllClients() {
        for link in connections { link.serverClient.destroy() }
    }
}
