import Tactile
import TactileTesting
import WaylandClient

/// The map-pins app connected to an in-process `HeadlessCompositor` through real Wayland (a
/// socket pair), stepped deterministically on a `ManualClock`. The headless tour and the tests
/// drive the app through it: input goes in as compositor `wl_touch` events, pixels come out as
/// compositor screenshots.
@MainActor public final class HeadlessSession {
    public let compositor: HeadlessCompositor
    public let display: Display
    public let clock = ManualClock()
    public let window: MapPinsWindow
    public let platform: WaylandPlatform
    public let scene: MapPinsScene
    /// The app's trace.
    public var trace: MapTrace { scene.trace }

    /// Starts the app in a `size` window with `pins` (nil: the default pins).
    public init(size: Size = Size(width: 800, height: 600), pins: [Point]? = nil, overlay: Bool = false,
                trace: MapTrace = MapTrace()) throws {
        compositor = try HeadlessCompositor()
        display = try compositor.connectClient()
        window = MapPinsWindow(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), clock: clock)
        window.touchOverlayEnabled = overlay
        scene = MapPinsScene(window: window, initialPins: pins, trace: trace)
        platform = try WaylandPlatform(display: display, window: window,
                                       options: RunOptions(title: "Map Pins", appID: "org.tactile.map-pins"))
    }

    /// One exchange: the app draws/commits, the compositor handles it, the app reads the answers.
    public func step() throws {
        try platform.update()
        try compositor.dispatch()
        try platform.dispatch()
    }

    /// Steps until things settle, completing frame callbacks in between (bounded).
    public func settle() throws {
        for _ in 0..<6 {
            try step()
            _ = compositor.vblank()
        }
        try step()
    }

    /// Maps the window and reports `ready` once its first frame is committed.
    @discardableResult
    public func start() throws -> HeadlessToplevel {
        try settle()
        guard let toplevel = compositor.toplevels.first, toplevel.surface.buffer != nil else {
            throw HeadlessSessionError.notMapped
        }
        trace.emit(.ready(width: Int(window.bounds.width), height: Int(window.bounds.height)))
        return toplevel
    }

    private func surface() throws -> HeadlessSurface {
        guard let toplevel = compositor.toplevels.first else { throw HeadlessSessionError.notMapped }
        return toplevel.surface
    }

    /// Lets `d` pass on both sides (the compositor's event time and the app's clock).
    public func advance(by d: Duration) throws {
        let ms = d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000
        compositor.eventTime &+= UInt32(clamping: ms)
        clock.advance(by: d)
        try settle()
    }

    /// Fingers down (window points), one `wl_touch.frame`.
    public func down(_ touches: [(Int32, Point)]) throws {
        let s = try surface()
        for (id, p) in touches { try compositor.touchDown(id: id, at: p, on: s) }
        try compositor.touchFrame()
        try settle()
    }

    /// Fingers move, one frame, 16 ms later.
    public func move(_ touches: [(Int32, Point)]) throws {
        try advance(by: .milliseconds(16))
        for (id, p) in touches { try compositor.touchMotion(id: id, to: p) }
        try compositor.touchFrame()
        try settle()
    }

    /// Fingers lift, one frame.
    public func up(_ ids: [Int32]) throws {
        try advance(by: .milliseconds(16))
        for id in ids { try compositor.touchUp(id: id) }
        try compositor.touchFrame()
        try settle()
    }

    /// `wl_touch.cancel`.
    public func cancelTouches() throws {
        try compositor.touchCancel()
        try settle()
    }

    /// One finger from `a` to `b` in `steps` motions, then lifted.
    public func drag(_ id: Int32, from a: Point, to b: Point, steps: Int, lift: Bool = true) throws {
        try down([(id, a)])
        for i in 1...max(1, steps) {
            let f = Double(i) / Double(max(1, steps))
            try move([(id, Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))])
        }
        if lift { try up([id]) }
    }

    /// A finger held still at `p` for `d` (a long press), not lifted.
    public func press(_ id: Int32, at p: Point, for d: Duration = .milliseconds(600)) throws {
        try down([(id, p)])
        try advance(by: d)
    }

    /// A quick tap.
    public func tap(_ id: Int32, at p: Point) throws {
        try down([(id, p)])
        try up([id])
    }

    /// What the compositor shows.
    public func screenshot() throws -> Bitmap {
        guard let toplevel = compositor.toplevels.first else { throw HeadlessSessionError.notMapped }
        return try compositor.screenshot(of: toplevel)
    }

    /// The window position of pin `id`'s head.
    public func pinPosition(_ id: Int) -> Point? { scene.pinPosition(id) }

    /// The centre of a menu item in window points ("Delete", "Bring to Front", "Cancel").
    public func menuItemCenter(_ title: String) -> Point? {
        guard let item = PinMenu.Item.allCases.first(where: { $0.title == title }) else { return nil }
        return scene.menuItemCenter(item)
    }
}

/// Why a headless session cannot go on.
public enum HeadlessSessionError: Error, CustomStringConvertible {
    case notMapped
    public var description: String {
        switch self {
        case .notMapped: "the window was not mapped by the headless compositor"
        }
    }
}
