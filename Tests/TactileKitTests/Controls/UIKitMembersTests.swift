import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// The UIKit members apps reach for: frameless initializers, per-state button titles and colours,
/// `isEditing`.
@MainActor @Suite struct UIKitMembersTests {
    @Test func viewsMadeWithoutAFrameStartAtZero() {
        #expect(View().frame == .zero)
        #expect(Button().frame == .zero && Button().title.isEmpty)
        #expect(TextField().frame == .zero)
        #expect(Label().frame == .zero)
        #expect(ImageView().frame == .zero)
    }

    @Test func aButtonShowsTheTitleAndColourOfItsState() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44), title: "Go")
        button.setTitle("Going", for: .highlighted)
        button.setTitleColor(.black, for: .highlighted)
        #expect(button.titleLabel.text == "Go" && button.titleLabel.textColor == button.titleColor)
        button.isHighlighted = true
        #expect(button.state == .highlighted)
        #expect(button.titleLabel.text == "Going" && button.titleLabel.textColor == .black)
        button.isHighlighted = false
        #expect(button.titleLabel.text == "Go")
        #expect(button.title(for: .selected) == "Go")
    }

    @Test func settingTheNormalTitleAndColourSetsTitleAndTitleColor() {
        let button = Button()
        button.setTitle("Open", for: .normal)
        button.setTitleColor(.black, for: .normal)
        #expect(button.title == "Open" && button.titleColor == .black)
        #expect(button.titleLabel.text == "Open")
    }

    @Test func disabledAndSelectedStatesHaveTheirOwnLooks() {
        let button = Button(frame: .zero, title: "Pay")
        button.setTitleColor(.black, for: .selected)
        button.isSelected = true
        #expect(button.state == .selected)
        #expect(button.titleLabel.textColor == .black)
        button.isSelected = false
        button.isEnabled = false
        #expect(button.state == .disabled)
        #expect(button.titleLabel.textColor == button.disabledTitleColor)
        button.setTitle("Unavailable", for: .disabled)
        #expect(button.titleLabel.text == "Unavailable")
        button.setTitle(nil, for: .disabled)
        #expect(button.titleLabel.text == "Pay")
    }

    @Test func aFieldIsEditingWhileItIsFirstResponder() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: ManualClock())
        let field = TextField(frame: Rect(x: 10, y: 10, width: 200, height: 44))
        window.addSubview(field)
        #expect(!field.isEditing)
        field.becomeFirstResponder()
        #expect(field.isEditing)
        field.resignFirstResponder()
        #expect(!field.isEditing)
    }
}
