extension Localization {
    /// Adds the strings of `json` to table `table` (nil: "Localizable") of `language` (a BCP 47
    /// tag): an object whose values are strings, or objects of plural forms
    /// (`{"zero","one","two","few","many","other"}`, `other` required). A malformed entry is
    /// logged and left out while the rest load; JSON that is not an object, or a malformed
    /// language tag, is logged and registers nothing. Returns how many entries were added.
    ///
    /// Registering the current language's strings re-resolves what is shown, as a switch does.
    @discardableResult
    public func register(table: String? = nil, language: String, json: String) -> Int {
        let (file, error) = CatalogueFile.read(json)
        guard let file else {
            report("catalogue \(table ?? Self.defaultTable) for \"\(language)\": \(error ?? "unreadable"); nothing registered")
            return 0
        }
        for problem in file.problems { report("catalogue \(table ?? Self.defaultTable) for \"\(language)\": \(problem)") }
        return add(file.entries, table: table, language: language)
    }

    /// Adds `strings` (key to text, no plural forms) to table `table` of `language`, as
    /// `register(table:language:json:)` does.
    @discardableResult
    public func register(table: String? = nil, language: String, strings: [String: String]) -> Int {
        add(strings.mapValues { .text($0) }, table: table, language: language)
    }

    /// The languages with at least one catalogue, in the order they were first registered.
    public var registeredLanguages: [String] { registrationOrder }

    private func add(_ entries: [String: CatalogueEntry], table: String?, language: String) -> Int {
        guard let tag = LanguageTag(language) else {
            report("catalogue for \"\(language)\": not a BCP 47 language tag; nothing registered")
            return 0
        }
        if catalogues[tag.identifier] == nil {
            catalogues[tag.identifier] = [:]
            registrationOrder.append(tag.identifier)
        }
        catalogues[tag.identifier]![table ?? Self.defaultTable, default: [:]].merge(entries) { _, new in new }
        languagesDidChange()
        return entries.count
    }
}
