import Testing
import WaylandClient
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

@Suite("Connection errors")
struct ConnectionErrorTests {
    @Test func protocolErrorReachesTheClientTyped() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        let globals = try GlobalRegistry(display: link.display)
        try link.roundtrip()
        let shm = try globals.bind(WlShm.self, versions: 1...1)
        let memory = try SharedMemory.file(containing: [1, 2, 3, 4])

        _ = try shm.createPool(fd: memory, size: -4)
        let expected = WaylandError.protocolError(
            interface: "wl_shm", objectID: shm.id, code: WlShm.Error.invalidStride.rawValue,
            message: "pool size -4 is not positive")
        #expect(throws: expected) {
            try link.pump(until: { false }, limit: 5)
        }
        #expect(link.display.error == expected)
        #expect(throws: expected) { try shm.createPool(fd: memory, size: 4) }
    }

    @Test func serverDisconnectIsATypedErrorWithoutHanging() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        try link.roundtrip()

        link.serverClient.destroy()
        #expect(!link.serverClient.isAlive)
        var caught: WaylandError?
        do {
            try link.pump(until: { false }, limit: 5)
        } catch let error as WaylandError {
            caught = error
        }
        guard case .disconnected = caught else {
            Issue.record("expected .disconnected, got \(String(describing: caught))")
            return
        }
        #expect(throws: WaylandError.self) { try link.display.roundtrip() }
    }

    @Test func serverDisplayDestroyedIsADisconnect() throws {
        let compositor = try TestCompositor()
        let link = try LoopbackConnection(server: compositor.display)
        try link.roundtrip()

        compositor.display.destroy()
        #expect(throws: WaylandError.self) {
            try link.display.dispatchAvailable()
            try link.display.dispatchAvailable()
        }
        #expect(throws: WaylandServerError.displayDestroyed) { try compositor.display.dispatch() }
    }

    @Test func cannotConnectNamesTheDisplay() {
        let name = "tactile-test-no-such-display-\(getpid())"
        do {
            _ = try Display(name: name)
            Issue.record("connected to a display that does not exist")
        } catch {
            guard case let .cannotConnect(display, reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(display == name)
            #expect(!reason.isEmpty)
            #expect(error.description.hasPrefix("cannot connect to Wayland display '\(name)': "))
        }
    }
}
