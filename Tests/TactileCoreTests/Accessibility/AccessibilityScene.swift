import TactileCore
import TactileTesting

/// A window with its own `Accessibility` (never the process-wide one) and a recording output.
@MainActor final class AccessibilityScene {
    let clock = ManualClock()
    let window: Window
    let driver: TouchDriver
    let speech = RecordingSpeechOutput()
    let accessibility: Accessibility

    init(width: Double = 400, height: Double = 400) {
        window = Window(frame: Rect(x: 0, y: 0, width: width, height: height), clock: clock)
        driver = TouchDriver(window: window, clock: clock)
        accessibility = Accessibility(speechOutput: speech)
        window.accessibility = accessibility
    }

    /// A plain view made an element called `label`, added to `parent` (the window by default).
    @discardableResult
    func element(_ label: String, _ x: Double, _ y: Double, _ w: Double = 80, _ h: Double = 40, in parent: View? = nil) -> View {
        let v = View(frame: Rect(x: x, y: y, width: w, height: h))
        v.isAccessibilityElement = true
        v.accessibilityLabel = label
        (parent ?? window).addSubview(v)
        return v
    }

    var order: [String] { window.accessibilityElementsInReadingOrder.map { $0.accessibilityLabel ?? "?" } }

    func tap(_ x: Double, _ y: Double) { driver.tap(at: Point(x: x, y: y)) }

    /// A quick one-finger flick.
    func swipe(from a: Point, to b: Point) {
        driver.drag(driver.freshID(), from: a, to: b, steps: 5, over: .milliseconds(100))
    }

    func doubleTap(_ x: Double, _ y: Double) {
        tap(x, y)
        clock.advance(by: .milliseconds(100))
        tap(x, y)
    }

    /// Several fingers down together, moved together by (dx, dy) in `steps`, lifted together.
    func fingers(_ points: [Point], by path: [(Double, Double)], over ms: Int = 120) {
        let ids = points.map { _ in driver.freshID() }
        for (id, p) in zip(ids, points) { driver.down(id, at: p) }
        driver.frame()
        for (dx, dy) in path {
            clock.advance(by: .milliseconds(ms / max(path.count, 1)))
            for (id, p) in zip(ids, points) { driver.move(id, to: Point(x: p.x + dx, y: p.y + dy)) }
            driver.frame()
        }
        clock.advance(by: .milliseconds(20))
        for id in ids { driver.up(id) }
        driver.frame()
    }
}
