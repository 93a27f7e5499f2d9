/// A small, fast, seedable generator (SplitMix64): the same seed gives the same numbers on
/// every machine, so a fuzz failure is reproducible from its seed.
public struct FuzzRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (`n` > 0).
    public mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// True one time in `n`.
    public mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

    /// A double in `range`.
    public mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }

    /// The `index`-th seed derived from `seed` (independent streams from one campaign seed).
    public static func derive(_ seed: UInt64, _ index: UInt64) -> UInt64 {
        var r = FuzzRandom(seed: seed ^ (index &* 0xD1B5_4A32_D192_ED03))
        _ = r.next()
        return r.next()
    }
}
