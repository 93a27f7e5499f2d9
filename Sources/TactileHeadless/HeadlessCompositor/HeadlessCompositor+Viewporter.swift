import TactileCore
import WaylandServer

extension HeadlessCompositor {
    func bindViewporter(_ viewporter: WpViewporterResource) {
        viewporter.onRequest = { [weak self, weak viewporter] request in
            guard let self, let viewporter else { return }
            switch request {
            case .destroy:
                break
            case let .getViewport(viewport, surfaceResource):
                guard let surface = self.surfaceTable[ObjectIdentifier(surfaceResource)] else { return }
                guard !surface.hasViewport else {
                    viewporter.postError(code: WpViewporterResource.Error.viewportExists.rawValue,
                                         message: "wl_surface@\(surface.id) already has a viewport")
                    return
                }
                surface.hasViewport = true
                self.attachViewport(viewport, to: surface)
            }
        }
    }

    private func attachViewport(_ viewport: WpViewportResource, to surface: HeadlessSurface) {
        viewport.onRequest = { [weak surface, weak viewport] request in
            guard let viewport else { return }
            guard let surface, !surface.isDestroyed else {
                if case .destroy = request { return }
                viewport.postError(code: WpViewportResource.Error.noSurface.rawValue, message: "the surface was destroyed")
                return
            }
            switch request {
            case .destroy:
                surface.hasViewport = false
                surface.pending.viewportSource = .some(nil)
                surface.pending.viewportDestination = .some(nil)
            case let .setSource(x, y, width, height):
                if x == -1 && y == -1 && width == -1 && height == -1 {
                    surface.pending.viewportSource = .some(nil)
                } else if x < 0 || y < 0 || width <= 0 || height <= 0 {
                    viewport.postError(code: WpViewportResource.Error.badValue.rawValue,
                                       message: "source rectangle \(x),\(y) \(width)×\(height) is invalid")
                } else {
                    surface.pending.viewportSource = .some(Rect(x: x, y: y, width: width, height: height))
                }
            case let .setDestination(width, height):
                if width == -1 && height == -1 {
                    surface.pending.viewportDestination = .some(nil)
                } else if width <= 0 || height <= 0 {
                    viewport.postError(code: WpViewportResource.Error.badValue.rawValue,
                                       message: "destination size \(width)×\(height) is invalid")
                } else {
                    surface.pending.viewportDestination = .some(PixelSize(width: width, height: height))
                }
            }
        }
    }
}
