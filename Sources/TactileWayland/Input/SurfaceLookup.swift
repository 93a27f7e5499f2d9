import TactileCore
import WaylandClient

/// Finds where a surface the compositor names in an input event sits in the window
/// (`WindowSurface` answers for its own surfaces).
@MainActor protocol SurfaceLookup: AnyObject {
    /// The window whose surfaces are looked up.
    var window: Window { get }
    /// The window showing `surface` (its main surface or a view's subsurface) and the surface's
    /// offset in window coordinates, or nil for a surface that is not ours.
    func target(of surface: WlSurface) -> (window: Window, offset: Point)?
}
