import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// Integers a compositor may legally put on the wire, at their extremes: each one used to trap in
/// arithmetic. Now each is clamped or refused and the app goes on.
@MainActor struct WireValueFaultTests {
    /// A mapped window with a full-size view recording touches and keys, keyboard focus on it.
    func harness(compositor: HeadlessCompositor? = nil, size: Size = Size(width: 200, height: 100))
        throws -> (PlatformHarness, RecordingView, HeadlessToplevel) {
        let h = try PlatformHarness(size: size, compositor: compositor)
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        view.acceptsFirstResponder = true
        h.window.addSubview(view)
        let toplevel = try h.mapWindow()
        #expect(view.becomeFirstResponder())
        try h.compositor.keyboardEnter(toplevel.surface)
        try h.settle()
        return (h, view, toplevel)
    }

    /// The app still takes a tap at (10, 10).
    func expectStillTakesTouches(_ h: PlatformHarness, _ view: RecordingView, _ toplevel: HeadlessToplevel) throws {
        view.calls.removeAll()
        try h.compositor.touchDown(id: 0, at: Point(x: 10, y: 10), on: toplevel.surface)
        try h.compositor.touchUp(id: 0)
        try h.compositor.touchFrame()
        try h.settle()
        #expect(view.calls == [.began([0]), .ended([0])])
    }

    /// `wl_keyboard.key` with code 2^32 − 1 (evdev + 8 overflows; the compositor's own xkb state
    /// update did the same): ignored on both sides, and ordinary keys still arrive.
    @Test func aKeyCodeNearTwoToThe32IsIgnored() throws {
        let (h, view, toplevel) = try harness()
        defer { _ = view.resignFirstResponder() }
        try h.compositor.keyPress(UInt32.max)
        try h.compositor.keyRelease(UInt32.max)
        try h.compositor.keyPress(UInt32.max - 7)
        try h.settle()
        #expect(view.keys.isEmpty)
        try h.compositor.keyPress(HeadlessCompositor.Key.a)
        try h.settle()
        #expect(view.keys.first?.0.text == "a")
        try expectStillTakesTouches(h, view, toplevel)
    }

    /// `wp_fractional_scale_v1.preferred_scale` near 2^32 renders at the largest scale, 8.
    @Test func aPreferredScaleNearTwoToThe32RendersAtEight() {
        for fraction: UInt32 in [.max, .max - 118, UInt32(Int32.max), 121] {
            let scale = SurfaceScale(preferredFraction120: fraction, outputScales: [])
            #expect(scale.renderScale == (fraction == 121 ? 2 : 8))
        }
    }

    /// input-timestamps with `tv_sec_hi` ≥ 2^31 (and nanoseconds past a second) re-anchor the
    /// timeline instead of trapping.
    @Test func aTimestampWithHugeSecondsReanchorsTheTimeline() {
        let clock = ManualClock()
        clock.advance(by: .seconds(5))
        let timeline = InputTimeline(clock: clock)
        for high: UInt32 in [.max, 1 << 31, 0] {
            timeline.setPrecise(secondsHigh: high, secondsLow: .max, nanoseconds: .max)
            #expect(timeline.time(milliseconds: 0) == .seconds(5))
        }
        // Millisecond times alternating between the ends of the range count wraps without overflow.
        for i in 0..<1000 { _ = timeline.time(milliseconds: i % 2 == 0 ? .max : 0) }
        let later = timeline.time(milliseconds: 7)
        #expect(later >= .seconds(4) && later <= .seconds(6))
    }

    /// `repeat_info` with rate 2^31 − 1: a zero repeat interval used to reschedule its timer forever
    /// (a hang on the first repeat). The rate is capped at 1000 per second.
    @Test func aHugeRepeatRateIsCapped() {
        let clock = ManualClock()
        let repeater = KeyRepeater(clock: clock)
        repeater.configure(rate: .max, delay: 0)
        var repeats = 0
        repeater.start(keyCode: 38) { repeats += 1 }
        clock.advance(by: .seconds(1))
        repeater.stop()
        #expect(repeats >= 1 && repeats <= 1001)
        repeater.configure(rate: .min, delay: .min)
        repeater.start(keyCode: 38) { repeats += 1 }
        #expect(repeater.keyCode == nil)
    }

    /// `xdg_toplevel.configure` 40000 × 50: the window is clamped to 32767 points wide (what one shm
    /// buffer holds), drawn at that size, and keeps taking touches.
    @Test func aHugeConfiguredSizeIsClampedAndTheAppGoesOn() throws {
        let (h, view, toplevel) = try harness()
        defer { _ = view.resignFirstResponder() }
        h.compositor.sendConfigure(to: toplevel, width: 40000, height: 50, states: [.activated])
        try h.settle()
        #expect(h.window.bounds.size == Size(width: 32767, height: 50))
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 32767, height: 50))
        h.compositor.sendConfigure(to: toplevel, width: .max, height: 100, states: [.activated])
        try h.settle()
        #expect(h.window.bounds.size == Size(width: 32767, height: 100))
        h.compositor.sendConfigure(to: toplevel, width: 200, height: 100, states: [.activated])
        try h.settle()
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 200, height: 100))
        try expectStillTakesTouches(h, view, toplevel)
    }

    /// Output scale 8 and a window 4200 points wide: 33600 pixels do not fit, so it is drawn at
    /// scale 7 (the compositor scales it up).
    @Test func scaleEightTimesAWideWindowDrawsAtTheLargestScaleThatFits() throws {
        let compositor = try HeadlessCompositor(output: OutputSettings(scale: 8))
        let (h, view, toplevel) = try harness(compositor: compositor, size: Size(width: 4200, height: 20))
        defer { _ = view.resignFirstResponder() }
        h.compositor.vblank()
        try h.settle()
        #expect(h.platform.windowSurface?.renderScale == 8)
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 4200 * 7, height: 20 * 7))
        #expect(toplevel.surface.bufferScale == 7)
        try expectStillTakesTouches(h, view, toplevel)
    }

    /// A view on its own surface 40000 points wide: its buffer is clamped too.
    @Test func aHugeViewOnItsOwnSurfaceIsClamped() throws {
        let (h, view, toplevel) = try harness()
        defer { _ = view.resignFirstResponder() }
        let wide = View(frame: Rect(x: -100, y: 60, width: 40000, height: 20))
        wide.backgroundColor = Color(red: 0, green: 0, blue: 1)
        wide.usesOwnSurface = true
        wide.isUserInteractionEnabled = false
        h.window.addSubview(wide)
        h.compositor.vblank()
        try h.settle()
        let child = try #require(toplevel.surface.subsurfaces.first)
        let buffer = try #require(child.buffer)
        #expect(buffer.width <= 32767 && buffer.height == 20)
        wide.frame.origin.x = -35000
        h.compositor.vblank()
        try h.settle()
        #expect(h.display.error == nil)
        try expectStillTakesTouches(h, view, toplevel)
    }

    /// Asking a swapchain for buffers beyond the limits throws before allocating anything.
    @Test func anOversizedBufferIsRefusedBeforeAllocation() throws {
        let (h, view, _) = try harness()
        defer { _ = view.resignFirstResponder() }
        let swapchain = try #require(h.platform.windowSurface?.presenter.swapchain)
        for (w, h) in [(40000, 40000), (32768, 1), (1, 32768), (20000, 20000), (Int.max / 2, 3), (0, 10), (-1, 10)] {
            #expect(throws: PlatformError.self) { _ = try swapchain.acquire(width: w, height: h) }
        }
        #expect(try swapchain.acquire(width: 32767, height: 1) != nil)
    }
}
