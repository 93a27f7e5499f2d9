import WaylandServer

/// A client's `xdg_popup` (basic: placed by its positioner without constraint adjustment).
public final class HeadlessPopup {
    /// The server-side popup object.
    public let resource: XdgPopupResource
    /// The surface the popup is on.
    public let surface: HeadlessSurface
    /// The parent's surface, if the popup has a parent.
    public let parent: HeadlessSurface?
    /// The positioner state copied at creation (or the last `reposition`).
    public internal(set) var positioner: PositionerState
    /// Whether the client asked for an explicit grab.
    public internal(set) var isGrabbing = false
    /// Whether the compositor dismissed it (`popup_done`).
    public internal(set) var isDismissed = false
    /// Every configure sent, oldest first (`states` is empty).
    public internal(set) var configures: [XdgConfigure] = []
    let record: XdgSurfaceRecord

    init(resource: XdgPopupResource, surface: HeadlessSurface, parent: HeadlessSurface?, positioner: PositionerState,
         record: XdgSurfaceRecord) {
        self.resource = resource
        self.surface = surface
        self.parent = parent
        self.positioner = positioner
        self.record = record
    }

    /// The last configure the client acked.
    public var ackedConfigure: XdgConfigure? { record.acked }
}
