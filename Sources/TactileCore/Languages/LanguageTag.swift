/// A BCP 47 language tag reduced to what Tactile's localization uses: the language subtag, the
/// script and region when present, and the whole tag in canonical case ("de-DE", "zh-Hant-TW").
///
/// Underscores are read as hyphens ("de_DE"); anything else that is not letters and digits in
/// subtags of 1 to 8 characters, or whose first subtag is not 2 or 3 letters, is not a tag.
struct LanguageTag: Hashable, Sendable {
    /// The language subtag, lowercased ("ar").
    let language: String
    /// The script subtag in title case ("Arab"), when the tag has one.
    let script: String?
    /// The region subtag, uppercased ("EG", "419"), when the tag has one.
    let region: String?
    /// The tag in canonical case, hyphen-separated.
    let identifier: String

    /// The tag `text` names, or nil when `text` is not a well-formed tag.
    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(Self.isASCIILetter) else { return nil }
        for part in parts.dropFirst() {
            guard (1...8).contains(part.count), part.allSatisfy({ Self.isASCIILetter($0) || $0.isASCII && $0.isNumber }) else {
                return nil
            }
        }
        language = first.lowercased()
        var script: String?
        var region: String?
        var canonical = [language]
        for (index, part) in parts.dropFirst().enumerated() {
            if index == 0, part.count == 4, part.allSatisfy(Self.isASCIILetter) {
                let s = part.prefix(1).uppercased() + part.dropFirst().lowercased()
                script = s
                canonical.append(s)
            } else if region == nil, (part.count == 2 && part.allSatisfy(Self.isASCIILetter)) || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                region = part.uppercased()
                canonical.append(region!)
            } else {
                canonical.append(part.lowercased())
            }
        }
        self.script = script
        self.region = region
        identifier = canonical.joined(separator: "-")
    }

    /// Whether text in this language runs right to left: by its script when the tag names one,
    /// else by the language (Arabic, Hebrew, Persian, Urdu, Pashto, Yiddish, Dhivehi, Uyghur,
    /// Sorani Kurdish, Sindhi).
    var isRightToLeft: Bool {
        if let script { return Self.rightToLeftScripts.contains(script) }
        return Self.rightToLeftLanguages.contains(language)
    }

    private static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ug", "ckb", "sd"]
    private static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg"]

    private static func isASCIILetter(_ c: Character) -> Bool { c.isASCII && c.isLetter }
}
