import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor @Suite struct TypedActionTests {
    @Test func aSlidersTypedActionReceivesTheSliderWithoutACast() {
        let s = ControlScene()
        let slider = Slider(frame: R(50, 100, 228, 40))
        s.window.addSubview(slider)
        var typed: [Double] = []
        var untyped = 0
        slider.addAction { (slider: Slider) in typed.append(slider.value) }
        slider.addAction { _ in untyped += 1 }                  // the untyped form keeps working
        s.drag(1, from: P(64, 120), to: P(164, 120), steps: 4, over: 40)
        #expect(typed.count == 4 && untyped == 4)
        #expect(abs((typed.last ?? 0) - 0.5) < 1e-9)
    }

    @Test func aPansTypedActionReceivesThePan() {
        let s = ControlScene()
        let v = View(frame: R(0, 0, 400, 400))
        s.window.addSubview(v)
        let pan = PanGestureRecognizer()
        var translations: [Double] = []
        pan.addAction { (pan: PanGestureRecognizer) in translations.append(pan.translation(in: nil).x) }
        v.addGestureRecognizer(pan)
        s.drag(1, from: P(10, 10), to: P(110, 10), steps: 5, over: 100)
        #expect(!translations.isEmpty)
        #expect(translations.last == 100)
    }
}

@MainActor @Suite struct IntrinsicSizeTests {
    @Test func labelButtonAndSliderReportIntrinsicSizesThroughView() {
        let label = Label(text: "Hello")
        let asView: View = label
        #expect(asView.intrinsicContentSize == label.intrinsicContentSize)
        #expect(asView.intrinsicContentSize.width > 0)
        let button = Button(frame: .zero, title: "OK")
        let buttonSize = (button as View).intrinsicContentSize
        #expect(buttonSize.width == button.titleLabel.intrinsicContentSize.width + 2 * Button.titlePadding.width)
        #expect(buttonSize.height >= Button.minimumHeight)
        let slider: View = Slider(frame: R(0, 0, 100, 40))
        #expect(slider.intrinsicContentSize.width == View.noIntrinsicMetric)
        #expect(slider.intrinsicContentSize.height == 44)
    }

    @Test func aStackOfControlsUsesTheirIntrinsicSizes() {
        let title = Label(text: "Volume")
        let slider = Slider(frame: .zero)
        let ok = Button(frame: .zero, title: "OK")
        let stack = StackView(arrangedSubviews: [title, slider, ok])
        stack.frame = R(0, 0, 600, 60)
        stack.spacing = 8
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(title.frame.width == title.intrinsicContentSize.width)
        #expect(ok.frame.width == ok.intrinsicContentSize.width)
        #expect(slider.frame.width == 600 - 16 - title.frame.width - ok.frame.width)   // no intrinsic width: takes the rest
        #expect(slider.frame.midY == 30)
    }
}
