import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor @Suite struct StepperTests {
    /// A 110 × 44 stepper at (50, 100): in left-to-right layouts − spans x 50...105, + 105...160.
    func makeStepper(in parent: View) -> (Stepper, changes: () -> Int) {
        let stepper = Stepper(frame: R(50, 100, 110, 44))
        parent.addSubview(stepper)
        var changes = 0
        stepper.addAction({ _ in changes += 1 }, for: .valueChanged)
        return (stepper, { changes })
    }

    @Test func aTapStepsOnceAndTheHalfAtItsLimitDoesNothing() {
        let s = ControlScene()
        let (stepper, changes) = makeStepper(in: s.window)
        s.tap(140, 122)
        #expect(stepper.value == 1 && changes() == 1)
        s.tap(70, 122)
        #expect(stepper.value == 0 && changes() == 2)
        #expect(!stepper.canStep(.decrement))
        s.tap(70, 122)
        #expect(stepper.value == 0 && changes() == 2)
        #expect(!s.clock.hasPendingTimers)
    }

    @Test func holdingRepeatsAfterTheDelayAndThenFasterOnTheClock() {
        let s = ControlScene()
        let (stepper, changes) = makeStepper(in: s.window)
        s.down(1, 140, 122)
        #expect(stepper.value == 1)
        s.wait(499)
        #expect(stepper.value == 1)
        s.wait(1)
        #expect(stepper.value == 2)                          // 500 ms
        // Then 200, 175, 150, 125, 100, 75 and 50 ms apart.
        var expected = 2.0
        for gap in [200, 175, 150, 125, 100, 75, 50, 50] {
            s.wait(gap - 1)
            #expect(stepper.value == expected)
            s.wait(1)
            expected += 1
            #expect(stepper.value == expected)
        }
        s.up(1)
        #expect(!s.clock.hasPendingTimers)
        s.wait(1000)
        #expect(stepper.value == expected && changes() == Int(expected))
    }

    @Test func withoutAutorepeatAHoldStepsOnce() {
        let s = ControlScene()
        let (stepper, changes) = makeStepper(in: s.window)
        stepper.autorepeat = false
        s.down(1, 140, 122)
        #expect(!s.clock.hasPendingTimers)
        s.wait(2000)
        s.up(1)
        #expect(stepper.value == 1 && changes() == 1)
    }

    @Test func theRepeatStopsAtTheLimit() {
        let s = ControlScene()
        let (stepper, changes) = makeStepper(in: s.window)
        stepper.maximumValue = 3
        s.down(1, 140, 122)
        s.wait(2000)
        #expect(stepper.value == 3 && changes() == 3)
        #expect(!s.clock.hasPendingTimers)
        s.up(1)
    }

    @Test func slidingOffPausesTheRepeatAndComingBackRestartsItsDelay() {
        let s = ControlScene()
        let (stepper, _) = makeStepper(in: s.window)
        s.down(1, 140, 122)
        s.wait(500)
        #expect(stepper.value == 2)
        s.move(1, 140, 390)                                  // past the 44-pt touch margin
        #expect(!s.clock.hasPendingTimers)
        s.wait(1000)
        #expect(stepper.value == 2)
        s.move(1, 140, 122)
        s.wait(499)
        #expect(stepper.value == 2)
        s.wait(1)
        #expect(stepper.value == 3)
        s.up(1)
    }

    @Test func wrappingGoesOnFromTheOtherLimit() {
        let s = ControlScene()
        let (stepper, changes) = makeStepper(in: s.window)
        stepper.maximumValue = 2
        stepper.wraps = true
        stepper.value = 2
        #expect(stepper.canStep(.increment))
        s.tap(140, 122)
        #expect(stepper.value == 0 && changes() == 1)
        s.tap(70, 122)
        #expect(stepper.value == 2 && changes() == 2)
    }

    @Test func aStepPastTheLimitStopsAtIt() {
        let stepper = Stepper(frame: R(0, 0, 110, 44))
        stepper.maximumValue = 10
        stepper.stepValue = 4
        stepper.value = 8
        stepper.accessibilityIncrement()
        #expect(stepper.value == 10)
    }

    @Test(arguments: [false, true])
    func theHalvesAreMirroredInRightToLeft(forced: Bool) {
        let s = ControlScene()
        let (stepper, changes) = makeStepper(in: s.window)
        if forced { stepper.semanticContentAttribute = .forceRightToLeft } else { s.window.layoutDirection = .rightToLeft }
        #expect(stepper.rect(of: .decrement) == R(55, 0, 55, 44))
        #expect(stepper.rect(of: .increment) == R(0, 0, 55, 44))
        s.tap(70, 122)                                       // the left half: +
        #expect(stepper.value == 1 && changes() == 1)
        s.tap(140, 122)                                      // the right half: −
        #expect(stepper.value == 0 && changes() == 2)
    }

    @Test func aDragThatScrollsDoesNotStep() {
        let s = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 300, 300))
        scroll.contentSize = Size(width: 300, height: 1000)
        s.window.addSubview(scroll)
        let (stepper, changes) = makeStepper(in: scroll)
        s.drag(1, from: P(140, 122), to: P(140, 22), steps: 6, over: 60)
        #expect(scroll.contentOffset.y > 50)
        #expect(stepper.value == 0 && changes() == 0 && !s.clock.hasPendingTimers)
    }

    @Test func aTapInAScrollViewStepsOnce() {
        let s = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 300, 300))
        scroll.contentSize = Size(width: 300, height: 1000)
        s.window.addSubview(scroll)
        let (stepper, changes) = makeStepper(in: scroll)
        s.down(1, 140, 122)
        #expect(stepper.value == 0)                          // the scroll view holds the touch back
        s.wait(50)
        s.up(1)                                              // the lift hands it over: one step
        #expect(stepper.value == 1 && changes() == 1 && !s.clock.hasPendingTimers)
    }

    @Test func settingTheValueClampsAndSendsNothing() {
        let (stepper, changes) = makeStepper(in: View(frame: R(0, 0, 400, 400)))
        stepper.value = 250
        #expect(stepper.value == 100)
        stepper.value = -3
        #expect(stepper.value == 0)
        stepper.value = 40
        stepper.maximumValue = 30
        #expect(stepper.value == 30)
        #expect(changes() == 0)
    }

    @Test func accessibilityAdjustsByOneStep() {
        let (stepper, changes) = makeStepper(in: View(frame: R(0, 0, 400, 400)))
        stepper.value = 3
        #expect(stepper.isAccessibilityElement)
        #expect(stepper.accessibilityTraits == .adjustable)
        #expect(stepper.accessibilityValue == "3")
        stepper.accessibilityIncrement()
        #expect(stepper.accessibilityValue == "4" && changes() == 1)
        stepper.accessibilityDecrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 2 && changes() == 3)
        stepper.stepValue = 0.5
        stepper.accessibilityIncrement()
        #expect(stepper.accessibilityValue == "2.5")
        stepper.stepValue = 0.1
        stepper.value = 0.2
        stepper.accessibilityIncrement()
        #expect(stepper.value == 0.30000000000000004 || stepper.value == 0.3)
        #expect(stepper.accessibilityValue == "0.3")
        stepper.isEnabled = false
        stepper.accessibilityIncrement()
        #expect(stepper.accessibilityTraits == [.adjustable, .notEnabled] && changes() == 5)
    }

    @Test func badSettingsAreLoggedOnceEachAndKeepTheOldOnes() {
        let s = ControlScene()
        let (stepper, changes) = makeStepper(in: s.window)
        let log = ControlLogCapture()
        stepper.logger = log.logger
        stepper.value = 5
        stepper.minimumValue = 200                           // above the maximum
        stepper.maximumValue = -5                            // below the minimum
        stepper.minimumValue = 100                           // equal to the maximum
        stepper.stepValue = 0
        stepper.stepValue = -1
        stepper.value = .nan
        stepper.value = .infinity
        stepper.maximumValue = .nan
        stepper.stepValue = .infinity
        #expect(stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.value == 5 && changes() == 0)
        #expect(log.messages.count == 9)
        #expect(log.messages.allSatisfy { $0.hasPrefix("warning: Stepper.") && $0.contains("kept") })
        #expect(log.messages.first == "warning: Stepper.minimumValue = 200.0 must be finite and below maximumValue 100.0; kept 0.0")
        s.tap(140, 122)
        #expect(stepper.value == 6)                          // still steps by the kept step
        _ = s.window.snapshot()
    }

    /// The half at its limit is drawn disabled: its symbol grey, the other half's in the tint.
    @Test func theHalfAtTheLimitLooksDisabled() {
        let s = ControlScene()
        s.window.backgroundColor = .white
        let (stepper, _) = makeStepper(in: s.window)
        let minus = P(77, 121), plus = P(132, 121)           // on the bars of − and +
        var shot = s.window.snapshot()
        #expect(colorsMatch(shot.pixel(x: Int(minus.x), y: Int(minus.y)), Color(white: 0.72)))
        #expect(colorsMatch(shot.pixel(x: Int(plus.x), y: Int(plus.y)), stepper.symbolColor))
        stepper.value = 100
        shot = s.window.snapshot()
        #expect(colorsMatch(shot.pixel(x: Int(minus.x), y: Int(minus.y)), stepper.symbolColor))
        #expect(colorsMatch(shot.pixel(x: Int(plus.x), y: Int(plus.y)), Color(white: 0.72)))
        stepper.wraps = true
        shot = s.window.snapshot()
        #expect(colorsMatch(shot.pixel(x: Int(plus.x), y: Int(plus.y)), stepper.symbolColor))
    }

    @Test func intrinsicSize() {
        #expect(Stepper().intrinsicContentSize == Size(width: 110, height: 44))
    }
}
