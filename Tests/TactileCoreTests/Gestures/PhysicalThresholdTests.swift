import Testing
@testable import TactileCore
import TactileTesting

/// Thresholds in millimetres, converted per touch through the density of the display under it.
@MainActor @Suite struct PhysicalThresholdTests {
    @Test func densityOfABelievablePanel() throws {
        let d = try DisplayDensity.measure(pixels: (1280, 800), millimetres: (217, 136), scale: 1).get()
        #expect(abs(d.pointsPerMillimetre - 5.89) < 0.01)
        let hiDPI = try DisplayDensity.measure(pixels: (2560, 1600), millimetres: (217, 136), scale: 2).get()
        #expect(abs(hiDPI.pointsPerMillimetre - d.pointsPerMillimetre) < 1e-9)
    }

    @Test func implausibleSizesAreRejectedWithTheReason() {
        let cases: [((Int, Int), (Int, Int), String)] = [
            ((1920, 1080), (0, 0), "no physical size"),
            ((1920, 1080), (3000, 1700), "larger than 2.5 m across"),
            ((1920, 1080), (16, 9), "density outside 38…760 dpi"),
            ((1920, 1080), (500, 150), "width and height densities disagree"),
            ((0, 0), (300, 200), "no mode"),
            ((1920, 1080), (-300, 200), "no physical size"),
        ]
        for (px, mm, why) in cases {
            guard case .failure(let problem) = DisplayDensity.measure(pixels: px, millimetres: mm, scale: 1) else {
                Issue.record("\(px) over \(mm) accepted")
                continue
            }
            #expect(problem.description.hasSuffix(why))
        }
    }

    @Test func aWindowWithoutDisplaysUsesPoints() {
        let scene = GestureScene()
        #expect(scene.window.gestureThresholds(at: P(10, 10)) == .points)
        let tap = scene.add(TapGestureRecognizer(), named: "tap")
        scene.scene.down(1, 100, 100)
        scene.scene.move(1, 112, 100)         // 12 pt > 10 pt
        scene.scene.up(1)
        #expect(tap.failureReason?.hasPrefix("moved 12 pt > 10 pt") == true)
    }

    /// The same 1.4 mm wobble on a dense and a coarse display: a tap on both.
    @Test(arguments: [112, 52])
    func theSamePhysicalWobbleIsATap(tenthsOfPointsPerMillimetre tenths: Int) {
        let k = Double(tenths) / 10
        let scene = GestureScene()
        scene.window.displayDensities = [DisplayDensity(pointsPerMillimetre: k)]
        scene.add(TapGestureRecognizer(), named: "tap")
        scene.scene.down(1, 100, 100)
        scene.scene.move(1, 100 + 1.4 * k, 100)
        scene.clock.advance(by: .milliseconds(60))
        scene.scene.up(1)
        #expect(scene.log.states("tap") == [.ended])
    }

    @Test func anAppMayKeepThePointValues() {
        let scene = GestureScene()
        scene.window.displayDensities = [DisplayDensity(pointsPerMillimetre: 11.2)]
        let tap = scene.add(TapGestureRecognizer(), named: "tap")
        tap.usesPhysicalThresholds = false
        scene.scene.down(1, 100, 100)
        scene.scene.move(1, 115.7, 100)       // 1.4 mm, 15.7 pt
        #expect(tap.state == .failed)
        #expect(tap.thresholds == .points)
        scene.scene.up(1)
    }

    @Test func theDisplayUnderTheTouchDecides() {
        let scene = GestureScene()
        scene.window.displayDensities = [
            DisplayDensity(pointsPerMillimetre: 4, region: R(0, 0, 200, 400)),
            DisplayDensity(pointsPerMillimetre: 12, region: R(200, 0, 200, 400)),
        ]
        let pan = scene.add(PanGestureRecognizer(), named: "pan")
        scene.scene.down(1, 100, 100)
        #expect(pan.thresholds.panHysteresis == GestureDefaults.panHysteresisMillimetres * 4)
        scene.scene.move(1, 110, 100)         // 10 pt = 2.5 mm on the coarse half: a pan
        #expect(pan.state == .began)
        scene.scene.up(1)
        scene.scene.down(2, 300, 100)
        scene.scene.move(2, 310, 100)         // 10 pt = 0.8 mm on the dense half: not yet
        #expect(pan.state == .possible)
        #expect(pan.thresholds.panHysteresis == GestureDefaults.panHysteresisMillimetres * 12)
        scene.scene.up(2)
    }

    @Test func longPressMovementFollowsTheDisplayUnlessSet() {
        let scene = GestureScene()
        scene.window.displayDensities = [DisplayDensity(pointsPerMillimetre: 11.2)]
        let press = scene.add(LongPressGestureRecognizer(), named: "press")
        scene.scene.down(1, 100, 100)
        scene.scene.move(1, 115, 100)         // 15 pt = 1.3 mm < 1.7 mm
        #expect(press.state == .possible)
        scene.scene.up(1)
        press.allowableMovement = 10
        scene.scene.down(2, 100, 100)
        scene.scene.move(2, 115, 100)
        #expect(press.state == .failed)
        scene.scene.up(2)
    }

    @Test func tapCountingUsesTheTouchDistance() {
        let scene = GestureScene()
        scene.window.displayDensities = [DisplayDensity(pointsPerMillimetre: 11.2)]
        scene.scene.tap(100, 100)
        var counts: [Int] = []
        scene.content.onCall = { phase, touches, _ in if phase == .began { counts.append(touches.first?.tapCount ?? 0) } }
        scene.scene.tap(140, 100)             // 40 pt = 3.6 mm < 4.2 mm
        #expect(counts == [2])
    }
}
