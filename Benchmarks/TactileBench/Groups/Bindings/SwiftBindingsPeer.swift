import WaylandClient
import WaylandServer

/// The Swift side of the bindings comparison: a client on the generated bindings with one
/// `wl_surface` and a `wl_touch` whose handler sums the motions' x.
final class SwiftBindingsPeer {
    let display: Display
    let serverClient: ServerClient
    let surface: WlSurface
    let touch: WlTouch
    private let registry: GlobalRegistry
    private let compositor: WlCompositor
    private let seat: WlSeat
    /// Motions the handler received, and the sum of their x (so the handler's work is real).
    private(set) var motions = 0
    private(set) var xSum = 0.0

    /// Connects to `server` over a socketpair and sets everything up, pumping both sides in turn.
    init(server: BindingsServer) throws {
        let (client, peer) = try server.display.createConnectedClient()
        serverClient = client
        display = try Display(fileDescriptor: peer.take())
        registry = try GlobalRegistry(display: display)
        try Self.exchange(display, server) { [registry] in
            registry.global(named: WlCompositor.interfaceName) != nil && registry.global(named: WlSeat.interfaceName) != nil
        }
        compositor = try registry.bind(WlCompositor.self, versions: 4...4)
        surface = try compositor.createSurface()
        seat = try registry.bind(WlSeat.self, versions: 5...5)
        touch = try seat.getTouch()
        touch.onEvent = { [unowned self] event in
            if case .motion(_, _, let x, _) = event {
                self.motions += 1
                self.xSum += x
            }
        }
        try Self.exchange(display, server) { server.touch(of: client) != nil }
    }

    /// Client flush → server → client read, until `done` (bounded).
    private static func exchange(_ display: Display, _ server: BindingsServer, until done: () -> Bool) throws {
        for _ in 0..<50 {
            try display.flush()
            try server.pump()
            try display.dispatchAvailable()
            if done() { return }
        }
        throw BindingsBenchmarkError.setupFailed("the Swift client's globals or touch never arrived")
    }
}

/// Why the bindings group cannot run.
enum BindingsBenchmarkError: Error, CustomStringConvertible {
    case setupFailed(String)
    var description: String {
        switch self {
        case .setupFailed(let why): "bindings benchmark setup failed: \(why)"
        }
    }
}
