import TactileCore
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// The app's single-threaded event loop: one `poll` over the Wayland socket and the main dispatch
/// queue's wakeup descriptor, with a timeout up to the next `SystemClock` timer. Nothing spins: an
/// idle app sleeps in `poll` until input, a frame callback, a timer or main-queue work arrives.
///
/// Each turn: deferred work (redraw, commits) and a flush; `prepare_read`; poll; read and dispatch
/// Wayland events (with the touch-frame fallback); drain the main queue; fire due timers.
///
/// Flushing never blocks: requests a full socket refuses wait while the loop polls for `POLLOUT`
/// as well, still reading and dispatching events. When the socket stays full for `flushTimeout`
/// (the compositor stopped reading), `run` throws `PlatformError.connectionLost`.
@MainActor final class EventLoop: ApplicationLoop {
    /// Events in one read from which the loop drains the socket before drawing (a touch frame is
    /// two to a few dozen; a full 4 KiB read of small events is well over a hundred).
    static let burstEventCount = 64

    /// How long the compositor may leave the socket full before the app gives up on it.
    static let defaultFlushTimeout = Duration.milliseconds(Int64(Display.flushTimeoutMilliseconds))

    private let platform: WaylandPlatform
    private let clock: SystemClock
    private let flushTimeout: Duration
    /// When the socket was first found full with requests waiting (nil while everything is sent).
    private var stalledSince: Duration?
    /// Set by `Application.terminate(status:)`.
    var exitStatus: Int32?

    init(platform: WaylandPlatform, clock: SystemClock = .shared, flushTimeout: Duration = EventLoop.defaultFlushTimeout) {
        self.platform = platform
        self.clock = clock
        self.flushTimeout = flushTimeout
    }

    /// `Application.terminate(status:)`: the loop ends after the current event.
    func end(status: Int32) { exitStatus = status }

    /// Whether the loop has been asked to end: `exitStatus` is set, or the compositor closed the
    /// window without an `onCloseRequest` (status 0).
    var isEnding: Bool { exitStatus != nil || platform.isCloseAccepted }

    /// Runs until `isEnding`; throws when the connection fails or the compositor stops reading.
    func run() throws(PlatformError) {
        let mainQueue = MainQueuePump.descriptor
        var descriptors = [
            pollfd(fd: platform.fileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: mainQueue, events: Int16(POLLIN), revents: 0),
        ]
        while !isEnding {
            try platform.update()
            if isEnding { break }
            guard platform.display.prepareRead() else {
                try dispatchQueued()
                continue
            }
            var timeout = pollTimeout()
            if platform.hasUnsentRequests {
                timeout = stallTimeout(within: timeout)
                descriptors[0].events = Int16(POLLIN | POLLOUT)
            } else {
                stalledSince = nil
                descriptors[0].events = Int16(POLLIN)
            }
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
                    // A read that ran a few events (a touch frame, a frame callback) is answered at
                    // once. One that ran many is likely part of a burst bigger than libwayland's
                    // 4 KiB read: drain the rest, without blocking, so it costs one repaint.
                    if try platform.display.dispatchPending() >= Self.burstEventCount {
                        try platform.display.dispatchAllAvailable()
                    }
                } catch { throw PlatformError(error) }
            } else {
                platform.display.cancelRead()
            }
            try dispatchQueued()
            if count > 0 && descriptors[1].revents != 0 { MainQueuePump.drain() }
            clock.fireDueTimers()
            if count > 0 && descriptors[0].revents & Int16(POLLOUT) != 0 { try platform.flush() }
            try checkStall()
        }
    }

    private func dispatchQueued() throws(PlatformError) {
        do { try platform.display.dispatchPending() } catch { throw PlatformError(error) }
        try platform.dispatchEnded()
    }

    /// With requests waiting for a full socket: the poll timeout shortened to wake up when the
    /// socket has been full for `flushTimeout`.
    private func stallTimeout(within timeout: Int32) -> Int32 {
        let now = clock.now
        let since = stalledSince ?? now
        stalledSince = since
        let left = max(.zero, flushTimeout - (now - since))
        let wait = Int32(clamping: Self.milliseconds(left))
        return timeout < 0 ? wait : min(timeout, wait)
    }

    /// Throws once requests have waited `flushTimeout` for the socket (after this turn's events ran).
    private func checkStall() throws(PlatformError) {
        guard platform.hasUnsentRequests else {
            stalledSince = nil
            return
        }
        guard let since = stalledSince, clock.now - since >= flushTimeout else { return }
        throw PlatformError(Display.stalled(afterMilliseconds: Int(Self.milliseconds(flushTimeout))))
    }

    /// Milliseconds until the next timer (rounded up), 0 when work is pending, -1 for none.
    private func pollTimeout() -> Int32 {
        if platform.hasPendingWork { return 0 }
        guard let wait = clock.timeUntilNextDeadline else { return -1 }
        return Int32(clamping: max(0, Self.milliseconds(wait)))
    }

    /// `duration` (not negative) in whole milliseconds, rounded up, saturating for a far-away timer.
    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        let whole = seconds.checkedMultiplying(1000) ?? .max
        return whole.checkedAdding((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000) ?? .max
    }
}
