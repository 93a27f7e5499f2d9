import TactileCore
/// One key of the on-screen keyboard.
public struct KeyboardKey: Sendable, Equatable {
    /// What pressing the key does.
    public enum Action: Sendable, Equatable {
        /// Types this text (letters follow the shift state).
        case text(String)
        /// Shift: one capital letter; a double tap locks capitals.
        case shift
        /// Deletes backwards; held, it repeats and then deletes whole words.
        case backspace
        /// The return key (labelled by the field's `returnKeyType`).
        case enter
        /// Shows another page of keys.
        case page(KeyboardLayout.Page)
        /// The globe key: shows the next language's layout (`KeyboardView.availableLayouts`).
        case nextKeyboard
    }

    /// The label drawn on the key.
    public var label: String
    /// What it does.
    public var action: Action
    /// Its width in key units (a letter key is 1).
    public var width: Double
    /// What a long press offers instead of the key's own text (accented letters), chosen by sliding.
    public var alternates: [String]

    /// A key; `width` in key units.
    public init(_ label: String, _ action: Action, width: Double = 1, alternates: [String] = []) {
        self.label = label
        self.action = action
        self.width = width
        self.alternates = alternates
    }

    /// A key typing its own label, with the accented forms of `accents` for a letter of the Latin
    /// alphabet that has any (`KeyboardKey.accents`).
    public static func text(_ s: String, width: Double = 1) -> KeyboardKey {
        KeyboardKey(s, .text(s), width: width, alternates: accents[s] ?? [])
    }

    /// What a key typing `s` types while shift is on: a single character's one-character capital
    /// ("ß", whose capital is "SS", and scripts without case type themselves).
    public static func shiftedText(_ s: String) -> String {
        guard s.count == 1 else { return s }
        let upper = s.uppercased()
        return upper.count == 1 ? upper : s
    }

    /// The accented letters a long press on a letter key offers.
    public static let accents: [String: [String]] = [
        "a": ["à", "á", "â", "ä", "æ", "ã", "å"],
        "c": ["ç", "ć", "č"],
        "e": ["è", "é", "ê", "ë", "ē"],
        "i": ["ì", "í", "î", "ï"],
        "n": ["ñ", "ń"],
        "o": ["ò", "ó", "ô", "ö", "õ", "ø", "œ"],
        "s": ["ß", "ś", "š"],
        "u": ["ù", "ú", "û", "ü"],
        "y": ["ý", "ÿ"],
        "z": ["ž", "ź", "ż"],
    ]
}

/// The keys of one keyboard page, row by row, each row in visual order (left to right, as the
/// keyboard shows it, for every script). Layouts are data: add one by building the rows. The
/// letters of English, German, French and Arabic are in KeyboardLayout+Languages.swift.
public struct KeyboardLayout: Sendable, Equatable {
    /// The pages the keyboard switches between.
    public enum Page: Sendable, Equatable { case letters, symbols, numberPad }

    /// The rows, top to bottom.
    public var rows: [[KeyboardKey]]
    /// The language the keys are for (BCP 47 base code: "en", "de", "fr", "ar"); the keys'
    /// `accessibilityLanguage`.
    public var language: String

    /// A layout of `rows` for `language`.
    public init(rows: [[KeyboardKey]], language: String = "en") {
        self.rows = rows
        self.language = language
    }

    /// The widest row, in key units.
    public var unitsWide: Double { rows.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 1 }

    /// QWERTY letters; `extraKeys` sit beside the space bar (for e-mail or URL fields).
    public static func letters(extraKeys: [KeyboardKey] = []) -> KeyboardLayout {
        letters(language: "en", extraKeys: extraKeys)
    }

    /// Digits and common symbols.
    public static let symbols = KeyboardLayout(rows: [
        "1234567890".map { .text(String($0)) },
        ["-", "/", ":", ";", "(", ")", "&", "@", "\""].map { .text($0) },
        [KeyboardKey("%", .text("%"), width: 1.5)] + [".", ",", "?", "!", "'", "+", "*"].map { .text($0) }
            + [KeyboardKey("\u{232B}", .backspace, width: 1.5)],
        [KeyboardKey("ABC", .page(.letters), width: 1.5), KeyboardKey("space", .text(" "), width: 5),
         KeyboardKey("return", .enter, width: 2.5)],
    ])

    /// A phone-style pad; `decimal` adds the decimal separator.
    public static func numberPad(decimal: Bool) -> KeyboardLayout {
        KeyboardLayout(rows: [
            ["1", "2", "3"].map { .text($0) },
            ["4", "5", "6"].map { .text($0) },
            ["7", "8", "9"].map { .text($0) },
            [decimal ? .text(".") : KeyboardKey("return", .enter), .text("0"), KeyboardKey("\u{232B}", .backspace)],
        ])
    }

    /// The layout for `page` of a `type` keyboard, with English letters.
    public static func layout(for page: Page, type: KeyboardType) -> KeyboardLayout {
        layout(for: page, type: type, language: "en", showsGlobe: false)
    }

    /// The layout for `page` of a `type` keyboard in `language` (a code of `supportedLanguages`;
    /// others get English letters). `showsGlobe` adds the globe key (`.nextKeyboard`) beside the page
    /// key. A right-to-left language's layout has its chrome mirrored (`mirroringChrome()`).
    public static func layout(for page: Page, type: KeyboardType, language: String, showsGlobe: Bool) -> KeyboardLayout {
        let code = supportedLanguages.contains(language) ? language : "en"
        var result: KeyboardLayout
        switch (page, type) {
        case (_, .numberPad): result = numberPad(decimal: false)
        case (_, .decimalPad): result = numberPad(decimal: true)
        case (.symbols, _): result = symbols
        case (_, .emailAddress): result = letters(language: code, extraKeys: [.text("@"), .text(".")], showsGlobe: showsGlobe)
        case (_, .url):
            result = letters(language: code, extraKeys: [.text("/"), .text("."), KeyboardKey(".com", .text(".com"), width: 1.5)],
                             showsGlobe: showsGlobe)
        default: result = letters(language: code, showsGlobe: showsGlobe)
        }
        result.language = code
        if page == .symbols && type != .numberPad && type != .decimalPad {
            result.rows[result.rows.count - 1][0].label = lettersPageLabel(code)
            if showsGlobe { result.rows[result.rows.count - 1].insert(globeKey, at: 1) }
        }
        return isRightToLeft(code) ? result.mirroringChrome() : result
    }
}
