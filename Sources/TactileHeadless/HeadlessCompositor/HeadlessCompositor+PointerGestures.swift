import WaylandServer

/// `zwp_pointer_gestures_v1` (version 3): clients get pinch, swipe and hold objects for their
/// pointers; tests inject touchpad gestures on the surface with pointer focus.
extension HeadlessCompositor {
    func bindPointerGestures(_ manager: ZwpPointerGesturesV1Resource) {
        keep(manager)
        manager.onRequest = { [weak self] request in
            guard let self else { return }
            switch request {
            case let .getPinchGesture(pinch, _):
                pinchGestureResources.append(pinch)
                pinch.onRequest = { _ in }
                pinch.onDestroy = { [weak self, weak pinch] in self?.pinchGestureResources.removeAll { $0 === pinch } }
            case let .getSwipeGesture(swipe, _):
                swipeGestureResources.append(swipe)
                swipe.onRequest = { _ in }
                swipe.onDestroy = { [weak self, weak swipe] in self?.swipeGestureResources.removeAll { $0 === swipe } }
            case let .getHoldGesture(hold, _):
                keep(hold)          // never sent events: the headless seat has no hold gestures to inject
                hold.onRequest = { _ in }
            case .release:
                break
            }
        }
    }

    /// Starts a touchpad pinch (`zwp_pointer_gesture_pinch_v1.begin`) on the surface with pointer focus.
    public func touchpadPinchBegin(fingers: UInt32 = 2) throws(HeadlessCompositorError) {
        let serial = server.nextSerial()
        try deliverGesture(pinchGestureResources) { surface, pinch in
            try? pinch.begin(serial: serial, time: eventTime, surface: surface.resource, fingers: fingers)
        }
    }

    /// Sends a pinch update: `dx`/`dy` since the last update, `scale` relative to the begin, `rotation`
    /// in degrees clockwise since the last update.
    public func touchpadPinchUpdate(dx: Double = 0, dy: Double = 0, scale: Double, rotation: Double = 0) throws(HeadlessCompositorError) {
        try deliverGesture(pinchGestureResources) { _, pinch in
            try? pinch.update(time: eventTime, dx: dx, dy: dy, scale: scale, rotation: rotation)
        }
    }

    /// Ends the pinch, or cancels it when `cancelled`.
    public func touchpadPinchEnd(cancelled: Bool = false) throws(HeadlessCompositorError) {
        let serial = server.nextSerial()
        try deliverGesture(pinchGestureResources) { _, pinch in
            try? pinch.end(serial: serial, time: eventTime, cancelled: cancelled ? 1 : 0)
        }
    }

    /// Starts a touchpad swipe with `fingers` fingers on the surface with pointer focus.
    public func touchpadSwipeBegin(fingers: UInt32 = 3) throws(HeadlessCompositorError) {
        let serial = server.nextSerial()
        try deliverGesture(swipeGestureResources) { surface, swipe in
            try? swipe.begin(serial: serial, time: eventTime, surface: surface.resource, fingers: fingers)
        }
    }

    /// Sends a swipe update: `dx`/`dy` since the last update.
    public func touchpadSwipeUpdate(dx: Double, dy: Double) throws(HeadlessCompositorError) {
        try deliverGesture(swipeGestureResources) { _, swipe in
            try? swipe.update(time: eventTime, dx: dx, dy: dy)
        }
    }

    /// Ends the swipe, or cancels it when `cancelled`.
    public func touchpadSwipeEnd(cancelled: Bool = false) throws(HeadlessCompositorError) {
        let serial = server.nextSerial()
        try deliverGesture(swipeGestureResources) { _, swipe in
            try? swipe.end(serial: serial, time: eventTime, cancelled: cancelled ? 1 : 0)
        }
    }

    /// Delivers to the gesture objects of the pointer-focused surface's client; throws
    /// `noPointerFocus`, or `noInputObject` when that client has no such gesture object.
    private func deliverGesture<R: Resource>(_ list: [R], _ body: (HeadlessSurface, R) -> Void) throws(HeadlessCompositorError) {
        try requireCapability(.pointer, "pointer")
        guard let surface = pointerFocus, !surface.isDestroyed else { throw .noPointerFocus }
        try deliver(to: list, for: surface) { body(surface, $0) }
    }
}
