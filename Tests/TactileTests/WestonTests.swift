import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting

#if canImport(Glibc)
import Glibc
#endif

/// Against a real weston (headless backend), when installed: the protocol flow — configured
/// (fullscreen under kiosk-shell), acked, a buffer committed and, under desktop-shell, frame
/// callbacks answered. The pixels themselves are checked by `WestonScreenshotTests` (desktop-shell
/// with the pixman renderer; weston 10's kiosk-shell shows nothing on a seat-less headless output).
@MainActor @Suite(.requiresPrograms("weston"), .serialized)
struct WestonTests {
    func run(shell: String, options: RunOptions, frames: Int) throws -> (WindowSurface, Window) {
        let weston = try WestonInstance(shell: shell)
        defer { weston.stop() }
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 200))
        window.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
        let platform = try WaylandPlatform(window: window, options: RunOptions(
            title: options.title, appID: options.appID, fullscreen: options.fullscreen, displayName: weston.socketPath))
        var descriptor = pollfd(fd: platform.fileDescriptor, events: Int16(POLLIN), revents: 0)
        // Bounded: at most 100 waits of up to 100 ms for the compositor's answers.
        for _ in 0..<100 {
            try platform.update()
            if let surface = platform.windowSurface, surface.frameCount >= frames { break }
            if platform.hasPendingWork { continue }
            _ = poll(&descriptor, 1, 100)
            try platform.dispatch()
            window.backgroundColor = Color(red: 0.2, green: 0.4, blue: Double.random(in: 0.5...0.9))
        }
        let surface = try #require(platform.windowSurface)
        return (surface, window)
    }

    @Test func kioskShellConfiguresTheWindowFullscreenAndItDraws() throws {
        let (surface, window) = try run(shell: "kiosk-shell.so", options: RunOptions(title: "kiosk"), frames: 1)
        #expect(surface.isConfigured)
        #expect(surface.states.contains(.fullscreen))
        #expect(window.frame.size == Size(width: 640, height: 480))
        // weston 10's kiosk-shell on the headless backend answers no frame callbacks (its own
        // weston-simple-shm stalls there too), so only the first frame can be expected.
        #expect(surface.frameCount >= 1)
    }

    @Test func desktopShellHonoursAFullscreenRequest() throws {
        let (surface, window) = try run(shell: "desktop-shell.so", options: RunOptions(title: "desktop", fullscreen: true), frames: 2)
        #expect(surface.isConfigured)
        #expect(surface.states.contains(.fullscreen))
        #expect(window.frame.size == Size(width: 640, height: 480))
        #expect(surface.frameCount >= 2)     // the second frame needed weston's frame callback
    }
}
