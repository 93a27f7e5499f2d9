import TactileCore
import WaylandClient

/// Finds where a surface the compositor names in an input event sits in the window, and tells the
/// seats' touch assemblers of the window's display frames (`WindowSurface` answers for its own).
@MainActor protocol SurfaceLookup: AnyObject {
    /// The window whose surfaces are looked up.
    var window: Window { get }
    /// The window showing `surface` (its main surface or a view's subsurface) and the surface's
    /// offset in window coordinates, or nil for a surface that is not ours.
    func target(of surface: WlSurface) -> (window: Window, offset: Point)?
    /// A seat's touch assembler starts following the window's display frames.
    func attach(_ assembler: TouchFrameAssembler)
    /// A seat's touch assembler stops following them (its touch capability or seat went away).
    func detach(_ assembler: TouchFrameAssembler)
}
