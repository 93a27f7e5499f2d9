import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import WaylandServer

/// Touchpad pinches and swipes (pointer-gestures-unstable-v1) from `HeadlessCompositor`, through
/// `WaylandPlatform`, reaching the gesture recognizers as synthetic touches.
@MainActor @Suite struct TouchpadGestureTests {
    /// A mapped 400×300 window with a recording view covering it and the pointer at (200, 150).
    func harness() throws -> (PlatformHarness, RecordingView) {
        let h = try PlatformHarness(size: Size(width: 400, height: 300))
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        view.isMultipleTouchEnabled = true
        h.window.addSubview(view)
        let surface = try h.mapWindow().surface
        try h.compositor.pointerEnter(surface, at: Point(x: 200, y: 150))
        try h.compositor.pointerFrame()
        try h.settle()
        return (h, view)
    }

    /// Advances the compositor's event time by one 16 ms frame.
    func tick(_ h: PlatformHarness) { h.compositor.eventTime += 16 }

    @Test func aTouchpadPinchToScaleTwoIsAPinchOfScaleTwo() throws {
        let (h, view) = try harness()
        let pinch = PinchGestureRecognizer()
        var states: [GestureState] = []
        var scales: [Double] = []
        pinch.addAction { g in
            states.append(g.state)
            if let p = g as? PinchGestureRecognizer { scales.append(p.scale) }
        }
        pinch.cancelsTouchesInView = false   // the view keeps seeing the synthetic touches
        view.addGestureRecognizer(pinch)

        try h.compositor.touchpadPinchBegin()
        try h.settle()
        let first = TouchpadGestures.firstTouchID
        #expect(view.calls == [.began([first, first + 1])])
        #expect(view.locations == [Point(x: 150, y: 150), Point(x: 250, y: 150)])
        for scale in [1.25, 1.5, 1.75, 2.0] {
            tick(h)
            try h.compositor.touchpadPinchUpdate(scale: scale)
            try h.settle()
        }
        #expect(view.locations.suffix(2) == [Point(x: 100, y: 150), Point(x: 300, y: 150)])
        tick(h)
        try h.compositor.touchpadPinchEnd()
        try h.settle()

        #expect(states.first == .began)
        #expect(states.last == .ended)
        #expect(abs((scales.last ?? 0) - 2) < 0.001)
        #expect(view.calls.last == .ended([first, first + 1]))
        #expect(h.window.input.activeTouchCount == 0)
    }

    @Test func aTouchpadPinchRotatesAndPans() throws {
        let (h, view) = try harness()
        let rotation = RotationGestureRecognizer()
        var rotations: [Double] = []
        var states: [GestureState] = []
        rotation.addAction { g in
            states.append(g.state)
            if let r = g as? RotationGestureRecognizer { rotations.append(r.rotation) }
        }
        rotation.cancelsTouchesInView = false   // the view keeps seeing the synthetic touches
        view.addGestureRecognizer(rotation)

        try h.compositor.touchpadPinchBegin()
        for _ in 0..<3 {
            tick(h)
            try h.compositor.touchpadPinchUpdate(dx: 4, dy: -2, scale: 1, rotation: 10)   // degrees clockwise
            try h.settle()
        }
        // The pair turned 30° clockwise about a centre moved by (12, -6).
        let last = view.locations.suffix(2)
        let centre = Point(x: (last.first!.x + last.last!.x) / 2, y: (last.first!.y + last.last!.y) / 2)
        #expect(abs(centre.x - 212) < 0.001 && abs(centre.y - 144) < 0.001)
        #expect(abs((rotations.last ?? 0) - Double.pi / 6) < 0.001)
        try h.compositor.touchpadPinchEnd()
        try h.settle()
        #expect(states.first == .began)
        #expect(states.last == .ended)
    }

    @Test func aThreeFingerSwipeMovesAPanByTheSummedMotion() throws {
        let (h, view) = try harness()
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 3
        var translations: [Point] = []
        var states: [GestureState] = []
        pan.addAction { g in
            states.append(g.state)
            if let p = g as? PanGestureRecognizer { translations.append(p.translation(in: nil)) }
        }
        pan.cancelsTouchesInView = false   // the view keeps seeing the synthetic touches
        view.addGestureRecognizer(pan)

        try h.compositor.touchpadSwipeBegin(fingers: 3)
        try h.settle()
        let first = TouchpadGestures.firstTouchID
        #expect(view.calls == [.began([first, first + 1, first + 2])])
        for (dx, dy) in [(10.0, 0.0), (20.0, 5.0), (15.0, -3.0)] {
            tick(h)
            try h.compositor.touchpadSwipeUpdate(dx: dx, dy: dy)
            try h.settle()
        }
        #expect(translations.last == Point(x: 45, y: 2))
        #expect(view.locations.last == Point(x: 245, y: 152))
        try h.compositor.touchpadSwipeEnd()
        try h.settle()
        #expect(states.first == .began)
        #expect(states.last == .ended)
        #expect(view.calls.last == .ended([first, first + 1, first + 2]))
    }

    @Test func aCancelledPinchCancelsTheGestureAndItsTouches() throws {
        let (h, view) = try harness()
        let pinch = PinchGestureRecognizer()
        var states: [GestureState] = []
        pinch.addAction { g in states.append(g.state) }
        pinch.cancelsTouchesInView = false   // the view keeps seeing the synthetic touches
        view.addGestureRecognizer(pinch)

        try h.compositor.touchpadPinchBegin()
        tick(h)
        try h.compositor.touchpadPinchUpdate(scale: 1.5)
        try h.settle()
        #expect(states.last == .changed || states.last == .began)
        try h.compositor.touchpadPinchEnd(cancelled: true)
        try h.settle()
        let first = TouchpadGestures.firstTouchID
        #expect(states.last == .cancelled)
        #expect(view.calls.last == .cancelled([first, first + 1]))
        #expect(h.window.input.activeTouchCount == 0)
    }

    @Test func aTouchpadPinchMovesATwoFingerPanByItsSummedMotion() throws {
        let (h, view) = try harness()
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        var translations: [Point] = []
        pan.addAction { g in if let p = g as? PanGestureRecognizer { translations.append(p.translation(in: nil)) } }
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)

        try h.compositor.touchpadPinchBegin()
        for (dx, dy) in [(8.0, 4.0), (12.0, -1.0), (10.0, 7.0)] {
            tick(h)
            try h.compositor.touchpadPinchUpdate(dx: dx, dy: dy, scale: 1)
            try h.settle()
        }
        #expect(translations.last == Point(x: 30, y: 10))
    }

    @Test func losingThePointerMidPinchCancelsIt() throws {
        let (h, view) = try harness()
        try h.compositor.touchpadPinchBegin()
        tick(h)
        try h.compositor.touchpadPinchUpdate(scale: 1.2)
        try h.settle()
        h.compositor.seatCapabilities = [.keyboard, .touch]
        try h.settle()
        let first = TouchpadGestures.firstTouchID
        #expect(view.calls.last == .cancelled([first, first + 1]))
        #expect(h.window.input.activeTouchCount == 0)
    }

    /// A swipe the compositor begins and never ends (found by the wire fuzzer: `swipe-begin 5 2 0`
    /// left five fingers down, and map-pins took no drag after it): the pointer's leave cancels it.
    @Test func aPointerLeaveMidSwipeCancelsItsFingers() throws {
        let (h, view) = try harness()
        try h.compositor.touchpadSwipeBegin(fingers: 3)
        tick(h)
        try h.compositor.touchpadSwipeUpdate(dx: 5, dy: 0)
        try h.settle()
        #expect(h.window.input.activeTouchCount == 3)
        try h.compositor.pointerLeave()
        try h.settle()
        let first = TouchpadGestures.firstTouchID
        #expect(view.calls.last == .cancelled([first, first + 1, first + 2]))
        #expect(h.window.input.activeTouchCount == 0)
    }

    @Test func gestureInjectionWithoutPointerFocusIsAClearError() throws {
        let h = try PlatformHarness()
        _ = try h.mapWindow()
        #expect(throws: HeadlessCompositorError.noPointerFocus) { try h.compositor.touchpadPinchBegin() }
        #expect(throws: HeadlessCompositorError.noPointerFocus) { try h.compositor.touchpadSwipeUpdate(dx: 1, dy: 1) }
    }

    @Test func gestureEventsWithoutABeginAreIgnored() throws {
        let (h, view) = try harness()
        try h.compositor.touchpadPinchUpdate(scale: 2)
        try h.compositor.touchpadSwipeEnd()
        try h.settle()
        #expect(view.calls.isEmpty)
    }
}
