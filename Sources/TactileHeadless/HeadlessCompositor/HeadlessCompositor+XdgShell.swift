import WaylandServer

extension HeadlessCompositor {
    func bindWmBase(_ wmBase: XdgWmBaseResource) {
        wmBaseResources.append(wmBase)
        wmBase.onRequest = { [weak self, weak wmBase] request in
            guard let self, let wmBase else { return }
            switch request {
            case .destroy:
                break
            case .createPositioner(let positioner):
                self.createPositioner(positioner)
            case let .getXdgSurface(resource, surface):
                self.createXdgSurface(resource, on: surface, wmBase: wmBase)
            case .pong(let serial):
                self.pongs.append(serial)
            }
        }
        wmBase.onDestroy = { [weak self, weak wmBase] in self?.wmBaseResources.removeAll { $0 === wmBase } }
    }

    /// Sends `xdg_wm_base.ping` to every client; returns the serial. Pongs land in `pongs`.
    @discardableResult
    public func ping() -> UInt32 {
        let serial = server.nextSerial()
        for wmBase in wmBaseResources { try? wmBase.ping(serial: serial) }
        server.flushClients()
        return serial
    }

    private func createPositioner(_ positioner: XdgPositionerResource) {
        let key = ObjectIdentifier(positioner)
        positionerTable[key] = PositionerState()
        positioner.onRequest = { [weak self, weak positioner] request in
            guard let self, let positioner, var state = self.positionerTable[key] else { return }
            switch request {
            case .destroy, .setReactive, .setParentSize, .setParentConfigure, .setConstraintAdjustment:
                break
            case let .setSize(width, height):
                guard width > 0, height > 0 else {
                    positioner.postError(code: XdgPositionerResource.Error.invalidInput.rawValue,
                                         message: "positioner size \(width)×\(height) is not positive")
                    return
                }
                (state.width, state.height) = (width, height)
            case let .setAnchorRect(x, y, width, height):
                guard width >= 0, height >= 0 else {
                    positioner.postError(code: XdgPositionerResource.Error.invalidInput.rawValue,
                                         message: "anchor rectangle size \(width)×\(height) is negative")
                    return
                }
                (state.anchorX, state.anchorY, state.anchorWidth, state.anchorHeight) = (x, y, width, height)
            case .setAnchor(let anchor):
                state.anchor = anchor
            case .setGravity(let gravity):
                state.gravity = gravity
            case let .setOffset(x, y):
                (state.offsetX, state.offsetY) = (x, y)
            }
            self.positionerTable[key] = state
        }
        positioner.onDestroy = { [weak self] in self?.positionerTable[key] = nil }
    }

    private func createXdgSurface(_ resource: XdgSurfaceResource, on surfaceResource: WlSurfaceResource, wmBase: XdgWmBaseResource) {
        guard let surface = surfaceTable[ObjectIdentifier(surfaceResource)] else { return }
        guard surface.role == .none else {
            wmBase.postError(code: XdgWmBaseResource.Error.role.rawValue, message: "wl_surface@\(surface.id) already has a role")
            return
        }
        guard surface.applied.buffer == nil, surface.pending.attachment == nil else {
            wmBase.postError(code: XdgWmBaseResource.Error.invalidSurfaceState.rawValue,
                             message: "wl_surface@\(surface.id) has a buffer before it became an xdg_surface")
            return
        }
        surface.role = .xdgSurface
        let record = XdgSurfaceRecord(resource: resource, surface: surface)
        surface.xdgSurface = record
        let key = ObjectIdentifier(resource)
        xdgSurfaceTable[key] = record
        resource.onRequest = { [weak self, weak record] request in
            guard let self, let record else { return }
            self.handle(request, on: record)
        }
        resource.onDestroy = { [weak self] in self?.xdgSurfaceTable[key] = nil }
    }

    private func handle(_ request: XdgSurfaceResource.Request, on record: XdgSurfaceRecord) {
        guard let surface = record.surface else { return }
        switch request {
        case .destroy:
            surface.xdgSurface = nil
        case .getToplevel(let resource):
            guard !record.hasRole else { return alreadyConstructed(record) }
            createToplevel(resource, surface: surface, record: record)
        case let .getPopup(resource, parent, positioner):
            guard !record.hasRole else { return alreadyConstructed(record) }
            createPopup(resource, surface: surface, record: record, parent: parent, positioner: positioner)
        case let .setWindowGeometry(x, y, width, height):
            guard width > 0, height > 0 else {
                record.resource.postError(code: XdgSurfaceResource.Error.invalidSize.rawValue,
                                          message: "window geometry \(width)×\(height) is not positive")
                return
            }
            record.windowGeometry = (x, y, width, height)
        case .ackConfigure(let serial):
            guard let index = record.unacked.firstIndex(where: { $0.serial == serial }) else {
                record.resource.postError(code: XdgSurfaceResource.Error.invalidSerial.rawValue,
                                          message: "serial \(serial) was never sent or was already acked")
                return
            }
            record.acked = record.unacked[index]
            record.unacked.removeFirst(index + 1)
        }
    }

    private func alreadyConstructed(_ record: XdgSurfaceRecord) {
        record.resource.postError(code: XdgSurfaceResource.Error.alreadyConstructed.rawValue,
                                  message: "the xdg_surface already has a toplevel or popup")
    }

    /// Called after a commit of an xdg surface was applied.
    func xdgSurfaceDidCommit(_ record: XdgSurfaceRecord) {
        if !record.sentInitialConfigure {
            record.sentInitialConfigure = true
            if let toplevel = record.toplevel {
                let initial = initialConfigure(for: toplevel)
                sendConfigure(to: toplevel, width: initial.width, height: initial.height, states: initial.states)
            } else if let popup = record.popup {
                sendPopupConfigure(popup)
            }
            return
        }
        if let toplevel = record.toplevel, let acked = record.acked, toplevel.appliedConfigure != acked {
            toplevel.appliedConfigure = acked
        }
    }

    /// Sends the surface's `xdg_surface.configure` closing a configure sequence, and records it.
    func finishConfigure(_ record: XdgSurfaceRecord, width: Int32, height: Int32,
                         states: [XdgToplevelResource.State]) -> XdgConfigure {
        let configure = XdgConfigure(serial: server.nextSerial(), width: width, height: height, states: states)
        record.unacked.append(configure)
        try? record.resource.configure(serial: configure.serial)
        return configure
    }
}
