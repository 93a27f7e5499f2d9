#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The app's languages: its string catalogues, the language strings come from, plural rules, and
/// prices and dates written the way that language writes them (`Application.shared.localization`;
/// a window may have one of its own, `Window.localization`).
///
/// Setting `preferredLanguages` switches live: every visible string that came from `string(_:table:_:)`
/// is looked up again in the new language, every window using this localization takes its
/// `layoutDirection`, and each relays out and redraws before its next frame (see the
/// "Localizing an App" article).
@MainActor public final class Localization {
    /// The user's languages as BCP 47 tags, most preferred first ("ar-EG", "de_DE" is read as
    /// "de-DE"); the first with strings in a catalogue wins. Malformed tags are logged and skipped.
    /// Setting it re-resolves every visible string.
    public var preferredLanguages: [String] = [] {
        didSet { languagesDidChange() }
    }

    /// The language catalogues are written in, used for keys the chosen language lacks; nil: the
    /// first language registered.
    public var developmentLanguage: String? {
        didSet { languagesDidChange() }
    }

    /// The time zone dates are written in, as an offset from UTC (default zero: UTC). Tactile
    /// reads no system time zone database; a kiosk sets its local offset here.
    public var timeZoneOffset: Duration = .zero

    /// The most strings remembered for the live switch (see `issued`).
    public static let rememberedStringLimit = 4096

    /// Catalogues by language identifier, then table, then key.
    var catalogues: [String: [String: [String: CatalogueEntry]]] = [:]
    /// Languages in the order their first catalogue was registered.
    var registrationOrder: [String] = []
    /// The language strings come from now (a canonical tag).
    var resolved: LanguageTag
    /// Each string returned by `string` in the current language, by its text: how to make it again
    /// in another language. Oldest first in `issuedOrder`; at most `rememberedStringLimit`.
    var issued: [String: IssuedString] = [:]
    var issuedOrder: [String] = []
    /// Problems already logged (each is logged once), and the most recent of them for tests.
    var loggedProblems: Set<String> = []
    package private(set) var problemReports: [String] = []
    /// How many live switches ran (tests).
    package internal(set) var switchCount = 0

    /// A localization with no catalogues, in English.
    public init() {
        resolved = LanguageTag("en")!
    }

    /// The language strings and formats come from now: the first of `preferredLanguages` with a
    /// catalogue, else the first well-formed one, else the development language, else "en".
    public var language: String { resolved.identifier }

    /// Right-to-left when the language is written so (Arabic, Hebrew, Persian, Urdu, …).
    public var layoutDirection: LayoutDirection { resolved.isRightToLeft ? .rightToLeft : .leftToRight }

    /// The text of `key` in the current language (table `table`, "Localizable" when nil), with
    /// printf-style `arguments` filled in (`%@ %d %ld %lld %i %u %f %.2f %%`, positions `%1$@`).
    ///
    /// A plural entry picks its form by CLDR's rules from the first numeric argument. A key the
    /// language lacks comes from the development language, else is the key itself (logged once
    /// per key); arguments that do not match the format are logged once and written as best they
    /// can be.
    public func string(_ key: String, table: String? = nil, _ arguments: any CVarArg...) -> String {
        let record = IssuedString(key: key, table: table ?? Self.defaultTable, arguments: arguments.map(FormatArgument.init))
        let text = resolve(record)
        remember(text, record)
        return text
    }

    /// `amount` of `currencyCode` (ISO 4217: "USD", "EUR", "JPY") written in the current
    /// language: "$1,234.50", "1.234,50 €", "1 234,50 €", "‏١٬٢٣٤٫٥٠ US$", "￥1,234". Rounded
    /// half-to-even to the currency's minor digits; an unknown code shows as the code.
    public func formatted(_ amount: Decimal, currencyCode: String) -> String {
        CurrencyFormatting.format(amount, currencyCode: currencyCode, data: localeData) { problem in
            report("formatted(_:currencyCode:): \(problem)")
        }
    }

    /// `date` (Gregorian calendar, in `timeZoneOffset`) written in `style` in the current language:
    /// "11/28/26", "Nov 28, 2026", "November 28, 2026"; "28. November 2026"; "2026年11月28日".
    public func formatted(_ date: Date, style: DateStyle) -> String {
        DateFormatting.format(date, style: style, offsetSeconds: Int(timeZoneOffset.components.seconds), data: localeData)
    }

    /// The table used when `string` is given none.
    public static let defaultTable = "Localizable"

    // MARK: Resolving

    /// The locale data of the current language (English's, logged once, when Tactile has none).
    var localeData: LocaleData {
        if let data = LocaleData.data(for: resolved.language) { return data }
        report("no number and date formats for \"\(resolved.language)\" (Tactile has \(LocaleData.languages.joined(separator: ", "))); English's are used")
        return .english
    }

    /// The text `record` makes in the current language (or in `language`, for Tactile's own strings).
    func resolve(_ record: IssuedString, language override: LanguageTag? = nil) -> String {
        let found = record.table == ToolkitString.table
            ? toolkitEntry(record.key, for: override ?? resolved)
            : entry(record.key, table: record.table)
        guard let (entry, language) = found else { return record.key }
        let category = record.arguments.lazy.compactMap(\.pluralOperand).first.map {
            PluralRules.category(of: $0, language: language.language)
        }
        let format = entry.text(for: category)
        if record.arguments.isEmpty, case .text = entry { return format }
        let written = FormatString(format, record.arguments)
        for problem in written.problems { report("string \"\(record.key)\" (\(record.table)): \(problem)") }
        return written.result
    }

    /// The entry for `key` in the current language, else in the development language; nil (logged
    /// once) when neither has it.
    private func entry(_ key: String, table: String) -> (CatalogueEntry, LanguageTag)? {
        if let catalogue = catalogue(for: resolved), let entry = catalogue[table]?[key] { return (entry, resolved) }
        if let development = developmentTag, development != resolved,
           let entry = catalogues[development.identifier]?[table]?[key] {
            report("string \"\(key)\" (\(table)) is missing in \(resolved.identifier); \(development.identifier)'s is used")
            return (entry, development)
        }
        report("string \"\(key)\" (\(table)) is in no catalogue; the key is shown")
        return nil
    }

    /// The catalogues of `tag`: its own, else its language's ("de-AT" uses "de").
    func catalogue(for tag: LanguageTag) -> [String: [String: CatalogueEntry]]? {
        catalogues[tag.identifier] ?? catalogues[tag.language]
    }

    /// The development language, as a tag.
    var developmentTag: LanguageTag? {
        if let developmentLanguage { return LanguageTag(developmentLanguage) }
        return registrationOrder.first.flatMap(LanguageTag.init)
    }

    /// Which language the preferences and catalogues choose.
    func chooseLanguage() -> LanguageTag {
        var wellFormed: [LanguageTag] = []
        for text in preferredLanguages {
            guard let tag = LanguageTag(text) else {
                report("preferred language \"\(text)\" is not a BCP 47 language tag; skipped")
                continue
            }
            wellFormed.append(tag)
        }
        if let withStrings = wellFormed.first(where: { catalogue(for: $0) != nil }) { return withStrings }
        if let first = wellFormed.first {
            if !catalogues.isEmpty {
                report("no catalogue for \(wellFormed.map(\.identifier).joined(separator: ", ")); strings come from the development language")
            }
            return first
        }
        return developmentTag ?? LanguageTag("en")!
    }

    /// Remembers that `text` was made from `record`, forgetting the oldest beyond the limit.
    private func remember(_ text: String, _ record: IssuedString) {
        if issued.updateValue(record, forKey: text) == nil {
            issuedOrder.append(text)
            if issuedOrder.count > Self.rememberedStringLimit {
                let drop = issuedOrder.count - Self.rememberedStringLimit
                for old in issuedOrder.prefix(drop) { issued[old] = nil }
                issuedOrder.removeFirst(drop)
            }
        }
    }

    /// Logs `problem` once.
    func report(_ problem: String) {
        guard loggedProblems.insert(problem).inserted else { return }
        if loggedProblems.count > 4096 { loggedProblems.removeAll() }
        problemReports.append(problem)
        if problemReports.count > 256 { problemReports.removeFirst() }
        TactileLog.languages.warning("\(problem)")
    }
}

/// How a string `Localization.string` returned was made: enough to make it again in another language.
struct IssuedString {
    /// The catalogue key.
    let key: String
    /// The table.
    let table: String
    /// The format's arguments.
    let arguments: [FormatArgument]
}
