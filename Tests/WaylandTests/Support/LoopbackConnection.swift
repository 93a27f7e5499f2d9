import WaylandClient
import WaylandServer

/// A client `Display` wired to an in-process `ServerDisplay` through a socketpair.
///
/// Nothing runs in the background: `pump()` moves messages client → server → client on the calling
/// thread, so tests are deterministic and need no sleeps or socket files.
final class LoopbackConnection {
    let server: ServerDisplay
    let serverClient: ServerClient
    let display: Display

    /// The failure of a bounded wait.
    struct Timeout: Error, CustomStringConvertible {
        var description: String { "the condition did not hold after the allowed number of pumps" }
    }

    init(server: ServerDisplay) throws {
        self.server = server
        let (client, peer) = try server.createConnectedClient()
        serverClient = client
        display = try Display(fileDescriptor: peer.take())
    }

    /// One exchange: client flush → server dispatch + flush → client read + dispatch.
    func pump() throws {
        try display.flush()
        try server.dispatch()
        server.flushClients()
        try display.dispatchAvailable()
    }

    /// Pumps until `condition` holds, at most `limit` times.
    func pump(until condition: () -> Bool, limit: Int = 20) throws {
        for _ in 0..<limit {
            if condition() { return }
            try pump()
        }
        if !condition() { throw Timeout() }
    }

    /// Like `wl_display_roundtrip`, without blocking: everything sent so far has been answered after it.
    func roundtrip() throws {
        let callback = try display.wlDisplay.sync()
        var done = false
        callback.onEvent = { _ in done = true }
        try pump(until: { done })
    }
}
