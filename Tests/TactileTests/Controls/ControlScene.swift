@testable import Tactile
import TactileTesting

/// A window with a manual clock and a touch driver, for control tests.
@MainActor final class ControlScene {
    let clock = ManualClock()
    let window: Window
    let driver: TouchDriver

    init(width: Double = 400, height: Double = 400) {
        window = Window(frame: Rect(x: 0, y: 0, width: width, height: height), clock: clock)
        driver = TouchDriver(window: window, clock: clock)
    }

    func down(_ id: Int32, _ x: Double, _ y: Double) {
        driver.down(id, at: Point(x: x, y: y))
        driver.frame()
    }

    func move(_ id: Int32, _ x: Double, _ y: Double) {
        driver.move(id, to: Point(x: x, y: y))
        driver.frame()
    }

    func up(_ id: Int32) {
        driver.up(id)
        driver.frame()
    }

    /// Lets `ms` milliseconds pass on a 60 Hz display: the clock advances in steps of at most 16 ms,
    /// each followed by a frame (`prepareForFrame()`: scroll glides step, layout runs).
    func wait(_ ms: Int) {
        var left = ms
        while left > 0 {
            let step = min(left, 16)
            clock.advance(by: .milliseconds(step))
            window.prepareForFrame()
            left -= step
        }
    }

    func tap(_ x: Double, _ y: Double) { driver.tap(at: Point(x: x, y: y)) }

    /// A quick drag: `steps` moves 10 ms apart, then a lift.
    func drag(_ id: Int32, from a: Point, to b: Point, steps: Int = 6, over ms: Int = 60) {
        driver.drag(id, from: a, to: b, steps: steps, over: .milliseconds(ms))
    }
}

/// A plain view that records the touch calls it receives.
@MainActor final class TouchLogView: View {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("cancelled") }
}

func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
func P(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
