import Testing
import TactileCore
import TactileTesting
import TactileHeadless
import WaylandClient

/// A minimal app on WaylandClient: a 100×100 white toplevel that turns red when touched.
private final class TouchPainter {
    let display: Display
    private let registry: GlobalRegistry
    private var shm: WlShm?
    private var window: TestToplevelParts?
    private var touch: WlTouch?
    private var buffers: [WlBuffer] = []
    private var memories: [SharedMemory] = []

    private struct TestToplevelParts {
        let surface: WlSurface
        let xdgSurface: XdgSurface
        let toplevel: XdgToplevel
    }

    init(display: Display) throws {
        self.display = display
        registry = try GlobalRegistry(display: display)
        registry.onGlobalAdded = { [unowned self] _ in
            let needed = ["wl_compositor", "xdg_wm_base", "wl_seat", "wl_shm"]
            guard self.window == nil, needed.allSatisfy({ self.registry.global(named: $0) != nil }) else { return }
            try? self.setUp()
        }
    }

    /// Binds what it needs once the globals are known and makes the initial commit.
    private func setUp() throws {
        let compositor = try registry.bind(WlCompositor.self, versions: 4...5)
        let wmBase = try registry.bind(XdgWmBase.self, versions: 1...5)
        let seat = try registry.bind(WlSeat.self, versions: 1...8)
        shm = try registry.bind(WlShm.self, versions: 1...1)
        let surface = try compositor.createSurface()
        let xdgSurface = try wmBase.getXdgSurface(surface: surface)
        let toplevel = try xdgSurface.getToplevel()
        window = TestToplevelParts(surface: surface, xdgSurface: xdgSurface, toplevel: toplevel)
        xdgSurface.onEvent = { [unowned self] event in
            guard case .configure(let serial) = event else { return }
            try? self.window?.xdgSurface.ackConfigure(serial: serial)
            try? self.paint(0xFFFF_FFFF)
        }
        let touch = try seat.getTouch()
        touch.onEvent = { [unowned self] event in
            if case .down = event { try? self.paint(0xFFFF_0000) }
        }
        self.touch = touch
        try surface.commit()
    }

    private func paint(_ argb: UInt32) throws {
        guard let shm, let window else { return }
        let memory = try SharedMemory(size: 100 * 100 * 4)
        for offset in stride(from: 0, to: memory.bytes.count, by: 4) {
            memory.bytes.storeBytes(of: argb.littleEndian, toByteOffset: offset, as: UInt32.self)
        }
        let pool = try shm.createPool(fd: memory.fileDescriptor, size: Int32(memory.bytes.count))
        let buffer = try pool.createBuffer(offset: 0, width: 100, height: 100, stride: 400, format: .argb8888)
        buffers.append(buffer)
        memories.append(memory)
        try window.surface.attach(buffer: buffer, x: 0, y: 0)
        try window.surface.damageBuffer(x: 0, y: 0, width: 100, height: 100)
        _ = try window.surface.frame()
        try window.surface.commit()
    }
}

@Suite("HeadlessCompositor documentation example")
struct DocumentationExampleTests {
    /// The example in docs/HEADLESS-COMPOSITOR.md, with `TouchPainter` as the app.
    @Test func documentedExampleWorks() throws {
        let compositor = try HeadlessCompositor()
        let display = try compositor.connectClient()
        let app = try TouchPainter(display: display)           // anything built on WaylandClient
        for _ in 0..<3 { try compositor.roundtrip(display) }   // globals → binds + initial commit → ack + first buffer
        let window = try #require(compositor.toplevels.first)
        try compositor.touchDown(id: 0, at: Point(x: 40, y: 60), on: window.surface)
        try compositor.touchFrame()
        for _ in 0..<2 { try compositor.roundtrip(display) }   // the app gets the touch, then its redraw is applied
        compositor.vblank()                                     // completes the frame callback
        #expect(try compositor.screenshot(of: window).pixel(x: 40, y: 60) == Color(red: 1, green: 0, blue: 0))
        withExtendedLifetime(app) {}
    }
}
