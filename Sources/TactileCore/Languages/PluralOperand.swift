/// A number as CLDR's plural rules read it: its absolute value `n`, integer part `i`, the count of
/// visible fraction digits `v` and those digits as an integer `f` (1.50 has v = 2, f = 50).
struct PluralOperand: Equatable, Sendable {
    /// The absolute value.
    let n: Double
    /// The integer digits of `n`.
    let i: Int
    /// How many fraction digits are shown.
    let v: Int
    /// The fraction digits shown, as an integer.
    let f: Int

    /// The operand of an integer.
    init(_ value: Int) {
        let magnitude = value == Int.min ? Int.max : abs(value)
        n = Double(magnitude)
        i = magnitude
        v = 0
        f = 0
    }

    /// The operand of a floating-point value, with its shortest decimal form's fraction digits
    /// (at most 6); infinity and NaN read as "other" everywhere (n = NaN).
    init(_ value: Double) {
        guard value.isFinite else {
            n = .nan
            i = 0
            v = 0
            f = 0
            return
        }
        let magnitude = abs(value)
        n = magnitude
        i = magnitude < 9.0e18 ? Int(magnitude) : Int.max
        var fraction = magnitude - magnitude.rounded(.towardZero)
        var digits = 0
        var value = 0
        while fraction > 1e-9, digits < 6 {
            fraction *= 10
            let digit = Int(fraction.rounded(.towardZero) + (fraction - fraction.rounded(.towardZero) > 0.999_999 ? 1 : 0))
            value = value * 10 + min(digit, 9)
            fraction -= Double(digit)
            if fraction < 0 { fraction = 0 }
            digits += 1
        }
        v = digits
        f = value
    }

    /// Whether `n` is an integer in `range` (CLDR's `n = a..b`).
    func nIn(_ range: ClosedRange<Int>) -> Bool {
        n.isFinite && v == 0 && range.contains(i)
    }

    /// `n % m` for integers (fraction digits make it no integer: nil).
    func nModulo(_ m: Int) -> Int? { v == 0 && n.isFinite ? i % m : nil }
}
