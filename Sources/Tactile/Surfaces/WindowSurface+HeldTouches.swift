import TactileCore

extension WindowSurface {
    /// Delivers the touch motion held for the display frame (`HeldTouchFrames`) when the window may
    /// draw its next frame now — no frame callback pending, or not configured yet — at the time that
    /// frame is expected on screen. Otherwise it waits for the callback, bounded by the fallback timer.
    func deliverHeldTouches() {
        guard let held = heldTouchFrames, held.isHolding else { return }
        if isConfigured && frameCallback != nil {
            held.armFallback()
            return
        }
        held.deliver(at: presentationFeedback.predictedPresentation())
    }

    /// The longest held motion waits follows the output's refresh: one interval and a quarter.
    func followRefreshInterval() {
        presentationFeedback.onRefreshInterval = { [weak self] interval in
            self?.heldTouchFrames?.maximumHold = interval + interval / 4
        }
    }
}
