import TactileCore
import WaylandServer

extension HeadlessCompositor {
    /// Sends `wl_touch.down` for a new touch `id` at `point` (surface-local coordinates of `surface`).
    /// Like all input injection, the event is queued: follow with `touchFrame()` and pump the client.
    public func touchDown(id: Int32, at point: Point, on surface: HeadlessSurface) throws(HeadlessCompositorError) {
        try requireCapability(.touch, "touch")
        try requireAlive(surface)
        guard activeTouches[id] == nil else { throw .touchAlreadyDown(id: id) }
        guard hasResource(in: touchResources, for: surface) else { throw .noInputObject(interface: "wl_touch") }
        activeTouches[id] = surface
        let serial = server.nextSerial()
        try deliver(to: touchResources, for: surface) { touch in
            try? touch.down(serial: serial, time: eventTime, surface: surface.resource, id: id, x: point.x, y: point.y)
        }
    }

    /// Sends `wl_touch.motion` (without allocating) for touch `id` to `point`, in the coordinates of the surface it went down on.
    public func touchMotion(id: Int32, to point: Point) throws(HeadlessCompositorError) {
        let surface = try touchedSurface(id)
        try deliver(to: touchResources, for: surface) { touch in
            try? touch.motion(time: eventTime, id: id, x: point.x, y: point.y)
        }
    }

    /// Sends `wl_touch.up` for touch `id`.
    public func touchUp(id: Int32) throws(HeadlessCompositorError) {
        let surface = try touchedSurface(id)
        activeTouches[id] = nil
        let serial = server.nextSerial()
        try deliver(to: touchResources, for: surface) { touch in
            try? touch.up(serial: serial, time: eventTime, id: id)
        }
    }

    /// Sends `wl_touch.frame` to every client that has a `wl_touch`.
    public func touchFrame() throws(HeadlessCompositorError) {
        try requireCapability(.touch, "touch")
        for touch in touchResources where touch.isAlive { try? touch.frame() }
    }

    /// Sends `wl_touch.cancel` to every client that has a `wl_touch`; all touches end.
    public func touchCancel() throws(HeadlessCompositorError) {
        try requireCapability(.touch, "touch")
        activeTouches = [:]
        for touch in touchResources where touch.isAlive { try? touch.cancel() }
    }

    /// The ids of the touches currently down.
    public var touchesDown: [Int32] { activeTouches.keys.sorted() }

    private func touchedSurface(_ id: Int32) throws(HeadlessCompositorError) -> HeadlessSurface {
        try requireCapability(.touch, "touch")
        guard let surface = activeTouches[id] else { throw .unknownTouch(id: id) }
        return surface
    }
}
