import TactileCore
import WaylandClient

/// A seat's `wl_pointer`, used as a touch: a primary-button press, drag and release make one
/// `Touch` with the id `PointerDevice.touchID` (outside the range compositors use for fingers).
///
/// The touch follows the pointer wherever it goes while the button is held (the compositor's
/// implicit grab keeps sending motion to this surface); if the pointer nevertheless leaves, the touch
/// ends there. Changes are delivered at `wl_pointer.frame`, or at the end of the dispatch on
/// version-4 pointers, which have no frames. Other buttons and scrolling are ignored.
///
/// Touchpad pinches and swipes (pointer-gestures-unstable-v1, when the compositor offers it) become
/// synthetic touches through `TouchpadGestures`; a pointer leave cancels one in progress (a
/// compositor that never ends it would otherwise leave its fingers down for good).
@MainActor final class PointerDevice {
    /// The touch id of the pointer's touch.
    static let touchID: Int32 = Int32.min
    /// `BTN_LEFT` from linux/input-event-codes.h.
    static let primaryButton: UInt32 = 0x110

    let pointer: WlPointer
    private unowned let surfaces: any SurfaceLookup
    private let timeline: InputTimeline
    private let timestamps: ZwpInputTimestampsV1?
    private weak var window: Window?
    private var offset = Point.zero
    private var location = Point.zero
    private var isPressed = false
    private var hasChanges = false
    private var gestures: TouchpadGestures?
    /// Receives the raw stream when recording.
    private let tap: RawInputTap?

    init(seat: WlSeat, surfaces: any SurfaceLookup, clock: any TactileClock,
         timestampsManager: ZwpInputTimestampsManagerV1?, gesturesManager: ZwpPointerGesturesV1? = nil,
         tap: RawInputTap? = nil) throws(WaylandError) {
        pointer = try seat.getPointer()
        self.tap = tap
        self.surfaces = surfaces
        let timeline = InputTimeline(clock: clock)
        self.timeline = timeline
        timestamps = try timestampsManager?.getPointerTimestamps(pointer: pointer)
        timestamps?.onEvent = { event in
            if case let .timestamp(hi, lo, ns) = event { timeline.setPrecise(secondsHigh: hi, secondsLow: lo, nanoseconds: ns) }
        }
        pointer.onEvent = { [weak self] event in self?.handle(event) }
        if let gesturesManager {
            gestures = try TouchpadGestures(manager: gesturesManager, pointer: pointer, surfaces: surfaces, clock: clock) {
                [weak self] in self?.location ?? .zero
            }
        }
    }

    private var windowLocation: Point { Point(x: location.x + offset.x, y: location.y + offset.y) }

    private func handle(_ event: WlPointer.Event) {
        switch event {
        case let .enter(_, surface, x, y):
            guard let target = surfaces.target(of: surface) else { window = nil; return }
            window = target.window
            offset = target.offset
            location = Point(x: x, y: y)
            tap?.record(.pointerMotion(to: windowLocation), at: target.window.clock.now)
        case .leave:
            if isPressed, let window {
                // Recorded as a release: the touch ends here, and a replay must end it too.
                tap?.record(.pointerButton(button: Self.primaryButton, pressed: false), at: window.clock.now)
                window.input.up(id: Self.touchID, timestamp: window.clock.now)
                window.input.frame()
            }
            isPressed = false
            window = nil
            gestures?.cancel()
        case let .motion(time, x, y):
            let t = timeline.time(milliseconds: time)
            location = Point(x: x, y: y)
            if window != nil { tap?.record(.pointerMotion(to: windowLocation), at: t) }
            if isPressed, let window {
                window.input.move(id: Self.touchID, to: windowLocation, timestamp: t)
                hasChanges = true
            }
        case let .button(_, time, button, state):
            guard let window else { return }
            let t = timeline.time(milliseconds: time)
            tap?.record(.pointerButton(button: button, pressed: state == .pressed), at: t)
            guard button == Self.primaryButton else { return }
            if state == .pressed, !isPressed {
                isPressed = true
                window.input.down(id: Self.touchID, at: windowLocation, timestamp: t)
                hasChanges = true
            } else if state == .released, isPressed {
                isPressed = false
                window.input.up(id: Self.touchID, timestamp: t)
                hasChanges = true
            }
        case let .axis(time, axis, value):
            guard window != nil else { return }
            tap?.record(.pointerAxis(axis: axis == .horizontalScroll ? .horizontal : .vertical, value: value),
                        at: timeline.time(milliseconds: time))
        case .frame:
            deliver()
        default:
            break
        }
    }

    private func deliver() {
        guard hasChanges else { return }
        hasChanges = false
        window?.input.frame()
    }

    /// End of a dispatch batch: deliver what no `frame` delivered.
    func dispatchEnded() { deliver() }

    /// The capability or seat went away: end the pointer's touch.
    func cancelAll() {
        gestures?.cancel()
        guard isPressed, let window else { return }
        isPressed = false
        window.input.up(id: Self.touchID, timestamp: window.clock.now)
        window.input.frame()
    }
}
