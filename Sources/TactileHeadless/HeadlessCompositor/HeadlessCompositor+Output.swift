import WaylandServer

extension HeadlessCompositor {
    func bindOutput(_ resource: WlOutputResource) {
        outputResources.append(resource)
        resource.onRequest = { _ in }  // `release` destroys the resource
        resource.onDestroy = { [weak self, weak resource] in
            self?.outputResources.removeAll { $0 === resource }
        }
        sendOutput(to: resource)
    }

    func sendOutput(to resource: WlOutputResource) {
        try? resource.geometry(x: 0, y: 0, physicalWidth: output.physicalWidth, physicalHeight: output.physicalHeight,
                               subpixel: .unknownEntry, make: "Tactile", model: "Headless", transform: .normal)
        try? resource.mode(flags: [.current, .preferred], width: output.width, height: output.height, refresh: output.refresh)
        if resource.version >= 2 { try? resource.scale(factor: output.scale) }
        if resource.version >= 4 {
            try? resource.name(name: output.name)
            try? resource.description(description: "Tactile headless output")
        }
        if resource.version >= 2 { try? resource.done() }
    }

    func sendOutputToAll() {
        for resource in outputResources { sendOutput(to: resource) }
        server.flushClients()
    }
}
