/// Tactile's own strings (`ToolkitString`) in the localization's language.
extension Localization {
    /// The text of `key` in the current language, with printf `arguments`. Not remembered for the
    /// live switch (short words such as "on" would turn an app's own text): a widget asks again
    /// when it describes itself, or in its `localizationDidChange(_:)`.
    package func text(_ key: ToolkitString, _ arguments: any CVarArg...) -> String {
        resolve(IssuedString(key: key.rawValue, table: ToolkitString.table, arguments: arguments.map(FormatArgument.init)))
    }

    /// The text of `key` in `language` (a BCP 47 tag; the current language when malformed), for
    /// text that follows something else's language (a keyboard's layout).
    package func text(_ key: ToolkitString, language: String, _ arguments: any CVarArg...) -> String {
        let record = IssuedString(key: key.rawValue, table: ToolkitString.table, arguments: arguments.map(FormatArgument.init))
        return resolve(record, language: LanguageTag(language) ?? resolved)
    }

    /// The entry for a toolkit string in `tag`: the app's own (table `ToolkitString.table`), else
    /// Tactile's in that language, else English. Nil for a key Tactile does not have.
    func toolkitEntry(_ key: String, for tag: LanguageTag) -> (CatalogueEntry, LanguageTag)? {
        if let own = catalogue(for: tag)?[ToolkitString.table]?[key] { return (own, tag) }
        guard let known = ToolkitString(rawValue: key) else { return nil }
        if let translated = known.entry(language: tag.language) { return (translated, tag) }
        return (known.english, LanguageTag("en")!)
    }
}

extension View {
    /// The localization this view's text comes from: its window's, else the app's.
    package var currentLocalization: Localization {
        window?.localization ?? Application.shared.localization
    }
}
