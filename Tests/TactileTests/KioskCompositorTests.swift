import Testing
import TactileTestSupport

/// The example apps under the compositors kiosks use, as a kiosk session starts them: cage (which
/// makes every window fullscreen), sway with a minimal config, and weston's kiosk-shell, each on its
/// headless backend. Each app must come up fullscreen at the output's size and keep running.
/// Without the compositor the tests are skipped, except under `CI=true`, where they fail.
@Suite(.serialized)
struct KioskCompositorTests {
    static let apps = KioskApp.all

    func check(_ compositor: KioskSession.Compositor, _ app: KioskApp) throws -> KioskSession {
        let session = try KioskSession(compositor, app: app)
        let size = try session.waitForReady()
        #expect(size.width == compositor.outputSize.width && size.height == compositor.outputSize.height,
                "\(app) under \(compositor) is \(size.width)×\(size.height), not the output's size")
        #expect(session.appKeepsRunning(forMilliseconds: 1_000), "\(app) under \(compositor) stopped; logs in \(session.directory)")
        return session
    }

    @Test(.requiresPrograms(KioskSession.Compositor.cage.executables), arguments: apps)
    func underCage(_ app: KioskApp) throws {
        let session = try check(.cage, app)
        session.stop()
    }

    @Test(.requiresPrograms(KioskSession.Compositor.sway.executables), arguments: apps)
    func underSway(_ app: KioskApp) throws {
        let session = try check(.sway, app)
        defer { session.stop() }
        // sway's own view: the window is fullscreen and covers the output.
        let node = try session.swayWindowNode()
        #expect(node["fullscreen_mode"] as? Int == 1)
        let rect = node["rect"] as? [String: Any]
        #expect(rect?["width"] as? Int == KioskSession.Compositor.sway.outputSize.width)
        #expect(rect?["height"] as? Int == KioskSession.Compositor.sway.outputSize.height)
    }

    @Test(.requiresPrograms(KioskSession.Compositor.weston.executables), arguments: apps)
    func underWestonKioskShell(_ app: KioskApp) throws {
        let session = try check(.weston, app)
        session.stop()
    }
}
