import TactileCore
import TactileTesting
import Testing

/// `TouchDriver.tap`: with a given finger id, and with a fresh one.
@MainActor @Suite struct TouchDriverTests {
    /// Records the identifier and timestamp of every touch that begins or ends on it.
    final class IdentifierView: View {
        var began: [(Int32, Duration)] = []
        var ended: [(Int32, Duration)] = []

        override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
            began += touches.map { ($0.identifier, $0.timestamp) }
        }

        override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
            ended += touches.map { ($0.identifier, $0.timestamp) }
        }
    }

    /// A window filled by an `IdentifierView` taking several touches at once, and a driver.
    func scene() -> (IdentifierView, TouchDriver) {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        let view = IdentifierView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        return (view, TouchDriver(window: window, clock: clock))
    }

    @Test func tapWithAnIdUsesThatFinger() {
        let (view, driver) = scene()

        driver.tap(7, at: Point(x: 50, y: 50))

        #expect(view.began.map(\.0) == [7])
        #expect(view.ended.map(\.0) == [7])
        #expect(view.ended[0].1 - view.began[0].1 == .milliseconds(50))
    }

    @Test func tapWithoutAnIdAvoidsAFingerThatIsDown() {
        let (view, driver) = scene()
        let held: Int32 = 1001   // the first id the driver would pick
        driver.down(held, at: Point(x: 10, y: 10))
        driver.frame()

        driver.tap(at: Point(x: 150, y: 150))

        #expect(view.began.count == 2)
        #expect(view.ended.count == 1)
        #expect(view.ended.first?.0 != held)
        #expect(view.ended.first?.0 == view.began.last?.0)
    }
}
