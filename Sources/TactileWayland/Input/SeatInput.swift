import TactileCore
import WaylandClient

/// One `wl_seat` and the devices its capabilities offer.
///
/// A capabilities event creates the devices that appeared and releases those that went away; a
/// repeated event with the same capabilities changes nothing (no second listener). Losing touch
/// (or the whole seat) in the middle of a gesture cancels its touches. A seat without touch, or
/// without any capability, is fine.
@MainActor final class SeatInput {
    let globalName: UInt32
    let seat: WlSeat
    private unowned let surfaces: any SurfaceLookup
    private let clock: any TactileClock
    private let timestampsManager: ZwpInputTimestampsManagerV1?
    private let gesturesManager: ZwpPointerGesturesV1?
    private let tap: RawInputTap?
    /// The locales whose compose tables the keyboard tries (`KeyComposer`).
    private let composeLocales: [String]
    private(set) var capabilities: WlSeat.Capability = []
    private(set) var touch: TouchDevice?
    private(set) var pointer: PointerDevice?
    private(set) var keyboard: KeyboardDevice?

    init(globalName: UInt32, seat: WlSeat, surfaces: any SurfaceLookup, clock: any TactileClock,
         timestampsManager: ZwpInputTimestampsManagerV1?, gesturesManager: ZwpPointerGesturesV1? = nil,
         tap: RawInputTap? = nil,
         composeLocales: [String] = KeyComposer.locales(preferred: nil)) {
        self.globalName = globalName
        self.composeLocales = composeLocales
        self.tap = tap
        self.seat = seat
        self.surfaces = surfaces
        self.clock = clock
        self.timestampsManager = timestampsManager
        self.gesturesManager = gesturesManager
        seat.onEvent = { [weak self] event in
            if case let .capabilities(capabilities) = event { self?.update(capabilities) }
        }
    }

    private func update(_ new: WlSeat.Capability) {
        guard new != capabilities else { return }
        capabilities = new
        do {
            if new.contains(.touch), touch == nil {
                touch = try TouchDevice(seat: seat, surfaces: surfaces, clock: clock, timestampsManager: timestampsManager, tap: tap)
            } else if !new.contains(.touch), let old = touch {
                old.remove(time: clock.now)
                touch = nil
            }
            if new.contains(.pointer), pointer == nil {
                pointer = try PointerDevice(seat: seat, surfaces: surfaces, clock: clock, timestampsManager: timestampsManager,
                                            gesturesManager: gesturesManager, tap: tap)
            } else if !new.contains(.pointer), let old = pointer {
                old.cancelAll()
                pointer = nil
            }
            if new.contains(.keyboard), keyboard == nil {
                keyboard = try KeyboardDevice(seat: seat, surfaces: surfaces, clock: clock, timestampsManager: timestampsManager,
                                              tap: tap, composer: KeyComposer(locales: composeLocales))
            } else if !new.contains(.keyboard), let old = keyboard {
                old.stop()
                keyboard = nil
            }
        } catch {
            PlatformLog.input.error("cannot set up input devices: \(error)")
        }
    }

    /// End of a dispatch batch: frame fallbacks.
    func dispatchEnded() {
        touch?.dispatchEnded()
        pointer?.dispatchEnded()
    }

    /// The seat global went away: cancel and release everything.
    func remove() {
        touch?.remove(time: clock.now)
        pointer?.cancelAll()
        keyboard?.stop()
        touch = nil
        pointer = nil
        keyboard = nil
        capabilities = []
    }
}
