import TactileCore
import WaylandServer

/// A client's `wl_surface` as the headless compositor sees it: committed state, role and subsurfaces.
public final class HeadlessSurface {
    /// The server-side surface object.
    public let resource: WlSurfaceResource
    /// The protocol id (unique per client).
    public let id: UInt32
    /// The surface's role.
    public internal(set) var role: SurfaceRole = .none
    /// How many commits were applied to the surface (cached subsurface commits count when applied).
    public internal(set) var appliedCommitCount = 0

    var pending = PendingSurfaceState()
    var applied = AppliedSurfaceState()
    /// Set when the surface is a subsurface.
    var subsurface: SubsurfaceLink?
    /// Stacking order of this surface (`self`) and its subsurfaces, bottom first.
    var stack: [HeadlessSurface] = []
    var pendingStack: [HeadlessSurface] = []
    var hasEnteredOutput = false
    var xdgSurface: XdgSurfaceRecord?
    var hasViewport = false

    init(resource: WlSurfaceResource) {
        self.resource = resource
        id = resource.id
        stack = [self]
        pendingStack = [self]
    }

    /// Breaks the `stack` self-reference (called when the surface is destroyed).
    func tearDown() {
        stack = []
        pendingStack = []
    }

    /// Whether the client destroyed the surface.
    public var isDestroyed: Bool { !resource.isAlive }

    /// The buffer currently shown, if any.
    public var buffer: ShmBuffer? { applied.buffer }

    /// The applied `wl_surface.set_buffer_scale`.
    public var bufferScale: Int32 { applied.bufferScale }

    /// The applied `wl_surface.set_buffer_transform`.
    public var bufferTransform: WlOutputResource.Transform { applied.bufferTransform }

    /// The applied input region; nil means the whole surface.
    public var inputRegion: SurfaceRegion? { applied.inputRegion }

    /// The applied opaque region; nil means none.
    public var opaqueRegion: SurfaceRegion? { applied.opaqueRegion }

    /// The applied viewport source and destination.
    public var viewport: ViewportState { applied.viewport }

    /// The surface's size in surface coordinates (viewport destination, else source, else buffer / scale).
    public var size: Size {
        if let destination = applied.viewport.destination {
            return Size(width: Double(destination.width), height: Double(destination.height))
        }
        if let source = applied.viewport.source { return source.size }
        guard let buffer = applied.buffer else { return .zero }
        let scale = Double(max(applied.bufferScale, 1))
        return Size(width: Double(buffer.width) / scale, height: Double(buffer.height) / scale)
    }

    /// The parent surface when this is a subsurface.
    public var parent: HeadlessSurface? { subsurface?.parent }

    /// The applied position relative to the parent, when this is a subsurface.
    public var subsurfacePosition: Point? { subsurface?.position }

    /// Whether this surface is a subsurface in synchronized mode, directly or through an ancestor.
    public var isSynchronized: Bool {
        guard let link = subsurface else { return false }
        return link.isSync || (link.parent?.isSynchronized ?? false)
    }

    /// The applied subsurfaces, bottom first.
    public var subsurfaces: [HeadlessSurface] { stack.filter { $0 !== self } }
}
