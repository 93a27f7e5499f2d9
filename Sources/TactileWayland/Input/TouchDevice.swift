import TactileCore
import WaylandClient

/// A seat's `wl_touch`: decodes its events for the seat's `TouchFrameAssembler`, with precise
/// timestamps from input-timestamps-v1 when the compositor offers it.
@MainActor final class TouchDevice {
    let touch: WlTouch
    /// The seat's touch frames (`TouchFrameAssembler`).
    let assembler: TouchFrameAssembler
    private let timeline: InputTimeline
    private let timestamps: ZwpInputTimestampsV1?
    private unowned let surfaces: any SurfaceLookup
    private let clock: any TactileClock
    private let tap: RawInputTap?

    init(seat: WlSeat, surfaces: any SurfaceLookup, clock: any TactileClock,
         timestampsManager: ZwpInputTimestampsManagerV1?, tap: RawInputTap? = nil) throws(WaylandError) {
        touch = try seat.getTouch()
        assembler = TouchFrameAssembler(window: surfaces.window, clock: clock, tap: tap)
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
        surfaces.attach(assembler)
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
            assembler.down(id: id, offset: target.offset, location: Point(x: x, y: y), time: t)
        case let .up(_, time, id):
            assembler.up(id: id, time: timeline.time(milliseconds: time))
        case let .motion(time, id, x, y):
            assembler.motion(id: id, location: Point(x: x, y: y), time: timeline.time(milliseconds: time))
        case .frame:
            assembler.frame()
        case .cancel:
            assembler.cancel(time: clock.now)
        case .shape, .orientation:
            break   // part of the frame; the toolkit's Touch has no size or angle
        }
    }

    /// End of a dispatch batch: the missing-frame fallback.
    func dispatchEnded() { assembler.dispatchEnded() }

    /// The capability or the seat went away: cancel every touch of this device and stop following
    /// the window's display frames.
    func remove(time: Duration) {
        assembler.cancel(time: time)
        surfaces.detach(assembler)
    }
}
