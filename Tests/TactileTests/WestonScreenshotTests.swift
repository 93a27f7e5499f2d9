import Foundation
import Testing
@testable import Tactile
import TactileTesting

#if canImport(Glibc)
import Glibc
#endif

/// A real capture of a Tactile window under weston: weston 10's headless backend with the pixman
/// renderer (`--use-pixman`; the GL renderer draws nothing headless) and `--debug` (which exposes
/// the screenshooter protocol), desktop-shell (weston 10's kiosk-shell never shows a surface on a
/// seat-less headless output), and `weston-screenshooter` as a child process.
@MainActor @Suite(.enabled(if: WestonInstance.executable != nil && ChildProcess.find("weston-screenshooter") != nil,
                           "weston or weston-screenshooter is not installed"),
                  .serialized)
struct WestonScreenshotTests {
    static let background = Color(red: 0.2, green: 0.4, blue: 0.8)
    static let box = Rect(x: 40, y: 30, width: 120, height: 80)

    /// Pumps `platform` once: update, then wait up to 100 ms for the compositor and dispatch.
    func pump(_ platform: WaylandPlatform) throws {
        try platform.update()
        if platform.hasPendingWork { return }
        var descriptor = pollfd(fd: platform.fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 100)
        try platform.dispatch()
    }

    @Test func screenshotShowsTheFullscreenWindowWithItsBackgroundAndBox() throws {
        // No startup fade (it keeps the output black for a while) and no window animations.
        let config = "[shell]\nstartup-animation=none\nanimation=none\nclose-animation=none\nfocus-animation=none\n"
        let weston = try WestonInstance(shell: "desktop-shell.so", width: 320, height: 240, config: config,
                                        extraArguments: ["--use-pixman", "--debug"])
        defer { weston.stop() }
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = Self.background
        let boxView = View(frame: Self.box)
        boxView.backgroundColor = .red
        window.addSubview(boxView)
        let platform = try WaylandPlatform(window: window, options: RunOptions(
            title: "screenshot", fullscreen: true, displayName: weston.socketPath))

        // Bounded: at most 100 waits of up to 100 ms. Two frames (the box is redrawn unchanged after
        // the first): the second waited for weston's frame callback, so weston has repainted with ours.
        for _ in 0..<100 {
            try pump(platform)
            guard let surface = platform.windowSurface else { continue }
            if surface.frameCount >= 2 { break }
            if surface.frameCount == 1 { boxView.setNeedsDisplay() }
        }
        let surface = try #require(platform.windowSurface)
        try #require(surface.frameCount >= 2, "weston never answered the first frame")
        #expect(window.frame.size == Size(width: 320, height: 240))

        let screenshooter = try #require(ChildProcess.find("weston-screenshooter"))
        let child = try ChildProcess(screenshooter, directory: weston.directory, environment: [
            "XDG_RUNTIME_DIR=\(weston.directory)", "WAYLAND_DISPLAY=\(weston.socketName)", "HOME=\(weston.directory)"])
        // Keep answering weston while the capture runs; bounded like above.
        for _ in 0..<100 where !child.hasExited { try pump(platform) }
        try #require(child.hasExited, "weston-screenshooter did not finish")
        #expect(child.exitStatus == 0)

        let files = try FileManager.default.contentsOfDirectory(atPath: weston.directory)
        let name = try #require(files.first { $0.hasPrefix("wayland-screenshot") && $0.hasSuffix(".png") },
                                "no screenshot in \(weston.directory): \(files)")
        let png = try #require(FileManager.default.contents(atPath: "\(weston.directory)/\(name)"))
        try? FileManager.default.removeItem(atPath: "/tmp/tactile-weston-screenshot.png")
        try? FileManager.default.copyItem(atPath: "\(weston.directory)/\(name)", toPath: "/tmp/tactile-weston-screenshot.png")
        let capture = try PNGDecoder.decode(Array(png))

        #expect(capture.width == 320 && capture.height == 240)
        // desktop-shell puts the fullscreen window at the output's origin, covering it.
        for (x, y) in [(0, 0), (319, 0), (0, 239), (319, 239), (200, 150), (20, 20)] {
            #expect(close(capture.pixel(x: x, y: y), Self.background), "background at (\(x), \(y)): \(capture.pixel(x: x, y: y))")
        }
        for (x, y) in [(40, 30), (159, 109), (100, 70)] {
            #expect(close(capture.pixel(x: x, y: y), .red), "box at (\(x), \(y)): \(capture.pixel(x: x, y: y))")
        }
        for (x, y) in [(39, 70), (160, 70), (100, 29), (100, 110)] {
            #expect(close(capture.pixel(x: x, y: y), Self.background), "just outside the box at (\(x), \(y))")
        }
    }

    /// Whether `a` and `b` agree within 2/255 per component (ignoring alpha: captures are opaque).
    func close(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) <= 2.0 / 255 && abs(a.green - b.green) <= 2.0 / 255 && abs(a.blue - b.blue) <= 2.0 / 255
    }
}
