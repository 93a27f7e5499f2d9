import Foundation
import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Real pixels from weston: weston 10's headless backend with the pixman renderer (`--use-pixman`; the
/// GL renderer draws nothing headless) and `--debug` (which exposes the screenshooter protocol),
/// desktop-shell (weston 10's kiosk-shell never shows a surface on a seat-less headless output), no
/// startup fade or window animations, and `weston-screenshooter` as a child process.
@MainActor enum WestonCapture {
    /// The programs a capture test needs (`.requiresPrograms`).
    nonisolated static let programs = ["weston", "weston-screenshooter"]

    /// Starts a capturing weston whose one output is a `width`×`height` panel with `transform`.
    static func start(width: Int, height: Int, transform: OutputTransform = .normal) throws -> WestonInstance {
        let config = "[shell]\nstartup-animation=none\nanimation=none\nclose-animation=none\nfocus-animation=none\n"
        return try WestonInstance(shell: "desktop-shell.so", width: width, height: height, config: config,
                                  extraArguments: ["--use-pixman", "--debug", "--transform=\(westonName(of: transform))"])
    }

    /// weston's name for `transform` (`--transform`, weston.ini).
    static func westonName(of transform: OutputTransform) -> String {
        switch transform {
        case .normal: "normal"
        case .rotated90: "rotate-90"
        case .rotated180: "rotate-180"
        case .rotated270: "rotate-270"
        case .flipped: "flipped"
        case .flipped90: "flipped-rotate-90"
        case .flipped180: "flipped-rotate-180"
        case .flipped270: "flipped-rotate-270"
        }
    }

    /// Pumps `platform` once: update, then wait up to 100 ms for the compositor and dispatch.
    static func pump(_ platform: WaylandPlatform) throws {
        try platform.update()
        if platform.hasPendingWork { return }
        var descriptor = pollfd(fd: platform.fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 100)
        try platform.dispatch()
    }

    /// Shows `platform`'s window until weston has composited it, captures the output and decodes it.
    /// `redraw` asks for a second frame after the first; that frame waits for weston's frame callback, so
    /// weston has repainted with the first. A copy of the capture is kept at `keptCopy`.
    static func screenshot(of platform: WaylandPlatform, on weston: WestonInstance,
                           redraw: () -> Void, keptCopy: String) throws -> Bitmap {
        // Bounded: at most 100 waits of up to 100 ms.
        for _ in 0..<100 {
            try pump(platform)
            guard let surface = platform.windowSurface else { continue }
            if surface.frameCount >= 2 { break }
            if surface.frameCount == 1 { redraw() }
        }
        let surface = try #require(platform.windowSurface)
        try #require(surface.frameCount >= 2, "weston never answered the first frame")

        let screenshooter = try SystemExecutable.require("weston-screenshooter")
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
        try? FileManager.default.removeItem(atPath: keptCopy)
        try? FileManager.default.copyItem(atPath: "\(weston.directory)/\(name)", toPath: keptCopy)
        return try PNGDecoder.decode(Array(png))
    }
}
