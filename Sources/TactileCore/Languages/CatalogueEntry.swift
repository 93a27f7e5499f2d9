#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

/// A catalogue read from JSON: `{ "key": "text", "key.plural": { "one": "…", "other": "…" } }`.
/// Entries that are neither (a number, a list, plural forms without `other` or with a category
/// CLDR does not name) are left out and described in `problems`; the rest load.
struct CatalogueFile: Decodable {
    /// The entries read, by key.
    var entries: [String: CatalogueEntry] = [:]
    /// Why entries were left out, one line each.
    var problems: [String] = []

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        for key in container.allKeys {
            if let text = try? container.decode(String.self, forKey: key) {
                entries[key.stringValue] = .text(text)
                continue
            }
            guard let forms = try? container.decode([String: String].self, forKey: key) else {
                problems.append("entry \"\(key.stringValue)\" is neither a string nor an object of plural forms; left out")
                continue
            }
            var plural: [PluralCategory: String] = [:]
            var unknown: [String] = []
            for (name, text) in forms {
                if let category = PluralCategory(rawValue: name) { plural[category] = text } else { unknown.append(name) }
            }
            if !unknown.isEmpty {
                problems.append("entry \"\(key.stringValue)\" has forms CLDR does not name (\(unknown.sorted().joined(separator: ", "))); those are left out")
            }
            guard plural[.other] != nil else {
                problems.append("entry \"\(key.stringValue)\" has no \"other\" form; left out")
                continue
            }
            entries[key.stringValue] = .plural(plural)
        }
    }

    /// The catalogue in `json`, or nil (with `error` set) when it is not a JSON object.
    static func read(_ json: String) -> (file: CatalogueFile?, error: String?) {
        do {
            return (try JSONDecoder().decode(CatalogueFile.self, from: Data(json.utf8)), nil)
        } catch {
            return (nil, "not a JSON object of strings (\(error))")
        }
    }
}
