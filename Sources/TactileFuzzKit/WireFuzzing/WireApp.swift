import TactileCore

/// An app executable the wire fuzzer attacks, and how to see that it still takes a touch drag.
public struct WireApp: Sendable {
    /// A short name for reports (`map-pins`).
    public var name: String
    /// The executable's path.
    public var binary: String
    /// Its arguments.
    public var arguments: [String]
    /// Its window size in points (what a sane configure gives it back).
    public var size: Size
    /// Where the health drag starts, and how far it goes (window points).
    public var dragStart: Point
    public var dragDelta: Point
    /// Whether the app prints map-pins' `--trace` lines (then the drag must show up as a pan).
    public var tracesPans: Bool
    /// Where a tap before each sequence focuses a text field (window points), so that the
    /// sequence's text-input events meet a field that is editing; nil when the app has none. The
    /// app must then use the compositor's text input (`TextEntryMode` `.inputMethod` or `.both`).
    public var focusTap: Point?
    /// A swipe that brings the app back to its first screen from any other (a screen-edge swipe
    /// back), made before each sequence and before the health drag; nil when the app has one screen.
    public var homeSwipe: Swipe?
    /// Whether a sequence can switch the app to a right-to-left language (kiosk-demo's language
    /// button): its screens then mirror, so the home swipe, the focus tap and the health drag are
    /// also made at their mirrored places (`mirrored(_:)`).
    public var mirrorsInRightToLeft = false

    /// `point` mirrored across the window's vertical centre line.
    public func mirrored(_ point: Point) -> Point { Point(x: size.width - point.x, y: point.y) }

    /// A one-finger swipe, window points.
    public struct Swipe: Sendable {
        public var from: Point
        public var to: Point
    }

    /// `map-pins --trace`, its pin far from where the health drag starts.
    public static func mapPins(binary: String) -> WireApp {
        WireApp(name: "map-pins", binary: binary, arguments: ["--trace", "--size", "800x600", "--pin", "700,80"],
                size: Size(width: 800, height: 600), dragStart: Point(x: 120, y: 420), dragDelta: Point(x: 200, y: 0),
                tracesPans: true)
    }

    /// `controls-demo`; the health drag scrolls its list.
    public static func controlsDemo(binary: String) -> WireApp {
        WireApp(name: "controls-demo", binary: binary, arguments: [], size: Size(width: 800, height: 480),
                dragStart: Point(x: 596, y: 420), dragDelta: Point(x: 0, y: -240), tracesPans: false)
    }

    /// `kiosk-demo` at 800×480, never going idle, typing with both the in-app keyboard and the
    /// compositor's text input. Each sequence starts on the home screen (an edge swipe goes back
    /// from an exhibit) with the search field focused (the in-app keyboard up, the text input
    /// enabled); the health drag, on the home screen too, turns the banner carousel. In Arabic
    /// (its language button) the screens mirror, and so do those places.
    public static func kioskDemo(binary: String) -> WireApp {
        var app = WireApp(name: "kiosk-demo", binary: binary, arguments: ["--size", "800x480", "--idle", "0", "--text-entry", "both"],
                          size: Size(width: 800, height: 480), dragStart: Point(x: 240, y: 150), dragDelta: Point(x: -160, y: 0),
                          tracesPans: false, focusTap: Point(x: 624, y: 38),
                          homeSwipe: Swipe(from: Point(x: 2, y: 240), to: Point(x: 560, y: 240)))
        app.mirrorsInRightToLeft = true
        return app
    }

    /// The apps found next to `directory`'s executables (`map-pins`, `controls-demo`, `kiosk-demo`),
    /// in that order.
    public static func built(in directory: String) -> [WireApp] {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        return names.compactMap { name in isExecutable(base + name) ? named(name, binary: base + name) : nil }
    }

    /// The executable names of the apps the wire fuzzer knows, in the order `built(in:)` lists them.
    public static let names = ["map-pins", "controls-demo", "kiosk-demo"]

    /// The app called `name` (one of `names`) run from `binary`, or nil for another name.
    public static func named(_ name: String, binary: String) -> WireApp? {
        switch name {
        case "map-pins": .mapPins(binary: binary)
        case "controls-demo": .controlsDemo(binary: binary)
        case "kiosk-demo": .kioskDemo(binary: binary)
        default: nil
        }
    }
}

#if canImport(Glibc)
import Glibc
private func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }
#endif
