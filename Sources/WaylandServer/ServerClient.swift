import CWaylandServer
import CWaylandServerShim

/// One connected client of a `ServerDisplay`.
public final class ServerClient {
    /// The `wl_client*`, nil once the client is gone.
    private(set) var clientPointer: OpaquePointer?
    /// The display this client is connected to (nil once the display is gone).
    public private(set) weak var display: ServerDisplay?
    private var destroyListener: Listener?

    /// Called once when the client disconnects or is destroyed (its resources are destroyed first).
    public var onDestroy: (() -> Void)?

    init(pointer: OpaquePointer, display: ServerDisplay) {
        clientPointer = pointer
        self.display = display
        let listener = Listener(oneShot: true) { [weak self] _ in self?.clientWasDestroyed() }
        destroyListener = listener
        wl_client_add_destroy_listener(pointer, listener.pointer)
    }

    deinit {
        destroyListener?.remove()
    }

    private func clientWasDestroyed() {
        guard let pointer = clientPointer else { return }
        clientPointer = nil
        display?.forget(self, pointer: pointer)
        onDestroy?()
    }

    /// Whether the client is still connected.
    public var isAlive: Bool { clientPointer != nil }

    /// The peer's process id, user id and group id.
    public var credentials: (pid: Int32, uid: UInt32, gid: UInt32)? {
        guard let client = clientPointer else { return nil }
        var pid: pid_t = 0
        var uid: uid_t = 0
        var gid: gid_t = 0
        wl_client_get_credentials(client, &pid, &uid, &gid)
        return (pid, uid, gid)
    }

    /// Sends the client's queued events now.
    public func flush() {
        if let client = clientPointer { wl_client_flush(client) }
    }

    /// Reports that the server ran out of memory for this client (fatal for the client).
    public func postNoMemory() {
        if let client = clientPointer { wl_client_post_no_memory(client) }
    }

    /// Reports a server-side bug to the client (fatal for the client).
    public func postImplementationError(_ message: String) {
        if let client = clientPointer { tactile_client_post_implementation_error(client, message) }
    }

    /// Disconnects the client now, destroying its resources.
    public func destroy() {
        guard let client = clientPointer else { return }
        if let display { display.runningHandlers { wl_client_destroy(client) } } else { wl_client_destroy(client) }
    }
}
