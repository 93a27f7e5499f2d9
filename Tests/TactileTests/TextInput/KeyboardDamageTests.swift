import Testing
@testable import Tactile
import TactileTesting

/// A key press repaints the key it lights and the preview above it, not the whole keyboard.
@MainActor @Suite struct KeyboardDamageTests {
    @Test func aKeyPressDamagesOnlyThePressedKeyAndItsPreview() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
        let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 44))
        window.addSubview(field)
        field.becomeFirstResponder()
        clock.advance(by: .seconds(1))
        _ = window.snapshot()
        let keyboard = OnScreenKeyboard.keyboard(in: window)!
        let entry = keyboard.keyFrames.first { $0.key.label == "g" }!
        let keyInWindow = keyboard.convert(entry.frame, to: window)
        window.clearDamage()

        let driver = TouchDriver(window: window, clock: clock)
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
