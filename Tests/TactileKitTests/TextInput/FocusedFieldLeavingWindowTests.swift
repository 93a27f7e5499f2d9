import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// A focused text field that leaves its window stops being first responder, and the keyboard goes.
@MainActor @Suite struct FocusedFieldLeavingWindowTests {
    struct Scene {
        let window: Window
        let clock: ManualClock
        let panel: View
        let field: TextField
    }

    /// A window with a panel holding a field that is first responder (its keyboard showing).
    func focusedScene() throws -> Scene {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
        let panel = View(frame: Rect(x: 0, y: 0, width: 800, height: 200))
        let field = TextField(frame: Rect(x: 20, y: 40, width: 400, height: 44))
        panel.addSubview(field)
        window.addSubview(panel)
        try #require(field.becomeFirstResponder())
        try #require(OnScreenKeyboard.isShown(in: window))
        return Scene(window: window, clock: clock, panel: panel, field: field)
    }

    @Test func removingTheFieldResignsItAndHidesTheKeyboard() throws {
        let scene = try focusedScene()
        var ended = 0
        _ = scene.field.addAction({ _ in ended += 1 }, for: .editingDidEnd)
        scene.field.removeFromSuperview()
        #expect(!scene.field.isFirstResponder)
        #expect(ended == 1)
        #expect(!OnScreenKeyboard.isShown(in: scene.window))
        scene.clock.advance(by: .milliseconds(Int64(OnScreenKeyboard.slideDuration * 1000) + 10))
        scene.window.prepareForFrame()
        #expect(OnScreenKeyboard.keyboard(in: scene.window) == nil)
    }

    @Test func removingAnAncestorResignsTheFieldAndKeysNoLongerReachIt() throws {
        let scene = try focusedScene()
        scene.panel.removeFromSuperview()
        #expect(!scene.field.isFirstResponder)
        scene.window.sendKeyEvent(KeyEvent(keysym: 0x61, text: "a"), isPress: true)
        #expect(scene.field.text == "")
    }

    @Test func movingTheFieldToAnotherWindowResignsIt() throws {
        let scene = try focusedScene()
        let other = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: scene.clock)
        other.addSubview(scene.field)
        #expect(!scene.field.isFirstResponder)
        #expect(!OnScreenKeyboard.isShown(in: scene.window))
    }

    @Test func movingTheFieldWithinItsWindowKeepsItFocused() throws {
        let scene = try focusedScene()
        scene.window.addSubview(scene.field)
        #expect(scene.field.isFirstResponder)
        #expect(OnScreenKeyboard.isShown(in: scene.window))
        scene.window.sendKeyEvent(KeyEvent(keysym: 0x61, text: "a"), isPress: true)
        #expect(scene.field.text == "a")
    }

    @Test func removingAnotherViewLeavesTheFieldFocused() throws {
        let scene = try focusedScene()
        let other = View(frame: Rect(x: 0, y: 300, width: 100, height: 100))
        scene.window.addSubview(other)
        other.removeFromSuperview()
        #expect(scene.field.isFirstResponder)
    }
}
