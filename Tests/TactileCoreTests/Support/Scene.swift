@testable import TactileCore
import TactileTesting

/// A window with a manual clock, a driver, a shared log and an invariant checker.
@MainActor final class Scene {
    let clock = ManualClock()
    let window: Window
    let driver: TouchDriver
    let log = EventLog()
    let checker = InvariantChecker()

    init(width: Double = 400, height: Double = 400, window: Window? = nil) {
        self.window = window ?? Window(frame: Rect(x: 0, y: 0, width: width, height: height), clock: clock)
        driver = TouchDriver(window: self.window, clock: clock)
    }

    /// Adds a recording view to `parent` (default: the window).
    @discardableResult
    func view(_ name: String, _ frame: Rect, in parent: View? = nil) -> RecordingView {
        let v = RecordingView(name, frame: frame, log: log, checker: checker)
        (parent ?? window).addSubview(v)
        return v
    }

    /// Adds a scripted recognizer to `view`.
    @discardableResult
    func recognizer(_ name: String, _ script: TestRecognizer.Script, on view: View) -> TestRecognizer {
        let g = TestRecognizer(name, script, log: log, checker: checker)
        view.addGestureRecognizer(g)
        return g
    }

    func tap(_ x: Double, _ y: Double) { driver.tap(at: Point(x: x, y: y)) }
    func down(_ id: Int32, _ x: Double, _ y: Double) { driver.down(id, at: Point(x: x, y: y)); driver.frame() }
    func move(_ id: Int32, _ x: Double, _ y: Double) { driver.move(id, to: Point(x: x, y: y)); driver.frame() }
    func up(_ id: Int32) { driver.up(id); driver.frame() }
}

/// Shorthand rectangle.
func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
/// Shorthand point.
func P(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
