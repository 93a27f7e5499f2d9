import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Speech mode driving the real controls with `TouchDriver`, into a recording output.
@Suite @MainActor struct SpeechModeControlsTests {
    @MainActor final class Scene {
        let clock = ManualClock()
        let window: Window
        let driver: TouchDriver
        let speech = RecordingSpeechOutput()
        let accessibility: Accessibility

        init() {
            window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400), clock: clock)
            driver = TouchDriver(window: window, clock: clock)
            accessibility = Accessibility(speechOutput: speech)
            window.accessibility = accessibility
            accessibility.isSpeechModeEnabled = true
        }

        func tap(_ x: Double, _ y: Double) { driver.tap(at: Point(x: x, y: y)) }
        func doubleTap(_ x: Double, _ y: Double) {
            tap(x, y)
            clock.advance(by: .milliseconds(100))
            tap(x, y)
        }
        func swipe(_ a: Point, _ b: Point) {
            driver.drag(driver.freshID(), from: a, to: b, steps: 5, over: .milliseconds(100))
        }
    }

    @Test func touchingAButtonSpeaksItAndADoubleTapPressesIt() {
        let s = Scene()
        let pay = Button(frame: Rect(x: 20, y: 20, width: 120, height: 44), title: "Pay")
        var presses = 0
        _ = pay.addAction({ _ in presses += 1 }, for: .touchUpInside)
        s.window.addSubview(pay)
        s.tap(60, 40)
        #expect(presses == 0)                      // a single tap only focuses
        #expect(s.speech.transcript == ["Pay, button"])
        s.clock.advance(by: .seconds(1))
        s.doubleTap(300, 300)
        #expect(presses == 1)
    }

    @Test func swipesPickATextFieldsClearTextActionAndADoubleTapPerformsIt() {
        let s = Scene()
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 44), text: "Ada")
        field.clearButtonMode = .always
        s.window.addSubview(field)
        s.tap(100, 40)
        #expect(s.speech.last?.hasPrefix("Ada") == true || s.speech.last?.contains("Ada") == true)
        s.clock.advance(by: .seconds(1))
        s.swipe(Point(x: 200, y: 200), Point(x: 200, y: 300))      // down: the next action
        #expect(s.speech.last == "Clear text")
        s.clock.advance(by: .seconds(1))
        s.swipe(Point(x: 200, y: 200), Point(x: 200, y: 300))      // down again: back to plain activation
        #expect(s.speech.last == "Activate")
        s.clock.advance(by: .seconds(1))
        s.swipe(Point(x: 200, y: 300), Point(x: 200, y: 200))      // up: the last one, Clear text
        #expect(s.speech.last == "Clear text")
        s.clock.advance(by: .seconds(1))
        s.doubleTap(300, 300)
        #expect(field.text.isEmpty)
        #expect(field.accessibilityCustomActions == nil)              // no button without text
    }

    @Test func aRightToLeftFieldsClearButtonSitsAtItsLeftAndTheTextAfterIt() {
        let s = Scene()
        s.window.semanticContentAttribute = .forceRightToLeft
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 44), text: "سلام")
        field.clearButtonMode = .always
        s.window.addSubview(field)
        let button = field.clearButtonRect
        #expect(button.minX < field.bounds.midX && button.minX >= 0)
        #expect(field.caretX(at: 0) > button.maxX)
        #expect(field.caretX(at: field.text.count) > button.maxX)
        s.accessibility.isSpeechModeEnabled = false
        s.driver.tap(at: field.convert(Point(x: button.midX, y: button.midY), to: s.window))
        #expect(field.text.isEmpty)
    }

    @Test func swipingUpOnASliderRaisesItByATenth() {
        let s = Scene()
        let slider = Slider(frame: Rect(x: 20, y: 20, width: 200, height: 44))
        slider.accessibilityLabel = "Volume"
        slider.value = 0.4
        var changes = 0
        _ = slider.addAction({ _ in changes += 1 }, for: .valueChanged)
        s.window.addSubview(slider)
        s.tap(100, 40)
        #expect(s.speech.last == "Volume, 40 %, adjustable")
        s.clock.advance(by: .seconds(1))
        s.swipe(Point(x: 200, y: 300), Point(x: 200, y: 200))
        #expect(abs(slider.value - 0.5) < 1e-9)
        #expect(changes == 1)
        #expect(s.speech.last == "50 %")
    }

    @Test func threeFingerSwipeUpPagesTheScrollViewAndSaysWhere() {
        let s = Scene()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        scroll.contentSize = Size(width: 400, height: 1600)
        s.window.addSubview(scroll)
        for row in 0..<16 {
            scroll.addSubview(Label(frame: Rect(x: 10, y: Double(row) * 100 + 10, width: 300, height: 40), text: "Row \(row)"))
        }
        let ids: [Int32] = [1, 2, 3]
        for (k, id) in ids.enumerated() { s.driver.down(id, at: Point(x: 100 + Double(k) * 60, y: 300)) }
        s.driver.frame()
        for step in 1...4 {
            s.clock.advance(by: .milliseconds(30))
            for (k, id) in ids.enumerated() { s.driver.move(id, to: Point(x: 100 + Double(k) * 60, y: 300 - Double(step) * 40)) }
            s.driver.frame()
        }
        for id in ids { s.driver.up(id) }
        s.driver.frame()
        #expect(scroll.contentOffset.y == 400)
        #expect(s.speech.last == "page 2 of 4")
    }

    @Test func swipingToAnElementBelowScrollsItIntoView() {
        let s = Scene()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        scroll.contentSize = Size(width: 400, height: 1000)
        s.window.addSubview(scroll)
        let labels = (0..<10).map { row in
            Label(frame: Rect(x: 10, y: Double(row) * 100 + 10, width: 300, height: 40), text: "Row \(row)")
        }
        for label in labels { scroll.addSubview(label) }
        s.tap(50, 30)
        for _ in 0..<4 {
            s.clock.advance(by: .seconds(1))
            s.swipe(Point(x: 100, y: 200), Point(x: 250, y: 200))
        }
        #expect(s.accessibility.focusedElement === labels[4])
        #expect(s.speech.last == "Row 4")
        #expect(labels[4].accessibilityFrame.maxY <= 300)
        #expect(scroll.contentOffset.y > 0)
    }
}
