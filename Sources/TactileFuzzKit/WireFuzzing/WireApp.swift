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

    /// The apps found next to `directory`'s executables (`map-pins`, `controls-demo`), in that order.
    public static func built(in directory: String) -> [WireApp] {
        var apps: [WireApp] = []
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        if isExecutable(base + "map-pins") { apps.append(.mapPins(binary: base + "map-pins")) }
        if isExecutable(base + "controls-demo") { apps.append(.controlsDemo(binary: base + "controls-demo")) }
        return apps
    }
}

#if canImport(Glibc)
import Glibc
private func isExecutable(_ path: String) -> Bool { access(path, X_OK) == 0 }
#endif
