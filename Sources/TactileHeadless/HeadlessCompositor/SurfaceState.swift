import TactileCore
import WaylandServer

/// A viewport's source rectangle (surface units of the buffer) and destination size.
public struct ViewportState: Equatable, Sendable {
    /// `wp_viewport.set_source`; nil when unset.
    public var source: Rect?
    /// `wp_viewport.set_destination`; nil when unset.
    public var destination: PixelSize?
}

/// The double-buffered part of a surface that a client changes before `commit` (only what changed).
struct PendingSurfaceState {
    /// What `attach` asked for: nil when there was no attach, `.some(nil)` for a null buffer.
    var attachment: ShmBuffer??
    var damage: [Rect] = []
    var bufferDamage: [Rect] = []
    var frameCallbacks: [WlCallbackResource] = []
    var presentationFeedback: [WpPresentationFeedbackResource] = []
    var bufferScale: Int32?
    var bufferTransform: WlOutputResource.Transform?
    var inputRegion: SurfaceRegion??
    var opaqueRegion: SurfaceRegion??
    var viewportSource: Rect??
    var viewportDestination: PixelSize??

    /// Whether anything at all is pending.
    var isEmpty: Bool {
        attachment == nil && damage.isEmpty && bufferDamage.isEmpty && frameCallbacks.isEmpty && presentationFeedback.isEmpty
            && bufferScale == nil
            && bufferTransform == nil && inputRegion == nil && opaqueRegion == nil && viewportSource == nil
            && viewportDestination == nil
    }

    /// Folds `newer` on top of this state (used for a synchronized subsurface's cache).
    mutating func absorb(_ newer: PendingSurfaceState) {
        if let attachment = newer.attachment { self.attachment = attachment }
        damage += newer.damage
        bufferDamage += newer.bufferDamage
        frameCallbacks += newer.frameCallbacks
        presentationFeedback += newer.presentationFeedback
        if let value = newer.bufferScale { bufferScale = value }
        if let value = newer.bufferTransform { bufferTransform = value }
        if let value = newer.inputRegion { inputRegion = value }
        if let value = newer.opaqueRegion { opaqueRegion = value }
        if let value = newer.viewportSource { viewportSource = value }
        if let value = newer.viewportDestination { viewportDestination = value }
    }
}

/// The state a surface shows after its commits were applied.
struct AppliedSurfaceState {
    var buffer: ShmBuffer?
    var bufferScale: Int32 = 1
    var bufferTransform: WlOutputResource.Transform = .normal
    /// nil: the whole surface accepts input.
    var inputRegion: SurfaceRegion?
    var opaqueRegion: SurfaceRegion?
    var viewport = ViewportState()
}
