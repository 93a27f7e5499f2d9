/// What a surface is used as; a surface gets at most one role in its lifetime.
public enum SurfaceRole: Equatable, Sendable {
    /// No role yet.
    case none
    /// An `xdg_surface` (its toplevel or popup is found through the compositor).
    case xdgSurface
    /// A `wl_subsurface` of another surface.
    case subsurface
    /// A pointer cursor image.
    case cursor
}
