import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import WaylandClient

/// The public `HeadlessHarness` as these tests use it: frame callbacks complete only when a test
/// calls `compositor.vblank()`, so each test controls frame pacing.
@MainActor final class PlatformHarness: HeadlessHarness {
    init(size: Size = Size(width: 200, height: 100), options: RunOptions = RunOptions(title: "Test", appID: "org.tactile.test"),
         compositor: HeadlessCompositor? = nil) throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), clock: clock)
        try super.init(window: window, clock: clock, options: options, compositor: compositor, completesFrameCallbacks: false)
    }

    /// Refresh cycles of a 60 Hz display: the clock moves a frame, the display refreshes (`vblank`),
    /// the app draws. Returns how many window commits attached a buffer.
    @discardableResult
    func refresh(times: Int) throws -> Int {
        var painted = 0
        for _ in 0..<times {
            clock.advance(by: .milliseconds(16))
            compositor.vblank()
            let before = windowCommits.filter { $0.attachedBufferSize != nil }.count
            try settle()
            painted += windowCommits.filter { $0.attachedBufferSize != nil }.count - before
        }
        return painted
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
