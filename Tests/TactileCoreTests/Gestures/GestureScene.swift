import Testing
@testable import TactileCore
import TactileTesting

/// Records, per recognizer name, the state each action call saw.
@MainActor
final class ActionLog {
    private(set) var entries: [(name: String, state: GestureState)] = []

    /// An action that appends `name` with the recognizer's state.
    func action(_ name: String) -> (GestureRecognizer) -> Void {
        { [weak self] g in self?.entries.append((name, g.state)) }
    }

    /// The states `name`'s actions saw, in order.
    func states(_ name: String) -> [GestureState] {
        entries.filter { $0.name == name }.map(\.state)
    }

    /// The names in the order their actions ran.
    var names: [String] { entries.map(\.name) }
}

/// The engine's test `Scene` (400 × 400 window, `ManualClock`, `TouchDriver`, invariant checker) with one
/// recording content view covering it, and an action log for the built-in recognizers under test.
@MainActor
final class GestureScene {
    let scene = Scene()
    let content: RecordingView
    let log = ActionLog()

    var clock: ManualClock { scene.clock }
    var window: Window { scene.window }
    var driver: TouchDriver { scene.driver }
    var checker: InvariantChecker { scene.checker }

    init() {
        content = scene.view("content", R(0, 0, 400, 400))
    }

    /// Adds `g` to `view` (default: the content view) with an action logging under `name`; the invariant
    /// checker watches its state changes.
    @discardableResult
    func add<G: GestureRecognizer>(_ g: G, named name: String, to view: View? = nil) -> G {
        g.name = name
        g.addAction(log.action(name))
        checker.watch(g)
        (view ?? content).addGestureRecognizer(g)
        return g
    }

    /// Puts finger `id` down at `p` (one frame).
    func down(_ id: Int32, _ p: Point) {
        driver.down(id, at: p)
        driver.frame()
    }

    /// Moves finger `id` to `p` (one frame).
    func move(_ id: Int32, _ p: Point) {
        driver.move(id, to: p)
        driver.frame()
    }

    /// Lifts finger `id` (one frame).
    func up(_ id: Int32) {
        driver.up(id)
        driver.frame()
    }

    /// Advances the clock by `ms` milliseconds (firing due timers).
    func wait(_ ms: Int) {
        clock.advance(by: .milliseconds(ms))
    }

    /// Lifts the fingers `ids` still down (one frame), lets pending timers run out, then asserts the delivery
    /// and recognizer invariants of the whole sequence.
    func verify(lifting ids: [Int32] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        if !ids.isEmpty {
            wait(10)
            for id in ids { driver.up(id) }
            driver.frame()
        }
        wait(2000)
        checker.verify(sourceLocation: sourceLocation)
    }
}
