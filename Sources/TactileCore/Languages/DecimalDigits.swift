#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A decimal number as its sign and digit strings, rounded to a number of fraction digits
/// half-to-even (CLDR's and ICU's default rounding): what `Localization` formats amounts from.
struct DecimalDigits: Equatable, Sendable {
    /// Whether the number is below zero (a negative zero after rounding is not).
    var isNegative: Bool
    /// The integer digits, at least one ("0").
    var integer: [UInt8]
    /// The fraction digits, exactly as many as asked for.
    var fraction: [UInt8]

    /// `value` rounded to `fractionDigits` digits; nil for NaN.
    init?(_ value: Decimal, fractionDigits: Int) {
        guard !value.isNaN else { return nil }
        self.init(text: value.description, fractionDigits: fractionDigits)
    }

    /// The number written in `text` ("-1234.5", "1e3" is not read), rounded to `fractionDigits`.
    init?(text: String, fractionDigits: Int) {
        var chars = Substring(text)
        isNegative = chars.first == "-"
        if isNegative { chars = chars.dropFirst() }
        let pieces = chars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = pieces.first, !whole.isEmpty,
              whole.allSatisfy({ $0.isASCII && $0.isNumber }),
              pieces.count == 1 || pieces[1].allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        var integer = whole.map { UInt8($0.asciiValue! - 48) }
        var fraction = pieces.count > 1 ? pieces[1].map { UInt8($0.asciiValue! - 48) } : []
        let keep = max(0, fractionDigits)
        if fraction.count > keep {
            let dropped = Array(fraction[keep...])
            fraction.removeLast(fraction.count - keep)
            let last = fraction.last ?? integer.last ?? 0
            let first = dropped[0]
            let roundUp = first > 5 || (first == 5 && (dropped.dropFirst().contains { $0 != 0 } || last % 2 == 1))
            if roundUp { Self.increment(&integer, &fraction) }
        }
        while fraction.count < keep { fraction.append(0) }
        while integer.count > 1, integer.first == 0 { integer.removeFirst() }
        self.integer = integer
        self.fraction = fraction
        if integer.allSatisfy({ $0 == 0 }) && fraction.allSatisfy({ $0 == 0 }) { isNegative = false }
    }

    /// Adds one unit in the last place kept.
    private static func increment(_ integer: inout [UInt8], _ fraction: inout [UInt8]) {
        var index = fraction.count - 1
        while index >= 0 {
            if fraction[index] < 9 { fraction[index] += 1; return }
            fraction[index] = 0
            index -= 1
        }
        index = integer.count - 1
        while index >= 0 {
            if integer[index] < 9 { integer[index] += 1; return }
            integer[index] = 0
            index -= 1
        }
        integer.insert(1, at: 0)
    }

    /// The digits written with `data`'s digits, grouping separator every three integer digits and
    /// decimal separator.
    func written(with data: LocaleData) -> String {
        var text = ""
        let count = integer.count
        for (index, digit) in integer.enumerated() {
            if index > 0, (count - index) % 3 == 0 { text += data.group }
            text.append(data.digits[Int(digit)])
        }
        if !fraction.isEmpty {
            text += data.decimal
            for digit in fraction { text.append(data.digits[Int(digit)]) }
        }
        return text
    }
}
