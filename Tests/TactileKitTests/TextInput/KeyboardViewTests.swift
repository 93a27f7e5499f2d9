import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// The on-screen keyboard under `TouchDriver`: typing on lift, sliding to another key, rollover,
/// shift and caps lock, backspace repeat to whole words, the nearest key owning the gaps, pages and
/// the number pad, and return.
@MainActor @Suite struct KeyboardViewTests {
    @MainActor struct Scene {
        let window: Window
        let clock: ManualClock
        let driver: TouchDriver
        let field: TextField
        var keyboard: KeyboardView { OnScreenKeyboard.keyboard(in: window)! }

        /// The centre of the key labelled `label`, in window coordinates.
        func key(_ label: String) -> Point {
            let entry = keyboard.keyFrames.first { $0.key.label == label }!
            return keyboard.convert(Point(x: entry.frame.midX, y: entry.frame.midY), to: window)
        }

        func tap(_ labels: String...) {
            for label in labels { driver.tap(at: key(label)) }
        }
    }

    func makeScene(type: KeyboardType = .default) -> Scene {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
        let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 44))
        field.keyboardType = type
        window.addSubview(field)
        field.becomeFirstResponder()
        clock.advance(by: .milliseconds(300))
        window.layoutIfNeeded()
        return Scene(window: window, clock: clock, driver: TouchDriver(window: window, clock: clock), field: field)
    }

    @Test func keysTypeWhenTheFingerLifts() {
        let s = makeScene()
        s.driver.down(1, at: s.key("h"))
        s.driver.frame()
        #expect(s.field.text == "")
        #expect(!s.keyboard.preview.isHidden && s.keyboard.preview.label == "h")
        s.driver.up(1)
        s.driver.frame()
        #expect(s.field.text == "h")
        #expect(s.keyboard.preview.isHidden)
        s.tap("i", "space")
        #expect(s.field.text == "hi ")
    }

    @Test func slidingToAnotherKeyTypesWhereTheFingerLifts() {
        let s = makeScene()
        s.driver.down(1, at: s.key("q"))
        s.driver.frame()
        s.driver.move(1, to: s.key("e"))
        s.driver.frame()
        s.driver.up(1)
        s.driver.frame()
        #expect(s.field.text == "e")
    }

    @Test func aSecondFingerTypesTheFirstKeyAtOnce() {
        let s = makeScene()
        s.driver.down(1, at: s.key("t"))
        s.driver.frame()
        s.driver.down(2, at: s.key("o"))
        s.driver.frame()
        #expect(s.field.text == "t")
        s.driver.up(1)
        s.driver.frame()
        #expect(s.field.text == "t")
        s.driver.up(2)
        s.driver.frame()
        #expect(s.field.text == "to")
    }

    @Test func shiftCapitalisesOneLetterAndADoubleTapLocks() {
        let s = makeScene()
        s.tap("\u{21E7}", "a", "b")
        #expect(s.field.text == "Ab")
        #expect(s.keyboard.shift == .off)
        s.tap("\u{21E7}", "\u{21E7}")
        #expect(s.keyboard.shift == .locked)
        s.tap("c", "d")
        #expect(s.field.text == "AbCD")
        s.tap("\u{21E7}")
        #expect(s.keyboard.shift == .off)
    }

    @Test func backspaceRepeatsWhileHeldThenDeletesWords() {
        let s = makeScene()
        s.field.text = "one two three four five six seven eight nine ten eleven twelve"
        s.driver.down(1, at: s.key("\u{232B}"))
        s.driver.frame()
        #expect(s.field.text.hasSuffix("twelv"))
        s.clock.advance(by: KeyboardView.repeatDelay)
        #expect(s.field.text.hasSuffix("twel"))
        s.clock.advance(by: KeyboardView.repeatInterval * KeyboardView.repeatsBeforeWords)
        let afterLetters = s.field.text
        s.clock.advance(by: KeyboardView.repeatInterval)
        #expect(s.field.text.count < afterLetters.count - 1, "a whole word goes after \(KeyboardView.repeatsBeforeWords) repeats")
        s.driver.up(1)
        s.driver.frame()
        let released = s.field.text
        s.clock.advance(by: .seconds(2))
        #expect(s.field.text == released)
    }

    @Test func theGapsAndEdgesBelongToTheNearestKey() {
        let s = makeScene()
        let q = s.keyboard.keyFrames.first { $0.key.label == "q" }!.frame
        let w = s.keyboard.keyFrames.first { $0.key.label == "w" }!.frame
        let gap = s.keyboard.convert(Point(x: (q.maxX + w.minX) / 2 - 0.5, y: q.midY), to: s.window)
        s.driver.tap(at: gap)
        let edge = s.keyboard.convert(Point(x: 1, y: q.midY), to: s.window)
        s.driver.tap(at: edge)
        #expect(s.field.text == "qq")
    }

    @Test func pagesAndTheNumberPad() {
        let s = makeScene()
        s.tap("123", "4", "ABC", "x")
        #expect(s.field.text == "4x")
        let pad = makeScene(type: .numberPad)
        #expect(pad.keyboard.keyFrames.count == 12)
        pad.tap("1", "0")
        #expect(pad.field.text == "10")
        let email = makeScene(type: .emailAddress)
        email.tap("a", "@", "b", ".")
        #expect(email.field.text == "a@b.")
    }

    @Test func returnEndsEditingAndTheKeyboardLeaves() {
        let s = makeScene()
        var exits = 0
        s.field.addAction({ _ in exits += 1 }, for: .editingDidEndOnExit)
        s.tap("return")
        #expect(exits == 1 && !s.field.isFirstResponder)
        s.clock.advance(by: .milliseconds(300))
        #expect(OnScreenKeyboard.keyboard(in: s.window) == nil)
    }
}

/// Found by the wire fuzzer: a finger resting on a key while another finger's globe key changed the
/// keys kept an index into the old layout, and the next preview read past the new layout's keys.
@MainActor @Suite struct KeyboardLayoutChangeTests {
    @Test func aFingerRestingWhileTheLayoutChangesIsOnTheNewKeys() {
        let s = KeyboardViewTests().makeScene()
        s.keyboard.availableLayouts = ["ar", "en"]
        s.window.layoutIfNeeded()
        let before = s.keyboard.keyFrames.count
        // Finger 1 on the globe key (rollover does not type it), finger 2 on the layout's last key.
        s.driver.down(1, at: s.key("\u{1F310}"))
        s.driver.frame()
        let last = s.keyboard.keyFrames[before - 1].frame
        s.driver.down(2, at: s.keyboard.convert(Point(x: last.midX, y: last.midY), to: s.window))
        s.driver.frame()
        // The globe key lifts: the English letters have fewer keys than the Arabic ones.
        s.driver.up(1)
        s.driver.frame()
        #expect(s.keyboard.keyFrames.count < before)
        #expect(s.keyboard.keyFrames.contains { $0.key.label == "q" })
        // The resting finger slides to q and lifts: q is typed, as after any slide.
        s.driver.move(2, to: s.key("q"))
        s.driver.frame()
        #expect(!s.keyboard.preview.isHidden && s.keyboard.preview.label == "q")
        s.driver.up(2)
        s.driver.frame()
        #expect(s.field.text == "q")
        s.tap("w")
        #expect(s.field.text == "qw")
    }
}
