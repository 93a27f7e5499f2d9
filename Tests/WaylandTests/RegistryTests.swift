import Testing
import WaylandClient
import WaylandServer

@Suite("Registry and version negotiation")
struct RegistryTests {
    @Test func bindsTheLowerOfAdvertisedAndSupportedVersions() throws {
        let compositor = try TestCompositor(compositorVersion: 4, seatVersion: 5)
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()

        let wlCompositor = try globals.bind(WlCompositor.self, versions: 1...5)
        let seat = try globals.bind(WlSeat.self, versions: 1...3)
        try link.roundtrip()

        #expect(wlCompositor.version == 4)  // advertised 4, supported up to 5
        #expect(seat.version == 3)  // advertised 5, supported up to 3
        #expect(compositor.boundVersions == ["wl_compositor": 4, "wl_seat": 3])
        #expect(Set(globals.globals.map(\.interface)) == ["wl_compositor", "wl_shm", "wl_seat"])
    }

    @Test func missingRequiredGlobalIsANamedError() throws {
        let compositor = try TestCompositor(seatVersion: nil)
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()

        #expect(throws: WaylandError.missingGlobal(interface: "wl_seat", minimumVersion: 1, advertisedVersion: nil)) {
            try globals.bind(WlSeat.self, versions: 1...8)
        }
        #expect(try globals.bindIfAvailable(WpViewporter.self, versions: 1...1) == nil)
        let error = WaylandError.missingGlobal(interface: "wp_viewporter", minimumVersion: 1, advertisedVersion: nil)
        #expect(error.description.contains("wp_viewporter"))
    }

    @Test func globalAdvertisedTooOldIsMissing() throws {
        let compositor = try TestCompositor(compositorVersion: 2)
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()

        #expect(throws: WaylandError.missingGlobal(interface: "wl_compositor", minimumVersion: 3, advertisedVersion: 2)) {
            try globals.bind(WlCompositor.self, versions: 3...5)
        }
    }

    @Test func globalRemovalIsReported() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        var removed: [String] = []
        globals.onGlobalRemoved = { removed.append($0.interface) }
        try link.roundtrip()

        compositor.withdrawSeat()
        try link.roundtrip()

        #expect(removed == ["wl_seat"])
        #expect(globals.global(named: "wl_seat") == nil)
    }

    @Test func bindingAboveTheBindingsVersionIsRefused() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let shm = try #require(globals.global(named: "wl_shm"))

        #expect(throws: WaylandError.invalidBindVersion(interface: "wl_shm", requested: 9, supported: 1)) {
            try globals.registry.bind(name: shm.name, as: WlShm.self, version: 9)
        }
    }
}
