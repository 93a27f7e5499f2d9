import Testing
import WaylandClient
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

@Suite("File descriptors and enums across the wire")
struct FileDescriptorTests {
    @Test func fdTravelsFromClientToServer() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let shm = try globals.bind(WlShm.self, versions: 1...1)

        let payload: [UInt8] = Array("pixels!".utf8)
        let memory = try SharedMemory.file(containing: payload)
        let pool = try shm.createPool(fd: memory, size: Int32(payload.count))
        try link.roundtrip()

        #expect(compositor.poolContents[pool.id] == payload)
        #expect(memory.isValid)  // the sender keeps its descriptor
        #expect(fcntl(memory.rawValue, F_GETFD) >= 0)
    }

    @Test func fdTravelsFromServerToClientAndUnknownEnumIsKept() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let seat = try globals.bind(WlSeat.self, versions: 1...5)
        let keyboard = try seat.getKeyboard()
        var received: (format: WlKeyboard.KeymapFormat, bytes: [UInt8])?
        keyboard.onEvent = { event in
            guard case let .keymap(format, fd, size) = event else { return }
            received = (format, contents(of: fd, count: Int(size)))
        }
        try link.roundtrip()
        let serverKeyboard = try #require(compositor.keyboards.first)

        try compositor.sendKeymap(Array("xkb keymap".utf8), format: 7, to: serverKeyboard)
        try link.pump(until: { received != nil })

        #expect(received?.format == .unknown(7))
        #expect(received?.bytes == Array("xkb keymap".utf8))
    }

    @Test func knownEnumAndBitfieldDecode() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let seat = try globals.bind(WlSeat.self, versions: 1...5)
        let shm = try globals.bind(WlShm.self, versions: 1...1)
        var capabilities: WlSeat.Capability?
        var formats: [WlShm.Format] = []
        seat.onEvent = { if case .capabilities(let value) = $0 { capabilities = value } }
        shm.onEvent = { if case .format(let value) = $0 { formats.append(value) } }
        try link.roundtrip()

        #expect(capabilities == .keyboard)
        #expect(formats == [.argb8888, .xrgb8888])
    }

    @Test func closedDescriptorIsRefused() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let shm = try globals.bind(WlShm.self, versions: 1...1)
        let closed = OwnedFileDescriptor(adopting: -1)

        #expect(throws: WaylandError.invalidFileDescriptor(argument: "fd")) {
            try shm.createPool(fd: closed, size: 16)
        }
    }
}
