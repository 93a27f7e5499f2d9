#if canImport(Glibc)
import Glibc
#endif

/// An example app the kiosk tests run under real compositors. Each prints
/// `{"event":"ready","width":W,"height":H}` on stdout once its first frame is committed.
/// Adding an app to the kiosk tests is one line in `all`.
struct KioskApp: CustomStringConvertible, Sendable {
    /// The executable's name, built next to the test bundle (`swift build --build-tests`).
    let name: String
    /// Its `xdg_toplevel` app id.
    let appID: String
    /// The arguments that ask for a fullscreen window and the ready line.
    let arguments: [String]

    static let mapPins = KioskApp(name: "map-pins", appID: "org.tactile.map-pins", arguments: ["--fullscreen", "--trace"])
    static let controlsDemo = KioskApp(name: "controls-demo", appID: "org.tactile.controls-demo",
                                       arguments: ["--fullscreen", "--trace"])
    static let kioskDemo = KioskApp(name: "kiosk-demo", appID: "org.tactile.kiosk-demo", arguments: ["--fullscreen", "--trace"])
    static let orderKiosk = KioskApp(name: "order-kiosk", appID: "org.tactile.order-kiosk", arguments: ["--fullscreen", "--trace"])
    static let all = [mapPins, controlsDemo, kioskDemo, orderKiosk]
    /// list-demo, for the AT-SPI selection test (not one of the kiosk apps above).
    static let listDemo = KioskApp(name: "list-demo", appID: "org.tactile.list-demo", arguments: ["--trace"])

    var description: String { name }

    /// The built executable, if present.
    var path: String? {
        guard let first = CommandLine.arguments.first else { return nil }
        var directory = first
        while !directory.isEmpty, !directory.hasSuffix("/") { directory.removeLast() }
        let path = directory + name
        return access(path, X_OK) == 0 ? path : nil
    }
}
