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

/// The clipboard end to end under `HeadlessCompositor`: text another client copied is pasted into a
/// field, the field's text is copied to another client; a 10 MB paste and invalid UTF-8.
@MainActor @Suite struct ClipboardTests {
    /// Another client on the same compositor, with a data device on the seat.
    @MainActor final class OtherClient {
        let display: Display
        let registry: GlobalRegistry
        let manager: WlDataDeviceManager
        let device: WlDataDevice
        let keyboard: WlKeyboard
        var source: WlDataSource?
        /// The pipe a paste asked this client to fill.
        var requested: OwnedFileDescriptor?
        var offers: [WlDataOffer: [String]] = [:]
        var selection: WlDataOffer?

        init(on compositor: HeadlessCompositor) throws {
            display = try compositor.connectClient()
            registry = try GlobalRegistry(display: display)
            try compositor.roundtrip(display)
            manager = try registry.bind(WlDataDeviceManager.self, versions: 3...3)
            let seat = try registry.bind(WlSeat.self, versions: 1...8)
            device = try manager.getDataDevice(seat: seat)
            keyboard = try seat.getKeyboard()
            device.onEvent = { [weak self] event in
                guard let self else { return }
                switch event {
                case let .dataOffer(offer):
                    offers[offer] = []
                    offer.onEvent = { [weak self, weak offer] event in
                        if let offer, case let .offer(type) = event { self?.offers[offer]?.append(type) }
                    }
                case let .selection(offer): selection = offer
                default: break
                }
            }
            try compositor.roundtrip(display)
        }

        /// Copies: a source offering UTF-8 text becomes the selection. Data is written by the test.
        func copy(on compositor: HeadlessCompositor) throws {
            let source = try manager.createDataSource()
            try source.offer(mimeType: "text/plain;charset=utf-8")
            source.onEvent = { [weak self] event in
                if case let .send(_, fd) = event { self?.requested = fd }
            }
            try device.setSelection(source: source, serial: 0)
            self.source = source
            try compositor.roundtrip(display)
        }
    }

    func scene() throws -> (PlatformHarness, TextField, OtherClient) {
        let compositor = try HeadlessCompositor()
        try compositor.offerClipboard()
        let harness = try PlatformHarness(size: Size(width: 400, height: 200), compositor: compositor)
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 44))
        harness.window.addSubview(field)
        let toplevel = try harness.mapWindow()
        try compositor.keyboardEnter(toplevel.surface)
        try harness.settle()
        let other = try OtherClient(on: compositor)
        return (harness, field, other)
    }

    /// The other client copies, the field pastes; returns the pipe the other client must fill.
    func startPaste(_ h: PlatformHarness, _ field: TextField, from other: OtherClient) throws -> OwnedFileDescriptor {
        try other.copy(on: h.compositor)
        try h.settle()
        #expect(field.canPaste)
        #expect(field.paste())
        try h.settle()
        try h.compositor.roundtrip(other.display)
        return try #require(other.requested)
    }

    /// Writes `bytes` to `fd` without blocking, the app reading every 10 ms of its clock, then closes.
    /// Stops early (recording an issue) when the app closes its end: the write fails with EPIPE.
    func write(_ bytes: [UInt8], to fd: OwnedFileDescriptor, app h: PlatformHarness) {
        _ = fcntl(fd.rawValue, F_SETFL, fcntl(fd.rawValue, F_GETFL) | O_NONBLOCK)
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { Glibc.write(fd.rawValue, $0.baseAddress, min($0.count, 65536)) }
            if count > 0 {
                offset += count
            } else if count < 0 && errno != EAGAIN && errno != EINTR {
                Issue.record("the paste's pipe failed after \(offset) of \(bytes.count) bytes: errno \(errno)")
                break
            } else {
                h.clock.advance(by: .milliseconds(10))
            }
        }
        fd.close()
        h.clock.advance(by: .milliseconds(10))
    }

    /// What the other client reads from the clipboard (at most 64 bytes) once it has keyboard focus.
    func readClipboard(_ h: PlatformHarness, in other: OtherClient) throws -> String {
        let reader = try requestAppClipboard(h, in: other)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(reader.rawValue, $0.baseAddress, $0.count) }
        return String(decoding: buffer[0..<max(0, count)], as: UTF8.self)
    }

    @Test func textCopiedInAnotherClientPastesAtTheCaret() throws {
        let (h, field, other) = try scene()
        defer { field.resignFirstResponder() }
        field.text = "ab"
        field.becomeFirstResponder()
        field.caret = 1
        let fd = try startPaste(h, field, from: other)
        #expect(field.text == "ab")           // nothing until the data arrives
        write(Array("très\nbien".utf8), to: fd, app: h)
        #expect(field.text == "atrès bienb")
        #expect(field.caret == 10)
    }

    @Test func theFieldsTextIsCopiedToAnotherClientAndCutEmptiesIt() throws {
        let (h, field, other) = try scene()
        defer { field.resignFirstResponder() }
        field.text = "copy me"
        field.becomeFirstResponder()
        try tapForInputSerial(h)
        #expect(field.cut())
        try h.settle()
        #expect(field.text == "")
        #expect(h.compositor.selectionTypes?.contains("text/plain;charset=utf-8") == true)
        #expect(try readClipboard(h, in: other) == "copy me")
        // Secure entry never reaches the clipboard.
        field.isSecureTextEntry = true
        field.text = "secret"
        #expect(!field.copy() && !field.cut())
        #expect(field.text == "secret")
    }

    @Test func aTenMegabytePasteIsCutToTheField() throws {
        let (h, field, other) = try scene()
        defer { field.resignFirstResponder() }
        field.becomeFirstResponder()
        let fd = try startPaste(h, field, from: other)
        write([UInt8](repeating: UInt8(ascii: "z"), count: 10 << 20), to: fd, app: h)
        #expect(field.text == String(repeating: "z", count: field.maximumLength))
        #expect(h.display.error == nil)
    }

    @Test func invalidUTF8InAPasteBecomesReplacementCharacters() throws {
        let (h, field, other) = try scene()
        defer { field.resignFirstResponder() }
        field.becomeFirstResponder()
        let fd = try startPaste(h, field, from: other)
        write([0x61, 0xFF, 0xFE, 0x62, 0xE2, 0x82], to: fd, app: h)
        #expect(field.text == "a\u{FFFD}\u{FFFD}b\u{FFFD}")
    }

    @Test func aPasteCutMidCharacterDropsTheBrokenTail() {
        var bytes: [UInt8] = Array("a€".utf8).dropLast()
        ClipboardTransfer.trimIncompleteTail(&bytes)
        #expect(bytes == [0x61])
        var whole = Array("a€".utf8)
        ClipboardTransfer.trimIncompleteTail(&whole)
        #expect(whole == Array("a€".utf8))
    }
}
