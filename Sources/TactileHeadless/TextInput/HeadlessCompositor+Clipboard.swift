import WaylandServer

/// The clipboard (`wl_data_device_manager` 3, the selection only; drags are not carried), offered on
/// request (`offerClipboard()`). A client's `set_selection` makes its source the selection; the
/// client with keyboard focus gets it as a `wl_data_offer` (again on each `keyboardEnter`), and a
/// `receive` on that offer is passed to the source's client as `send` with the same pipe.
final class HeadlessClipboard {
    var global: Global?
    var devices: [WlDataDeviceResource] = []
    /// Every live source with the types it offers.
    var sources: [(source: WlDataSourceResource, types: [String])] = []
    var selection: WlDataSourceResource?
}

extension HeadlessCompositor {
    /// Advertises `wl_data_device_manager` (version 3) to clients that connect from now on.
    public func offerClipboard() throws(HeadlessCompositorError) {
        guard clipboard.global == nil else { return }
        do {
            clipboard.global = try server.createGlobal(WlDataDeviceManagerResource.self, version: 3) { [weak self] in
                self?.bindDataDeviceManager($0)
            }
        } catch {
            throw .server(error)
        }
    }

    /// The types the selection offers (nil: the clipboard is empty).
    public var selectionTypes: [String]? {
        guard let selection = clipboard.selection else { return nil }
        return clipboard.sources.first { $0.source === selection }?.types
    }

    /// The client whose source is the selection.
    public var selectionOwner: ServerClient? { clipboard.selection?.client }

    /// Sends the selection to the data devices of `surface`'s client.
    func sendSelection(toClientOf surface: HeadlessSurface?) {
        guard let surface, !surface.isDestroyed else { return }
        let types = selectionTypes
        // A client being destroyed gets nothing: a new offer would join the objects libwayland is tearing down.
        for device in clipboard.devices where device.isAlive && device.client.isAlive && device.client === surface.resource.client {
            guard let selection = clipboard.selection, let types else {
                try? device.selection(id: nil)
                continue
            }
            guard let offer = try? device.dataOffer() else { continue }
            keep(offer)
            offer.onRequest = { [weak selection] request in
                guard case let .receive(mimeType, fd) = request, let selection, selection.isAlive else { return }
                try? selection.send(mimeType: mimeType, fd: fd)
            }
            for type in types { try? offer.offer(mimeType: type) }
            try? device.selection(id: offer)
        }
        server.flushClients()
    }

    private func bindDataDeviceManager(_ manager: WlDataDeviceManagerResource) {
        keep(manager)
        manager.onRequest = { [weak self] request in
            guard let self else { return }
            switch request {
            case let .createDataSource(source):
                clipboard.sources.append((source, []))
                source.onRequest = { [weak self, weak source] request in
                    guard let self, let source, case let .offer(type) = request else { return }
                    if let i = clipboard.sources.firstIndex(where: { $0.source === source }) { clipboard.sources[i].types.append(type) }
                }
                source.onDestroy = { [weak self, weak source] in
                    guard let self else { return }
                    clipboard.sources.removeAll { $0.source === source || !$0.source.isAlive }
                    if clipboard.selection == nil || clipboard.selection === source || clipboard.selection?.isAlive == false {
                        clipboard.selection = nil
                        sendSelection(toClientOf: keyboardFocus)
                    }
                }
            case let .getDataDevice(device, _):
                clipboard.devices.append(device)
                device.onRequest = { [weak self] request in
                    guard let self, case let .setSelection(source, _) = request else { return }
                    if let old = clipboard.selection, old !== source, old.isAlive { try? old.cancelled() }
                    clipboard.selection = source
                    sendSelection(toClientOf: keyboardFocus)
                }
                device.onDestroy = { [weak self, weak device] in self?.clipboard.devices.removeAll { $0 === device } }
                if let focus = keyboardFocus, focus.resource.client === device.client { sendSelection(toClientOf: focus) }
            }
        }
    }
}
