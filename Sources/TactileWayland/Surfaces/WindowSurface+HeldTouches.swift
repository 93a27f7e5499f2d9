import TactileCore

extension WindowSurface {
    /// Whether the window waits for a display frame (its frame callback), so that touch motion is
    /// held for it.
    var waitsForDisplayFrame: Bool { isConfigured && frameCallback != nil }

    /// Delivers the touch motion held for the display frame (`HeldTouchFrames`) when the window may
    /// draw its next frame now — its frame callback completed — at that display frame's time, phase-
    /// locked to the vblanks by presentation feedback (`PresentationTimeline.frameTime(at:)`).
    /// Otherwise it waits for the callback, bounded by the fallback timer.
    func deliverHeldTouches() {
        guard let held = heldTouchFrames, held.isHolding else { return }
        if waitsForDisplayFrame {
            held.armFallback()
            return
        }
        held.deliver(at: presentationFeedback.frameTime())
    }

    /// The longest held motion waits follows the output's refresh: one interval and a quarter.
    func followRefreshInterval() {
        presentationFeedback.onRefreshInterval = { [weak self] interval in
            self?.heldTouchFrames?.maximumHold = interval + interval / 4
        }
    }
}
