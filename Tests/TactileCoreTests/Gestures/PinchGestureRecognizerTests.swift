import Testing
@testable import TactileCore
import TactileTesting

/// The pinch recognizer: scale from known spans, re-basing, velocity, and failures.
@MainActor @Suite struct PinchGestureRecognizerTests {
    /// Puts two fingers down at `a` and `b`.
    private func twoDown(_ s: GestureScene, _ a: Point, _ b: Point) {
        s.content.isMultipleTouchEnabled = true
        s.driver.down(1, at: a)
        s.driver.down(2, at: b)
        s.driver.frame()
    }

    /// Moves both fingers in one frame after `ms`.
    private func twoMove(_ s: GestureScene, _ a: Point, _ b: Point, after ms: Int = 10) {
        s.wait(ms)
        s.driver.move(1, to: a)
        s.driver.move(2, to: b)
        s.driver.frame()
    }

    @Test func scaleIsTheRatioOfSpans() {
        let s = GestureScene()
        let pinch = s.add(PinchGestureRecognizer(), named: "pinch")
        twoDown(s, P(150, 200), P(250, 200))              // span 100
        twoMove(s, P(145, 200), P(250, 200))              // 105: inside the hysteresis
        #expect(s.log.states("pinch").isEmpty)
        twoMove(s, P(100, 200), P(300, 200))              // 200
        #expect(s.log.states("pinch") == [.began])
        #expect(abs(pinch.scale - 2) < 1e-12)
        twoMove(s, P(175, 200), P(225, 200))              // 50
        #expect(abs(pinch.scale - 0.5) < 1e-12)
        s.driver.up(1)
        s.driver.up(2)
        s.driver.frame()
        #expect(s.log.states("pinch") == [.began, .changed, .ended])
        s.verify()
    }

    @Test func settingTheScaleRebases() {
        let s = GestureScene()
        let pinch = s.add(PinchGestureRecognizer(), named: "pinch")
        twoDown(s, P(150, 200), P(250, 200))
        twoMove(s, P(100, 200), P(300, 200))              // scale 2
        pinch.scale = 1
        twoMove(s, P(50, 200), P(350, 200))               // 300 / 200
        #expect(abs(pinch.scale - 1.5) < 1e-12)
        s.verify(lifting: [1, 2])
    }

    @Test func velocityIsScalePerSecond() {
        let s = GestureScene()
        let pinch = s.add(PinchGestureRecognizer(), named: "pinch")
        twoDown(s, P(150, 200), P(250, 200))
        for i in 1...10 {                                   // the span grows 10 pt (0.1 scale) every 10 ms
            let d = Double(i) * 5
            twoMove(s, P(150 - d, 200), P(250 + d, 200))
        }
        #expect(abs(pinch.velocity - 10) < 1e-6)
        var endedVelocity = 0.0
        pinch.addAction { g in if g.state == .ended { endedVelocity = (g as! PinchGestureRecognizer).velocity } }
        s.driver.up(1)
        s.driver.up(2)
        s.driver.frame()
        #expect(abs(endedVelocity - 10) < 1e-6)   // still known at ended, for a fling
        s.verify()
    }

    @Test func liftingOneFingerHoldsTheScaleUntilBothLift() {
        let s = GestureScene()
        let pinch = s.add(PinchGestureRecognizer(), named: "pinch")
        twoDown(s, P(150, 200), P(250, 200))
        twoMove(s, P(100, 200), P(300, 200))
        s.up(2)
        s.wait(10)
        s.move(1, P(0, 0))
        #expect(abs(pinch.scale - 2) < 1e-12)
        #expect(s.log.states("pinch") == [.began])
        s.up(1)
        #expect(s.log.states("pinch") == [.began, .ended])
        s.verify()
    }

    @Test func failsWhenAFingerLiftsBeforeThePinch() {
        let s = GestureScene()
        let pinch = s.add(PinchGestureRecognizer(), named: "pinch")
        twoDown(s, P(150, 200), P(250, 200))
        twoMove(s, P(147, 200), P(250, 200), after: 40)
        s.up(1)
        #expect(s.log.states("pinch").isEmpty)
        #expect(pinch.failureReason == "lifted a finger after the span changed 3 pt, not more than 8 pt, in 40 ms")
        s.verify(lifting: [2])
    }

    @Test func failsWithASingleFinger() {
        let s = GestureScene()
        let pinch = s.add(PinchGestureRecognizer(), named: "pinch")
        s.driver.drag(1, from: P(100, 100), to: P(200, 100), steps: 5, over: .milliseconds(50))
        #expect(pinch.failureReason == "lifted with 1 touch; a pinch needs 2")
        s.verify()
    }

    @Test func cancelledTouchesCancelARecognizedPinch() {
        let s = GestureScene()
        let pinch = s.add(PinchGestureRecognizer(), named: "pinch")
        twoDown(s, P(150, 200), P(250, 200))
        twoMove(s, P(100, 200), P(300, 200))
        s.driver.cancel()
        #expect(s.log.states("pinch") == [.began, .cancelled])
        #expect(pinch.failureReason == "touch cancelled during the pinch")
        s.verify()
    }

    @Test func aFingerPutBackContinuesFromTheHeldScale() {
        let s = GestureScene()
        let pinch = s.add(PinchGestureRecognizer(), named: "pinch")
        twoDown(s, P(150, 200), P(250, 200))
        twoMove(s, P(100, 200), P(300, 200))             // scale 2
        s.up(2)
        s.wait(10)
        s.down(3, P(200, 200))                            // new pair (100, 200)-(200, 200): span 100
        s.wait(10)
        s.move(3, P(250, 200))                            // span 150: 2 · 150 / 100
        #expect(abs(pinch.scale - 3) < 1e-12)
        #expect(s.log.states("pinch") == [.began, .changed])
        s.verify(lifting: [1, 3])
    }

    @Test func aThirdFingerIsIgnored() {
        let s = GestureScene()
        let pinch = s.add(PinchGestureRecognizer(), named: "pinch")
        twoDown(s, P(150, 200), P(250, 200))
        s.down(3, P(200, 300))
        twoMove(s, P(100, 200), P(300, 200))
        s.wait(10)
        s.move(3, P(0, 390))
        #expect(abs(pinch.scale - 2) < 1e-12)
        #expect(pinch.numberOfTouches == 2)
        s.verify(lifting: [1, 2, 3])
    }
}
