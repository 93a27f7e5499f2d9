import Foundation
import Testing
@testable import Tactile
import TactileTesting
@testable import MapPinsKit

#if canImport(Glibc)
import Glibc
#endif

/// A real capture of map-pins under weston, in-process through `WaylandPlatform`: the same setup as
/// `WestonScreenshotTests` (headless backend, `--use-pixman`, `--debug`, desktop-shell, no startup
/// animation) with the map and three pins at known window points. The capture is kept at
/// /tmp/tactile-map-pins-weston.png.
@MainActor @Suite(.enabled(if: WestonInstance.executable != nil && ChildProcess.find("weston-screenshooter") != nil,
                           "weston or weston-screenshooter is not installed"),
                  .serialized)
struct MapPinsWestonScreenshotTests {
    static let pins = [Point(x: 160, y: 120), Point(x: 480, y: 300), Point(x: 320, y: 400)]
    static let mapColours = [MapPalette.land, MapPalette.landFar, MapPalette.water, MapPalette.waterEdge, MapPalette.park,
                             MapPalette.parkTree, MapPalette.majorRoad, MapPalette.majorRoadCasing, MapPalette.minorRoad,
                             MapPalette.alley, MapPalette.building]

    /// Pumps `platform` once: update, then wait up to 100 ms for the compositor and dispatch.
    func pump(_ platform: WaylandPlatform) throws {
        try platform.update()
        if platform.hasPendingWork { return }
        var descriptor = pollfd(fd: platform.fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&descriptor, 1, 100)
        try platform.dispatch()
    }

    @Test func pinHeadsArePinRedOverTheMap() throws {
        let config = "[shell]\nstartup-animation=none\nanimation=none\nclose-animation=none\nfocus-animation=none\n"
        let weston = try WestonInstance(shell: "desktop-shell.so", width: 640, height: 480, config: config,
                                        extraArguments: ["--use-pixman", "--debug"])
        defer { weston.stop() }
        let window = MapPinsWindow(frame: Rect(x: 0, y: 0, width: 640, height: 480))
        let scene = MapPinsScene(window: window, initialPins: Self.pins)
        let platform = try WaylandPlatform(window: window, options: RunOptions(
            title: "map-pins", appID: "org.tactile.map-pins", fullscreen: true, displayName: weston.socketPath))

        // Bounded: at most 100 waits of up to 100 ms. The second frame waited for weston's frame
        // callback, so weston has repainted with the first.
        for _ in 0..<100 {
            try pump(platform)
            guard let surface = platform.windowSurface else { continue }
            if surface.frameCount >= 2 { break }
            if surface.frameCount == 1 { scene.map.setNeedsDisplay() }
        }
        let surface = try #require(platform.windowSurface)
        try #require(surface.frameCount >= 2, "weston never answered the first frame")
        #expect(window.frame.size == Size(width: 640, height: 480))

        let screenshooter = try #require(ChildProcess.find("weston-screenshooter"))
        let child = try ChildProcess(screenshooter, directory: weston.directory, environment: [
            "XDG_RUNTIME_DIR=\(weston.directory)", "WAYLAND_DISPLAY=\(weston.socketName)", "HOME=\(weston.directory)"])
        for _ in 0..<100 where !child.hasExited { try pump(platform) }
        try #require(child.hasExited, "weston-screenshooter did not finish")
        #expect(child.exitStatus == 0)

        let files = try FileManager.default.contentsOfDirectory(atPath: weston.directory)
        let name = try #require(files.first { $0.hasPrefix("wayland-screenshot") && $0.hasSuffix(".png") },
                                "no screenshot in \(weston.directory): \(files)")
        let png = try #require(FileManager.default.contents(atPath: "\(weston.directory)/\(name)"))
        try? FileManager.default.removeItem(atPath: "/tmp/tactile-map-pins-weston.png")
        try? FileManager.default.copyItem(atPath: "\(weston.directory)/\(name)", toPath: "/tmp/tactile-map-pins-weston.png")
        let capture = try PNGDecoder.decode(Array(png))
        #expect(capture.width == 640 && capture.height == 480)

        for (id, pin) in Self.pins.enumerated() {
            #expect(scene.pinPosition(id).map { near($0, pin) } == true)
            // The head is a disc of radius 11 centred on the pin; sample its centre and around it.
            for (dx, dy) in [(0.0, 0.0), (-6.0, 0.0), (6.0, 0.0), (0.0, 6.0)] {
                let p = Point(x: pin.x + dx, y: pin.y + dy)
                #expect(Self.close(capture.pixel(at: p), pinRed), "pin \(id) head at \(p): \(capture.pixel(at: p))")
            }
        }

        // Away from the pins (more than 40 pt from every head) the capture is the map.
        var sampled = 0, mapPixels = 0
        var coloursSeen = Set<Int>()
        for y in stride(from: 5, to: 480, by: 10) {
            for x in stride(from: 5, to: 640, by: 10) {
                let p = Point(x: Double(x), y: Double(y))
                guard Self.pins.allSatisfy({ abs($0.x - p.x) > 40 || abs($0.y - p.y) > 40 }) else { continue }
                sampled += 1
                let pixel = capture.pixel(at: p)
                #expect(!Self.close(pixel, pinRed), "pin red on the map at \(p)")
                if let index = Self.mapColours.firstIndex(where: { Self.close(pixel, $0, tolerance: 0.03) }) {
                    mapPixels += 1
                    coloursSeen.insert(index)
                }
            }
        }
        #expect(Double(mapPixels) >= 0.8 * Double(sampled), "\(mapPixels) of \(sampled) samples are map colours")
        #expect(coloursSeen.count >= 3, "map colours seen: \(coloursSeen.sorted())")
    }

    /// Whether `a` and `b` agree within `tolerance` per colour channel (captures are opaque: alpha is
    /// not compared).
    static func close(_ a: Color, _ b: Color, tolerance: Double = 0.04) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
    }
}
