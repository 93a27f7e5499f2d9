import WaylandServer

/// `wp_presentation`, offered on request (`offerPresentation()`): feedback asked for with a commit
/// is `presented` at the next `vblank()` (at once with `FramePacing.automatic`), stamped with
/// `presentationTime` (or `eventTime`) on CLOCK_MONOTONIC, with the output's refresh interval and a vblank sequence number;
/// it is `discarded` when a later commit attaches a buffer (new content) before that, or when its
/// surface is destroyed.
final class HeadlessPresentationState {
    var global: Global?
    /// Feedback of applied commits, per surface, waiting for the next vblank.
    var waiting: [(surface: ObjectIdentifier, feedback: WpPresentationFeedbackResource)] = []
    /// How many vblanks presented something (the `seq` sent).
    var sequence: UInt64 = 0
    /// `HeadlessCompositor.presentationTime`.
    var time: Duration?
    var presentedCount = 0
    var discardedCount = 0
}

extension HeadlessCompositor {
    /// CLOCK_MONOTONIC, the clock presentation times are reported on.
    static let presentationClockID: UInt32 = 1

    /// Advertises `wp_presentation` (version 1) to clients that connect from now on.
    public func offerPresentation() throws(HeadlessCompositorError) {
        guard presentation.global == nil else { return }
        do {
            presentation.global = try server.createGlobal(WpPresentationResource.self, version: 1) { [weak self] in
                self?.bindPresentation($0)
            }
        } catch {
            throw .server(error)
        }
    }

    /// The time the next `vblank()` stamps presentations with, to the nanosecond (a display's
    /// clock); nil (the default) stamps them with `eventTime`.
    public var presentationTime: Duration? {
        get { presentation.time }
        set { presentation.time = newValue }
    }

    /// How many presentation feedbacks were sent `presented`.
    public var presentedFeedbackCount: Int { presentation.presentedCount }
    /// How many presentation feedbacks were sent `discarded`.
    public var discardedFeedbackCount: Int { presentation.discardedCount }

    private func bindPresentation(_ resource: WpPresentationResource) {
        try? resource.clockId(clkId: Self.presentationClockID)
        resource.onRequest = { [weak self] request in
            guard let self, case let .feedback(surfaceResource, feedback) = request else { return }
            guard let surface = self.surfaceTable[ObjectIdentifier(surfaceResource)] else {
                self.discard(feedback)
                return
            }
            self.keep(feedback)
            surface.pending.presentationFeedback.append(feedback)
        }
    }

    /// A commit carrying `feedback` was applied to `surface`; one that attached a buffer replaced
    /// the content the earlier feedback waited to present.
    func queuePresentation(_ feedback: [WpPresentationFeedbackResource], of surface: HeadlessSurface,
                           replacesContent: Bool) {
        let key = ObjectIdentifier(surface)
        if replacesContent { discardWaitingPresentation(of: key) }
        guard !feedback.isEmpty else { return }
        presentation.waiting += feedback.map { (key, $0) }
        if framePacing == .automatic { presentWaitingFeedback() }
    }

    /// Discards the feedback waiting for `surface` (replaced or destroyed).
    func discardWaitingPresentation(of surface: ObjectIdentifier) {
        for entry in presentation.waiting where entry.surface == surface { discard(entry.feedback) }
        presentation.waiting.removeAll { $0.surface == surface }
    }

    func discard(_ feedback: WpPresentationFeedbackResource) {
        if (try? feedback.discarded()) != nil { presentation.discardedCount += 1 }
    }

    /// The display refreshed: every waiting feedback is presented now (`eventTime`).
    func presentWaitingFeedback() {
        guard !presentation.waiting.isEmpty else { return }
        let waiting = presentation.waiting
        presentation.waiting = []
        presentation.sequence &+= 1
        let stamp = presentation.time ?? .milliseconds(Int64(eventTime))
        let seconds = UInt64(clamping: max(0, stamp.components.seconds))
        let nanoseconds = UInt32(clamping: max(0, stamp.components.attoseconds / 1_000_000_000))
        let refresh = output.refresh > 0 ? UInt32(clamping: 1_000_000_000_000 / Int64(output.refresh)) : 0
        for entry in waiting {
            let sent: ()? = try? entry.feedback.presented(
                tvSecHi: UInt32(truncatingIfNeeded: seconds >> 32), tvSecLo: UInt32(truncatingIfNeeded: seconds),
                tvNsec: nanoseconds, refresh: refresh,
                seqHi: UInt32(truncatingIfNeeded: presentation.sequence >> 32),
                seqLo: UInt32(truncatingIfNeeded: presentation.sequence), flags: [.vsync])
            if sent != nil { presentation.presentedCount += 1 }
        }
    }
}
