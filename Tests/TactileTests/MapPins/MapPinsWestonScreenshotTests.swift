import Foundation
import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
@testable import MapPinsKit

#if canImport(Glibc)
import Glibc
#endif

/// A real capture of map-pins under weston, in-process through `WaylandPlatform`: the same setup as
/// `WestonScreenshotTests` (headless backend, `--use-pixman`, `--debug`, desktop-shell, no startup
/// animation) with the map and three pins at known window points. The capture is kept at
/// /tmp/tactile-map-pins-weston.png.
@MainActor @Suite(.requiresPrograms(WestonCapture.programs), .serialized)
struct MapPinsWestonScreenshotTests {
    static let pins = [Point(x: 160, y: 120), Point(x: 480, y: 300), Point(x: 320, y: 400)]
    static let mapColours = [MapPalette.land, MapPalette.landFar, MapPalette.water, MapPalette.waterEdge, MapPalette.park,
                             MapPalette.parkTree, MapPalette.majorRoad, MapPalette.majorRoadCasing, MapPalette.minorRoad,
                             MapPalette.alley, MapPalette.building]

    @Test func pinHeadsArePinRedOverTheMap() throws {
        let weston = try WestonCapture.start(width: 640, height: 480)
        defer { weston.stop() }
        let window = MapPinsWindow(frame: Rect(x: 0, y: 0, width: 640, height: 480))
        let scene = MapPinsScene(window: window, initialPins: Self.pins)
        let platform = try WaylandPlatform(window: window, options: RunOptions(
            title: "map-pins", appID: "org.tactile.map-pins", fullscreen: true, displayName: weston.socketPath))

        let capture = try WestonCapture.screenshot(of: platform, on: weston, redraw: { scene.map.setNeedsDisplay() },
                                                   keptCopy: "/tmp/tactile-map-pins-weston.png")
        #expect(window.frame.size == Size(width: 640, height: 480))
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
