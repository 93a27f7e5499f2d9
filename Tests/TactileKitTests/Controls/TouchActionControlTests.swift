import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Touch actions in controls: a slider (`.panX`) and a signature pad (`.none`) inside a vertical scroll view.
@MainActor @Suite struct TouchActionControlTests {
    @MainActor struct Fixture {
        let scene = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 300, 300))
        let slider = Slider(frame: R(20, 100, 260, 40))
        let pad = TouchLogView(frame: R(0, 200, 300, 100))

        init() {
            scroll.contentSize = Size(width: 300, height: 1000)
            scene.window.addSubview(scroll)
            scroll.addSubview(slider)
            scroll.addSubview(pad)
            pad.name = "SignaturePad"
            pad.touchAction = .none
        }
    }

    @Test func sliderDeclaresPanX() {
        #expect(Slider(frame: .zero).touchAction == .panX)
    }

    @Test func sliderInAVerticalScrollViewGetsItsTouchAtOnceAndTheScrollFails() {
        let f = Fixture()
        // The thumb is at the left end (value 0): x = 20 + 14.
        f.scene.down(1, 34, 120)
        #expect(f.slider.isTracking)                       // no content-touch delay
        #expect(f.scroll.panGestureRecognizer.state == .failed)
        #expect(f.scroll.panGestureRecognizer.failureReason == "ScrollView pan needs pan-y; Slider's touch action is pan-x")
        f.scene.move(1, 100, 121)
        f.scene.move(1, 160, 122)
        f.scene.up(1)
        #expect(f.slider.value > 0.4)
        #expect(f.scroll.contentOffset == .zero)
    }

    @Test func verticalDragOnTheSliderDoesNotScroll() {
        let f = Fixture()
        f.scene.drag(1, from: P(150, 120), to: P(150, 20), steps: 6, over: 60)
        #expect(f.scroll.contentOffset == .zero)
    }

    @Test func signaturePadIsNeverScrolled() {
        let f = Fixture()
        f.scene.down(1, 150, 250)
        #expect(f.pad.calls == ["began"])                  // no content-touch delay either
        f.scene.move(1, 150, 200)
        f.scene.move(1, 150, 150)
        f.scene.up(1)
        #expect(f.scroll.contentOffset == .zero)
        #expect(f.pad.calls == ["began", "moved", "moved", "ended"])
    }

    @Test func withoutTheDeclarationThePadIsScrolledAway() {
        let f = Fixture()
        f.pad.touchAction = .auto
        f.scene.drag(1, from: P(150, 250), to: P(150, 150), steps: 6, over: 60)
        #expect(f.scroll.contentOffset.y > 50)
        #expect(!f.pad.calls.contains("ended"))
    }
}
