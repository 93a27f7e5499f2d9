import CWaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// A connection to a Wayland compositor.
///
/// Drive it either with the blocking helpers (`roundtrip()`, `dispatch()`) or from your own poll loop:
/// `prepareRead()` → poll `fileDescriptor` → `readEvents()` (or `cancelRead()`) → `dispatchPending()`,
/// with `flush()` before sleeping. Not thread-safe: use one thread.
public final class Display {
    let connection: Connection

    /// The `wl_display` object, for `sync()` and `getRegistry()`.
    public let wlDisplay: WlDisplay

    /// The display name this connection was made to (for messages).
    public var name: String { connection.name }

    private init(connection: Connection) {
        _ = ProtocolErrorLog.install
        self.connection = connection
        self.wlDisplay = WlDisplay(displayOf: connection)
    }

    /// Connects to `name`, or (when nil) to `$WAYLAND_DISPLAY` / `wayland-0`. As in libwayland, a set
    /// `$WAYLAND_SOCKET` (an inherited, connected fd) takes precedence over both.
    public convenience init(name: String? = nil) throws(WaylandError) {
        _ = ProtocolErrorLog.install
        let described = Self.describe(name)
        let display = withOptionalCString(name) { wl_display_connect($0) }
        guard let display else {
            throw .cannotConnect(display: described, reason: String(cString: strerror(errno)))
        }
        self.init(connection: Connection(display: display, name: described))
    }

    /// Connects over an already connected socket; the display takes ownership of `fileDescriptor`.
    public convenience init(fileDescriptor: Int32) throws(WaylandError) {
        _ = ProtocolErrorLog.install
        guard let display = wl_display_connect_to_fd(fileDescriptor) else {
            throw .cannotConnect(display: "fd \(fileDescriptor)", reason: String(cString: strerror(errno)))
        }
        self.init(connection: Connection(display: display, name: "fd \(fileDescriptor)"))
    }

    private static func describe(_ name: String?) -> String {
        if let socket = getenv("WAYLAND_SOCKET") { return "WAYLAND_SOCKET=\(String(cString: socket))" }
        if let name { return name }
        if let name = getenv("WAYLAND_DISPLAY") { return String(cString: name) }
        return "wayland-0"
    }

    /// The connection's socket, to poll for `POLLIN` (and `POLLOUT` when `flush()` reports pending data).
    public var fileDescriptor: Int32 { wl_display_get_fd(connection.display) }

    /// The connection's fatal error, if it has one.
    public var error: WaylandError? { connection.currentError }

    /// How long `flush()` waits by default for a full socket to take more data (10 s).
    public static let flushTimeoutMilliseconds: Int32 = 10_000

    /// Sends queued requests, waiting for the socket to accept them if it is full — for at most
    /// `timeoutMilliseconds` at a time: a compositor that stops reading ends in
    /// `WaylandError.disconnected` ("the compositor stopped reading requests…"), not a hang.
    public func flush(timeoutMilliseconds: Int32 = Display.flushTimeoutMilliseconds) throws(WaylandError) {
        while wl_display_flush(connection.display) < 0 {
            let code = errno
            // A dead connection keeps failing with its last error (EAGAIN too, when libwayland gave up on
            // a full socket): report it instead of waiting for POLLOUT again.
            if let fatal = connection.currentError { throw fatal }
            guard code == EAGAIN else { throw connection.failure(errno: code) }
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
            let ready = poll(&descriptor, 1, max(0, timeoutMilliseconds))
            if ready < 0 && errno != EINTR { throw connection.failure(errno: errno) }
            if ready == 0 { throw Self.stalled(afterMilliseconds: Int(max(0, timeoutMilliseconds))) }
        }
    }

    /// The error for a compositor that did not read for `milliseconds`.
    public static func stalled(afterMilliseconds milliseconds: Int) -> WaylandError {
        .disconnected(reason: "the compositor stopped reading requests (its socket stayed full for \(milliseconds) ms)")
    }

    /// Sends a `wl_display.sync` and dispatches until the compositor answered it (blocking).
    @discardableResult
    public func roundtrip() throws(WaylandError) -> Int {
        let count = wl_display_roundtrip(connection.display)
        if count < 0 { throw connection.failure(errno: errno) }
        return Int(count)
    }

    /// Blocks until events arrive and dispatches them.
    @discardableResult
    public func dispatch() throws(WaylandError) -> Int {
        let count = wl_display_dispatch(connection.display)
        if count < 0 { throw connection.failure(errno: errno) }
        return Int(count)
    }

    /// Announces that this thread will read; false means events are already queued: call
    /// `dispatchPending()` and try again.
    public func prepareRead() -> Bool {
        wl_display_prepare_read(connection.display) == 0
    }

    /// Reads what is available on the socket into the queue (after `prepareRead()`); does not block.
    public func readEvents() throws(WaylandError) {
        if wl_display_read_events(connection.display) < 0 { throw connection.failure(errno: errno) }
    }

    /// Gives up a `prepareRead()` without reading.
    public func cancelRead() {
        wl_display_cancel_read(connection.display)
    }

    /// Dispatches the queued events without reading; returns how many.
    @discardableResult
    public func dispatchPending() throws(WaylandError) -> Int {
        let count = wl_display_dispatch_pending(connection.display)
        if count < 0 { throw connection.failure(errno: errno) }
        return Int(count)
    }

    /// One step of an event loop: dispatches queued events, flushes, waits up to `timeoutMilliseconds`
    /// (-1: forever, 0: not at all) for the compositor, reads and dispatches. Returns how many events
    /// were dispatched (0 on timeout).
    @discardableResult
    public func dispatch(timeoutMilliseconds: Int32) throws(WaylandError) -> Int {
        var total = 0
        while !prepareRead() {
            total += try dispatchPending()
        }
        if total > 0 {
            cancelRead()
            try flush()
            return total
        }
        do {
            try flush()
        } catch {
            cancelRead()
            throw error
        }
        var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeoutMilliseconds)
        if ready <= 0 {
            let code = errno
            cancelRead()
            if ready < 0 && code != EINTR { throw connection.failure(errno: code) }
            return 0
        }
        try readEvents()
        return try dispatchPending()
    }

    /// Flushes, reads whatever is already on the socket and dispatches it, never blocking.
    @discardableResult
    public func dispatchAvailable() throws(WaylandError) -> Int {
        var total = try dispatchPending()
        try flushIgnoringFullSocket()
        if prepareRead() {
            try readEvents()
        }
        total += try dispatchPending()
        return total
    }

    /// Sends what is queued without waiting: what a full socket (EAGAIN) refuses stays queued for the
    /// next flush. Returns whether everything was sent (false: poll for `POLLOUT` and flush again).
    /// A connection that already failed throws its error.
    @discardableResult
    public func flushIgnoringFullSocket() throws(WaylandError) -> Bool {
        if let fatal = connection.currentError { throw fatal }
        guard wl_display_flush(connection.display) < 0 else { return true }
        let code = errno
        if let fatal = connection.currentError { throw fatal }
        guard code == EAGAIN else { throw connection.failure(errno: code) }
        return false
    }

    /// Reads and dispatches everything that is already on the socket, never blocking: libwayland reads
    /// at most 4 KiB at a time, so a burst of events takes several reads. Stops after `maxReads` reads
    /// so a peer that never stops sending cannot starve the caller. Returns how many events ran.
    @discardableResult
    public func dispatchAllAvailable(maxReads: Int = 256) throws(WaylandError) -> Int {
        var total = try dispatchPending()
        for _ in 0..<maxReads {
            guard prepareRead() else {
                total += try dispatchPending()
                continue
            }
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 0)
            if ready <= 0 {
                let code = errno
                cancelRead()
                if ready < 0 && code != EINTR { throw connection.failure(errno: code) }
                break
            }
            try readEvents()
            total += try dispatchPending()
        }
        return total
    }
}
