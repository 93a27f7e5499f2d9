import Testing
import TactileCore
import TactileTesting

/// A controller whose screen has one labelled element.
@MainActor private final class Screen: ViewController {
    let heading: String
    /// Runs when the screen finished appearing.
    var onAppear: (() -> Void)?
    init(_ heading: String) {
        self.heading = heading
        super.init()
    }
    override func loadView() {
        let v = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let label = View(frame: Rect(x: 20, y: 100, width: 200, height: 40))
        label.isAccessibilityElement = true
        label.accessibilityLabel = heading
        v.addSubview(label)
        view = v
    }
    override func viewDidAppear(_ animated: Bool) { onAppear?() }
}

@Suite @MainActor struct SpeechModeNavigationTests {
    private func settle(_ s: AccessibilityScene) {
        for _ in 0..<40 {
            s.clock.advance(by: .milliseconds(16))
            s.window.prepareForFrame()
        }
    }

    @Test func twoFingerScrubPopsTheNavigationController() {
        let s = AccessibilityScene()
        let nav = NavigationController(rootViewController: Screen("Home"))
        s.window.rootViewController = nav
        s.window.prepareForFrame()
        nav.pushViewController(Screen("Details"), animated: false)
        settle(s)
        s.accessibility.isSpeechModeEnabled = true
        // A Z: right, back left, right again.
        s.fingers([Point(x: 100, y: 200), Point(x: 100, y: 260)],
                  by: [(60, 0), (120, 0), (60, 10), (0, 20), (60, 30), (120, 30)], over: 300)
        settle(s)
        #expect(nav.viewControllers.count == 1)
    }

    /// A window showing a navigation controller with "Home", settled, with speech mode on.
    private func homeScene() -> (AccessibilityScene, NavigationController) {
        let s = AccessibilityScene()
        let nav = NavigationController(rootViewController: Screen("Home"))
        s.window.rootViewController = nav
        settle(s)
        s.accessibility.isSpeechModeEnabled = true
        return (s, nav)
    }

    @Test func aPushAndAPopMoveTheFocusToTheNewScreensFirstElement() throws {
        let (s, nav) = homeScene()
        s.accessibility.moveFocus(forward: true)
        #expect(s.speech.last == "Home")
        nav.pushViewController(Screen("Details"), animated: true)
        settle(s)
        #expect(s.accessibility.focusedElement?.accessibilityLabel == "Details")
        #expect(s.speech.last == "Details")
        nav.popViewController(animated: true)
        settle(s)
        #expect(s.accessibility.focusedElement?.accessibilityLabel == "Home")
        #expect(s.speech.last == "Home")
    }

    @Test func aFocusTheAppMovedWhenItsScreenAppearedStays() throws {
        let (s, nav) = homeScene()
        let details = Screen("Details")
        let total = View(frame: Rect(x: 20, y: 300, width: 200, height: 40))
        total.isAccessibilityElement = true
        total.accessibilityLabel = "Total"
        details.view.addSubview(total)
        details.onAppear = { AccessibilityNotification.screenChanged(total).post() }
        nav.pushViewController(details, animated: true)
        settle(s)
        #expect(s.accessibility.focusedElement === total)
        #expect(s.speech.last == "Total")
    }

    @Test func aSideToSideWithoutTurnsDoesNotGoBack() {
        let s = AccessibilityScene()
        let nav = NavigationController(rootViewController: Screen("Home"))
        s.window.rootViewController = nav
        nav.pushViewController(Screen("Details"), animated: false)
        settle(s)
        s.accessibility.isSpeechModeEnabled = true
        s.fingers([Point(x: 100, y: 200), Point(x: 100, y: 260)], by: [(60, 0), (120, 0)], over: 200)
        #expect(nav.viewControllers.count == 2)
    }

    @Test func screenChangedFocusesAndSpeaksTheFirstElement() {
        let s = AccessibilityScene()
        s.accessibility.isSpeechModeEnabled = true
        let first = s.element("Welcome", 10, 10)
        s.element("Start", 10, 100)
        AccessibilityNotification.screenChanged(nil).post()
        #expect(s.accessibility.focusedElement === first)
        #expect(s.speech.last == "Welcome")
    }

    @Test func announcementsQueueBehindSpeech() {
        let s = AccessibilityScene()
        s.accessibility.isSpeechModeEnabled = true
        AccessibilityNotification.announcement("Payment accepted").post()
        #expect(s.speech.utterances == [.init(text: "Payment accepted", language: nil, interrupt: false)])
    }

    @Test func theFocusRingRepaintsOnlyWhereItWasAndGoes() {
        let s = AccessibilityScene()
        let a = s.element("A", 10, 10), b = s.element("B", 200, 200)
        s.accessibility.isKeypadNavigationEnabled = true
        _ = s.window.snapshot()
        s.window.clearDamage()
        s.accessibility.focus(a)
        #expect(s.window.damagedRects == [a.frame])
        s.window.clearDamage()
        s.accessibility.focus(b)
        #expect(Set(s.window.damagedRects.map { "\($0)" }) == Set([a.frame, b.frame].map { "\($0)" }))
        let picture = s.window.snapshot()
        #expect(picture.pixel(x: 201, y: 201).red == 0)        // the black outer band
        #expect(picture.pixel(x: 204, y: 204).red > 0.8)       // the yellow inner band
    }

    @Test func speechModeFocusesElementsLanguage() {
        let s = AccessibilityScene()
        s.accessibility.isSpeechModeEnabled = true
        let box = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        box.accessibilityLanguage = "de"
        s.window.addSubview(box)
        let v = s.element("Bezahlen", 10, 10, in: box)
        s.accessibility.focus(v)
        #expect(s.speech.utterances.last?.language == "de")
    }

    @Test func speakingRateIsClamped() {
        let s = AccessibilityScene()
        s.accessibility.speakingRate = 5
        #expect(s.accessibility.speakingRate == 2)
        s.accessibility.speakingRate = 0.1
        #expect(s.accessibility.speakingRate == 0.5)
    }
}
