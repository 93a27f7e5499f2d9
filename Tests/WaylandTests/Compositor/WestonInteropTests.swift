import Testing
import TactileTesting
import WaylandClient
import WaylandServer

@Suite("Real weston (headless backend, kiosk shell)")
struct WestonInteropTests {
    @Test(.enabled(if: WestonProcess.shouldRun, "weston is not on PATH (under CI=true the test runs and fails)"))
    func toplevelIsConfiguredFullscreenAndCommitsABuffer() throws {
        let weston = try WestonProcess()
        defer { weston.stop() }
        try weston.waitForSocket()

        let display = try Display(name: weston.socketPath)
        let registry = try GlobalRegistry(display: display)
        try display.boundedRoundtrip()
        let interfaces = Set(registry.globals.map(\.interface))
        // The headless backend has no input devices, so no wl_seat.
        for required in ["wl_compositor", "wl_subcompositor", "wl_shm", "xdg_wm_base", "wl_output", "wp_viewporter"] {
            #expect(interfaces.contains(required), "weston advertises \(required)")
        }

        let compositor = try registry.bind(WlCompositor.self, versions: 4...5)
        let shm = try registry.bind(WlShm.self, versions: 1...1)
        let wmBase = try registry.bind(XdgWmBase.self, versions: 1...5)
        wmBase.onEvent = { [unowned wmBase] event in
            if case .ping(let serial) = event { try? wmBase.pong(serial: serial) }
        }
        let surface = try compositor.createSurface()
        let xdgSurface = try wmBase.getXdgSurface(surface: surface)
        let toplevel = try xdgSurface.getToplevel()
        var size: (width: Int32, height: Int32) = (0, 0)
        var states: [UInt32] = []
        var serial: UInt32?
        toplevel.onEvent = { event in
            if case let .configure(width, height, bytes) = event {
                size = (width, height)
                states = TestToplevel.decodeStates(bytes)
            }
        }
        xdgSurface.onEvent = { event in
            if case .configure(let value) = event { serial = value }
        }
        try toplevel.setAppId(appId: "org.tactile.weston-test")
        try surface.commit()
        try display.wait(until: { serial != nil })

        #expect(states.contains(XdgToplevelResource.State.fullscreen.rawValue), "kiosk-shell configures fullscreen")
        #expect(size.width > 0 && size.height > 0)
        try xdgSurface.ackConfigure(serial: #require(serial))

        let width = max(size.width, 1)
        let height = max(size.height, 1)
        let memory = try SharedMemory(size: Int(width * height * 4))
        memory.bytes.initializeMemory(as: UInt8.self, repeating: 0x80)
        let pool = try shm.createPool(fd: memory.fileDescriptor, size: width * height * 4)
        let buffer = try pool.createBuffer(offset: 0, width: width, height: height, stride: width * 4, format: .xrgb8888)
        try surface.attach(buffer: buffer, x: 0, y: 0)
        try surface.damageBuffer(x: 0, y: 0, width: width, height: height)
        try surface.commit()
        try display.boundedRoundtrip()
        #expect(display.error == nil)
    }
}
