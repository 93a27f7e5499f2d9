import WaylandClient
import WaylandServer

/// A client connected through `HeadlessCompositor.connectClient()`: both ends of its socket pair.
final class ClientLink {
    let serverClient: ServerClient
    weak var display: Display?

    init(serverClient: ServerClient, display: Display) {
        self.serverClient = serverClient
        self.display = display
    }
}
