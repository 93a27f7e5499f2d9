import WaylandServer

extension HeadlessCompositor {
    func bindSeat(_ seat: WlSeatResource) {
        seatResources.append(seat)
        try? seat.capabilities(capabilities: seatCapabilities)
        if seat.version >= 2 { try? seat.name(name: "seat0") }
        seat.onRequest = { [weak self] request in
            guard let self else { return }
            switch request {
            case .getPointer(let pointer):
                self.addPointer(pointer)
            case .getKeyboard(let keyboard):
                self.addKeyboard(keyboard)
            case .getTouch(let touch):
                self.addTouch(touch)
            case .release:
                break
            }
        }
        seat.onDestroy = { [weak self, weak seat] in self?.seatResources.removeAll { $0 === seat } }
    }

    func sendCapabilitiesToAll() {
        for seat in seatResources { try? seat.capabilities(capabilities: seatCapabilities) }
        if !seatCapabilities.contains(.touch) { activeTouches = [:] }
        if !seatCapabilities.contains(.pointer) { pointerFocus = nil }
        if !seatCapabilities.contains(.keyboard) { keyboardFocus = nil }
        server.flushClients()
    }

    private func addPointer(_ pointer: WlPointerResource) {
        pointerResources.append(pointer)
        pointer.onRequest = { [weak self, weak pointer] request in
            guard let self, let pointer else { return }
            if case let .setCursor(_, surfaceResource, _, _) = request, let surfaceResource,
                let surface = self.surfaceTable[ObjectIdentifier(surfaceResource)]
            {
                guard surface.role == .none || surface.role == .cursor else {
                    pointer.postError(code: WlPointerResource.Error.role.rawValue,
                                      message: "wl_surface@\(surface.id) already has another role")
                    return
                }
                surface.role = .cursor
            }
        }
        pointer.onDestroy = { [weak self, weak pointer] in self?.pointerResources.removeAll { $0 === pointer } }
    }

    private func addKeyboard(_ keyboard: WlKeyboardResource) {
        keyboardResources.append(keyboard)
        keyboard.onRequest = { _ in }
        keyboard.onDestroy = { [weak self, weak keyboard] in self?.keyboardResources.removeAll { $0 === keyboard } }
        if let xkb = try? xkbKeyboard(), let descriptor = xkb.keymapFileDescriptor() {
            try? keyboard.keymap(format: .xkbV1, fd: descriptor, size: xkb.keymapSize)
        }
        if keyboard.version >= 4 { try? keyboard.repeatInfo(rate: 25, delay: 600) }
    }

    private func addTouch(_ touch: WlTouchResource) {
        touchResources.append(touch)
        touch.onRequest = { _ in }
        touch.onDestroy = { [weak self, weak touch] in self?.touchResources.removeAll { $0 === touch } }
    }

    /// The keyboard state, compiled on first use.
    func xkbKeyboard() throws(HeadlessCompositorError) -> XKBKeyboard {
        if let keyboard { return keyboard }
        let compiled = try XKBKeyboard()
        keyboard = compiled
        return compiled
    }

    /// Whether `surface`'s client has a live resource in `list`.
    func hasResource<R: Resource>(in list: [R], for surface: HeadlessSurface) -> Bool {
        let client = surface.resource.client
        return list.contains { $0.client === client && $0.isAlive }
    }

    /// Calls `body` with each live resource in `list` owned by `surface`'s client (without allocating);
    /// throws `noInputObject` when there is none.
    func deliver<R: Resource>(
        to list: [R], for surface: HeadlessSurface, _ body: (R) -> Void
    ) throws(HeadlessCompositorError) {
        let client = surface.resource.client
        var delivered = false
        for resource in list where resource.client === client && resource.isAlive {
            body(resource)
            delivered = true
        }
        if !delivered { throw .noInputObject(interface: R.interfaceName) }
    }

    func requireCapability(_ capability: WlSeatResource.Capability, _ name: String) throws(HeadlessCompositorError) {
        guard seatCapabilities.contains(capability) else { throw .capabilityMissing(name) }
    }

    func requireAlive(_ surface: HeadlessSurface) throws(HeadlessCompositorError) {
        guard !surface.isDestroyed else { throw .surfaceDestroyed(id: surface.id) }
    }
}
