/// Floating-point numbers written as plain decimals (no exponent), for the format strings.
enum FloatWriting {
    /// `value` with exactly `fractionDigits` digits after the point, rounded half-to-even from its
    /// shortest decimal form; "nan", "inf" and "-inf" as printf writes them.
    static func fixed(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        guard let digits = DecimalDigits(text: plain(value), fractionDigits: fractionDigits) else { return "\(value)" }
        var text = digits.isNegative ? "-" : ""
        text += digits.integer.map { String($0) }.joined()
        if !digits.fraction.isEmpty { text += "." + digits.fraction.map { String($0) }.joined() }
        return text
    }

    /// `value`'s shortest form without a trailing ".0" ("3", "2.5").
    static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let text = plain(value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// `value`'s shortest decimal form with any exponent ("1.5e-07") shifted into the digits.
    static func plain(_ value: Double) -> String {
        let text = "\(value)"
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
        let exponent = Int(text[text.index(after: e)...]) ?? 0
        var mantissa = String(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = Array(whole + fraction)
        var point = whole.count + exponent
        if point <= 0 {
            digits.insert(contentsOf: Array(repeating: "0", count: -point + 1), at: 0)
            point = 1
        }
        while digits.count < point { digits.append("0") }
        let integerPart = String(digits[..<point])
        let fractionPart = String(digits[point...])
        return (negative ? "-" : "") + integerPart + (fractionPart.isEmpty ? "" : "." + fractionPart)
    }
}
