import WaylandServer

extension HeadlessCompositor {
    func queueFrameCallbacks(_ callbacks: [WlCallbackResource]) {
        guard !callbacks.isEmpty else { return }
        switch framePacing {
        case .manual:
            waitingFrameCallbacks += callbacks
        case .automatic:
            for callback in callbacks { try? callback.done(callbackData: eventTime) }
        }
    }

    /// Completes every waiting frame callback with `eventTime`, as a display refresh would, and
    /// presents the commits waiting for presentation feedback (`offerPresentation()`); returns how
    /// many callbacks completed. The client sees them after the next `pump`/`roundtrip`.
    @discardableResult
    public func vblank() -> Int {
        presentWaitingFeedback()
        let callbacks = waitingFrameCallbacks
        waitingFrameCallbacks = []
        var completed = 0
        for callback in callbacks where callback.isAlive {
            if (try? callback.done(callbackData: eventTime)) != nil { completed += 1 }
        }
        server.flushClients()
        return completed
    }

    /// Called when a surface stops showing `buffer`: releases it, or withholds the release.
    func stopShowing(_ buffer: ShmBuffer) {
        buffer.users -= 1
        guard buffer.users == 0 else { return }
        if withholdsBufferReleases {
            if !buffer.releaseWithheld {
                buffer.releaseWithheld = true
                withheldBuffers.append(buffer)
            }
        } else {
            try? buffer.resource.release()
        }
    }

    /// Sends the releases held back while `withholdsBufferReleases` was set (for buffers not shown
    /// again since); returns how many were sent.
    @discardableResult
    public func releaseWithheldBuffers() -> Int {
        let buffers = withheldBuffers
        withheldBuffers = []
        var sent = 0
        for buffer in buffers {
            buffer.releaseWithheld = false
            guard buffer.users == 0 else { continue }
            if (try? buffer.resource.release()) != nil { sent += 1 }
        }
        server.flushClients()
        return sent
    }
}
