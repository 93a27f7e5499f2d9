/// One string of a catalogue: plain text, or forms by plural category.
enum CatalogueEntry: Equatable, Sendable {
    /// The same text for every number.
    case text(String)
    /// A form per CLDR plural category; `other` is always present.
    case plural([PluralCategory: String])

    /// The text for `category` (the `other` form when the entry has none for it).
    func text(for category: PluralCategory?) -> String {
        switch self {
        case .text(let text): text
        case .plural(let forms): category.flatMap { forms[$0] } ?? forms[.other] ?? ""
        }
    }
}

/// A catalogue read from JSON: `{ "key": "text", "key.plural": { "one": "…", "other": "…" } }`,
/// with the toolkit's own strict JSON parser (no Foundation decoder is linked for it). Entries that
/// are neither (a number, a list, plural forms without `other` or with a category CLDR does not
/// name) are left out and described in `problems`; the rest load.
struct CatalogueFile {
    /// The entries read, by key.
    var entries: [String: CatalogueEntry] = [:]
    /// Why entries were left out, one line each.
    var problems: [String] = []

    /// The catalogue in `json`, or nil (with `error` set) when it is not a JSON object.
    static func read(_ json: String) -> (file: CatalogueFile?, error: String?) {
        let value: JSONValue
        do {
            value = try JSONLineParser.parse(Substring(json))
        } catch {
            return (nil, "not JSON (\(error.message))")
        }
        guard case .object(let members) = value else { return (nil, "not a JSON object of strings") }
        var file = CatalogueFile()
        for (key, member) in members { file.add(key, member) }
        return (file, nil)
    }

    private mutating func add(_ key: String, _ value: JSONValue) {
        switch value {
        case .string(let text):
            entries[key] = .text(text)
        case .object(let forms):
            var plural: [PluralCategory: String] = [:]
            var unknown: [String] = []
            for (name, form) in forms {
                guard case .string(let text) = form, let category = PluralCategory(rawValue: name) else {
                    unknown.append(name)
                    continue
                }
                plural[category] = text
            }
            if !unknown.isEmpty {
                problems.append("entry \"\(key)\" has forms that are not CLDR categories with text (\(unknown.sorted().joined(separator: ", "))); those are left out")
            }
            guard plural[.other] != nil else {
                problems.append("entry \"\(key)\" has no \"other\" form; left out")
                return
            }
            entries[key] = .plural(plural)
        default:
            problems.append("entry \"\(key)\" is neither a string nor an object of plural forms; left out")
        }
    }
}
