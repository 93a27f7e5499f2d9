import WaylandServer

/// One configure sequence sent to an `xdg_toplevel` (or popup): `configure` + `xdg_surface.configure`.
public struct XdgConfigure: Equatable, Sendable {
    /// The `xdg_surface.configure` serial the client must ack.
    public var serial: UInt32
    /// Suggested width in surface coordinates (0: client decides).
    public var width: Int32
    /// Suggested height in surface coordinates (0: client decides).
    public var height: Int32
    /// The toplevel states sent (empty for popups).
    public var states: [XdgToplevelResource.State]
}
