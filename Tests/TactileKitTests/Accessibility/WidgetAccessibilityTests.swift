import Testing
import TactileCore
@testable import TactileKit
import TactileTesting
import TactileTestSupport

/// What every built-in widget says of itself to the screen reader.
@Suite @MainActor struct WidgetAccessibilityTests {
    private func window() -> (Window, ManualClock) {
        let clock = ManualClock()
        return (Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock), clock)
    }

    @Test func labelIsStaticTextWhileItHasText() {
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20), text: "Total")
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Total")
        #expect(label.accessibilityTraits == .staticText)
        #expect(label.accessibilityUtterance == "Total")
        label.text = ""
        #expect(!label.isAccessibilityElement)
    }

    @Test func buttonIsItsTitleAsAButtonDimmedWhenDisabled() {
        let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 44), title: "Pay")
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityUtterance == "Pay, button")
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        #expect(button.accessibilityUtterance == "Pay, button, dimmed")
        button.accessibilityLabel = "Pay now"
        #expect(button.accessibilityLabel == "Pay now")         // the app's setting wins
    }

    @Test func buttonActivationRunsItsActions() {
        let (window, _) = window()
        let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 44), title: "Pay")
        var presses = 0
        _ = button.addAction({ _ in presses += 1 }, for: .touchUpInside)
        window.addSubview(button)
        #expect(button.accessibilityActivate())
        #expect(presses == 1)
    }

    @Test func sliderIsAdjustableByATenthAndSendsValueChanged() {
        let slider = Slider(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 20
        var changes = 0
        _ = slider.addAction({ _ in changes += 1 }, for: .valueChanged)
        #expect(slider.isAccessibilityElement)
        #expect(slider.accessibilityValue == "40 %")
        #expect(slider.accessibilityTraits == .adjustable)
        slider.accessibilityLabel = "Volume"
        #expect(slider.accessibilityUtterance == "Volume, 40 %, adjustable")
        slider.accessibilityIncrement()
        #expect(slider.value == 25)
        #expect(changes == 1)
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.accessibilityValue == "30 %")
        slider.value = 0
        changes = 0
        slider.accessibilityDecrement()                         // already at the bottom
        #expect(changes == 0)
    }

    @Test func textFieldSaysItsTextButASecureFieldOnlyHowMuch() {
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        field.placeholder = "Name"
        field.text = "Ada"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityUtterance == "Name, Ada")
        field.isSecureTextEntry = true
        field.text = "hunter"
        #expect(field.accessibilityValue == "6 characters")
        #expect(!field.accessibilityUtterance.contains("hunter"))
        field.isSecureTextEntry = false
        field.returnKeyType = .search
        #expect(field.accessibilityTraits.contains(.searchField))
    }

    @Test func imageViewIsAnElementOnlyWithALabel() {
        let image = ImageView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        #expect(!image.isAccessibilityElement)
        #expect(image.accessibilityTraits == .image)
        image.accessibilityLabel = "Store map"
        #expect(image.isAccessibilityElement)
        #expect(image.accessibilityUtterance == "Store map, image")
    }

    @Test func scrollViewIsNoElementAndTellsItsPage() {
        let (window, _) = window()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        scroll.contentSize = Size(width: 400, height: 1200)
        window.addSubview(scroll)
        #expect(!scroll.isAccessibilityElement)
        #expect(scroll.accessibilityPagePosition == "page 1 of 12")
        #expect(scroll.accessibilityScrollPage(forward: true) == "page 2 of 12")
        #expect(scroll.contentOffset.y == 100)
        scroll.contentOffset = Point(x: 0, y: 1100)
        #expect(scroll.accessibilityScrollPage(forward: true) == nil)   // at the end
    }

    @Test func keyboardKeysAreKeyElements() {
        let (window, _) = makeKeyboardScene()
        let keyboard = OnScreenKeyboard.keyboard(in: window)!
        let keys = window.accessibilityElementsInReadingOrder.filter { $0.accessibilityTraits.contains(.keyboardKey) }
        #expect(keys.count == keyboard.keyFrames.count)
        #expect(keys.first?.accessibilityLabel == "q")
        #expect(keys.contains { $0.accessibilityLabel == "delete" })
        #expect(keys.contains { $0.accessibilityLabel == "space" })
        let field = Application.shared.firstResponder as? TextField
        #expect(keys.first?.accessibilityActivate() == true)
        #expect(field?.text == "q")
    }

    private func makeKeyboardScene() -> (Window, ManualClock) {
        let (window, clock, _, field) = makeTextFieldScene()
        field.becomeFirstResponder()
        clock.advance(by: .milliseconds(300))
        window.layoutIfNeeded()
        return (window, clock)
    }

    @Test func navigationBarBackButtonSaysBackAndWhereTo() {
        let bar = NavigationBar()
        bar.show(NavigationBarContent(title: "Details", backTitle: "Menu", trailingItems: [], goBack: {}))
        #expect(bar.backButton.accessibilityUtterance == "Back, Menu, button")
    }
}
