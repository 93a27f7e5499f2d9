import TactileCore

/// The window's display frames as the seats' touch assemblers see them.
extension WindowSurface: DisplayFramePacing {
    /// Whether the window waits for a display frame (its frame callback), so that touch motion is
    /// held for it.
    var waitsForDisplayFrame: Bool { isConfigured && frameCallback != nil }

    /// When the frame drawn now is expected to show, phase-locked to the vblanks by presentation
    /// feedback (`PresentationTimeline.frameTime(at:)`).
    func displayFrameTime() -> Duration { presentationFeedback.frameTime() }

    func attach(_ assembler: TouchFrameAssembler) {
        guard !touchAssemblers.contains(where: { $0 === assembler }) else { return }
        assembler.pacing = self
        touchAssemblers.append(assembler)
    }

    func detach(_ assembler: TouchFrameAssembler) {
        touchAssemblers.removeAll { $0 === assembler }
    }

    /// The longest held motion waits follows the output's refresh: one interval and a quarter.
    func followRefreshInterval() {
        presentationFeedback.onRefreshInterval = { [weak self] interval in
            self?.maximumTouchHold = interval + interval / 4
        }
    }
}
