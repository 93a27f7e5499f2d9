import Testing
import TactileTesting
import TactileHeadless
import WaylandClient
import WaylandServer

@Suite("HeadlessCompositor globals")
struct CompositorGlobalsTests {
    @Test func registryListsEveryGlobalAtItsVersion() throws {
        let client = try CompositorClient()
        var versions: [String: UInt32] = [:]
        for global in client.registry.globals { versions[global.interface] = global.version }
        #expect(versions == [
            "wl_compositor": 5, "wl_subcompositor": 1, "wl_shm": 1, "wl_output": 4, "wl_seat": 8,
            "xdg_wm_base": 5, "wp_viewporter": 1, "zwp_pointer_gestures_v1": 3,
        ])
    }

    @Test func shmAdvertisesArgbAndXrgb() throws {
        let client = try CompositorClient()
        #expect(client.shmFormats == [.argb8888, .xrgb8888])
    }

    @Test func outputAnnouncesAndReannouncesItsSettings() throws {
        let client = try CompositorClient()
        let output = try client.registry.bind(WlOutput.self, versions: 2...4)
        var modes: [(Int32, Int32)] = []
        var scales: [Int32] = []
        var physical: [(Int32, Int32)] = []
        var doneCount = 0
        output.onEvent = { event in
            switch event {
            case let .mode(_, width, height, _): modes.append((width, height))
            case .scale(let factor): scales.append(factor)
            case let .geometry(_, _, width, height, _, _, _, _): physical.append((width, height))
            case .done: doneCount += 1
            default: break
            }
        }
        try client.roundtrip()
        #expect(modes.map { [$0.0, $0.1] } == [[1280, 800]])
        #expect(scales == [1])
        #expect(physical.map { [$0.0, $0.1] } == [[217, 136]])

        client.compositor.output = OutputSettings(width: 2560, height: 1600, scale: 2, physicalWidth: 300, physicalHeight: 190)
        try client.roundtrip()
        #expect(modes.map { [$0.0, $0.1] } == [[1280, 800], [2560, 1600]])
        #expect(scales == [1, 2])
        #expect(physical.last.map { [$0.0, $0.1] } == [300, 190])
        #expect(doneCount == 2)
    }

    @Test func mappedSurfaceEntersTheOutput() throws {
        let client = try CompositorClient()
        let output = try client.registry.bind(WlOutput.self, versions: 1...4)
        try client.roundtrip()
        let toplevel = try TestToplevel(client: client)
        var entered: [UInt32] = []
        toplevel.surface.onEvent = { event in
            if case .enter(let target) = event { entered.append(target.id) }
        }
        try toplevel.surface.commit()
        try client.roundtrip()
        #expect(entered.isEmpty, "not mapped yet")
        try toplevel.xdgSurface.ackConfigure(serial: #require(toplevel.lastConfigureSerial))
        let buffer = try client.makeBuffer(width: 2, height: 2, filledWith: 0xFFFF_FFFF)
        try toplevel.surface.attach(buffer: buffer.buffer, x: 0, y: 0)
        try toplevel.surface.commit()
        try client.roundtrip()
        #expect(entered == [output.id])
    }

    @Test func pingIsAnsweredWithPong() throws {
        let client = try CompositorClient()
        let serial = client.compositor.ping()
        try client.compositor.pump(client.display, until: { !client.compositor.pongs.isEmpty })
        #expect(client.compositor.pongs == [serial])
    }
}
