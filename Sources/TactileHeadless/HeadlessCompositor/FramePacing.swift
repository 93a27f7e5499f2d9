/// When `wl_surface.frame` callbacks complete.
public enum FramePacing: Equatable, Sendable {
    /// Only when the test calls `HeadlessCompositor.vblank()`.
    case manual
    /// Right after the commit that carried them is applied.
    case automatic
}
