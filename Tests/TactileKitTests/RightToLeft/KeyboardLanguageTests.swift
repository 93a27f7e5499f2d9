import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// The on-screen keyboard's layouts for English, German, French and Arabic, and the globe key.
@MainActor @Suite struct KeyboardLanguageTests {
    /// The characters the keys of `layout` type, row by row.
    private func texts(_ layout: KeyboardLayout) -> [[String]] {
        layout.rows.map { row in
            row.compactMap { key -> String? in
                if case .text(let s) = key.action { return s }
                return nil
            }
        }
    }

    @Test func eachLanguageHasItsKeys() {
        let en = KeyboardLayout.layout(for: .letters, type: .default, language: "en", showsGlobe: false)
        #expect(texts(en)[0].joined() == "qwertyuiop")
        let de = KeyboardLayout.layout(for: .letters, type: .default, language: "de", showsGlobe: false)
        #expect(texts(de)[0].joined().hasPrefix("qwertz"))
        #expect(de.rows.joined().contains { $0.label == "ß" } && de.rows.joined().contains { $0.label == "ü" })
        #expect(de.rows.joined().contains { $0.label == "ä" } && de.rows.joined().contains { $0.label == "ö" })
        let fr = KeyboardLayout.layout(for: .letters, type: .default, language: "fr", showsGlobe: false)
        #expect(fr.rows.contains { texts(KeyboardLayout(rows: [$0]))[0].joined().hasPrefix("azerty") })
        for accented in ["é", "è", "à", "ç", "ù"] { #expect(fr.rows.joined().contains { $0.label == accented }) }
        let ar = KeyboardLayout.layout(for: .letters, type: .default, language: "ar", showsGlobe: false)
        #expect(texts(ar)[0].prefix(3) == ["ض", "ص", "ث"])     // visual order, as Arabic keyboards show it
        #expect(ar.language == "ar" && ar.isRightToLeft && !de.isRightToLeft)
        #expect(!ar.rows.joined().contains { $0.action == .shift })
        #expect(KeyboardKey.shiftedText("ß") == "ß" && KeyboardKey.shiftedText("ü") == "Ü")
    }

    @Test func theArabicLayoutMirrorsItsChrome() {
        let en = KeyboardLayout.layout(for: .letters, type: .default, language: "en", showsGlobe: true)
        let ar = KeyboardLayout.layout(for: .letters, type: .default, language: "ar", showsGlobe: true)
        // English: backspace and return at the right ends of their rows, the page key at the left.
        #expect(en.rows[2].last?.action == .backspace && en.rows[3].last?.action == .enter)
        #expect(en.rows[3].first?.action == .page(.symbols))
        // Arabic: backspace and return at the left, the page and globe keys at the right.
        #expect(ar.rows[2].first?.action == .backspace && ar.rows[3].first?.action == .enter)
        #expect(ar.rows[3].last?.action == .page(.symbols) && ar.rows[3].contains { $0.action == .nextKeyboard })
        let letters = texts(ar)[2]
        #expect(letters.first == "ذ" && letters.last == "ظ")   // the letters keep their order
    }

    private func keyboard(languages: [String], clock: ManualClock = ManualClock()) -> (Window, KeyboardView) {
        let window = Window(frame: R(0, 0, 800, 480), clock: clock)
        let keyboard = KeyboardView(frame: R(0, 280, 800, 200))
        window.addSubview(keyboard)
        keyboard.availableLayouts = languages
        window.layoutIfNeeded()
        return (window, keyboard)
    }

    @Test func theGlobeKeyCyclesThroughTheAppsLanguages() {
        let clock = ManualClock()
        let (window, keyboard) = keyboard(languages: ["de-DE", "ar", "fr"], clock: clock)
        #expect(keyboard.language == "de" && keyboard.availableLayouts == ["de", "ar", "fr"])
        let globe = keyboard.keyFrames.first { $0.key.action == .nextKeyboard }
        #expect(globe != nil)
        guard let globe else { return }
        let driver = TouchDriver(window: window, clock: clock)
        driver.tap(at: keyboard.convert(Point(x: globe.frame.midX, y: globe.frame.midY), to: window))
        #expect(keyboard.language == "ar" && keyboard.layout.language == "ar")
        #expect(keyboard.keyFrames.contains { $0.key.label == "ض" })
        keyboard.showNextLayout()
        #expect(keyboard.language == "fr")
        keyboard.showNextLayout()
        #expect(keyboard.language == "de")
        // One language: no globe key.
        keyboard.availableLayouts = ["en"]
        #expect(!keyboard.keyFrames.contains { $0.key.action == .nextKeyboard })
    }

    @Test func unknownLanguagesAreLeftOutAndEnglishIsTheFallback() {
        let (_, keyboard) = keyboard(languages: ["xx", "", "tlh"])
        #expect(keyboard.availableLayouts == ["en"] && keyboard.language == "en")
        keyboard.availableLayouts = ["zz", "fr", "fr-CA"]
        #expect(keyboard.availableLayouts == ["fr"])
    }

    @Test func keysDescribeThemselvesInTheLayoutsLanguage() {
        let (_, keyboard) = keyboard(languages: ["ar", "en"])
        let elements = keyboard.keyElements
        #expect(elements.count == keyboard.keyFrames.count)
        let labels = elements.map(\.accessibilityLabel)
        #expect(labels.contains("ض") && labels.contains("لوحة المفاتيح التالية"))   // chrome in Arabic too
        #expect(elements.allSatisfy { $0.accessibilityLanguage == "ar" })
        keyboard.showNextLayout()
        #expect(keyboard.keyElements.map(\.accessibilityLabel).contains("q"))
        #expect(keyboard.keyElements.allSatisfy { $0.accessibilityLanguage == "en" })
    }

    @Test func theWindowsLanguagesReachTheKeyboardShownForAField() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 800, 480), clock: clock)
        OnScreenKeyboard.setLayouts(["fr", "de"], in: window)
        let field = TextField(frame: R(20, 20, 400, 44))
        window.addSubview(field)
        field.becomeFirstResponder()
        clock.advance(by: .milliseconds(300))
        window.layoutIfNeeded()
        let keyboard = OnScreenKeyboard.keyboard(in: window)
        #expect(keyboard?.language == "fr" && OnScreenKeyboard.layouts(in: window) == ["fr", "de"])
    }

    @Test func theKeyboardFollowsTheAppsLanguagesAndALiveSwitch() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 800, 480), clock: clock)
        let localization = Localization()
        localization.register(language: "en", json: #"{"ok": "OK"}"#)
        localization.register(language: "de", json: #"{"ok": "OK"}"#)
        localization.register(language: "ja", json: #"{"ok": "OK"}"#)
        localization.register(language: "ar", json: #"{"ok": "حسنا"}"#)
        localization.preferredLanguages = ["de"]
        window.localization = localization
        let field = TextField(frame: R(20, 20, 400, 44))
        window.addSubview(field)
        field.becomeFirstResponder()
        clock.advance(by: .milliseconds(300))
        window.layoutIfNeeded()
        let keyboard = OnScreenKeyboard.keyboard(in: window)
        // Japanese has no layout: left out quietly; the current language comes first.
        #expect(keyboard?.language == "de" && keyboard?.availableLayouts == ["de", "en", "ar"])
        localization.preferredLanguages = ["ar"]
        #expect(keyboard?.language == "ar" && keyboard?.availableLayouts == ["ar", "en", "de"])
        // An app's own choice wins over the localization.
        OnScreenKeyboard.setLayouts(["fr"], in: window)
        localization.preferredLanguages = ["en"]
        #expect(keyboard?.language == "fr" && keyboard?.availableLayouts == ["fr"])
    }
}
