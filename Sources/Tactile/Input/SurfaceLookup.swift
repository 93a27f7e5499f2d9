import TactileCore
import WaylandClient

/// Finds the window a surface belongs to and where that surface sits in the window.
@MainActor protocol SurfaceLookup: AnyObject {
    /// The window showing `surface` (its main surface or a view's subsurface) and the surface's
    /// offset in window coordinates, or nil for a surface that is not ours.
    func target(of surface: WlSurface) -> (window: Window, offset: Point)?
}
