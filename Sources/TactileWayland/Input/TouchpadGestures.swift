import Glibc
import TactileCore
import WaylandClient

/// Touchpad gestures of one `wl_pointer` (pointer-gestures-unstable-v1), fed to the window as
/// synthetic touches so the ordinary recognizers handle them:
///
/// - A **pinch** becomes two touches placed symmetrically about the pointer, `pinchSpan` apart
///   times the compositor's `scale`, turned by its accumulated `rotation` (clockwise) and moved by
///   the accumulated `dx`/`dy`. So `PinchGestureRecognizer.scale` follows `scale`,
///   `RotationGestureRecognizer.rotation` the rotation, and a two-finger pan the motion.
/// - A **swipe** with N fingers becomes N touches at the pointer moving together by the
///   accumulated `dx`/`dy` (a pan whose translation is the summed motion).
/// - `end` lifts the touches; `end` with `cancelled` cancels the window's touches
///   (`TouchInput.cancelAll`, which also cancels any other touch in that window).
///
/// Synthetic touches use ids from `firstTouchID` upwards, apart from compositor finger ids (small,
/// non-negative) and `PointerDevice.touchID`. Every gesture event is delivered at once as its own
/// frame. Hold gestures are not bound. Updates do not allocate.
@MainActor final class TouchpadGestures {
    /// The id of the first synthetic touch; a gesture with N fingers uses `firstTouchID ..< firstTouchID + N`.
    static let firstTouchID: Int32 = Int32.min + 1
    /// At most this many synthetic touches for one swipe.
    static let maximumFingers = 10
    /// The nominal distance in points between a pinch's two touches at scale 1.
    static let pinchSpan = 100.0

    private enum Kind { case pinch, swipe }

    private let pinch: ZwpPointerGesturePinchV1
    private let swipe: ZwpPointerGestureSwipeV1
    private unowned let surfaces: any SurfaceLookup
    private let pointerLocation: () -> Point
    private let timeline: InputTimeline
    private let clock: any TactileClock
    private weak var window: Window?
    private var kind: Kind?
    private var fingerCount = 0
    /// The pointer in window coordinates when the gesture began.
    private var center = Point.zero
    private var translation = Point.zero
    private var scale = 1.0
    /// Radians, clockwise on screen.
    private var rotation = 0.0

    /// Gets the pinch and swipe objects of `pointer`; `pointerLocation` is the pointer's current
    /// surface-local position.
    init(manager: ZwpPointerGesturesV1, pointer: WlPointer, surfaces: any SurfaceLookup, clock: any TactileClock,
         pointerLocation: @escaping () -> Point) throws(WaylandError) {
        pinch = try manager.getPinchGesture(pointer: pointer)
        swipe = try manager.getSwipeGesture(pointer: pointer)
        self.surfaces = surfaces
        self.pointerLocation = pointerLocation
        self.clock = clock
        timeline = InputTimeline(clock: clock)
        pinch.onEvent = { [weak self] event in self?.handle(event) }
        swipe.onEvent = { [weak self] event in self?.handle(event) }
    }

    /// Whether a gesture's touches are down.
    var isActive: Bool { kind != nil }

    private func handle(_ event: ZwpPointerGesturePinchV1.Event) {
        switch event {
        case let .begin(_, time, surface, _):
            begin(.pinch, fingers: 2, on: surface, time: timeline.time(milliseconds: time))
        case let .update(time, dx, dy, newScale, degrees):
            guard kind == .pinch else { return }
            translation.x += dx
            translation.y += dy
            scale = newScale
            rotation += degrees * .pi / 180
            place(time: timeline.time(milliseconds: time))
        case let .end(_, time, cancelled):
            guard kind == .pinch else { return }
            end(cancelled: cancelled != 0, time: timeline.time(milliseconds: time))
        }
    }

    private func handle(_ event: ZwpPointerGestureSwipeV1.Event) {
        switch event {
        case let .begin(_, time, surface, fingers):
            let count = Int(min(max(fingers, 1), UInt32(Self.maximumFingers)))
            begin(.swipe, fingers: count, on: surface, time: timeline.time(milliseconds: time))
        case let .update(time, dx, dy):
            guard kind == .swipe else { return }
            translation.x += dx
            translation.y += dy
            place(time: timeline.time(milliseconds: time))
        case let .end(_, time, cancelled):
            guard kind == .swipe else { return }
            end(cancelled: cancelled != 0, time: timeline.time(milliseconds: time))
        }
    }

    private func begin(_ newKind: Kind, fingers: Int, on surface: WlSurface, time: Duration) {
        if kind != nil { end(cancelled: false, time: time) }   // a begin without the previous end
        guard let target = surfaces.target(of: surface) else {
            PlatformLog.input.debug("touchpad gesture on a surface that is not a window; ignored")
            return
        }
        let local = pointerLocation()
        window = target.window
        kind = newKind
        fingerCount = fingers
        center = Point(x: local.x + target.offset.x, y: local.y + target.offset.y)
        translation = .zero
        scale = 1
        rotation = 0
        for i in 0..<fingers { target.window.input.down(id: id(i), at: location(of: i), timestamp: time) }
        target.window.input.frame()
    }

    private func place(time: Duration) {
        guard let window else { return }
        for i in 0..<fingerCount { window.input.move(id: id(i), to: location(of: i), timestamp: time) }
        window.input.frame()
    }

    private func end(cancelled: Bool, time: Duration) {
        defer { kind = nil; window = nil; fingerCount = 0 }
        guard let window else { return }
        if cancelled {
            window.input.cancelAll(timestamp: time)
            return
        }
        for i in 0..<fingerCount { window.input.up(id: id(i), timestamp: time) }
        window.input.frame()
    }

    /// The pointer went away (capability or seat lost): cancel a gesture in progress.
    func cancel() {
        guard kind != nil else { return }
        end(cancelled: true, time: clock.now)
    }

    private func id(_ finger: Int) -> Int32 { Self.firstTouchID + Int32(finger) }

    /// Where synthetic finger `finger` is now, in window coordinates.
    private func location(of finger: Int) -> Point {
        let x = center.x + translation.x, y = center.y + translation.y
        guard kind == .pinch else { return Point(x: x, y: y) }
        let half = Self.pinchSpan / 2 * scale * (finger == 0 ? -1 : 1)
        return Point(x: x + half * cos(rotation), y: y + half * sin(rotation))
    }
}
