import TactileCore
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

/// A window of 400 × 400 driven by a `ManualClock` and a `TouchDriver`, with one content view covering it.
@MainActor
final class GestureScene {
    let clock = ManualClock()
    let window: Window
    let content: View
    let driver: TouchDriver
    let log = ActionLog()

    init(contentFrame: Rect = Rect(x: 0, y: 0, width: 400, height: 400)) {
        window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400), clock: clock)
        content = View(frame: contentFrame)
        window.addSubview(content)
        driver = TouchDriver(window: window, clock: clock)
    }

    /// Adds `g` to `view` (default: the content view) with an action logging under `name`.
    @discardableResult
    func add<G: GestureRecognizer>(_ g: G, named name: String, to view: View? = nil) -> G {
        g.addAction(log.action(name))
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
}

/// A point from coordinates.
func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
