/// One raw position report of a finger, as the digitiser timestamped it.
public struct TouchSample: Equatable, Sendable {
    /// When the digitiser saw the finger there, since the clock's epoch.
    public var timestamp: Duration
    /// Where, in window coordinates.
    public var location: Point
}

/// The last four raw samples of a touch, oldest first, kept inline (no heap storage, so recording a
/// sample on the motion path allocates nothing).
struct TouchSamples {
    private var s0 = TouchSample(timestamp: .zero, location: .zero)
    private var s1 = TouchSample(timestamp: .zero, location: .zero)
    private var s2 = TouchSample(timestamp: .zero, location: .zero)
    private var s3 = TouchSample(timestamp: .zero, location: .zero)
    /// How many slots hold samples (0…4).
    private(set) var count = 0

    /// Adds the newest sample, dropping the oldest when full.
    mutating func append(_ s: TouchSample) {
        if count == 4 {
            s0 = s1; s1 = s2; s2 = s3; s3 = s
            return
        }
        switch count {
        case 0: s0 = s
        case 1: s1 = s
        case 2: s2 = s
        default: s3 = s
        }
        count += 1
    }

    /// Sample `i` (0 is the oldest kept).
    subscript(i: Int) -> TouchSample {
        switch i {
        case 0: return s0
        case 1: return s1
        case 2: return s2
        default: return s3
        }
    }

    /// The newest sample, if any.
    var newest: TouchSample? { count > 0 ? self[count - 1] : nil }

    /// The samples as an array, oldest first.
    var all: [TouchSample] { (0..<count).map { self[$0] } }

    /// The location at `time`: interpolated between the two samples around it; past the newest,
    /// extrapolated from the last two by at most `maximumExtrapolation`; before the oldest, the oldest.
    /// Nil without samples.
    func location(at time: Duration, maximumExtrapolation: Duration) -> Point? {
        guard count > 0 else { return nil }
        let newest = self[count - 1]
        if count == 1 || time == newest.timestamp { return newest.location }
        if time > newest.timestamp {
            let previous = self[count - 2]
            let reach = min(time, newest.timestamp + maximumExtrapolation)
            return Self.line(previous, newest, at: reach)
        }
        var i = count - 1
        while i > 0 {
            let a = self[i - 1], b = self[i]
            if a.timestamp <= time { return Self.line(a, b, at: time) }
            i -= 1
        }
        return self[0].location
    }

    /// The point at `time` on the line through `a` and `b` (b's location when they share a timestamp).
    private static func line(_ a: TouchSample, _ b: TouchSample, at time: Duration) -> Point {
        let span = GestureGeometry.seconds(b.timestamp - a.timestamp)
        guard span > 0 else { return b.location }
        let f = GestureGeometry.seconds(time - a.timestamp) / span
        return Point(x: a.location.x + (b.location.x - a.location.x) * f,
                     y: a.location.y + (b.location.y - a.location.y) * f)
    }
}
