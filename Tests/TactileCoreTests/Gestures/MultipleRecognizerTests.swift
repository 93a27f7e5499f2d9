import Testing
@testable import TactileCore
import TactileTesting

/// Scenarios from "Multiple Gesture Recognizers" and "Gesture Recognizer Delegate": several built-ins on one
/// touch, mediated by failure requirements, `gestureRecognizerShouldBegin` and the delegate.
@MainActor @Suite struct MultipleRecognizerTests {
    /// Single and double tap on one view: both fire on a double tap (the single for the first tap only),
    /// whichever was added first.
    @Test(arguments: [true, false])
    func singleAndDoubleTapBothFireWithoutRequireToFail(doubleFirst: Bool) {
        let s = GestureScene()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        if doubleFirst { s.add(double, named: "double") }
        s.add(TapGestureRecognizer(), named: "single")
        if !doubleFirst { s.add(double, named: "double") }
        s.driver.tap(at: P(100, 100))
        #expect(s.log.names == ["single"])
        s.wait(100)
        s.driver.tap(at: P(100, 100))
        #expect(s.log.names == ["single", "double"])
        #expect(double.failureReason == nil)
        s.verify()
    }

    /// Single requires double to fail: a double tap fires only the double.
    @Test func singleWaitingForDoubleFiresOnlyDoubleOnADoubleTap() {
        let s = GestureScene()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        s.add(double, named: "double")
        let single = s.add(TapGestureRecognizer(), named: "single")
        single.require(toFail: double)
        s.driver.tap(at: P(100, 100))
        s.wait(100)
        s.driver.tap(at: P(100, 100))
        s.wait(1000)
        #expect(s.log.names == ["double"])
        s.verify()
    }

    /// Single requires double to fail: a single tap fires once the double has given up waiting.
    @Test func singleWaitingForDoubleFiresWhenTheDoubleFails() {
        let s = GestureScene()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        s.add(double, named: "double")
        let single = s.add(TapGestureRecognizer(), named: "single")
        single.require(toFail: double)
        s.driver.tap(at: P(100, 100))
        #expect(s.log.names.isEmpty)
        s.wait(300)
        #expect(s.log.names.isEmpty)
        s.wait(100)
        #expect(s.log.names == ["single"])
        #expect(double.failureReason == "no second tap within 350 ms")
        s.verify()
    }

    /// Tap and pan on one view: a tap fires the tap only, a drag the pan only.
    @Test func tapAndPanOnOneView() {
        let s = GestureScene()
        let tap = s.add(TapGestureRecognizer(), named: "tap")
        s.add(PanGestureRecognizer(), named: "pan")
        s.driver.tap(at: P(100, 100))
        #expect(s.log.names == ["tap"])
        s.wait(500)
        s.driver.drag(2, from: P(100, 100), to: P(200, 100), steps: 10, over: .milliseconds(100))
        #expect(s.log.states("tap") == [.ended])
        #expect(s.log.states("pan").first == .began)
        #expect(s.log.states("pan").last == .ended)
        #expect(tap.failureReason == "pan on content recognized")
        s.verify()
    }

    /// An ancestor's tap recognizes a tap on a plain subview; the subview's touch is cancelled, not ended.
    @Test func ancestorsTapRecognizesOnAPlainSubview() {
        let s = GestureScene()
        let child = s.scene.view("child", R(50, 50, 100, 40), in: s.content)
        s.add(TapGestureRecognizer(), named: "background")
        s.driver.tap(at: P(100, 70))
        #expect(s.log.names == ["background"])
        #expect(child.phases == [.began, .cancelled])
        s.verify()
    }

    /// Tap and long press on one view (a list cell): a tap fires the tap, a hold fires the long press and the
    /// tap then fails, a drag fires neither.
    @Test func tapAndLongPressOnOneView() {
        let s = GestureScene()
        let tap = s.add(TapGestureRecognizer(), named: "tap")
        let press = s.add(LongPressGestureRecognizer(), named: "press")
        s.driver.tap(at: P(100, 100))
        #expect(s.log.names == ["tap"])
        #expect(press.failureReason == "lifted after 50 ms < 500 ms")
        s.wait(500)
        s.down(1, P(100, 100))
        s.wait(500)
        s.up(1)
        #expect(s.log.names == ["tap", "press", "press"])
        #expect(tap.failureReason == "press on content recognized")
        s.wait(500)
        s.driver.drag(2, from: P(100, 100), to: P(100, 200), steps: 5, over: .milliseconds(100))
        #expect(s.log.names == ["tap", "press", "press"])
        s.verify()
    }

    /// A button-like view refuses its ancestor's tap, so a tap on it reaches the button, not the tap.
    @Test func buttonRefusesItsAncestorsTap() {
        let s = GestureScene()
        let button = RefusingButton("button", frame: R(50, 50, 100, 40), checker: s.checker)
        s.content.addSubview(button)
        s.add(TapGestureRecognizer(), named: "background")
        s.driver.tap(at: P(100, 70))
        #expect(s.log.names.isEmpty)
        #expect(button.phases == [.began, .ended])
        s.wait(500)
        s.driver.tap(at: P(300, 300))
        #expect(s.log.names == ["background"])
        s.verify()
    }

    /// Long press then drag, gated by a delegate: the pan may begin only once the long press has.
    @Test func longPressThenPanAllowedByTheDelegate() {
        let s = GestureScene()
        let press = s.add(LongPressGestureRecognizer(), named: "press")
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        let delegate = LongPressGate(press: press)
        pan.delegate = delegate
        s.down(1, P(100, 100))
        s.wait(500)
        #expect(s.log.states("press") == [.began])
        for i in 1...5 {
            s.wait(10)
            s.move(1, P(100 + Double(i) * 10, 100))
        }
        s.up(1)
        #expect(s.log.states("press").last == .ended)
        #expect(s.log.states("pan").first == .began)
        #expect(s.log.states("pan").last == .ended)
        #expect(pan.translation(in: nil) == P(50, 0))
        s.verify()
    }

    /// Tap-and-a-half (a tap, then press and hold) gets the view's attention, then
    /// the same finger drags the view; the long press ends when the finger lifts.
    @Test func tapAndAHalfThenDragMovesTheView() {
        let s = GestureScene()
        let piece = s.scene.view("piece", R(50, 50, 100, 100), in: s.content)
        let press = LongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        s.add(press, named: "press", to: piece)
        var origin = Point.zero
        let pan = PanGestureRecognizer { g in
            guard let p = g as? PanGestureRecognizer, let v = p.view else { return }
            if p.state == .began { origin = v.center }
            let t = p.translation(in: v.superview)
            v.center = Point(x: origin.x + t.x, y: origin.y + t.y)
        }
        s.add(pan, named: "pan", to: piece)
        let delegate = LongPressGate(press: press)
        pan.delegate = delegate
        s.driver.tap(at: P(100, 100))
        s.wait(100)
        s.down(1, P(100, 100))
        s.wait(500)
        #expect(s.log.states("press") == [.began])
        for i in 1...8 {
            s.wait(10)
            s.move(1, P(100 + Double(i) * 10, 100 + Double(i) * 5))
        }
        s.up(1)
        #expect(s.log.states("press").last == .ended)
        #expect(s.log.states("pan").first == .began)
        #expect(piece.center == P(180, 140))
        s.verify()
    }

    /// Without the press first, the same delegate keeps the pan from beginning.
    @Test func panWithoutLongPressIsRefusedByTheDelegate() {
        let s = GestureScene()
        let press = s.add(LongPressGestureRecognizer(), named: "press")
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        let delegate = LongPressGate(press: press)
        pan.delegate = delegate
        s.driver.drag(1, from: P(100, 100), to: P(200, 100), steps: 10, over: .milliseconds(100))
        #expect(s.log.names.isEmpty)
        #expect(pan.failureReason == "delegate's gestureRecognizerShouldBegin returned false")
        #expect(press.failureReason == "moved 20 pt > 10 pt after 20 ms")
        s.verify()
    }

    /// Pinch and two-finger pan on one view, allowed by the delegate to run together.
    @Test func pinchAndPanTogetherAllowedByTheDelegate() {
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let pinch = s.add(PinchGestureRecognizer(), named: "pinch")
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        let together = Simultaneous()
        pinch.delegate = together
        pan.delegate = together
        var lastScale = 0.0, lastTranslation = Point.zero
        pinch.addAction { g in if g.state == .changed { lastScale = (g as! PinchGestureRecognizer).scale } }
        pan.addAction { g in
            if g.state == .changed { lastTranslation = (g as! PanGestureRecognizer).translation(in: nil) }
        }
        spreadAndSlide(s)
        #expect(abs(lastScale - 2) < 1e-12)
        #expect(lastTranslation == P(0, 60))
        #expect(s.log.states("pinch").first == .began)
        #expect(s.log.states("pan").first == .began)
        #expect(s.log.states("pinch").last == .ended)
        #expect(s.log.states("pan").last == .ended)
        s.verify()
    }

    /// The same gesture without the delegate: whichever begins first wins and the other fails.
    @Test func pinchAndPanExcludeEachOtherWithoutTheDelegate() {
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let pinch = s.add(PinchGestureRecognizer(), named: "pinch")
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        spreadAndSlide(s)
        let began = Set(s.log.entries.filter { $0.state == .began }.map(\.name))
        #expect(began.count == 1)
        let loser = began.contains("pinch") ? pan : pinch
        #expect(loser.failureReason?.hasSuffix("recognized") == true)
        s.verify()
    }

    /// A pan that requires a swipe to fail waits for it: a quick swipe takes the touch and the pan fails.
    @Test func panWaitingForASwipeFailsWhenTheSwipeRecognizes() {
        let s = GestureScene()
        let swipe = s.add(SwipeGestureRecognizer(), named: "swipe")
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        pan.require(toFail: swipe)
        s.driver.drag(1, from: P(100, 100), to: P(200, 100), steps: 5, over: .milliseconds(50))
        #expect(s.log.names == ["swipe"])
        #expect(pan.failureReason == "required swipe to fail; swipe recognized")
        s.verify()
    }

    /// A pan that requires a swipe to fail begins once the swipe gives up (too slow), with its translation
    /// reckoned from the touch-down.
    @Test func panWaitingForASwipeBeginsWhenTheSwipeFails() {
        let s = GestureScene()
        let swipe = s.add(SwipeGestureRecognizer(), named: "swipe")
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        pan.require(toFail: swipe)
        s.down(1, P(100, 100))
        s.wait(100)
        s.move(1, P(130, 100))
        #expect(s.log.names.isEmpty)
        s.wait(400)                                  // the swipe's 500 ms run out
        #expect(swipe.failureReason == "did not travel 50 pt within 500 ms (travelled 30 pt)")
        #expect(s.log.states("pan") == [.began])
        #expect(pan.translation(in: nil) == P(30, 0))
        s.wait(10)
        s.move(1, P(140, 100))
        s.up(1)
        #expect(s.log.states("pan") == [.began, .changed, .ended])
        s.verify()
    }

    /// A pan still waiting when its finger lifts ends (it was a pan) once the swipe has failed.
    @Test func panLiftedWhileWaitingEndsWhenTheSwipeFails() {
        let s = GestureScene()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = .left
        s.add(swipe, named: "swipe")
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        pan.require(toFail: swipe)
        s.driver.drag(1, from: P(100, 100), to: P(130, 100), steps: 3, over: .milliseconds(30))
        #expect(s.log.states("pan").last == .ended)
        #expect(pan.failureReason == nil)
        #expect(pan.translation(in: nil) == P(30, 0))
        s.verify()
    }

    /// Two fingers 100 pt apart spread to 200 pt while sliding 60 pt down.
    private func spreadAndSlide(_ s: GestureScene) {
        s.driver.down(1, at: P(150, 100))
        s.driver.down(2, at: P(250, 100))
        s.driver.frame()
        for i in 1...10 {
            s.wait(10)
            let d = Double(i)
            s.driver.move(1, to: P(150 - 5 * d, 100 + 6 * d))
            s.driver.move(2, to: P(250 + 5 * d, 100 + 6 * d))
            s.driver.frame()
        }
        s.driver.up(1)
        s.driver.up(2)
        s.driver.frame()
    }
}

/// A button-like view: refuses single taps that belong to other views (as UIButton), and records its touches.
@MainActor
final class RefusingButton: RecordingView {
    override func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        if let tap = g as? TapGestureRecognizer, tap.view !== self, tap.numberOfTapsRequired == 1 { return false }
        return super.gestureRecognizerShouldBegin(g)
    }
}

/// A delegate under which the pan may begin only while the long press is recognized, and both run together.
@MainActor
final class LongPressGate: GestureRecognizerDelegate {
    let press: LongPressGestureRecognizer
    init(press: LongPressGestureRecognizer) { self.press = press }

    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        press.state != .possible && press.state != .failed
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        true
    }
}

/// A delegate letting its recognizers run together with any other.
@MainActor
final class Simultaneous: GestureRecognizerDelegate {
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        true
    }
}
