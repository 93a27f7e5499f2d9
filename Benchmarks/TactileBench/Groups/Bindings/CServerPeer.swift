import CBenchPeers

/// The C side of the server-request comparison: a plain libwayland compositor
/// (CBenchPeers/server_peer.c, C request handlers) with a C client connected to it.
final class CServerPeer {
    let server: OpaquePointer
    let client: OpaquePointer

    init() throws {
        guard let server = cbench_server_create() else {
            throw BindingsBenchmarkError.setupFailed("the C server could not start")
        }
        let fd = cbench_server_connect_client(server)
        guard fd >= 0, let client = cbench_client_create(fd) else {
            cbench_server_destroy(server)
            throw BindingsBenchmarkError.setupFailed("the C server's client could not connect")
        }
        self.server = server
        self.client = client
        var setUp = false
        for _ in 0..<50 {
            _ = cbench_server_dispatch(server)
            cbench_server_flush(server)
            guard cbench_client_pump(client) >= 0 else { break }
            if !setUp { setUp = cbench_client_setup(client) == 0 }
            if setUp && cbench_client_ready(client) != 0 {
                _ = cbench_server_dispatch(server)
                return
            }
        }
        cbench_client_destroy(client)
        cbench_server_destroy(server)
        throw BindingsBenchmarkError.setupFailed("the C server's client never got its surface")
    }

    deinit {
        cbench_client_destroy(client)
        cbench_server_destroy(server)
    }

    var damages: UInt64 { cbench_server_damages(server) }
}
