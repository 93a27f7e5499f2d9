#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import TactileCore

/// Prices and dates written per language, against exact strings.
@MainActor @Suite struct FormattingTests {
    func localization(_ language: String) -> Localization {
        let l = Localization()
        l.preferredLanguages = [language]
        return l
    }

    func prices(_ language: String) -> [String] {
        let l = localization(language)
        return ["USD", "EUR", "JPY", "GBP", "CHF", "XYZ"].map { l.formatted(Decimal(string: "1234.5")!, currencyCode: $0) }
    }

    @Test func englishPrices() {
        #expect(prices("en") == ["$1,234.50", "€1,234.50", "¥1,234", "£1,234.50", "CHF\u{A0}1,234.50", "XYZ\u{A0}1,234.50"])
    }

    @Test func germanPrices() {
        #expect(prices("de-DE") == ["1.234,50\u{A0}$", "1.234,50\u{A0}€", "1.234\u{A0}¥", "1.234,50\u{A0}£", "1.234,50\u{A0}CHF",
                                    "1.234,50\u{A0}XYZ"])
    }

    @Test func frenchPricesGroupWithANarrowNoBreakSpace() {
        #expect(prices("fr") == ["1\u{202F}234,50\u{A0}$US", "1\u{202F}234,50\u{A0}€", "1\u{202F}234\u{A0}JPY", "1\u{202F}234,50\u{A0}£GB",
                                 "1\u{202F}234,50\u{A0}CHF", "1\u{202F}234,50\u{A0}XYZ"])
    }

    @Test func arabicPricesUseArabicIndicDigitsAndStartWithARightToLeftMark() {
        #expect(prices("ar-EG") == ["\u{200F}١٬٢٣٤٫٥٠\u{A0}US$", "\u{200F}١٬٢٣٤٫٥٠\u{A0}€", "\u{200F}١٬٢٣٤\u{A0}JP¥",
                                    "\u{200F}١٬٢٣٤٫٥٠\u{A0}UK£", "\u{200F}١٬٢٣٤٫٥٠\u{A0}CHF", "\u{200F}١٬٢٣٤٫٥٠\u{A0}XYZ"])
    }

    @Test func japanesePricesShowYenWithoutDecimals() {
        #expect(prices("ja") == ["$1,234.50", "€1,234.50", "￥1,234", "£1,234.50", "CHF\u{A0}1,234.50", "XYZ\u{A0}1,234.50"])
    }

    @Test func roundingIsHalfToEvenAndNegativesAndLargeAmountsAreWritten() {
        let l = localization("en")
        #expect(l.formatted(Decimal(string: "1235.5")!, currencyCode: "JPY") == "¥1,236")
        #expect(l.formatted(Decimal(string: "0.125")!, currencyCode: "usd") == "$0.12")
        #expect(l.formatted(Decimal(string: "-0.001")!, currencyCode: "USD") == "$0.00")
        #expect(l.formatted(Decimal(string: "-1999.999")!, currencyCode: "EUR") == "-€2,000.00")
        #expect(l.formatted(Decimal(string: "1234567890.1")!, currencyCode: "USD") == "$1,234,567,890.10")
    }

    @Test func aMalformedCurrencyCodeIsLoggedAndShownAsGiven() {
        let l = localization("de")
        #expect(l.formatted(Decimal(5), currencyCode: "€uro") == "5,00\u{A0}€uro")
        #expect(l.problemReports.contains { $0.contains("€uro") })
    }

    /// 2026-11-28 12:00 UTC.
    let date = Date(timeIntervalSince1970: 1_795_867_200)

    func dates(_ language: String) -> [String] {
        let l = localization(language)
        return [DateStyle.short, .medium, .long].map { l.formatted(date, style: $0) }
    }

    @Test func datesInEachLanguage() {
        #expect(dates("en") == ["11/28/26", "Nov 28, 2026", "November 28, 2026"])
        #expect(dates("de") == ["28.11.26", "28.11.2026", "28. November 2026"])
        #expect(dates("fr") == ["28/11/2026", "28 nov. 2026", "28 novembre 2026"])
        #expect(dates("ar") == ["٢٨\u{200F}/١١\u{200F}/٢٠٢٦", "٢٨\u{200F}/١١\u{200F}/٢٠٢٦", "٢٨ نوفمبر ٢٠٢٦"])
        #expect(dates("ja") == ["2026/11/28", "2026/11/28", "2026年11月28日"])
    }

    @Test func datesFollowTheTimeZoneOffsetAndPadDays() {
        let l = localization("de")
        let lateEvening = Date(timeIntervalSince1970: 1_772_753_400)    // 2026-03-05 23:30 UTC
        #expect(l.formatted(lateEvening, style: .short) == "05.03.26")
        l.timeZoneOffset = .seconds(3600)
        #expect(l.formatted(lateEvening, style: .long) == "6. März 2026")
        l.timeZoneOffset = .zero
        #expect(l.formatted(Date(timeIntervalSince1970: -43_200), style: .medium) == "31.12.1969")
    }

    @Test func aLanguageWithoutDataFormatsInEnglishAndSaysSoOnce() {
        let l = localization("sv")
        #expect(l.formatted(date, style: .long) == "November 28, 2026")
        #expect(l.formatted(Decimal(2), currencyCode: "EUR") == "€2.00")
        #expect(l.problemReports.filter { $0.contains("\"sv\"") }.count == 1)
    }
}
