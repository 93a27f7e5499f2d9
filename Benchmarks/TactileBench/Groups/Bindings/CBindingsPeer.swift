import CBenchPeers
import WaylandServer

/// The C side of the bindings comparison: a plain libwayland client (CBenchPeers/client_peer.c)
/// with the same objects as `SwiftBindingsPeer`.
final class CBindingsPeer {
    let client: OpaquePointer
    let serverClient: ServerClient

    /// Connects to `server` over a socketpair and sets everything up, pumping both sides in turn.
    init(server: BindingsServer) throws {
        let (serverClient, peer) = try server.display.createConnectedClient()
        self.serverClient = serverClient
        guard let client = cbench_client_create(peer.take()) else {
            throw BindingsBenchmarkError.setupFailed("the C client could not connect")
        }
        self.client = client
        var setUp = false
        for _ in 0..<50 {
            try server.pump()
            guard cbench_client_pump(client) >= 0 else { break }
            if !setUp { setUp = cbench_client_setup(client) == 0 }
            if setUp && server.touch(of: serverClient) != nil { return }
        }
        cbench_client_destroy(client)
        throw BindingsBenchmarkError.setupFailed("the C client's globals or touch never arrived")
    }

    deinit { cbench_client_destroy(client) }

    var motions: UInt64 { cbench_client_touch_motions(client) }
}
