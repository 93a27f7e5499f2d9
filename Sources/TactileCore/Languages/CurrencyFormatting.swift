#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes amounts of money and plain numbers with a language's `LocaleData`.
enum CurrencyFormatting {
    /// `amount` in `currencyCode` (ISO 4217, any case): the currency's minor digits (none for yen),
    /// rounded half-to-even, the language's grouping, separators and symbol placement. A code
    /// without a symbol in the language shows as the code. A malformed code (not three ASCII
    /// letters) or NaN gives the number alone with the code as given; `onProblem` hears why.
    static func format(_ amount: Decimal, currencyCode: String, data: LocaleData, onProblem: (String) -> Void) -> String {
        let code = currencyCode.uppercased()
        let wellFormed = code.count == 3 && code.allSatisfy { $0.isASCII && $0.isLetter }
        if !wellFormed { onProblem("currency code \"\(currencyCode)\" is not three letters (ISO 4217); shown as given") }
        let digits = zeroDecimalCurrency(code) ? 0 : 2
        guard let number = DecimalDigits(amount, fractionDigits: digits) else {
            onProblem("amount is not a number (NaN); formatted as \"NaN\"")
            return "NaN"
        }
        let symbol = wellFormed ? (data.currencySymbols[code] ?? code) : currencyCode
        let placed = place(number.written(with: data), symbol: symbol, pattern: data.currencyPattern)
        guard number.isNegative else { return placed }
        // CLDR's negative patterns put the minus before the whole amount (after a leading mark).
        if placed.unicodeScalars.first == "\u{200F}" { return "\u{200F}" + data.minus + String(Substring(placed.unicodeScalars.dropFirst())) }
        return data.minus + placed
    }

    /// Whether amounts in `code` have no minor unit.
    static func zeroDecimalCurrency(_ code: String) -> Bool { LocaleData.zeroDecimalCurrencies.contains(code) }

    /// `number` and `symbol` in `pattern`; a symbol ending (or starting) in a letter gets a no-break
    /// space where it touches the number (CLDR's currency spacing).
    static func place(_ number: String, symbol: String, pattern: String) -> String {
        let symbolFirst = (pattern.firstRange(of: "{s}")?.lowerBound ?? pattern.endIndex) < (pattern.firstRange(of: "{n}")?.lowerBound ?? pattern.endIndex)
        var symbol = symbol
        if symbolFirst, symbol.last?.isLetter == true, !pattern.contains("{s}\u{00A0}") { symbol += "\u{00A0}" }
        if !symbolFirst, symbol.first?.isLetter == true, !pattern.contains("\u{00A0}{s}") { symbol = "\u{00A0}" + symbol }
        return pattern.replacing("{n}", with: number).replacing("{s}", with: symbol)
    }
}
