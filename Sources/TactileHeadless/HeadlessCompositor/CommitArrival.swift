/// A `wl_surface.commit` as it arrives, before the compositor validates or applies it: what latency
/// probes (`HeadlessCompositor.onCommitArrival`) need to tell a commit that shows a change.
public struct CommitArrival {
    /// The committed surface.
    public let surface: HeadlessSurface
    /// Whether the commit attaches a new (non-null) buffer.
    public let attachesBuffer: Bool
    /// Whether the commit applies a new position to one of the surface's subsurfaces
    /// (`wl_subsurface.set_position` since the surface's last commit).
    public let movesSubsurface: Bool
}
