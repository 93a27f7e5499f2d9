import TactileCore
import TactileTesting

/// A window with a manual clock and a touch driver, for control tests.
@MainActor package final class ControlScene {
    package let clock = ManualClock()
    package let window: Window
    package let driver: TouchDriver

    package init(width: Double = 400, height: Double = 400) {
        window = Window(frame: Rect(x: 0, y: 0, width: width, height: height), clock: clock)
        driver = TouchDriver(window: window, clock: clock)
    }

    package func down(_ id: Int32, _ x: Double, _ y: Double) {
        driver.down(id, at: Point(x: x, y: y))
        driver.frame()
    }

    package func move(_ id: Int32, _ x: Double, _ y: Double) {
        driver.move(id, to: Point(x: x, y: y))
        driver.frame()
    }

    package func up(_ id: Int32) {
        driver.up(id)
        driver.frame()
    }

    /// Lets `ms` milliseconds pass on a 60 Hz display: the clock advances in steps of at most 16 ms,
    /// each followed by a frame (`prepareForFrame()`: scroll glides step, layout runs).
    package func wait(_ ms: Int) {
        var left = ms
        while left > 0 {
            let step = min(left, 16)
            clock.advance(by: .milliseconds(step))
            window.prepareForFrame()
            left -= step
        }
    }

    package func tap(_ x: Double, _ y: Double) { driver.tap(at: Point(x: x, y: y)) }

    /// A quick drag: `steps` moves 10 ms apart, then a lift.
    package func drag(_ id: Int32, from a: Point, to b: Point, steps: Int = 6, over ms: Int = 60) {
        driver.drag(id, from: a, to: b, steps: steps, over: .milliseconds(ms))
    }
}

/// A plain view that records the touch calls it receives.
@MainActor package final class TouchLogView: View {
    package var calls: [String] = []
    package override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("began") }
    package override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("moved") }
    package override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("ended") }
    package override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("cancelled") }
}
