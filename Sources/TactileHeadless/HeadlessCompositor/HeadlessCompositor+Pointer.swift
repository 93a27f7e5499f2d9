import TactileCore
import WaylandServer

extension HeadlessCompositor {
    /// Linux input button codes for `pointerButton`.
    public enum PointerButton {
        public static let left: UInt32 = 0x110
        public static let right: UInt32 = 0x111
        public static let middle: UInt32 = 0x112
    }

    /// Gives `surface` pointer focus (`wl_pointer.enter`) at `point`, leaving the previous focus first.
    public func pointerEnter(_ surface: HeadlessSurface, at point: Point) throws(HeadlessCompositorError) {
        try requireCapability(.pointer, "pointer")
        try requireAlive(surface)
        guard hasResource(in: pointerResources, for: surface) else { throw .noInputObject(interface: "wl_pointer") }
        if pointerFocus != nil {
            try? pointerLeave()  // the old focus may belong to a client without a pointer any more
            pointerFocus = nil
        }
        pointerFocus = surface
        let serial = server.nextSerial()
        try deliver(to: pointerResources, for: surface) { pointer in
            try? pointer.enter(serial: serial, surface: surface.resource, surfaceX: point.x, surfaceY: point.y)
        }
    }

    /// Sends `wl_pointer.motion` to `point` on the focused surface.
    public func pointerMotion(to point: Point) throws(HeadlessCompositorError) {
        try deliverToFocusedPointer { pointer in
            try? pointer.motion(time: eventTime, surfaceX: point.x, surfaceY: point.y)
        }
    }

    /// Sends `wl_pointer.button` (`PointerButton` codes) to the focused surface.
    public func pointerButton(_ button: UInt32, pressed: Bool) throws(HeadlessCompositorError) {
        let serial = server.nextSerial()
        try deliverToFocusedPointer { pointer in
            try? pointer.button(serial: serial, time: eventTime, button: button, state: pressed ? .pressed : .released)
        }
    }

    /// Sends `wl_pointer.axis` for the vertical and/or horizontal scroll amounts that are non-zero.
    public func pointerAxis(vertical: Double = 0, horizontal: Double = 0) throws(HeadlessCompositorError) {
        try deliverToFocusedPointer { pointer in
            if vertical != 0 { try? pointer.axis(time: eventTime, axis: .verticalScroll, value: vertical) }
            if horizontal != 0 { try? pointer.axis(time: eventTime, axis: .horizontalScroll, value: horizontal) }
        }
    }

    /// Sends `wl_pointer.frame` (to pointers of version 5 or later).
    public func pointerFrame() throws(HeadlessCompositorError) {
        try deliverToFocusedPointer { pointer in
            if pointer.version >= 5 { try? pointer.frame() }
        }
    }

    /// Sends `wl_pointer.leave` and drops pointer focus.
    public func pointerLeave() throws(HeadlessCompositorError) {
        let serial = server.nextSerial()
        let surface = pointerFocus
        try deliverToFocusedPointer { pointer in
            if let surface { try? pointer.leave(serial: serial, surface: surface.resource) }
        }
        pointerFocus = nil
    }

    private func deliverToFocusedPointer(_ body: (WlPointerResource) -> Void) throws(HeadlessCompositorError) {
        try requireCapability(.pointer, "pointer")
        guard let surface = pointerFocus, !surface.isDestroyed else { throw .noPointerFocus }
        try deliver(to: pointerResources, for: surface, body)
    }
}
