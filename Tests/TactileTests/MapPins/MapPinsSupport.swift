import Testing
import Tactile
import TactileTesting
import TactileHeadless
@testable import MapPinsKit

/// #E53935, the pin head's colour.
let pinRed = Color(red: 0xE5 / 255, green: 0x39 / 255, blue: 0x35 / 255)

/// Whether `a` and `b` are within `tolerance` points of each other.
func near(_ a: Point?, _ b: Point, tolerance: Double = 1) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

extension MapTrace {
    /// The `pin-moved` events.
    var moves: [(pin: Int, at: Point)] {
        events.compactMap { if case let .pinMoved(pin, x, y) = $0 { (pin, Point(x: x, y: y)) } else { nil } }
    }
    /// The `map-panned` events.
    var pans: [Point] {
        events.compactMap { if case let .mapPanned(dx, dy) = $0 { Point(x: dx, y: dy) } else { nil } }
    }
    /// The `map-zoomed` events' scales.
    var zooms: [Double] {
        events.compactMap { if case let .mapZoomed(s) = $0 { s } else { nil } }
    }
}

/// A `ReplayClock` for replays: a `ManualClock` behind the recording library's protocol (kept
/// local so it does not clash with a conformance the library may add to `ManualClock` itself).
@MainActor final class ReplayManualClock: ReplayClock {
    private let clock = ManualClock()
    var now: Duration { clock.now }
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        clock.schedule(after: delay, action)
    }
    func cancel(_ token: TimerToken) { clock.cancel(token) }
    func advance(by d: Duration) { clock.advance(by: d) }
}
