/// What formatting needs to know of one language, written from CLDR's data for the five languages
/// Tactile ships (en, de, fr, ar, ja): number symbols, digits, where the currency symbol goes, the
/// currencies' symbols, month names and the three date patterns. A few kilobytes of tables instead
/// of ICU's data (about 30 MB), so a static app stays small.
struct LocaleData: Sendable {
    /// The language subtag the data is for.
    let language: String
    /// The decimal separator.
    let decimal: String
    /// The grouping separator (thousands).
    let group: String
    /// The minus sign.
    let minus: String
    /// The ten digits, 0 to 9 (Arabic-Indic for Arabic).
    let digits: [Character]
    /// A currency amount's layout: `{n}` is the number, `{s}` the symbol (a code in letters gets a
    /// no-break space next to the number where the pattern has none).
    let currencyPattern: String
    /// Currency symbols by ISO 4217 code; a code without one shows as the code.
    let currencySymbols: [String: String]
    /// Month names, January first, for long dates.
    let months: [String]
    /// Abbreviated month names, January first, for medium dates.
    let shortMonths: [String]
    /// Date patterns by style: `d`/`dd` day, `M`/`MM` month number, `MMM`/`MMMM` month name,
    /// `yy`/`y` year.
    let datePatterns: [DateStyle: String]

    /// Every language Tactile ships data for.
    static let all = [english, german, french, arabic, japanese]

    /// The data for `language` (a language subtag), or nil when Tactile ships none for it.
    static func data(for language: String) -> LocaleData? { all.first { $0.language == language } }

    /// The languages with data.
    static let languages = all.map(\.language)

    private static let asciiDigits = Array("0123456789")

    static let english = LocaleData(
        language: "en", decimal: ".", group: ",", minus: "-", digits: asciiDigits, currencyPattern: "{s}{n}",
        currencySymbols: ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹", "CAD": "CA$", "AUD": "A$"],
        months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                 "November", "December"],
        shortMonths: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        datePatterns: [.short: "M/d/yy", .medium: "MMM d, y", .long: "MMMM d, y"])

    static let german = LocaleData(
        language: "de", decimal: ",", group: ".", minus: "-", digits: asciiDigits, currencyPattern: "{n}\u{00A0}{s}",
        currencySymbols: ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹", "CAD": "CA$", "AUD": "AU$"],
        months: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
                 "November", "Dezember"],
        shortMonths: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
        datePatterns: [.short: "dd.MM.yy", .medium: "dd.MM.y", .long: "d. MMMM y"])

    static let french = LocaleData(
        language: "fr", decimal: ",", group: "\u{202F}", minus: "-", digits: asciiDigits, currencyPattern: "{n}\u{00A0}{s}",
        currencySymbols: ["USD": "$US", "EUR": "€", "GBP": "£GB", "JPY": "JPY", "CNY": "CNY", "INR": "₹", "CAD": "$CA", "AUD": "$AU"],
        months: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
                 "novembre", "décembre"],
        shortMonths: ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
        datePatterns: [.short: "dd/MM/y", .medium: "d MMM y", .long: "d MMMM y"])

    /// Arabic with CLDR's default "arab" numbering: Arabic-Indic digits, ٬ and ٫. A right-to-left
    /// mark starts an amount so that the number and its symbol keep their order in any paragraph.
    static let arabic = LocaleData(
        language: "ar", decimal: "\u{066B}", group: "\u{066C}", minus: "\u{061C}-",
        digits: Array("٠١٢٣٤٥٦٧٨٩"), currencyPattern: "\u{200F}{n}\u{00A0}{s}",
        currencySymbols: ["USD": "US$", "EUR": "€", "GBP": "UK£", "JPY": "JP¥", "CNY": "CN¥", "INR": "₹", "CAD": "CA$",
                          "AUD": "AU$", "EGP": "ج.م.\u{200F}", "SAR": "ر.س.\u{200F}", "AED": "د.إ.\u{200F}"],
        months: ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
        shortMonths: ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
        datePatterns: [.short: "d\u{200F}/M\u{200F}/y", .medium: "dd\u{200F}/MM\u{200F}/y", .long: "d MMMM y"])

    static let japanese = LocaleData(
        language: "ja", decimal: ".", group: ",", minus: "-", digits: asciiDigits, currencyPattern: "{s}{n}",
        currencySymbols: ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "￥", "CNY": "元", "INR": "₹", "CAD": "CA$", "AUD": "A$"],
        months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        shortMonths: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        datePatterns: [.short: "y/MM/dd", .medium: "y/MM/dd", .long: "y年M月d日"])

    /// Currencies whose amounts show no minor unit (ISO 4217); every other shows two.
    static let zeroDecimalCurrencies: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "UGX", "XAF", "XOF", "PYG", "RWF"]
}
