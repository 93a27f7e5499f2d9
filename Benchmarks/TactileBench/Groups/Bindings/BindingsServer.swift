import WaylandServer

/// The in-process server both bindings peers talk to: `wl_compositor` (v4) and `wl_seat` (v5, touch)
/// on the Swift server bindings. Its surfaces count `damage_buffer` and `commit` requests; it
/// remembers each client's `wl_touch`.
final class BindingsServer {
    let display: ServerDisplay
    private var globals: [Global] = []
    /// Each client's touch object, by client.
    private(set) var touches: [ObjectIdentifier: WlTouchResource] = [:]
    /// `wl_surface.damage_buffer` / `commit` requests the surfaces received.
    private(set) var damages = 0
    private(set) var commits = 0

    init() throws {
        display = try ServerDisplay()
        globals.append(try display.createGlobal(WlCompositorResource.self, version: 4) { [unowned self] compositor in
            compositor.onRequest = { [unowned self] request in
                guard case .createSurface(let surface) = request else { return }
                surface.onRequest = { [unowned self] request in
                    switch request {
                    case .damageBuffer: self.damages += 1
                    case .commit: self.commits += 1
                    default: break
                    }
                }
            }
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
