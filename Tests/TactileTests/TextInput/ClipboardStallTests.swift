import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// Clipboard peers that stall: a writer that never closes its pipe, and a reader that does not
/// read what the app copies. Both are bounded on the window's clock (`ManualClock`), never waited
/// for on the main thread.
extension ClipboardTests {
    /// Writes what `fd` takes now, without blocking; returns how many bytes.
    func writeWhatFits(_ bytes: [UInt8], to fd: OwnedFileDescriptor) -> Int {
        _ = fcntl(fd.rawValue, F_SETFL, fcntl(fd.rawValue, F_GETFL) | O_NONBLOCK)
        let count = bytes.withUnsafeBytes { Glibc.write(fd.rawValue, $0.baseAddress, $0.count) }
        return max(0, count)
    }

    @Test func aWriterThatNeverClosesIsPastedAfterFiveSecondsAndCut() throws {
        signal(SIGPIPE, SIG_IGN)
        let (h, field, other) = try scene()
        defer { field.resignFirstResponder() }
        field.becomeFirstResponder()
        let fd = try startPaste(h, field, from: other)
        var written = 0
        // 100 KiB over the first second, never closed: the app keeps 64 KiB and drops the rest.
        for _ in 0..<100 {
            written += writeWhatFits([UInt8](repeating: UInt8(ascii: "w"), count: 1024), to: fd)
            h.clock.advance(by: .milliseconds(10))
        }
        #expect(written == 100 * 1024)
        h.clock.advance(by: .milliseconds(3_900))
        #expect(field.text.isEmpty)          // still waiting for the writer to finish
        h.clock.advance(by: .milliseconds(200))
        #expect(field.text == String(repeating: "w", count: field.maximumLength))
        // The app closed its end: the writer's next write fails instead of filling a pipe forever.
        let late = [UInt8](repeating: 0x77, count: 16).withUnsafeBytes { Glibc.write(fd.rawValue, $0.baseAddress, $0.count) }
        #expect(late == -1 && errno == EPIPE)
        fd.close()
    }

    /// Asks for the app's clipboard as `other` would paste it (once it has keyboard focus); returns
    /// the read end of the pipe, non-blocking.
    func requestAppClipboard(_ h: PlatformHarness, in other: OtherClient) throws -> OwnedFileDescriptor {
        try h.compositor.roundtrip(other.display)
        let otherSurface = try other.registry.bind(WlCompositor.self, versions: 1...5).createSurface()
        try h.compositor.roundtrip(other.display)
        let surface = try #require(h.compositor.surface(id: otherSurface.id, of: other.display))
        try h.compositor.keyboardEnter(surface)
        try h.compositor.roundtrip(other.display)
        let offer = try #require(other.selection)
        #expect(other.offers[offer]?.contains("text/plain;charset=utf-8") == true)
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        let reader = OwnedFileDescriptor(adopting: ends[0])
        _ = fcntl(reader.rawValue, F_SETFL, fcntl(reader.rawValue, F_GETFL) | O_NONBLOCK)
        try offer.receive(mimeType: "text/plain;charset=utf-8", fd: OwnedFileDescriptor(adopting: ends[1]))
        try h.compositor.roundtrip(other.display)
        try h.settle()
        return reader
    }

    /// Reads what `fd` holds now; nil at end of file.
    func readWhatIsThere(_ fd: OwnedFileDescriptor) -> Int? {
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd.rawValue, $0.baseAddress, $0.count) }
            if count > 0 { total += count; continue }
            return count == 0 && total == 0 ? nil : total
        }
    }

    /// A tap on the field, which gives the app an input serial for `set_selection`.
    func tapForInputSerial(_ h: PlatformHarness) throws {
        let toplevel = try #require(h.toplevel)
        try h.compositor.touchDown(id: 1, at: Point(x: 100, y: 40), on: toplevel.surface)
        try h.compositor.touchFrame()
        try h.compositor.touchUp(id: 1)
        try h.compositor.touchFrame()
        try h.settle()
    }

    /// Copies `text` through the field (a tap first, for the input serial).
    func copyThroughField(_ text: String, _ h: PlatformHarness, _ field: TextField) throws -> WaylandClipboard {
        field.text = text
        field.becomeFirstResponder()
        try tapForInputSerial(h)
        #expect(field.copy())
        try h.settle()
        return try #require(h.window.clipboard as? WaylandClipboard)
    }

    @Test func copyingToASlowReaderIsWrittenFromTheEventLoop() throws {
        let (h, field, other) = try scene()
        defer { field.resignFirstResponder() }
        let text = String(repeating: "c", count: 200_000)   // three times what a pipe holds
        let clipboard = try copyThroughField(text, h, field)
        let reader = try requestAppClipboard(h, in: other)
        // The app wrote what the pipe takes and went on; the rest waits for the reader.
        #expect(clipboard.pendingSendCount == 1)
        var received = 0
        for _ in 0..<100 {
            guard let count = readWhatIsThere(reader) else { break }
            received += count
            h.clock.advance(by: .milliseconds(10))
        }
        #expect(received == 200_000)
        #expect(clipboard.pendingSendCount == 0)
    }

    @Test func copyingToAPipeNobodyReadsIsGivenUpAfterFiveSeconds() throws {
        let (h, field, other) = try scene()
        defer { field.resignFirstResponder() }
        let clipboard = try copyThroughField(String(repeating: "n", count: 200_000), h, field)
        let reader = try requestAppClipboard(h, in: other)
        #expect(clipboard.pendingSendCount == 1)
        h.clock.advance(by: .milliseconds(4_900))
        #expect(clipboard.pendingSendCount == 1)
        h.clock.advance(by: .milliseconds(200))
        #expect(clipboard.pendingSendCount == 0)
        // What fitted, then the end of the file: the app closed its end.
        #expect((readWhatIsThere(reader) ?? 0) > 0)
        #expect(readWhatIsThere(reader) == nil)
    }
}
