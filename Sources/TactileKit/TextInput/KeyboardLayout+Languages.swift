import TactileCore

/// The letter pages of the languages the on-screen keyboard knows, and how a right-to-left layout
/// mirrors its chrome.
extension KeyboardLayout {
    /// The languages with a letters page: English (QWERTY), German (QWERTZ with ä ö ü ß), French
    /// (AZERTY with a row of é è ç à ù) and Arabic (the letters of the standard Arabic PC layout).
    public static let supportedLanguages = ["en", "de", "fr", "ar"]

    /// The globe key: shows the next language's layout.
    public static let globeKey = KeyboardKey("\u{1F310}", .nextKeyboard)

    /// Whether `language`'s keyboard runs right to left (its chrome is mirrored).
    public static func isRightToLeft(_ language: String) -> Bool {
        ["ar", "he", "fa", "ur"].contains(language)
    }

    /// Whether this layout's language runs right to left.
    public var isRightToLeft: Bool { Self.isRightToLeft(language) }

    /// The base code of a BCP 47 tag that has a layout ("de-CH" → "de", "AR" → "ar"); nil otherwise.
    public static func supportedLanguage(for tag: String) -> String? {
        let base = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return supportedLanguages.contains(base) ? base : nil
    }

    /// The letters page of `language` (English for a code without one); `extraKeys` sit beside the
    /// space bar (for e-mail or URL fields), `showsGlobe` adds the globe key after the page key.
    /// Rows are in visual order; the chrome is mirrored by `layout(for:type:language:showsGlobe:)`.
    public static func letters(language: String, extraKeys: [KeyboardKey] = [], showsGlobe: Bool = false) -> KeyboardLayout {
        func keys(_ letters: String) -> [KeyboardKey] { letters.map { .text(String($0)) } }
        let shift = KeyboardKey("\u{21E7}", .shift, width: 1.5), backspace = KeyboardKey("\u{232B}", .backspace, width: 1.5)
        var rows: [[KeyboardKey]]
        switch language {
        case "de":
            rows = [keys("qwertzuiopü"), keys("asdfghjklöä"), [shift] + keys("yxcvbnmß") + [backspace]]
        case "fr":
            rows = [keys("éèçàù"), keys("azertyuiop"), keys("qsdfghjklm"), [shift] + keys("wxcvbn'") + [backspace]]
        case "ar":
            // Arabic has no capitals: no shift key. لا is one key, as on the PC layout.
            rows = [keys("ضصثقفغعهخحجد"), keys("شسيبلاتنمكط"),
                    keys("ذئءؤر") + [.text("لا")] + keys("ىةوزظ") + [backspace]]
        default:
            rows = [keys("qwertyuiop"), keys("asdfghjkl"), [shift] + keys("zxcvbnm") + [backspace]]
        }
        let widest = rows.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 10
        let page = KeyboardKey("123", .page(.symbols), width: 1.5)
        // The bottom row is a key narrower than the widest row (as the English layout has always been).
        let fixed = page.width + (showsGlobe ? globeKey.width : 0) + extraKeys.reduce(0) { $0 + $1.width } + 2.5
        let space = KeyboardKey(spaceLabel(language), .text(" "), width: max(2, widest - 1 - fixed))
        rows.append([page] + (showsGlobe ? [globeKey] : []) + extraKeys + [space, KeyboardKey("return", .enter, width: 2.5)])
        return KeyboardLayout(rows: rows, language: supportedLanguages.contains(language) ? language : "en")
    }

    /// The space bar's label in `language`.
    static func spaceLabel(_ language: String) -> String {
        switch language {
        case "de": "Leerzeichen"
        case "fr": "espace"
        case "ar": "مسافة"
        default: "space"
        }
    }

    /// The symbols page's key back to the letters in `language`.
    static func lettersPageLabel(_ language: String) -> String {
        language == "ar" ? "أ ب ت" : "ABC"
    }

    /// This layout with its chrome mirrored for a right-to-left language: each row is reversed, and
    /// then each run of neighbouring character keys is put back in its visual order. Backspace and
    /// return move to the left, the page and globe keys to the right; the letters stay where the
    /// language's keyboards show them.
    public func mirroringChrome() -> KeyboardLayout {
        var mirrored = self
        mirrored.rows = rows.map { row in
            var result: [KeyboardKey] = []
            var run: [KeyboardKey] = []
            for key in row.reversed() {
                if case .text(let s) = key.action, s != " " {
                    run.append(key)
                } else {
                    result += run.reversed()
                    run = []
                    result.append(key)
                }
            }
            return result + run.reversed()
        }
        return mirrored
    }
}
