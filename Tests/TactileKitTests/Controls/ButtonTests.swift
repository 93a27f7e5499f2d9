import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor @Suite struct ButtonTests {
    @Test func tapFiresOnce() {
        let s = ControlScene()
        let b = Button(frame: R(100, 100, 120, 44), title: "OK")
        s.window.addSubview(b)
        var presses = 0
        b.addAction { _ in presses += 1 }
        s.tap(150, 120)
        #expect(presses == 1)
        #expect(!b.isHighlighted && !b.isTracking)
    }

    @Test func highlightFollowsTheFingerWithinTheMargin() {
        let s = ControlScene()
        let b = Button(frame: R(100, 100, 120, 44), title: "OK")
        s.window.addSubview(b)
        var presses = 0
        b.addAction { _ in presses += 1 }
        s.down(1, 150, 120)
        #expect(b.isHighlighted)
        s.move(1, 150, 100 + 44 + Button.defaultTouchMargin - 4)     // drifted below, within the margin
        #expect(b.isHighlighted)
        s.move(1, 150, 100 + 44 + Button.defaultTouchMargin + 10)    // beyond the margin
        #expect(!b.isHighlighted)
        s.move(1, 150, 150)                                           // back within the margin
        #expect(b.isHighlighted)
        s.up(1)
        #expect(presses == 1)
    }

    @Test func liftBeyondTheMarginDoesNotFire() {
        let s = ControlScene()
        let b = Button(frame: R(100, 100, 120, 44), title: "OK")
        s.window.addSubview(b)
        var presses = 0
        b.addAction { _ in presses += 1 }
        s.down(1, 150, 120)
        s.move(1, 150, 300)
        s.up(1)
        #expect(presses == 0)
        #expect(!b.isHighlighted)
    }

    @Test func buttonWinsOverAncestorSingleTap() {
        let s = ControlScene()
        let container = View(frame: R(0, 0, 400, 400))
        s.window.addSubview(container)
        let b = Button(frame: R(100, 100, 120, 44), title: "OK")
        container.addSubview(b)
        var backgroundTaps = 0, presses = 0
        let tap = TapGestureRecognizer { _ in backgroundTaps += 1 }
        container.addGestureRecognizer(tap)
        b.addAction { _ in presses += 1 }

        s.tap(150, 120)
        #expect(presses == 1)
        #expect(backgroundTaps == 0)
        #expect(tap.failureReason?.contains("gestureRecognizerShouldBegin returned false") == true)

        // The same recognizer still works on the background.
        s.wait(1000)
        s.tap(300, 300)
        #expect(backgroundTaps == 1)
        #expect(presses == 1)
    }

    @Test func ancestorsOtherRecognizersStillWork() {
        let s = ControlScene()
        let container = View(frame: R(0, 0, 400, 400))
        s.window.addSubview(container)
        let b = Button(frame: R(100, 100, 120, 44), title: "OK")
        container.addSubview(b)
        var presses = 0, pans = 0, doubleTaps = 0
        b.addAction { _ in presses += 1 }
        let pan = PanGestureRecognizer { g in if g.state == .ended { pans += 1 } }
        container.addGestureRecognizer(pan)
        let doubleTap = TapGestureRecognizer { _ in doubleTaps += 1 }
        doubleTap.numberOfTapsRequired = 2
        container.addGestureRecognizer(doubleTap)

        // A drag that starts on the button is the ancestor's pan; the button is cancelled.
        s.drag(1, from: P(150, 120), to: P(150, 320))
        #expect(pans == 1)
        #expect(presses == 0)
        #expect(!b.isHighlighted)

        // A double tap on the button is the ancestor's double tap.
        s.wait(1000)
        s.tap(150, 120)
        s.wait(100)
        s.tap(150, 120)
        #expect(doubleTaps == 1)
    }

    @Test func buttonDoesNotRefuseItsOwnOrMultiTouchTaps() {
        let b = Button(frame: R(0, 0, 100, 40))
        let own = TapGestureRecognizer()
        b.addGestureRecognizer(own)
        #expect(b.gestureRecognizerShouldBegin(own))
        let parent = View(frame: R(0, 0, 200, 200))
        parent.addSubview(b)
        let twoFinger = TapGestureRecognizer()
        twoFinger.numberOfTouchesRequired = 2
        parent.addGestureRecognizer(twoFinger)
        #expect(b.gestureRecognizerShouldBegin(twoFinger))
        let single = TapGestureRecognizer()
        parent.addGestureRecognizer(single)
        #expect(!b.gestureRecognizerShouldBegin(single))
    }

    @Test func disabledButtonIgnoresTouches() {
        let s = ControlScene()
        let b = Button(frame: R(100, 100, 120, 44), title: "OK")
        s.window.addSubview(b)
        var presses = 0
        b.addAction { _ in presses += 1 }
        b.isEnabled = false
        s.down(1, 150, 120)
        #expect(!b.isHighlighted)
        s.up(1)
        #expect(presses == 0)
        #expect(b.titleLabel.textColor == b.disabledTitleColor)
    }

    @Test func removedActionsDoNotRun() {
        let s = ControlScene()
        let b = Button(frame: R(100, 100, 120, 44), title: "OK")
        s.window.addSubview(b)
        var a = 0, c = 0
        let id = b.addAction { _ in a += 1 }
        b.addAction { _ in c += 1 }
        b.removeAction(id)
        s.tap(150, 120)
        #expect(a == 0 && c == 1)
    }

    @Test func titleLabelFollowsTheBounds() {
        let b = Button(frame: R(0, 0, 100, 40), title: "Go")
        b.frame = R(10, 10, 200, 60)
        #expect(b.titleLabel.frame == R(0, 0, 200, 60))
        #expect(!b.titleLabel.isUserInteractionEnabled)
    }
}
