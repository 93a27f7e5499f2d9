import WaylandServer

/// The compositor's bookkeeping for one `xdg_surface`: configure serials and its role object.
final class XdgSurfaceRecord {
    let resource: XdgSurfaceResource
    weak var surface: HeadlessSurface?
    weak var toplevel: HeadlessToplevel?
    weak var popup: HeadlessPopup?
    /// Configures sent and not yet acked, oldest first.
    var unacked: [XdgConfigure] = []
    /// The last configure the client acked.
    var acked: XdgConfigure?
    /// Whether the initial (buffer-less) commit was seen and answered with a configure.
    var sentInitialConfigure = false
    /// The window geometry set by the client, if any.
    var windowGeometry: (x: Int32, y: Int32, width: Int32, height: Int32)?

    init(resource: XdgSurfaceResource, surface: HeadlessSurface) {
        self.resource = resource
        self.surface = surface
    }

    var hasRole: Bool { toplevel != nil || popup != nil }

    /// Forgets the configure history after the client unmapped the surface (attached a null buffer).
    func resetToUnmapped() {
        unacked = []
        acked = nil
        sentInitialConfigure = false
    }
}
