import TactileCore
import TactileTesting
import TactileFuzzKit

/// A deterministic, endless stream of realistic multi-touch sequences for a `SoakWindow`: taps
/// and double taps, one-finger pans, two-finger pinches, long holds, pin taps, sheet scrolls and
/// sequences cut short by `wl_touch.cancel`. Every raw `TouchInput` call (down, motion, up,
/// frame, cancel) counts as one event. The same seed gives the same stream.
@MainActor public struct SoakStream {
    private var rng: FuzzRandom
    /// Raw events sent so far.
    public private(set) var events = 0
    /// Sequences played so far.
    public private(set) var sequences = 0

    /// A stream drawn from `seed`.
    public init(seed: UInt64 = 0x50AC) {
        rng = FuzzRandom(seed: seed)
    }

    /// Plays one whole sequence into `soak` (every touch ends or is cancelled by its end).
    public mutating func playSequence(on soak: SoakWindow) {
        let d = soak.driver
        sequences += 1
        switch rng.below(8) {
        case 0: tap(d, at: mapPoint(), taps: 1)
        case 1: tap(d, at: mapPoint(), taps: 2)
        case 2: pan(d, from: mapPoint())
        case 3: pinch(d)
        case 4: hold(d)
        case 5:
            let pin = SoakWindow.pinFrames[rng.below(SoakWindow.pinFrames.count)]
            tap(d, at: Point(x: pin.midX, y: pin.midY), taps: 1)
        case 6:
            let s = SoakWindow.sheetFrame
            pan(d, from: Point(x: rng.double(in: s.minX + 20...s.maxX - 20), y: rng.double(in: s.minY + 20...s.maxY - 20)))
        default: cancelled(d)
        }
        // A pause between sequences, long enough that a double tap does not chain across them.
        d.clock.advance(by: .milliseconds(400 + rng.below(300)))
    }

    private mutating func mapPoint() -> Point {
        Point(x: rng.double(in: 20...780), y: rng.double(in: 20...430))
    }

    private mutating func tap(_ d: TouchDriver, at p: Point, taps: Int) {
        for _ in 0..<taps {
            down(d, 1, p)
            frame(d)
            d.clock.advance(by: .milliseconds(40 + rng.below(40)))
            up(d, 1)
            frame(d)
            d.clock.advance(by: .milliseconds(80 + rng.below(60)))
        }
    }

    private mutating func pan(_ d: TouchDriver, from a: Point) {
        let dx = rng.double(in: -15...15), dy = rng.double(in: -15...15)
        down(d, 1, a)
        frame(d)
        var p = a
        for _ in 0..<(5 + rng.below(30)) {
            d.clock.advance(by: .milliseconds(16))
            p = Point(x: p.x + dx, y: p.y + dy)
            move(d, 1, p)
            frame(d)
        }
        up(d, 1)
        frame(d)
    }

    private mutating func pinch(_ d: TouchDriver) {
        let c = Point(x: rng.double(in: 200...600), y: rng.double(in: 150...300))
        var r = rng.double(in: 30...80)
        let step = rng.double(in: -4...6)
        down(d, 1, Point(x: c.x - r, y: c.y))
        frame(d)
        d.clock.advance(by: .milliseconds(10))
        down(d, 2, Point(x: c.x + r, y: c.y))
        frame(d)
        for _ in 0..<(5 + rng.below(25)) {
            d.clock.advance(by: .milliseconds(16))
            r = max(5, r + step)
            move(d, 1, Point(x: c.x - r, y: c.y))
            move(d, 2, Point(x: c.x + r, y: c.y))
            frame(d)
        }
        up(d, 2)
        frame(d)
        d.clock.advance(by: .milliseconds(20))
        up(d, 1)
        frame(d)
    }

    private mutating func hold(_ d: TouchDriver) {
        let p = mapPoint()
        down(d, 1, p)
        frame(d)
        for _ in 0..<(2 + rng.below(6)) {
            d.clock.advance(by: .milliseconds(150))
            move(d, 1, Point(x: p.x + rng.double(in: -3...3), y: p.y + rng.double(in: -3...3)))
            frame(d)
        }
        up(d, 1)
        frame(d)
    }

    private mutating func cancelled(_ d: TouchDriver) {
        let a = mapPoint()
        down(d, 1, a)
        if rng.oneIn(2) { down(d, 2, Point(x: a.x + 30, y: a.y)) }
        frame(d)
        for i in 0..<(1 + rng.below(6)) {
            d.clock.advance(by: .milliseconds(16))
            move(d, 1, Point(x: a.x + Double(i) * 4, y: a.y))
            frame(d)
        }
        d.cancel()
        events += 1
    }

    private mutating func down(_ d: TouchDriver, _ id: Int32, _ p: Point) { d.down(id, at: p); events += 1 }
    private mutating func move(_ d: TouchDriver, _ id: Int32, _ p: Point) { d.move(id, to: p); events += 1 }
    private mutating func up(_ d: TouchDriver, _ id: Int32) { d.up(id); events += 1 }
    private mutating func frame(_ d: TouchDriver) { d.frame(); events += 1 }
}
