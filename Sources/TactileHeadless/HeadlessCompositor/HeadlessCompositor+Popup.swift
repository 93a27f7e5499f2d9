import WaylandServer

extension HeadlessCompositor {
    func createPopup(
        _ resource: XdgPopupResource, surface: HeadlessSurface, record: XdgSurfaceRecord,
        parent parentResource: XdgSurfaceResource?, positioner positionerResource: XdgPositionerResource
    ) {
        guard let state = positionerTable[ObjectIdentifier(positionerResource)], state.isComplete else {
            wmBaseResources.first { $0.client === resource.client }?.postError(
                code: XdgWmBaseResource.Error.invalidPositioner.rawValue,
                message: "the positioner needs a size and an anchor rectangle")
            return
        }
        let parent = parentResource.flatMap { xdgSurfaceTable[ObjectIdentifier($0)]?.surface }
        let popup = HeadlessPopup(resource: resource, surface: surface, parent: parent, positioner: state, record: record)
        record.popup = popup
        popups.append(popup)
        resource.onRequest = { [weak self, weak popup] request in
            guard let self, let popup else { return }
            switch request {
            case .destroy:
                break
            case .grab:
                popup.isGrabbing = true
            case let .reposition(positioner, token):
                guard let state = self.positionerTable[ObjectIdentifier(positioner)], state.isComplete else { return }
                popup.positioner = state
                try? popup.resource.repositioned(token: token)
                self.sendPopupConfigure(popup)
            }
        }
        resource.onDestroy = { [weak self, weak popup] in
            guard let self, let popup else { return }
            self.popups.removeAll { $0 === popup }
            if let buffer = popup.surface.applied.buffer {
                popup.surface.applied.buffer = nil
                self.stopShowing(buffer)
            }
        }
    }

    /// Sends `xdg_popup.configure` with the positioner's rectangle + `xdg_surface.configure`.
    @discardableResult
    func sendPopupConfigure(_ popup: HeadlessPopup) -> XdgConfigure {
        let origin = popup.positioner.popupOrigin
        try? popup.resource.configure(x: origin.x, y: origin.y, width: popup.positioner.width, height: popup.positioner.height)
        let configure = finishConfigure(popup.record, width: popup.positioner.width, height: popup.positioner.height, states: [])
        popup.configures.append(configure)
        server.flushClients()
        return configure
    }

    /// Dismisses `popup` (`xdg_popup.popup_done`), as a click outside it would.
    public func dismiss(_ popup: HeadlessPopup) {
        popup.isDismissed = true
        try? popup.resource.popupDone()
        server.flushClients()
    }
}
