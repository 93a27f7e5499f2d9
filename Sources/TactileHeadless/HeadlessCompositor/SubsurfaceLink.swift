import TactileCore
import WaylandServer

/// A surface's `wl_subsurface` state: its parent, position and synchronization.
final class SubsurfaceLink {
    let resource: WlSubsurfaceResource
    weak var parent: HeadlessSurface?
    /// Position relative to the parent, in surface coordinates (applied on the parent's commit).
    var position = Point.zero
    var pendingPosition: Point?
    /// Whether the subsurface itself is in synchronized mode (the default).
    var isSync = true
    /// State committed while synchronized, applied when the parent's state is applied.
    var cached = PendingSurfaceState()
    var hasCachedState = false

    init(resource: WlSubsurfaceResource, parent: HeadlessSurface) {
        self.resource = resource
        self.parent = parent
    }
}
