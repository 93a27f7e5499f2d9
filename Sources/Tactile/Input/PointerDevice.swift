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
/// Touchpad gestures (pointer-gestures-unstable-v1) are not turned into touches: a two-finger
/// pinch has no finger positions to synthesize honest touches from. They are left for a future
/// direct feed into `PinchGestureRecognizer`/`PanGestureRecognizer`.
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

    init(seat: WlSeat, surfaces: any SurfaceLookup, clock: any TactileClock,
         timestampsManager: ZwpInputTimestampsManagerV1?) throws(WaylandError) {
        pointer = try seat.getPointer()
        self.surfaces = surfaces
        let timeline = InputTimeline(clock: clock)
        self.timeline = timeline
        timestamps = try timestampsManager?.getPointerTimestamps(pointer: pointer)
        timestamps?.onEvent = { event in
            if case let .timestamp(hi, lo, ns) = event { timeline.setPrecise(secondsHigh: hi, secondsLow: lo, nanoseconds: ns) }
        }
        pointer.onEvent = { [weak self] event in self?.handle(event) }
    }

    private var windowLocation: Point { Point(x: location.x + offset.x, y: location.y + offset.y) }

    private func handle(_ event: WlPointer.Event) {
        switch event {
        case let .enter(_, surface, x, y):
            guard let target = surfaces.target(of: surface) else { window = nil; return }
            window = target.window
            offset = target.offset
            location = Point(x: x, y: y)
        case .leave:
            if isPressed, let window {
                window.input.up(id: Self.touchID, timestamp: window.clock.now)
                window.input.frame()
            }
            isPressed = false
            window = nil
        case let .motion(time, x, y):
            let t = timeline.time(milliseconds: time)
            location = Point(x: x, y: y)
            if isPressed, let window {
                window.input.move(id: Self.touchID, to: windowLocation, timestamp: t)
                hasChanges = true
            }
        case let .button(_, time, button, state):
            guard button == Self.primaryButton, let window else { return }
            let t = timeline.time(milliseconds: time)
            if state == .pressed, !isPressed {
                isPressed = true
                window.input.down(id: Self.touchID, at: windowLocation, timestamp: t)
                hasChanges = true
            } else if state == .released, isPressed {
                isPressed = false
                window.input.up(id: Self.touchID, timestamp: t)
                hasChanges = true
            }
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
        guard isPressed, let window else { return }
        isPressed = false
        window.input.up(id: Self.touchID, timestamp: window.clock.now)
        window.input.frame()
    }
}
