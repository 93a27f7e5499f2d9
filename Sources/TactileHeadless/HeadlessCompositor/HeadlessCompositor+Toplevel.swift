import WaylandServer

extension HeadlessCompositor {
    func createToplevel(_ resource: XdgToplevelResource, surface: HeadlessSurface, record: XdgSurfaceRecord) {
        let toplevel = HeadlessToplevel(resource: resource, surface: surface, record: record)
        record.toplevel = toplevel
        toplevels.append(toplevel)
        resource.onRequest = { [weak self, weak toplevel] request in
            guard let self, let toplevel else { return }
            self.handle(request, on: toplevel)
        }
        resource.onDestroy = { [weak self, weak toplevel] in
            guard let self, let toplevel else { return }
            self.toplevels.removeAll { $0 === toplevel }
            // Destroying the role object unmaps the surface.
            if let buffer = toplevel.surface.applied.buffer {
                toplevel.surface.applied.buffer = nil
                self.stopShowing(buffer)
            }
        }
    }

    private func handle(_ request: XdgToplevelResource.Request, on toplevel: HeadlessToplevel) {
        switch request {
        case .destroy, .setParent, .showWindowMenu, .move, .resize:
            break
        case .setTitle(let title):
            toplevel.title = title
        case .setAppId(let appID):
            toplevel.appID = appID
        case let .setMaxSize(width, height):
            toplevel.maximumSize = PixelSize(width: width, height: height)
        case let .setMinSize(width, height):
            toplevel.minimumSize = PixelSize(width: width, height: height)
        case .setMaximized:
            toplevel.wantsMaximized = true
            reconfigureIfMapped(toplevel)
        case .unsetMaximized:
            toplevel.wantsMaximized = false
            reconfigureIfMapped(toplevel)
        case .setFullscreen:
            toplevel.wantsFullscreen = true
            reconfigureIfMapped(toplevel)
        case .unsetFullscreen:
            toplevel.wantsFullscreen = false
            reconfigureIfMapped(toplevel)
        case .setMinimized:
            toplevel.askedToMinimize = true
        }
    }

    private func reconfigureIfMapped(_ toplevel: HeadlessToplevel) {
        guard toplevel.record.sentInitialConfigure else { return }
        let next = initialConfigure(for: toplevel)
        sendConfigure(to: toplevel, width: next.width, height: next.height, states: next.states)
    }

    /// The configure this compositor's policy gives `toplevel` now.
    func initialConfigure(for toplevel: HeadlessToplevel) -> (width: Int32, height: Int32, states: [XdgToplevelResource.State]) {
        let size = output.logicalSize
        if toplevel.wantsFullscreen || configuresToplevelsFullscreen {
            return (size.width, size.height, [.fullscreen, .activated])
        }
        if toplevel.wantsMaximized {
            return (size.width, size.height, [.maximized, .activated])
        }
        return (0, 0, [.activated])
    }

    /// Sends `xdg_toplevel.configure` + `xdg_surface.configure` and returns the recorded configure.
    /// The client sees it after the next `pump`/`roundtrip`.
    @discardableResult
    public func sendConfigure(
        to toplevel: HeadlessToplevel, width: Int32, height: Int32, states: [XdgToplevelResource.State]
    ) -> XdgConfigure {
        var bytes: [UInt8] = []
        for state in states { withUnsafeBytes(of: state.rawValue.littleEndian) { bytes += $0 } }
        try? toplevel.resource.configure(width: width, height: height, states: bytes)
        let configure = finishConfigure(toplevel.record, width: width, height: height, states: states)
        toplevel.configures.append(configure)
        server.flushClients()
        return configure
    }

    /// Asks the client to close `toplevel` (`xdg_toplevel.close`).
    public func sendClose(to toplevel: HeadlessToplevel) {
        try? toplevel.resource.close()
        server.flushClients()
    }
}
