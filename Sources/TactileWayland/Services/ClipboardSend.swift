import TactileCore
import TactileKit
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// Writes copied text into the pipe of a client that pastes it, without ever blocking: what the
/// pipe takes is written at once, the rest each `ClipboardTransfer.pollInterval` of the window's
/// clock as the reader drains it. A reader that goes away ends the send (the write fails with
/// EPIPE; SIGPIPE is ignored); one that stops reading is given up after `ClipboardTransfer.timeout`,
/// its pipe closed with what fitted.
@MainActor final class ClipboardSend {
    private let pipe: OwnedFileDescriptor
    private let bytes: [UInt8]
    private var offset = 0
    private let clock: any TactileClock
    private let deadline: Duration
    private var timer: TimerToken?
    private var finished: ((ClipboardSend) -> Void)?

    /// Starts writing `bytes` into `pipe`; `finished` runs once when the pipe is closed.
    init(_ bytes: [UInt8], to pipe: OwnedFileDescriptor, clock: any TactileClock,
         finished: @escaping (ClipboardSend) -> Void) {
        self.pipe = pipe
        self.bytes = bytes
        self.clock = clock
        self.finished = finished
        deadline = clock.now + ClipboardTransfer.timeout
        // A reader that went away must not end the app with SIGPIPE: the write fails with EPIPE
        // instead. Ignoring it for the process is what toolkits writing to other clients' pipes do;
        // setting it again is a cheap system call, so no flag remembers it.
        signal(SIGPIPE, SIG_IGN)
        _ = fcntl(pipe.rawValue, F_SETFL, fcntl(pipe.rawValue, F_GETFL) | O_NONBLOCK)
    }

    /// Writes what the pipe takes now; schedules the rest or finishes.
    func pump() {
        timer = nil
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(pipe.rawValue, $0.baseAddress, $0.count) }
            if count > 0 { offset += count; continue }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                guard clock.now < deadline else {
                    PlatformLog.textEntry.notice("""
                        clipboard reader took \(offset) of \(bytes.count) bytes in \(ClipboardTransfer.timeout); \
                        closing its pipe
                        """)
                    return finish()
                }
                timer = clock.schedule(after: ClipboardTransfer.pollInterval) { [weak self] in self?.pump() }
                return
            }
            break   // EPIPE (the reader went away) or another failure: nothing more can be sent
        }
        finish()
    }

    /// Stops and closes the pipe without calling back.
    func cancel() {
        if let timer { clock.cancel(timer) }
        timer = nil
        finished = nil
        pipe.close()
    }

    private func finish() {
        pipe.close()
        let done = finished
        finished = nil
        done?(self)
    }
}
