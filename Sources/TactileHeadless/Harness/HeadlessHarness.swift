import Tactile
import TactileTesting
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// A `Window` running on the real Wayland backend (`WaylandPlatform`) against an in-process
/// `HeadlessCompositor`, stepped deterministically on a `ManualClock`: the harness for an app's
/// end-to-end tests (docs/HEADLESS-COMPOSITOR.md).
///
/// Input goes in as the compositor's `wl_touch` events (`down`, `move`, `tap`, `drag`, ...), pixels
/// come out as the compositor's screenshots. Nothing runs on its own: every exchange happens inside
/// `step()` or `settle()`, so a test sees the same result on every run. Give each test its own
/// harness; harnesses share nothing. An app may subclass it to add its own steps (a scene, named
/// gestures).
@MainActor open class HeadlessHarness {
    /// The in-process compositor the window is shown on.
    public let compositor: HeadlessCompositor
    /// The app's connection to `compositor`.
    public let display: Display
    /// The window's clock: time passes only through `advance(by:)` (or the clock itself).
    public let clock: ManualClock
    /// The window under test.
    public let window: Window
    /// The Wayland backend showing `window`.
    public let platform: WaylandPlatform
    /// Whether `settle()` completes the compositor's frame callbacks after every step, as a display
    /// refreshing at once would. When false, callbacks complete only through `compositor.vblank()`
    /// (or the compositor's `framePacing`).
    public var completesFrameCallbacks: Bool

    /// Shows `window` on `compositor` (a fresh one when nil). `window` must have been created with
    /// `clock` (`Window(frame:clock:)`), so that tests control its time.
    public init(window: Window, clock: ManualClock,
                options: RunOptions = RunOptions(title: "Test", appID: "org.tactile.test"),
                compositor: HeadlessCompositor? = nil, completesFrameCallbacks: Bool = true) throws {
        guard (window.clock as? ManualClock) === clock else { throw HeadlessHarnessError.foreignClock }
        self.compositor = try compositor ?? HeadlessCompositor()
        display = try self.compositor.connectClient()
        self.clock = clock
        self.window = window
        self.completesFrameCallbacks = completesFrameCallbacks
        platform = try WaylandPlatform(display: display, window: window, options: options)
    }

    /// Shows a new, empty `Window` of `size` points on its own `ManualClock`.
    public convenience init(size: Size = Size(width: 200, height: 100),
                            options: RunOptions = RunOptions(title: "Test", appID: "org.tactile.test"),
                            compositor: HeadlessCompositor? = nil, completesFrameCallbacks: Bool = true) throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), clock: clock)
        try self.init(window: window, clock: clock, options: options, compositor: compositor,
                      completesFrameCallbacks: completesFrameCallbacks)
    }

    /// One exchange: the app draws and commits what it may, the compositor handles its requests, the
    /// app reads the answers.
    public func step() throws {
        _ = try exchange()
    }

    /// `step()`, returning whether any message crossed the connection, either way.
    private func exchange() throws -> Bool {
        try platform.update()
        let requestsArrived = Self.isReadable(compositor.server.eventLoopFileDescriptor)
        try compositor.dispatch()
        let eventsArrived = Self.isReadable(display.fileDescriptor)
        try platform.dispatch()
        return requestsArrived || eventsArrived
    }

    /// Steps until the exchange goes quiet: two steps in a row in which no message crosses the
    /// connection and (with `completesFrameCallbacks`) no frame callback completes. Stops after
    /// `maxRounds` steps when the app never goes quiet (an animation that keeps drawing); returns
    /// whether it went quiet.
    @discardableResult
    public func settle(maxRounds: Int = 64) throws -> Bool {
        var quietRounds = 0
        for _ in 0..<max(1, maxRounds) {
            let traffic = try exchange()
            let completed = completesFrameCallbacks ? compositor.vblank() : 0
            quietRounds = traffic || completed > 0 ? 0 : quietRounds + 1
            if quietRounds == 2 { return true }
        }
        return false
    }

    /// Whether `fd` has something to read, without waiting.
    private static func isReadable(_ fd: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
    }

    /// Steps until the window is configured and its first frame is committed; returns the
    /// compositor's view of it.
    @discardableResult
    public func mapWindow() throws -> HeadlessToplevel {
        try settle()
        guard let toplevel, toplevel.surface.buffer != nil else { throw HeadlessHarnessError.notMapped }
        return toplevel
    }

    /// The compositor's view of the window (nil before it is mapped).
    public var toplevel: HeadlessToplevel? { compositor.toplevels.first }

    /// Commits of the window's main surface, oldest first.
    public var windowCommits: [CommitRecord] {
        guard let id = toplevel?.surface.id else { return [] }
        return compositor.commitLog.filter { $0.surfaceID == id }
    }

    /// What the compositor shows for the window: its surface and subsurfaces, composited.
    public func screenshot() throws -> Bitmap {
        guard let toplevel else { throw HeadlessHarnessError.notMapped }
        return try compositor.screenshot(of: toplevel)
    }

    /// The window's main surface on the compositor side.
    func windowSurface() throws -> HeadlessSurface {
        guard let toplevel else { throw HeadlessHarnessError.notMapped }
        return toplevel.surface
    }
}
