import TactileCore
import WaylandServer

extension HeadlessCompositor {
    func bindSubcompositor(_ subcompositor: WlSubcompositorResource) {
        subcompositor.onRequest = { [weak self, weak subcompositor] request in
            guard let self, let subcompositor else { return }
            switch request {
            case .destroy:
                break
            case let .getSubsurface(resource, surface, parent):
                self.createSubsurface(resource, surface: surface, parent: parent, subcompositor: subcompositor)
            }
        }
    }

    private func createSubsurface(
        _ resource: WlSubsurfaceResource, surface surfaceResource: WlSurfaceResource,
        parent parentResource: WlSurfaceResource, subcompositor: WlSubcompositorResource
    ) {
        guard let surface = surfaceTable[ObjectIdentifier(surfaceResource)],
            let parent = surfaceTable[ObjectIdentifier(parentResource)]
        else { return }
        guard surface !== parent, !isAncestor(surface, of: parent) else {
            subcompositor.postError(code: WlSubcompositorResource.Error.badSurface.rawValue,
                                    message: "wl_surface@\(parent.id) cannot be the parent of wl_surface@\(surface.id)")
            return
        }
        guard surface.role == .none || (surface.role == .subsurface && surface.subsurface == nil) else {
            subcompositor.postError(code: WlSubcompositorResource.Error.badSurface.rawValue,
                                    message: "wl_surface@\(surface.id) already has a role")
            return
        }
        surface.role = .subsurface
        let link = SubsurfaceLink(resource: resource, parent: parent)
        surface.subsurface = link
        parent.stack.append(surface)
        parent.pendingStack.append(surface)
        resource.onRequest = { [weak self, weak surface] request in
            guard let self, let surface else { return }
            self.handle(request, on: surface)
        }
        resource.onDestroy = { [weak surface] in
            guard let surface, let link = surface.subsurface else { return }
            if let parent = link.parent {
                parent.stack.removeAll { $0 === surface }
                parent.pendingStack.removeAll { $0 === surface }
            }
            surface.subsurface = nil
        }
    }

    private func isAncestor(_ candidate: HeadlessSurface, of surface: HeadlessSurface) -> Bool {
        var current = surface.parent
        while let ancestor = current {
            if ancestor === candidate { return true }
            current = ancestor.parent
        }
        return false
    }

    private func handle(_ request: WlSubsurfaceResource.Request, on surface: HeadlessSurface) {
        guard let link = surface.subsurface else { return }
        switch request {
        case .destroy:
            break
        case let .setPosition(x, y):
            link.pendingPosition = Point(x: Double(x), y: Double(y))
        case .placeAbove(let sibling):
            restack(surface, relativeTo: sibling, above: true)
        case .placeBelow(let sibling):
            restack(surface, relativeTo: sibling, above: false)
        case .setSync:
            link.isSync = true
        case .setDesync:
            link.isSync = false
            if !surface.isSynchronized { applyCachedState(of: surface) }
        }
    }

    private func restack(_ surface: HeadlessSurface, relativeTo siblingResource: WlSurfaceResource, above: Bool) {
        guard let link = surface.subsurface, let parent = link.parent,
            let sibling = surfaceTable[ObjectIdentifier(siblingResource)],
            sibling !== surface, parent.pendingStack.contains(where: { $0 === sibling })
        else {
            surface.subsurface?.resource.postError(
                code: WlSubsurfaceResource.Error.badSurface.rawValue,
                message: "the reference surface is neither the parent nor a sibling")
            return
        }
        parent.pendingStack.removeAll { $0 === surface }
        guard let index = parent.pendingStack.firstIndex(where: { $0 === sibling }) else { return }
        parent.pendingStack.insert(surface, at: above ? index + 1 : index)
    }
}
