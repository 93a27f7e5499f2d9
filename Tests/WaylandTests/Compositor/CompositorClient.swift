import Testing
import TactileCore
import TactileTesting
import TactileHeadless
import WaylandClient
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

/// A `WaylandClient` connection to a fresh `HeadlessCompositor`, with the common globals bound.
final class CompositorClient {
    let compositor: HeadlessCompositor
    let display: Display
    let registry: GlobalRegistry
    let wlCompositor: WlCompositor
    let shm: WlShm
    let subcompositor: WlSubcompositor
    let wmBase: XdgWmBase
    let seat: WlSeat
    private(set) var shmFormats: [WlShm.Format] = []
    private(set) var seatCapabilities: [WlSeat.Capability] = []

    init(_ compositor: HeadlessCompositor) throws {
        self.compositor = compositor
        display = try compositor.connectClient()
        registry = try GlobalRegistry(display: display)
        try compositor.roundtrip(display)
        wlCompositor = try registry.bind(WlCompositor.self, versions: 4...5)
        shm = try registry.bind(WlShm.self, versions: 1...1)
        subcompositor = try registry.bind(WlSubcompositor.self, versions: 1...1)
        wmBase = try registry.bind(XdgWmBase.self, versions: 1...5)
        seat = try registry.bind(WlSeat.self, versions: 1...8)
        shm.onEvent = { [unowned self] event in
            if case .format(let format) = event { self.shmFormats.append(format) }
        }
        seat.onEvent = { [unowned self] event in
            if case .capabilities(let capabilities) = event { self.seatCapabilities.append(capabilities) }
        }
        wmBase.onEvent = { [unowned wmBase] event in
            if case .ping(let serial) = event { try? wmBase.pong(serial: serial) }
        }
        try compositor.roundtrip(display)
    }

    convenience init() throws {
        try self.init(HeadlessCompositor())
    }

    func roundtrip() throws { try compositor.roundtrip(display) }

    /// The server side of a client surface.
    func serverSurface(_ surface: WlSurface) throws -> HeadlessSurface {
        try #require(compositor.surface(id: surface.id, of: display))
    }

    /// A buffer whose pixel (x, y) is `pixel(x, y)`, in a pool of its own.
    func makeBuffer(
        width: Int32, height: Int32, format: WlShm.Format = .argb8888, pixel: (Int, Int) -> UInt32
    ) throws -> TestBuffer {
        let memory = try SharedMemory(size: Int(width * height * 4))
        for y in 0..<Int(height) {
            for x in 0..<Int(width) {
                memory.bytes.storeBytes(of: pixel(x, y).littleEndian, toByteOffset: (y * Int(width) + x) * 4, as: UInt32.self)
            }
        }
        let pool = try shm.createPool(fd: memory.fileDescriptor, size: Int32(memory.bytes.count))
        let buffer = try pool.createBuffer(offset: 0, width: width, height: height, stride: width * 4, format: format)
        return TestBuffer(buffer: buffer, pool: pool)
    }

    /// A buffer filled with one ARGB value.
    func makeBuffer(width: Int32, height: Int32, filledWith argb: UInt32) throws -> TestBuffer {
        try makeBuffer(width: width, height: height) { _, _ in argb }
    }

    /// A surface with an xdg_toplevel whose initial commit was made and configure received and acked.
    func makeMappedToplevel(buffer: TestBuffer) throws -> TestToplevel {
        let toplevel = try TestToplevel(client: self)
        try toplevel.surface.commit()
        try compositor.pump(display, until: { toplevel.lastConfigureSerial != nil })
        try toplevel.xdgSurface.ackConfigure(serial: #require(toplevel.lastConfigureSerial))
        try toplevel.surface.attach(buffer: buffer.buffer, x: 0, y: 0)
        try toplevel.surface.damageBuffer(x: 0, y: 0, width: .max, height: .max)
        try toplevel.surface.commit()
        try roundtrip()
        return toplevel
    }
}

/// A client buffer and its pool, recording `wl_buffer.release`.
final class TestBuffer {
    let buffer: WlBuffer
    let pool: WlShmPool
    private(set) var releaseCount = 0

    init(buffer: WlBuffer, pool: WlShmPool) {
        self.buffer = buffer
        self.pool = pool
        buffer.onEvent = { [unowned self] event in
            if case .release = event { self.releaseCount += 1 }
        }
    }
}

/// A client surface with an xdg_toplevel, recording configures.
final class TestToplevel {
    let surface: WlSurface
    let xdgSurface: XdgSurface
    let toplevel: XdgToplevel
    private(set) var toplevelConfigures: [(width: Int32, height: Int32, states: [UInt32])] = []
    private(set) var lastConfigureSerial: UInt32?

    /// `xdg_toplevel.configure` states: little-endian 32-bit values.
    static func decodeStates(_ bytes: [UInt8]) -> [UInt32] {
        var values: [UInt32] = []
        var index = 0
        while index + 4 <= bytes.count {
            var value: UInt32 = 0
            for shift in 0..<4 { value |= UInt32(bytes[index + shift]) << (8 * UInt32(shift)) }
            values.append(value)
            index += 4
        }
        return values
    }

    init(client: CompositorClient) throws {
        surface = try client.wlCompositor.createSurface()
        xdgSurface = try client.wmBase.getXdgSurface(surface: surface)
        toplevel = try xdgSurface.getToplevel()
        toplevel.onEvent = { [unowned self] event in
            if case let .configure(width, height, states) = event {
                self.toplevelConfigures.append((width, height, Self.decodeStates(states)))
            }
        }
        xdgSurface.onEvent = { [unowned self] event in
            if case .configure(let serial) = event { self.lastConfigureSerial = serial }
        }
    }
}
