import Tactile
import TactileHeadless
import TactileTesting
import MapPinsKit

/// The map-pins app on an in-process `HeadlessCompositor` through real Wayland, stepped
/// deterministically on a `ManualClock`: the public `HeadlessHarness` with the app's scene in its
/// window. The headless tour and the tests drive the app through it: input goes in as compositor
/// `wl_touch` events, pixels come out as compositor screenshots.
@MainActor public final class HeadlessSession: HeadlessHarness {
    /// The app's scene in the harness's window.
    public let scene: MapPinsScene
    /// The app's trace.
    public var trace: MapTrace { scene.trace }

    /// Starts the app in a `size` window with `pins` (nil: the default pins).
    public init(size: Size = Size(width: 800, height: 600), pins: [Point]? = nil, overlay: Bool = false,
                trace: MapTrace = MapTrace()) throws {
        let clock = ManualClock()
        let window = MapPinsWindow(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), clock: clock)
        window.touchOverlayEnabled = overlay
        scene = MapPinsScene(window: window, initialPins: pins, trace: trace)
        try super.init(window: window, clock: clock,
                       options: RunOptions(title: "Map Pins", appID: "org.tactile.map-pins"))
    }

    /// Maps the window and reports `ready` once its first frame is committed.
    @discardableResult
    public func start() throws -> HeadlessToplevel {
        let toplevel = try mapWindow()
        trace.emit(.ready(width: Int(window.bounds.width), height: Int(window.bounds.height)))
        return toplevel
    }

    /// The window position of pin `id`'s head.
    public func pinPosition(_ id: Int) -> Point? { scene.pinPosition(id) }

    /// The centre of a menu item in window points ("Delete", "Bring to Front", "Cancel").
    public func menuItemCenter(_ title: String) -> Point? { scene.menuItemCenter(titled: title) }
}
