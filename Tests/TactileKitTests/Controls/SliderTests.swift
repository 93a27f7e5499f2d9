import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor @Suite struct SliderTests {
    /// A 228-pt slider at (50, 100): with a 14-pt thumb radius the thumb travels x = 64...264.
    func makeSlider(in parent: View) -> Slider {
        let slider = Slider(frame: R(50, 100, 228, 40))
        parent.addSubview(slider)
        return slider
    }

    @Test func thumbDragsAlongTheTrackWithContinuousActions() {
        let s = ControlScene()
        let slider = makeSlider(in: s.window)
        var values: [Double] = []
        slider.addAction { c in values.append((c as! Slider).value) }
        #expect(slider.thumbCenter == P(14, 20))
        s.drag(1, from: P(64, 120), to: P(164, 120), steps: 4, over: 40)
        #expect(abs(slider.value - 0.5) < 1e-9)
        #expect(values.count == 4)
        #expect(values == values.sorted())
        #expect(!slider.isTracking)
    }

    @Test func thumbDoesNotJumpUnderAnOffCentreGrab() {
        let s = ControlScene()
        let slider = makeSlider(in: s.window)
        slider.value = 0.5                                   // thumb centre at window x 164
        s.down(1, 170, 120)                                  // 6 pt right of the centre
        s.move(1, 170, 120)
        #expect(abs(slider.value - 0.5) < 1e-9)
        s.move(1, 190, 120)
        #expect(abs(slider.value - 0.6) < 1e-9)
        s.move(1, 900, 120)
        #expect(slider.value == 1)
        s.up(1)
    }

    @Test func touchOffTheThumbDoesNotDrag() {
        let s = ControlScene()
        let slider = makeSlider(in: s.window)
        s.drag(1, from: P(200, 120), to: P(250, 120))
        #expect(slider.value == 0)
    }

    @Test func nonContinuousSliderReportsOnceOnLift() {
        let s = ControlScene()
        let slider = makeSlider(in: s.window)
        slider.isContinuous = false
        var reports = 0
        slider.addAction { _ in reports += 1 }
        s.drag(1, from: P(64, 120), to: P(214, 120), steps: 5, over: 50)
        #expect(reports == 1)
        #expect(abs(slider.value - 0.75) < 1e-9)
    }

    @Test func valueIsClampedToTheRange() {
        let slider = Slider(frame: R(0, 0, 200, 40))
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 50
        #expect(slider.value == 20)
        slider.value = .nan
        #expect(slider.value == 20)
        slider.maximumValue = 15
        #expect(slider.value == 15)
    }

    @Test func sliderRefusesAncestorHorizontalSwipeAndKeepsItsDrag() {
        let s = ControlScene()
        let page = View(frame: R(0, 0, 400, 400))
        s.window.addSubview(page)
        let slider = makeSlider(in: page)
        var swipes = 0
        let swipe = SwipeGestureRecognizer { _ in swipes += 1 }
        swipe.direction = [.left, .right]
        page.addGestureRecognizer(swipe)

        // A fast horizontal stroke on the thumb: a swipe by distance and speed, but the slider keeps it.
        s.drag(1, from: P(64, 120), to: P(214, 120), steps: 5, over: 100)
        #expect(swipes == 0)
        #expect(swipe.failureReason?.contains("gestureRecognizerShouldBegin returned false") == true)
        #expect(abs(slider.value - 0.75) < 1e-9)

        // The same stroke away from the slider is a swipe.
        s.wait(1000)
        s.drag(2, from: P(64, 300), to: P(214, 300), steps: 5, over: 100)
        #expect(swipes == 1)
    }

    @Test func sliderDoesNotRefuseVerticalSwipes() {
        let page = View(frame: R(0, 0, 400, 400))
        let slider = makeSlider(in: page)
        let up = SwipeGestureRecognizer()
        up.direction = .up
        page.addGestureRecognizer(up)
        #expect(slider.gestureRecognizerShouldBegin(up))
        let right = SwipeGestureRecognizer()
        right.direction = .right
        page.addGestureRecognizer(right)
        #expect(!slider.gestureRecognizerShouldBegin(right))
    }
}
