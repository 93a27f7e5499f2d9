import Testing
@testable import Tactile
import TactileTesting
import WaylandClient

/// A `Window` shown by `WaylandPlatform` on a fresh `HeadlessCompositor`, driven step by step.
@MainActor final class PlatformHarness {
    let compositor: HeadlessCompositor
    let display: Display
    let clock = ManualClock()
    let window: Window
    let platform: WaylandPlatform

    init(size: Size = Size(width: 200, height: 100), options: RunOptions = RunOptions(title: "Test", appID: "org.tactile.test"),
         compositor: HeadlessCompositor? = nil) throws {
        self.compositor = try compositor ?? HeadlessCompositor()
        display = try self.compositor.connectClient()
        window = Window(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), clock: clock)
        platform = try WaylandPlatform(display: display, window: window, options: options)
    }

    /// One exchange: the app draws/commits what it may, the compositor handles it, the app reads the answers.
    func step() throws {
        try platform.update()
        try compositor.dispatch()
        try platform.dispatch()
    }

    /// Steps until nothing more happens (bounded).
    func settle() throws {
        for _ in 0..<12 { try step() }
    }

    /// Steps until the window is configured and its first frame is committed.
    func mapWindow() throws -> HeadlessToplevel {
        try settle()
        let toplevel = try #require(compositor.toplevels.first)
        #expect(toplevel.surface.buffer != nil)
        return toplevel
    }

    /// The compositor's view of the window.
    var toplevel: HeadlessToplevel? { compositor.toplevels.first }

    /// Commits of the window's main surface.
    var windowCommits: [CommitRecord] {
        guard let id = toplevel?.surface.id else { return [] }
        return compositor.commitLog.filter { $0.surfaceID == id }
    }
}

/// Records what a view receives.
@MainActor final class RecordingView: View {
    enum Call: Equatable { case began([Int32]), moved([Int32]), ended([Int32]), cancelled([Int32]) }
    var calls: [Call] = []
    var locations: [Point] = []
    var timestamps: [Duration] = []
    var keys: [(KeyEvent, Bool)] = []
    var acceptsFirstResponder = false

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    private func ids(_ touches: Set<Touch>) -> [Int32] { touches.map(\.identifier).sorted() }
    private func note(_ touches: Set<Touch>) {
        for t in touches.sorted(by: { $0.identifier < $1.identifier }) {
            locations.append(t.location(in: nil))
            timestamps.append(t.timestamp)
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { calls.append(.began(ids(touches))); note(touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { calls.append(.moved(ids(touches))); note(touches) }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { calls.append(.ended(ids(touches))); note(touches) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { calls.append(.cancelled(ids(touches))); note(touches) }
    override func keyDown(_ event: KeyEvent) { keys.append((event, true)) }
    override func keyUp(_ event: KeyEvent) { keys.append((event, false)) }
}
