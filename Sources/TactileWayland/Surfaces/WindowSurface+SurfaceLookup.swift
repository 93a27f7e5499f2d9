import TactileCore
import WaylandClient

extension WindowSurface: SurfaceLookup {
    /// The window and the window-coordinate offset of `target` when it is one of this window's
    /// surfaces (the main one or a view's), or nil.
    func target(of target: WlSurface) -> (window: Window, offset: Point)? {
        guard let offset = offset(of: target) else { return nil }
        return (window, offset)
    }

    /// The window-coordinate offset of a surface of this window (the main one or a view's), or nil.
    func offset(of target: WlSurface) -> Point? {
        if target === surface { return .zero }
        return viewSurfaces.offset(of: target)
    }
}
