import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import WaylandClient
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

@MainActor struct ConnectionErrorTests {
    @Test func noDisplayNamesItInTheError() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10), clock: ManualClock())
        #expect {
            _ = try WaylandPlatform(window: window, options: RunOptions(displayName: "/nonexistent/tactile-no-display"))
        } throws: { error in
            guard let error = error as? PlatformError, case .cannotConnect = error else { return false }
            return error.description.hasPrefix("cannot connect to Wayland display '/nonexistent/tactile-no-display': ")
        }
    }

    @Test func aCompositorThatGoesAwayEndsDispatchWithAConnectionError() throws {
        let h = try PlatformHarness()
        _ = try h.mapWindow()
        h.compositor.disconnect(h.display)
        #expect {
            for _ in 0..<4 { try h.step() }
        } throws: { error in
            guard let error = error as? PlatformError, case .connectionLost = error else { return false }
            return error.description.hasPrefix("lost the connection to the Wayland compositor")
        }
    }

    @Test func aProtocolErrorEndsDispatchWithItsMessage() throws {
        let h = try PlatformHarness()
        let toplevel = try h.mapWindow()
        h.compositor.postError(on: toplevel.surface, code: 2, message: "bad things")
        #expect {
            for _ in 0..<4 { try h.step() }
        } throws: { error in
            (error as? PlatformError)?.description.contains("bad things") == true
        }
    }

    @Test(arguments: ["wl_compositor", "wl_shm", "xdg_wm_base"])
    func aMissingRequiredGlobalIsNamed(_ missing: String) throws {
        let server = try ServerDisplay()
        defer { server.destroy() }
        var globals: [Global] = []
        if missing != "wl_compositor" { globals.append(try server.createGlobal(WlCompositorResource.self, version: 5) { _ in }) }
        if missing != "wl_shm" { globals.append(try server.createGlobal(WlShmResource.self, version: 1) { _ in }) }
        if missing != "xdg_wm_base" { globals.append(try server.createGlobal(XdgWmBaseResource.self, version: 5) { _ in }) }
        var sockets: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0)
        _ = try server.createClient(fileDescriptor: sockets[0])
        let display = try Display(fileDescriptor: sockets[1])
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10), clock: ManualClock())
        let platform = try WaylandPlatform(display: display, window: window)
        var failure: PlatformError?
        for _ in 0..<8 where failure == nil {
            try server.dispatch(timeout: 0)
            server.flushClients()
            do { try platform.dispatch() } catch { failure = error }
        }
        #expect(failure == .missingGlobal(interface: missing, minimumVersion: 1))
        #expect(failure?.description.contains(missing) == true)
        #expect(globals.count == 2)
    }
}
