import Foundation
import Testing
@testable import TactileCore
import TactileTesting

/// The rotation recognizer: rotation from known angles, re-basing, velocity, and failures.
@MainActor @Suite struct RotationGestureRecognizerTests {
    private let center = Point(x: 200, y: 200)

    /// Finger 1 at the centre, finger 2 100 pt away at `angle` radians.
    private func place(_ s: GestureScene, angle: Double, after ms: Int = 10, first: Bool = false) {
        let p = P(center.x + 100 * cos(angle), center.y + 100 * sin(angle))
        if first {
            s.content.isMultipleTouchEnabled = true
            s.driver.down(1, at: center)
            s.driver.down(2, at: p)
        } else {
            s.wait(ms)
            s.driver.move(2, to: p)
        }
        s.driver.frame()
    }

    @Test func rotationFollowsTheAngle() {
        let s = GestureScene()
        let rotation = s.add(RotationGestureRecognizer(), named: "rotation")
        place(s, angle: 0, first: true)
        place(s, angle: .pi / 60)                       // 3°: inside the hysteresis
        #expect(s.log.states("rotation").isEmpty)
        for step in 1...6 { place(s, angle: Double(step) * .pi / 36) }   // to 30° clockwise
        #expect(s.log.states("rotation").first == .began)
        #expect(abs(rotation.rotation - .pi / 6) < 1e-9)
        s.driver.up(1)
        s.driver.up(2)
        s.driver.frame()
        #expect(s.log.states("rotation").last == .ended)
        s.verify()
    }

    @Test func rotationAccumulatesPastHalfATurn() {
        let s = GestureScene()
        let rotation = s.add(RotationGestureRecognizer(), named: "rotation")
        place(s, angle: 0, first: true)
        for step in 1...27 { place(s, angle: -Double(step) * .pi / 18) }   // 270° anticlockwise
        #expect(abs(rotation.rotation + 1.5 * .pi) < 1e-9)
        s.verify(lifting: [1, 2])
    }

    @Test func settingTheRotationRebases() {
        let s = GestureScene()
        let rotation = s.add(RotationGestureRecognizer(), named: "rotation")
        place(s, angle: 0, first: true)
        place(s, angle: .pi / 4)
        rotation.rotation = 0
        place(s, angle: .pi / 3)
        #expect(abs(rotation.rotation - .pi / 12) < 1e-9)
        s.verify(lifting: [1, 2])
    }

    @Test func velocityIsRadiansPerSecond() {
        let s = GestureScene()
        let rotation = s.add(RotationGestureRecognizer(), named: "rotation")
        place(s, angle: 0, first: true)
        for step in 1...10 { place(s, angle: Double(step) * 0.02) }   // 0.02 rad per 10 ms
        #expect(abs(rotation.velocity - 2) < 1e-6)
        var endedVelocity = 0.0
        rotation.addAction { g in if g.state == .ended { endedVelocity = (g as! RotationGestureRecognizer).velocity } }
        s.driver.up(1)
        s.driver.up(2)
        s.driver.frame()
        #expect(abs(endedVelocity - 2) < 1e-6)
        s.verify()
    }

    @Test func failsWithASingleFinger() {
        let s = GestureScene()
        let rotation = s.add(RotationGestureRecognizer(), named: "rotation")
        s.driver.drag(1, from: P(100, 100), to: P(200, 100), steps: 5, over: .milliseconds(50))
        #expect(rotation.failureReason == "lifted with 1 touch; a rotation needs 2")
        s.verify()
    }

    @Test func cancelledTouchesCancelARecognizedRotation() {
        let s = GestureScene()
        let rotation = s.add(RotationGestureRecognizer(), named: "rotation")
        place(s, angle: 0, first: true)
        place(s, angle: .pi / 4)
        s.driver.cancel()
        #expect(s.log.states("rotation") == [.began, .cancelled])
        #expect(rotation.failureReason == "touch cancelled during the rotation")
        s.verify()
    }

    @Test func failsWhenAFingerLiftsBeforeTurning() {
        let s = GestureScene()
        let rotation = s.add(RotationGestureRecognizer(), named: "rotation")
        place(s, angle: 0, first: true)
        place(s, angle: .pi / 90, after: 30)               // 2°
        s.up(2)
        #expect(s.log.states("rotation").isEmpty)
        #expect(rotation.failureReason == "lifted a finger after turning 2°, not more than 5°, in 30 ms")
        s.verify(lifting: [1])
    }
}
