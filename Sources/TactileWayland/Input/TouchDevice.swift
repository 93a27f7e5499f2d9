import TactileCore
import WaylandClient

/// A seat's `wl_touch`: decodes its events into a `TouchStream`, with precise timestamps from
/// input-timestamps-v1 when the compositor offers it.
@MainActor final class TouchDevice {
    let touch: WlTouch
    private let stream: TouchStream
    private let timeline: InputTimeline
    private let timestamps: ZwpInputTimestampsV1?
    private unowned let surfaces: any SurfaceLookup
    private let clock: any TactileClock
    private let tap: RawInputTap?

    init(seat: WlSeat, surfaces: any SurfaceLookup, clock: any TactileClock,
         timestampsManager: ZwpInputTimestampsManagerV1?, tap: RawInputTap? = nil,
         heldFrames: HeldTouchFrames? = nil) throws(WaylandError) {
        touch = try seat.getTouch()
        stream = TouchStream(window: surfaces.window, tap: tap, heldFrames: heldFrames)
        self.surfaces = surfaces
        self.clock = clock
        self.tap = tap
        let timeline = InputTimeline(clock: clock)
        self.timeline = timeline
        timestamps = try timestampsManager?.getTouchTimestamps(touch: touch)
        timestamps?.onEvent = { event in
            if case let .timestamp(hi, lo, ns) = event { timeline.setPrecise(secondsHigh: hi, secondsLow: lo, nanoseconds: ns) }
        }
        touch.onEvent = { [weak self] event in self?.handle(event) }
    }

    private func handle(_ event: WlTouch.Event) {
        switch event {
        case let .down(serial, time, surface, id, x, y):
            tap?.latestInputSerial = serial
            let t = timeline.time(milliseconds: time)
            guard let target = surfaces.target(of: surface) else {
                PlatformLog.input.debug("wl_touch.down on a surface that is not a window; ignored")
                return
            }
            stream.down(id: id, offset: target.offset, location: Point(x: x, y: y), time: t)
        case let .up(_, time, id):
            stream.up(id: id, time: timeline.time(milliseconds: time))
        case let .motion(time, id, x, y):
            stream.motion(id: id, location: Point(x: x, y: y), time: timeline.time(milliseconds: time))
        case .frame:
            stream.frame()
        case .cancel:
            stream.cancel(time: clock.now)
        case .shape, .orientation:
            break   // grouped with the frame; the toolkit's Touch has no size or angle
        }
    }

    /// End of a dispatch batch: the missing-frame fallback.
    func dispatchEnded() { stream.dispatchEnded() }

    /// The capability or the seat went away: cancel every touch of this device.
    func cancelAll(time: Duration) { stream.cancel(time: time) }
}
