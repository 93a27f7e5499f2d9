import Testing
import TactileCore
import TactileTesting
import TactileTestSupport

/// A view that counts its increments and activations.
@MainActor private final class Dial: View {
    var level = 5
    var activations = 0
    override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: "Dial", value: "\(level)", traits: .adjustable)
    }
    override func accessibilityIncrement() { level += 1 }
    override func accessibilityDecrement() { level -= 1 }
    override func accessibilityActivate() -> Bool {
        activations += 1
        return true
    }
}

@Suite @MainActor struct SpeechModeGestureTests {
    /// Three elements in a row; speech mode on.
    private func scene() -> (AccessibilityScene, View, View, View) {
        let s = AccessibilityScene()
        let a = s.element("Alpha", 10, 10), b = s.element("Beta", 150, 10), c = s.element("Gamma", 290, 10)
        s.accessibility.isSpeechModeEnabled = true
        return (s, a, b, c)
    }

    @Test func oneFingerDownFocusesAndSpeaksWhatIsUnderIt() {
        let (s, _, b, _) = scene()
        s.driver.down(1, at: Point(x: 180, y: 30))
        s.driver.frame()
        #expect(s.accessibility.focusedElement === b)
        #expect(s.speech.last == "Beta")
        #expect(s.speech.utterances.last?.interrupt == true)
        s.clock.advance(by: .milliseconds(600))
        s.driver.up(1)
        s.driver.frame()
        #expect(s.accessibility.focusedElement === b)     // lifting does nothing
        #expect(s.speech.transcript == ["Beta"])
    }

    @Test func movingAFingerExploresElementByElement() {
        let (s, a, _, c) = scene()
        s.driver.down(1, at: Point(x: 20, y: 30))
        s.driver.frame()
        #expect(s.accessibility.focusedElement === a)
        for x in stride(from: 40.0, through: 320, by: 40) {
            s.clock.advance(by: .milliseconds(100))
            s.driver.move(1, to: Point(x: x, y: 30))
            s.driver.frame()
        }
        #expect(s.accessibility.focusedElement === c)
        #expect(s.speech.transcript == ["Alpha", "Beta", "Gamma"])
    }

    @Test func swipesMoveThroughReadingOrderFromTheFocus() {
        let (s, a, b, c) = scene()
        s.accessibility.focus(a)
        s.speech.clear()
        // The flick starts over Gamma, but moves on from the focus (Alpha).
        s.swipe(from: Point(x: 300, y: 200), to: Point(x: 380, y: 200))
        #expect(s.accessibility.focusedElement === b)
        s.swipe(from: Point(x: 100, y: 200), to: Point(x: 200, y: 200))
        #expect(s.accessibility.focusedElement === c)
        s.swipe(from: Point(x: 200, y: 200), to: Point(x: 100, y: 200))
        #expect(s.accessibility.focusedElement === b)
        #expect(s.speech.transcript == ["Beta", "Gamma", "Beta"])
    }

    @Test func swipesAreMirroredRightToLeft() {
        let (s, a, b, c) = scene()
        s.window.layoutDirection = .rightToLeft
        s.accessibility.focus(c)          // the first element right to left
        s.swipe(from: Point(x: 300, y: 200), to: Point(x: 200, y: 200))   // leftward: next
        #expect(s.accessibility.focusedElement === b)
        s.swipe(from: Point(x: 300, y: 200), to: Point(x: 200, y: 200))
        #expect(s.accessibility.focusedElement === a)
    }

    @Test func doubleTapAnywhereActivatesTheFocus() {
        let s = AccessibilityScene()
        let dial = Dial(frame: Rect(x: 10, y: 10, width: 100, height: 40))
        s.window.addSubview(dial)
        s.element("Other", 200, 200)
        s.accessibility.isSpeechModeEnabled = true
        s.tap(50, 30)
        #expect(s.accessibility.focusedElement === dial)
        s.clock.advance(by: .seconds(1))
        s.doubleTap(220, 220)                // on another element
        #expect(dial.activations == 1)
        #expect(s.accessibility.focusedElement === dial)
    }

    @Test func swipeUpAndDownAdjust() {
        let s = AccessibilityScene()
        let dial = Dial(frame: Rect(x: 10, y: 10, width: 100, height: 40))
        s.window.addSubview(dial)
        s.accessibility.isSpeechModeEnabled = true
        s.accessibility.focus(dial)
        s.swipe(from: Point(x: 200, y: 300), to: Point(x: 200, y: 200))
        #expect(dial.level == 6)
        #expect(s.speech.last == "6")
        s.swipe(from: Point(x: 200, y: 200), to: Point(x: 200, y: 300))
        s.swipe(from: Point(x: 200, y: 200), to: Point(x: 200, y: 300))
        #expect(dial.level == 4)
    }

    @Test func theAppsRecognizersAndViewsSeeNoTouches() {
        let s = AccessibilityScene()
        let target = TouchLogView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        var taps = 0
        target.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        s.window.addSubview(target)
        s.accessibility.isSpeechModeEnabled = true
        s.tap(100, 100)
        s.swipe(from: Point(x: 10, y: 10), to: Point(x: 200, y: 10))
        #expect(taps == 0)
        #expect(target.calls.isEmpty)
        s.accessibility.isSpeechModeEnabled = false
        s.tap(100, 100)
        #expect(taps == 1)
    }

    @Test func activationStillReachesTheAppsRecognizers() {
        let s = AccessibilityScene()
        let target = View(frame: Rect(x: 10, y: 10, width: 120, height: 60))
        target.isAccessibilityElement = true
        target.accessibilityLabel = "Tappable"
        var taps = 0
        target.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        s.window.addSubview(target)
        s.accessibility.isSpeechModeEnabled = true
        s.tap(50, 30)
        s.clock.advance(by: .seconds(1))
        s.doubleTap(300, 300)
        #expect(taps == 1)
    }

    @Test func twoFingerTapStopsSpeech() {
        let (s, _, _, _) = scene()
        s.fingers([Point(x: 100, y: 200), Point(x: 160, y: 200)], by: [])
        #expect(s.speech.stopCount == 1)
    }

    @Test func speechModeTurnedOnCancelsTouchesInProgress() {
        let s = AccessibilityScene()
        let target = TouchLogView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        s.window.addSubview(target)
        s.driver.down(1, at: Point(x: 50, y: 50))
        s.driver.frame()
        s.accessibility.isSpeechModeEnabled = true
        #expect(target.calls == ["began", "cancelled"])
        s.driver.up(1)
        s.driver.frame()
        #expect(target.calls == ["began", "cancelled"])
    }
}
