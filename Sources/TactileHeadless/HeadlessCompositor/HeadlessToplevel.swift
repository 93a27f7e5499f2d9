import WaylandServer

/// A client's `xdg_toplevel`: what it asked for and the configure/ack/commit history.
public final class HeadlessToplevel {
    /// The server-side toplevel object.
    public let resource: XdgToplevelResource
    /// The surface the toplevel is on.
    public let surface: HeadlessSurface
    let record: XdgSurfaceRecord

    /// `set_title`.
    public internal(set) var title: String?
    /// `set_app_id`.
    public internal(set) var appID: String?
    /// Whether the client asked for fullscreen (`set_fullscreen` without a later `unset_fullscreen`).
    public internal(set) var wantsFullscreen = false
    /// Whether the client asked to be maximized.
    public internal(set) var wantsMaximized = false
    /// Whether the client asked to be minimized at least once.
    public internal(set) var askedToMinimize = false
    /// `set_min_size`.
    public internal(set) var minimumSize = PixelSize(width: 0, height: 0)
    /// `set_max_size`.
    public internal(set) var maximumSize = PixelSize(width: 0, height: 0)
    /// Every configure sent, oldest first.
    public internal(set) var configures: [XdgConfigure] = []
    /// The configure in effect: acked, then followed by a commit.
    public internal(set) var appliedConfigure: XdgConfigure?

    init(resource: XdgToplevelResource, surface: HeadlessSurface, record: XdgSurfaceRecord) {
        self.resource = resource
        self.surface = surface
        self.record = record
    }

    /// The last configure the client acked (not necessarily committed yet).
    public var ackedConfigure: XdgConfigure? { record.acked }

    /// Whether the client has acked a configure and committed afterwards.
    public var isConfigured: Bool { appliedConfigure != nil }

    /// The window geometry the client set (`xdg_surface.set_window_geometry`), if any.
    public var windowGeometry: (x: Int32, y: Int32, width: Int32, height: Int32)? { record.windowGeometry }

    /// Whether the client destroyed the toplevel.
    public var isDestroyed: Bool { !resource.isAlive }
}
