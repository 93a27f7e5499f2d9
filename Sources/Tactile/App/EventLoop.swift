import TactileCore

#if canImport(Glibc)
import Glibc
#endif

/// The app's single-threaded event loop: one `poll` over the Wayland socket and the main dispatch
/// queue's wakeup descriptor, with a timeout up to the next `SystemClock` timer. Nothing spins: an
/// idle app sleeps in `poll` until input, a frame callback, a timer or main-queue work arrives.
///
/// Each turn: deferred work (redraw, commits) and a flush; `prepare_read`; poll; read and dispatch
/// Wayland events (with the touch-frame fallback); drain the main queue; fire due timers.
@MainActor final class EventLoop {
    private let platform: WaylandPlatform
    private let clock: SystemClock
    /// Set by `Application.terminate(status:)`.
    var exitStatus: Int32?

    init(platform: WaylandPlatform, clock: SystemClock = .shared) {
        self.platform = platform
        self.clock = clock
    }

    /// Runs until `exitStatus` is set; throws when the connection fails.
    func run() throws(PlatformError) {
        let mainQueue = MainQueuePump.descriptor
        var descriptors = [
            pollfd(fd: platform.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: mainQueue, events: Int16(POLLIN), revents: 0),
        ]
        while exitStatus == nil {
            try platform.update()
            if exitStatus != nil { break }
            guard platform.display.prepareRead() else {
                try dispatchQueued()
                continue
            }
            let timeout = pollTimeout()
            descriptors[0].revents = 0
            descriptors[1].revents = 0
            let count = poll(&descriptors, mainQueue >= 0 ? 2 : 1, timeout)
            if count < 0 && errno != EINTR {
                platform.display.cancelRead()
                throw .connectionLost("poll: \(String(cString: strerror(errno)))")
            }
            if count > 0 && descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                do {
                    try platform.display.readEvents()
                    // Drain the rest of a burst (libwayland reads 4 KiB at a time) so it costs one repaint.
                    try platform.display.dispatchAllAvailable()
                } catch { throw PlatformError(error) }
            } else {
                platform.display.cancelRead()
            }
            try dispatchQueued()
            if count > 0 && descriptors[1].revents != 0 { MainQueuePump.drain() }
            clock.fireDueTimers()
        }
    }

    private func dispatchQueued() throws(PlatformError) {
        do { try platform.display.dispatchPending() } catch { throw PlatformError(error) }
        try platform.dispatchEnded()
    }

    /// Milliseconds until the next timer (rounded up), 0 when work is pending, -1 for none.
    private func pollTimeout() -> Int32 {
        if platform.hasPendingWork { return 0 }
        guard let wait = clock.timeUntilNextDeadline else { return -1 }
        let (seconds, attoseconds) = wait.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(clamping: max(0, milliseconds))
    }
}
