import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// A window with a focused field and its on-screen keyboard shown, on a manual clock.
@MainActor func focusedFieldWithKeyboard() -> (ManualClock, Window, TextField, KeyboardView, TouchDriver) {
    let clock = ManualClock()
    let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
    let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 44))
    window.addSubview(field)
    field.becomeFirstResponder()
    clock.advance(by: .seconds(1))
    window.layoutIfNeeded()
    return (clock, window, field, OnScreenKeyboard.keyboard(in: window)!, TouchDriver(window: window, clock: clock))
}

/// A key press repaints the key it lights and the preview above it, not the whole keyboard.
@MainActor @Suite struct KeyboardDamageTests {
    @Test func aKeyPressDamagesOnlyThePressedKeyAndItsPreview() {
        let (_, window, _, keyboard, driver) = focusedFieldWithKeyboard()
        _ = window.snapshot()
        let entry = keyboard.keyFrames.first { $0.key.label == "g" }!
        let keyInWindow = keyboard.convert(entry.frame, to: window)
        window.clearDamage()
        driver.down(1, at: Point(x: keyInWindow.midX, y: keyInWindow.midY))
        driver.frame()
        let previewInWindow = keyboard.convert(keyboard.preview.frame, to: window)
        let allowed = keyInWindow.union(previewInWindow).insetBy(dx: -4, dy: -4)
        let damage = window.damagedRects
        #expect(!damage.isEmpty)
        for rect in damage { #expect(allowed.union(rect) == allowed, "damage \(rect) outside the key and its preview \(allowed)") }
        let keyboardArea = keyboard.bounds.width * keyboard.bounds.height
        #expect(damage.reduce(0) { $0 + $1.width * $1.height } < keyboardArea / 8)
    }
}

/// A long press on a letter offers its accented forms; sliding chooses one, lifting types it.
@MainActor @Suite struct KeyboardAlternatesTests {
    private func scene() -> (ManualClock, Window, TextField, KeyboardView, TouchDriver) { focusedFieldWithKeyboard() }

    private func centre(of label: String, in keyboard: KeyboardView, window: Window) -> Point {
        let f = keyboard.keyFrames.first { $0.key.label == label }!.frame
        return keyboard.convert(Point(x: f.midX, y: f.midY), to: window)
    }

    @Test func holdingALetterShowsItsAccentsAndSlidingChoosesOne() {
        let (clock, window, field, keyboard, driver) = scene()
        let e = centre(of: "e", in: keyboard, window: window)
        driver.down(1, at: e)
        driver.frame()
        clock.advance(by: KeyboardView.alternatesDelay - .milliseconds(10))
        #expect(keyboard.alternates.isHidden)
        clock.advance(by: .milliseconds(20))
        #expect(!keyboard.alternates.isHidden)
        #expect(keyboard.alternates.options == ["e", "è", "é", "ê", "ë", "ē"])
        #expect(keyboard.preview.isHidden)
        // Slide over the third cell (é).
        let row = keyboard.convert(keyboard.alternates.frame, to: window)
        let cell = row.width / 6
        driver.move(1, to: Point(x: row.minX + cell * 2.5, y: e.y))
        driver.frame()
        #expect(keyboard.alternates.highlighted == 2)
        driver.up(1)
        driver.frame()
        #expect(field.text == "é")
        #expect(keyboard.alternates.isHidden)
    }

    @Test func aQuickTapTypesTheLetterAndAKeyWithoutAccentsShowsNothing() {
        let (clock, window, field, keyboard, driver) = scene()
        driver.tap(at: centre(of: "e", in: keyboard, window: window))
        clock.advance(by: .seconds(2))
        #expect(keyboard.alternates.isHidden)
        driver.down(1, at: centre(of: "k", in: keyboard, window: window))
        driver.frame()
        clock.advance(by: .seconds(2))
        #expect(keyboard.alternates.isHidden)
        driver.up(1)
        driver.frame()
        #expect(field.text == "ek")
    }

    @Test func aSecondFingerTypesTheChosenAccentAtOnce() {
        let (clock, window, field, keyboard, driver) = scene()
        driver.down(1, at: centre(of: "a", in: keyboard, window: window))
        driver.frame()
        clock.advance(by: .seconds(1))
        #expect(!keyboard.alternates.isHidden)
        driver.down(2, at: centre(of: "t", in: keyboard, window: window))
        driver.frame()
        #expect(field.text == "a")
        #expect(keyboard.alternates.isHidden)
        driver.up(2)
        driver.frame()
        driver.up(1)
        driver.frame()
        #expect(field.text == "at")
    }
}
