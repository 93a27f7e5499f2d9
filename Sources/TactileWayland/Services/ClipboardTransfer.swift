import TactileCore
import TactileKit
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// Reads one clipboard transfer from the pipe the other client writes into, without blocking: the
/// window's clock polls it every `pollInterval`. At most `limit` bytes are kept; the rest is read and
/// dropped until the writer closes, so a writer is never cut off mid-write. A transfer that has not
/// ended after `timeout` is abandoned with what it has.
@MainActor final class ClipboardTransfer {
    static let pollInterval: Duration = .milliseconds(10)
    static let timeout: Duration = .seconds(5)
    /// More than any text field holds (`TextField.maximumLength` characters of up to 4 bytes... and
    /// then some); the rest of a larger paste is dropped.
    static let limit = 64 * 1024

    private var reader: OwnedFileDescriptor
    private var bytes: [UInt8] = []
    private var dropped = 0
    private let clock: any TactileClock
    private let deadline: Duration
    private var timer: TimerToken?
    private var completion: ((String) -> Void)?

    /// Starts polling `reader` (non-blocking); calls `completion` once with the text.
    init(reader: OwnedFileDescriptor, clock: any TactileClock, completion: @escaping (String) -> Void) {
        self.reader = reader
        self.clock = clock
        self.completion = completion
        deadline = clock.now + Self.timeout
        _ = fcntl(reader.rawValue, F_SETFL, fcntl(reader.rawValue, F_GETFL) | O_NONBLOCK)
        schedule()
    }

    /// Stops without calling back.
    func cancel() {
        if let timer { clock.cancel(timer) }
        timer = nil
        completion = nil
        reader.close()
    }

    private func schedule() {
        timer = clock.schedule(after: Self.pollInterval) { [weak self] in self?.poll() }
    }

    private func poll() {
        timer = nil
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(reader.rawValue, $0.baseAddress, $0.count) }
            if count > 0 {
                let keep = min(count, Self.limit - bytes.count)
                if keep > 0 { bytes += chunk[0..<keep] }
                dropped += count - keep
            } else if count == 0 {
                return finish()
            } else if errno == EINTR {
                continue
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                break
            } else {
                PlatformLog.textEntry.error("clipboard transfer failed: errno \(errno)")
                return finish()
            }
        }
        if clock.now >= deadline {
            PlatformLog.textEntry.notice("clipboard transfer still open after \(Self.timeout): pasting what arrived")
            return finish()
        }
        schedule()
    }

    private func finish() {
        reader.close()
        if dropped > 0 {
            PlatformLog.textEntry.notice("pasted data of \(bytes.count + dropped) bytes cut to \(Self.limit)")
        }
        // A cut may split a character: drop its incomplete tail. Invalid bytes become U+FFFD.
        if dropped > 0 { Self.trimIncompleteTail(&bytes) }
        let text = String(decoding: bytes, as: UTF8.self)
        let done = completion
        completion = nil
        done?(text)
    }

    /// Removes a UTF-8 sequence left incomplete at the end of `bytes`.
    static func trimIncompleteTail(_ bytes: inout [UInt8]) {
        var start = bytes.count
        while start > 0, start > bytes.count - 4, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return }
        let lead = bytes[start - 1]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        if bytes.count - (start - 1) < length { bytes.removeSubrange((start - 1)...) }
    }
}
