#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes Gregorian dates with a language's `LocaleData` patterns.
enum DateFormatting {
    /// A day of the proleptic Gregorian calendar.
    struct CivilDate: Equatable, Sendable {
        var year: Int
        var month: Int
        var day: Int
    }

    /// `date` moved by `offsetSeconds` from UTC, written in `style`.
    static func format(_ date: Date, style: DateStyle, offsetSeconds: Int, data: LocaleData) -> String {
        let seconds = date.timeIntervalSince1970 + Double(offsetSeconds)
        // Dates far outside any kiosk's use are clamped to keep the arithmetic in range (±1 million years).
        let clamped = min(max(seconds.isFinite ? seconds : 0, -3.2e13), 3.2e13)
        let days = Int((clamped / 86_400).rounded(.down))
        let civil = civilDate(daysSince1970: days)
        return write(civil, pattern: data.datePatterns[style] ?? "y-MM-dd", data: data)
    }

    /// The Gregorian year, month and day `days` after 1970-01-01 (the days-to-civil algorithm on
    /// 400-year eras of 146,097 days, counting from 0000-03-01).
    static func civilDate(daysSince1970 days: Int) -> CivilDate {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return CivilDate(year: year, month: month, day: day)
    }

    /// `civil` in `pattern`: runs of `d`, `M` and `y` are fields, everything else is copied.
    static func write(_ civil: CivilDate, pattern: String, data: LocaleData) -> String {
        var out = ""
        let chars = Array(pattern)
        var index = 0
        while index < chars.count {
            let c = chars[index]
            var run = 1
            while index + run < chars.count, chars[index + run] == c { run += 1 }
            switch c {
            case "d": out += number(civil.day, minimumDigits: run, data: data)
            case "M":
                switch run {
                case 1, 2: out += number(civil.month, minimumDigits: run, data: data)
                case 3: out += data.shortMonths[civil.month - 1]
                default: out += data.months[civil.month - 1]
                }
            case "y":
                out += run == 2 ? number(((civil.year % 100) + 100) % 100, minimumDigits: 2, data: data)
                                : number(civil.year, minimumDigits: 1, data: data)
            default:
                out += String(repeating: String(c), count: run)
            }
            index += run
        }
        return out
    }

    /// `value` in `data`'s digits, zero-padded to `minimumDigits`, without grouping.
    static func number(_ value: Int, minimumDigits: Int, data: LocaleData) -> String {
        var digits = Array(String(abs(value)))
        while digits.count < minimumDigits { digits.insert("0", at: 0) }
        let written = String(digits.map { data.digits[Int($0.asciiValue! - 48)] })
        return value < 0 ? data.minus + written : written
    }
}
