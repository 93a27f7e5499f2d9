import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor @Suite struct SwitchTests {
    /// A switch at (100, 100): its 51 × 31 track spans x 100...151; the thumb's centre travels
    /// 20 pt, from x 115.5 (off) to 135.5 (on) in left-to-right layouts.
    func makeSwitch(in parent: View) -> (Switch, changes: () -> Int) {
        let toggle = Switch(frame: R(100, 100, 51, 31))
        parent.addSubview(toggle)
        var changes = 0
        toggle.addAction({ _ in changes += 1 }, for: .valueChanged)
        return (toggle, { changes })
    }

    @Test func aTapTogglesAndReportsOnceAndTheThumbSlidesOnTheClock() {
        let s = ControlScene()
        let (toggle, changes) = makeSwitch(in: s.window)
        s.tap(125, 115)
        #expect(toggle.isOn)
        #expect(changes() == 1)
        #expect(toggle.thumbPosition == 0)                  // the thumb has not moved yet
        s.wait(125)
        #expect(toggle.thumbPosition > 0.2 && toggle.thumbPosition < 0.8)
        s.wait(200)
        #expect(toggle.thumbPosition == 1)
        #expect(!s.window.hasRunningAnimations)
        s.tap(125, 115)
        #expect(!toggle.isOn)
        #expect(changes() == 2)
    }

    @Test func settingIsOnOrCallingSetOnSendsNothing() {
        let s = ControlScene()
        let (toggle, changes) = makeSwitch(in: s.window)
        var primary = 0
        toggle.addAction { _ in primary += 1 }
        toggle.isOn = true
        #expect(toggle.thumbPosition == 1)
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn && toggle.thumbPosition == 1)
        s.wait(300)
        #expect(toggle.thumbPosition == 0)
        #expect(changes() == 0 && primary == 0)
    }

    @Test func aDragDecidesByWhereTheThumbIsOnLift() {
        let s = ControlScene()
        let (toggle, changes) = makeSwitch(in: s.window)
        // 8 pt: the thumb slides 40 % of its travel, short of the middle: stays off, no tap toggle.
        s.drag(1, from: P(116, 115), to: P(124, 115))
        #expect(!toggle.isOn && changes() == 0)
        s.wait(300)
        #expect(toggle.thumbPosition == 0)
        // 12 pt: past the middle: on, reported once.
        s.drag(2, from: P(116, 115), to: P(128, 115))
        #expect(toggle.isOn && changes() == 1)
        s.wait(300)
        #expect(toggle.thumbPosition == 1)
    }

    @Test func theThumbFollowsTheFingerAndThereAndBackIsNoChange() {
        let s = ControlScene()
        let (toggle, changes) = makeSwitch(in: s.window)
        s.down(1, 116, 115)
        s.move(1, 126, 115)
        #expect(abs(toggle.thumbPosition - 0.5) < 1e-9)
        s.move(1, 300, 115)
        #expect(toggle.thumbPosition == 1)                  // clamped at the end
        s.move(1, 116, 115)
        #expect(toggle.thumbPosition == 0)
        s.up(1)
        #expect(!toggle.isOn && changes() == 0)
    }

    @Test func aDragOffTheSwitchStillDecidesByTheThumb() {
        let s = ControlScene()
        let (toggle, changes) = makeSwitch(in: s.window)
        s.down(1, 116, 115)
        s.move(1, 140, 115)
        s.move(1, 140, 380)                                 // far below, outside the touch margin
        s.up(1)
        #expect(toggle.isOn && changes() == 1)
    }

    @Test func aCancelledSlideSettlesBackWithoutAChange() {
        let s = ControlScene()
        let (toggle, changes) = makeSwitch(in: s.window)
        s.down(1, 116, 115)
        s.move(1, 132, 115)
        #expect(toggle.thumbPosition == 0.8)
        toggle.isEnabled = false                            // cancels the tracked touch
        #expect(!toggle.isTracking)
        s.wait(300)
        s.up(1)
        #expect(toggle.thumbPosition == 0 && !toggle.isOn && changes() == 0)
    }

    @Test func rightToLeftPutsOnAtTheLeft() {
        let s = ControlScene()
        s.window.layoutDirection = .rightToLeft
        let (toggle, changes) = makeSwitch(in: s.window)
        #expect(toggle.thumbCenter(at: 0).x == 35.5)
        #expect(toggle.thumbCenter(at: 1).x == 15.5)
        s.drag(1, from: P(135, 115), to: P(115, 115))        // leftwards: towards on
        #expect(toggle.isOn && changes() == 1)
    }

    @Test func aDragThatScrollsDoesNotToggleASwitchInAScrollView() {
        let s = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 300, 300))
        scroll.contentSize = Size(width: 300, height: 1000)
        s.window.addSubview(scroll)
        let (toggle, changes) = makeSwitch(in: scroll)
        s.drag(1, from: P(125, 115), to: P(125, 15), steps: 6, over: 60)
        #expect(scroll.contentOffset.y > 50)
        #expect(!toggle.isOn && changes() == 0 && !toggle.isTracking)
        // A tap still toggles it (the scroll view hands the delayed touch over on lift).
        s.wait(3000)
        scroll.contentOffset = .zero
        s.tap(125, 115)
        #expect(toggle.isOn && changes() == 1)
    }

    @Test func aDisabledSwitchIgnoresTouchesAndSaysSo() {
        let s = ControlScene()
        let (toggle, changes) = makeSwitch(in: s.window)
        toggle.isEnabled = false
        s.tap(125, 115)
        #expect(!toggle.isOn && changes() == 0)
        #expect(toggle.accessibilityTraits == [.button, .notEnabled])
    }

    @Test func accessibilityDescribesAButtonWithItsState() {
        let toggle = Switch(frame: R(0, 0, 51, 31))
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityValue == "off")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "on")
    }

    @Test func accessibilityActivationTogglesLikeATap() {
        let s = ControlScene()
        let (toggle, changes) = makeSwitch(in: s.window)
        #expect(toggle.accessibilityActivate())
        #expect(toggle.isOn && changes() == 1)
    }

    @Test func intrinsicSizeIsUIKits() {
        #expect(Switch().intrinsicContentSize == Size(width: 51, height: 31))
        #expect(Switch().sizeThatFits(Size(width: 500, height: 500)) == Size(width: 51, height: 31))
    }

    /// The track away from the thumb shows the off colour, and the on colour once on; mirrored in
    /// right-to-left layouts (the off thumb at the right).
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theTrackIsDrawnInTheColourOfTheState(direction: LayoutDirection) {
        let s = ControlScene()
        s.window.layoutDirection = direction
        s.window.backgroundColor = .white
        let (toggle, _) = makeSwitch(in: s.window)
        let ltr = direction == .leftToRight
        let (offX, onX) = ltr ? (140, 108) : (111, 143)        // clear of the thumb in each state
        let offShot = s.window.snapshot()
        #expect(colorsMatch(offShot.pixel(x: offX, y: 115), toggle.offTintColor))
        #expect(colorsMatch(offShot.pixel(x: onX, y: 115), toggle.thumbTintColor))
        toggle.isOn = true
        let onShot = s.window.snapshot()
        #expect(colorsMatch(onShot.pixel(x: onX, y: 115), toggle.onTintColor))
        #expect(colorsMatch(onShot.pixel(x: offX, y: 115), toggle.thumbTintColor))
        toggle.isEnabled = false
        let disabled = s.window.snapshot().pixel(x: onX, y: 115)
        #expect(!colorsMatch(disabled, toggle.onTintColor) && disabled.green > disabled.red + 0.1)
    }
}

/// Whether two colours agree within `tolerance` per channel.
func colorsMatch(_ a: Color, _ b: Color, tolerance: Double = 0.03) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
}
