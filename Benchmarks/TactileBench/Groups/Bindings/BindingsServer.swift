import WaylandServer

/// The in-process server both bindings peers talk to: `wl_compositor` (v4) and `wl_seat` (v5, touch)
/// on the Swift server bindings. It ignores surface requests and remembers each client's `wl_touch`.
final class BindingsServer {
    let display: ServerDisplay
    private var globals: [Global] = []
    /// Each client's touch object, by client.
    private(set) var touches: [ObjectIdentifier: WlTouchResource] = [:]

    init() throws {
        display = try ServerDisplay()
        globals.append(try display.createGlobal(WlCompositorResource.self, version: 4) { compositor in
            compositor.onRequest = { _ in }
        })
        globals.append(try display.createGlobal(WlSeatResource.self, version: 5) { [unowned self] seat in
            try? seat.capabilities(capabilities: [.touch])
            seat.onRequest = { [unowned self] request in
                if case .getTouch(let touch) = request { self.touches[ObjectIdentifier(touch.client)] = touch }
            }
        })
    }

    deinit { display.destroy() }

    /// The touch object `client` created, if it did.
    func touch(of client: ServerClient) -> WlTouchResource? { touches[ObjectIdentifier(client)] }

    /// Reads and handles what clients sent, then flushes to them.
    func pump() throws {
        try display.dispatch()
        try display.dispatch()
        display.flushClients()
    }
}
