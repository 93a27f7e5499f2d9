import TactileCore
import WaylandServer

extension HeadlessCompositor {
    func bindCompositor(_ compositor: WlCompositorResource) {
        compositor.onRequest = { [weak self] request in
            guard let self else { return }
            switch request {
            case .createSurface(let resource):
                self.createSurface(resource)
            case .createRegion(let resource):
                self.createRegion(resource)
            }
        }
    }

    private func createSurface(_ resource: WlSurfaceResource) {
        let surface = HeadlessSurface(resource: resource)
        let key = ObjectIdentifier(resource)
        surfaceTable[key] = surface
        surfaces.append(surface)
        resource.onRequest = { [weak self, weak surface] request in
            guard let self, let surface else { return }
            self.handle(request, on: surface)
        }
        resource.onDestroy = { [weak self, weak surface] in
            guard let self, let surface else { return }
            self.surfaceWasDestroyed(surface, key: key)
        }
    }

    private func handle(_ request: WlSurfaceResource.Request, on surface: HeadlessSurface) {
        switch request {
        case .destroy:
            break  // the resource is destroyed right after; `surfaceWasDestroyed` cleans up
        case let .attach(buffer, x, y):
            if (x != 0 || y != 0) && surface.resource.version >= 5 {
                surface.resource.postError(code: WlSurfaceResource.Error.invalidOffset.rawValue,
                                           message: "attach with a non-zero offset is invalid since version 5")
                return
            }
            surface.pending.attachment = .some(buffer.flatMap { bufferTable[ObjectIdentifier($0)] })
        case let .damage(x, y, width, height):
            surface.pending.damage.append(Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)))
        case let .damageBuffer(x, y, width, height):
            surface.pending.bufferDamage.append(Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)))
        case .frame(let callback):
            keep(callback)
            surface.pending.frameCallbacks.append(callback)
        case .setOpaqueRegion(let region):
            surface.pending.opaqueRegion = .some(region.map { regionTable[ObjectIdentifier($0)] ?? SurfaceRegion() })
        case .setInputRegion(let region):
            surface.pending.inputRegion = .some(region.map { regionTable[ObjectIdentifier($0)] ?? SurfaceRegion() })
        case .commit:
            commit(surface)
        case .setBufferTransform(let transform):
            if case .unknown = transform {
                surface.resource.postError(code: WlSurfaceResource.Error.invalidTransform.rawValue,
                                           message: "buffer transform \(transform.rawValue) is not a wl_output.transform")
                return
            }
            surface.pending.bufferTransform = transform
        case .setBufferScale(let scale):
            guard scale >= 1 else {
                surface.resource.postError(code: WlSurfaceResource.Error.invalidScale.rawValue,
                                           message: "buffer scale \(scale) is not positive")
                return
            }
            surface.pending.bufferScale = scale
        case .offset:
            break  // offsets only matter for cursor and drag icons, which are not composited
        }
    }

    private func surfaceWasDestroyed(_ surface: HeadlessSurface, key: ObjectIdentifier) {
        surfaceTable[key] = nil
        surfaces.removeAll { $0 === surface }
        if let buffer = surface.applied.buffer {
            surface.applied.buffer = nil
            stopShowing(buffer)
        }
        for callback in surface.pending.frameCallbacks { callback.destroy() }
        for feedback in surface.pending.presentationFeedback { discard(feedback) }
        discardWaitingPresentation(of: ObjectIdentifier(surface))
        surface.pending = PendingSurfaceState()
        if let link = surface.subsurface, let parent = link.parent {
            parent.stack.removeAll { $0 === surface }
            parent.pendingStack.removeAll { $0 === surface }
        }
        for child in surface.subsurfaces { child.subsurface?.parent = nil }
        activeTouches = activeTouches.filter { $0.value !== surface }
        if pointerFocus === surface { pointerFocus = nil }
        if keyboardFocus === surface { keyboardFocus = nil }
        surface.tearDown()
    }

    private func createRegion(_ resource: WlRegionResource) {
        let key = ObjectIdentifier(resource)
        regionTable[key] = SurfaceRegion()
        resource.onRequest = { [weak self] request in
            guard let self else { return }
            switch request {
            case .destroy:
                break
            case let .add(x, y, width, height):
                self.regionTable[key]?.add(Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)))
            case let .subtract(x, y, width, height):
                self.regionTable[key]?.subtract(Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)))
            }
        }
        resource.onDestroy = { [weak self] in self?.regionTable[key] = nil }
    }
}
