import Testing
@testable import Tactile
import TactileHeadless
import TactileTesting

/// Switch, segmented control and stepper end to end: a window on the Wayland backend against an
/// in-process `HeadlessCompositor`, touched through its `wl_touch` events, time on its `ManualClock`.
@MainActor @Suite struct ControlsHarnessValueTests {
    @Test func aTapOnASwitchTurnsItOnFiresValueChangedOnceAndPaintsItOn() throws {
        let h = try HeadlessHarness(size: Size(width: 200, height: 100))
        h.window.backgroundColor = .white
        let toggle = Switch(frame: R(40, 30, 51, 31))
        h.window.addSubview(toggle)
        var changes: [Bool] = []
        toggle.addAction({ changes.append(($0 as? Switch)?.isOn ?? false) }, for: .valueChanged)
        try h.mapWindow()
        let off = try h.screenshot()
        #expect(h.pixels(of: off, in: toggle.frame, matching: toggle.onTintColor) == 0)

        try h.tap(1, at: h.windowCenter(of: toggle))
        #expect(toggle.isOn && changes == [true])
        #expect(try h.settleAnimations())
        let on = try h.screenshot()
        #expect(h.pixels(of: on, in: toggle.frame, matching: toggle.onTintColor) > 200)    // the green track
        #expect(h.changedPixels(from: off, to: on, in: toggle.frame) > 300)

        try h.tap(2, at: h.windowCenter(of: toggle))
        #expect(try h.settleAnimations())
        #expect(!toggle.isOn && changes == [true, false])
        #expect(h.pixels(of: try h.screenshot(), in: toggle.frame, matching: toggle.onTintColor) == 0)
    }

    @Test func aTapOnASegmentSelectsItAndPaintsItsTint() throws {
        let h = try HeadlessHarness(size: Size(width: 360, height: 120))
        h.window.backgroundColor = .white
        let segments = SegmentedControl(items: ["Small", "Medium", "Large"])
        segments.frame = R(30, 40, 300, 44)
        segments.selectedSegmentIndex = 0
        h.window.addSubview(segments)
        var changes = 0
        segments.addAction({ _ in changes += 1 }, for: .valueChanged)
        try h.mapWindow()
        let large = segments.convert(segments.rectForSegment(at: 2), to: h.window)
        let before = try h.screenshot()

        try h.tap(1, at: Point(x: large.midX, y: large.midY))
        #expect(segments.selectedSegmentIndex == 2 && changes == 1)
        try h.settleAnimations()
        let after = try h.screenshot()
        #expect(h.changedPixels(from: before, to: after, in: large) > 200)                  // the white thumb moved in
        #expect(h.pixels(of: after, in: large.insetBy(dx: 6, dy: 6), matching: segments.selectedSegmentTintColor) > 200)

        try h.tap(2, at: Point(x: large.midX, y: large.midY))                              // the selected one again
        #expect(segments.selectedSegmentIndex == 2 && changes == 1)
    }

    @Test func aTapOnPlusStepsOnceAndHoldingRepeatsOnTheWindowsClock() throws {
        let h = try HeadlessHarness(size: Size(width: 240, height: 100))
        h.window.backgroundColor = .white
        let stepper = Stepper(frame: R(60, 28, 110, 44))
        h.window.addSubview(stepper)
        var changes = 0
        stepper.addAction({ _ in changes += 1 }, for: .valueChanged)
        try h.mapWindow()
        let plus = Point(x: stepper.frame.maxX - 20, y: stepper.frame.midY)
        let before = try h.screenshot()

        try h.tap(1, at: plus)
        #expect(stepper.value == 1 && changes == 1)
        try h.advance(by: .seconds(1))
        #expect(stepper.value == 1)                                                         // no repeat after the lift
        #expect(h.changedPixels(from: before, to: try h.screenshot(), in: stepper.frame) > 0)   // − is enabled now

        try h.press(2, at: plus, for: .milliseconds(1000))                                   // 500 ms, then 200, 175
        #expect(stepper.value >= 4 && Int(stepper.value) == changes)
        let held = stepper.value
        try h.up([2])
        try h.advance(by: .seconds(1))
        #expect(stepper.value == held)

        let minus = Point(x: stepper.frame.minX + 20, y: stepper.frame.midY)
        try h.tap(3, at: minus)
        #expect(stepper.value == held - 1)
    }
}
