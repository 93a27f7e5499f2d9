import TactileTesting
import TactileHeadless

/// Timestamps commits on their arrival at the compositor (`HeadlessCompositor.onCommitArrival`):
/// the first one with a buffer (start-up), and the first one that shows a change after `arm()`
/// (latency).
final class CommitProbe {
    /// When (`Stopwatch.now()`) the first commit attaching a buffer to an xdg surface (the window) arrived.
    private(set) var firstFrameAt: UInt64?
    /// The surface that commit was on.
    private(set) var firstFrameSurface: HeadlessSurface?
    /// The surface whose commits count as showing a change (the window's main surface).
    var watchedSurface: HeadlessSurface?
    /// When the first commit showing a change after `arm()` arrived; nil until then.
    private(set) var shownAt: UInt64?
    private var armed = false
    /// Called once, right after `firstFrameAt` is set (e.g. to read the child's RSS at that point).
    var onFirstFrame: (() -> Void)?

    /// Waits for the next commit on `watchedSurface` that attaches a buffer or moves a subsurface.
    func arm() {
        shownAt = nil
        armed = true
    }

    func note(_ arrival: CommitArrival) {
        if armed, arrival.surface === watchedSurface, arrival.attachesBuffer || arrival.movesSubsurface {
            shownAt = Stopwatch.now()
            armed = false
        }
        if firstFrameAt == nil, arrival.attachesBuffer, arrival.surface.role == .xdgSurface {
            firstFrameAt = Stopwatch.now()
            firstFrameSurface = arrival.surface
            onFirstFrame?()
        }
    }
}
