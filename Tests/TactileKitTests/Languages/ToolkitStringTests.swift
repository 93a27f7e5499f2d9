import TactileTestSupport
import Testing
import TactileCore
import TactileTesting
@testable import TactileKit

/// Tactile's own words — the back button, the edit menu, the keyboard's keys, what the screen
/// reader says for roles and positions — come in the window's language and follow a live switch.
@MainActor @Suite struct ToolkitStringTests {
    /// A localization choosing `language` among apps' catalogues for en, de, ar and ja.
    func localization(_ language: String) -> Localization {
        let l = Localization()
        for code in ["en", "de", "ar", "ja"] { l.register(language: code, strings: ["hello": "hello \(code)"]) }
        l.preferredLanguages = [language]
        return l
    }

    @Test func everyStringHasATextInEachLanguageTactileShips() {
        for language in ["de", "fr", "ar", "ja"] {
            let missing = ToolkitString.allCases.filter { !$0.hasText(language: language) }
            #expect(missing.isEmpty, "\(language) lacks \(missing)")
        }
        // A language Tactile has no words for gets English.
        #expect(localization("sv").text(.back) == "Back")
    }

    @Test func theDefaultBackTitleIsInTheWindowsLanguageAndFollowsASwitch() throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 600, height: 400), clock: clock)
        let l = localization("de")
        window.localization = l
        NavigationBar.install(in: window)
        let nav = NavigationController(rootViewController: ViewController())       // no title
        window.rootViewController = nav
        nav.pushViewController(ViewController(), animated: false)
        window.layoutIfNeeded()
        let bar = try #require(nav.view.subviews.last as? NavigationBar)
        #expect(bar.backButton.title.hasSuffix("Zurück"))
        #expect(bar.backButton.accessibilityLabel == "Zurück")
        l.preferredLanguages = ["ar"]
        #expect(bar.backButton.title.hasSuffix("رجوع"))
        #expect(bar.backButton.accessibilityLabel == "رجوع")
    }

    @Test func rolesStatesAndCountsAreSpokenInTheWindowsLanguage() {
        let s = ControlScene(width: 400, height: 300)
        let l = localization("de")
        s.window.localization = l
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 60, height: 40))
        toggle.accessibilityLabel = "Licht"
        s.window.addSubview(toggle)
        #expect(toggle.accessibilityValue == "aus")
        #expect(toggle.accessibilityUtterance == "Licht, aus, Taste")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "ein")
        let list = CollectionView(frame: Rect(x: 0, y: 60, width: 400, height: 200), collectionViewLayout: ListLayout())
        s.window.addSubview(list)
        l.preferredLanguages = ["ar"]
        #expect(toggle.accessibilityUtterance == "Licht, مفعّل, زر")
        #expect(list.accessibilityLabel == "قائمة")
        #expect(list.accessibilityValue == "لا عناصر")       // Arabic's zero form
        l.preferredLanguages = ["ja"]
        #expect(list.accessibilityValue == "0 項目")
        // The page a three-finger swipe reports.
        l.preferredLanguages = ["de"]
        #expect(list.accessibilityPagePosition == "Seite 1 von 1")
    }

    @Test func theEditMenuIsTitledInTheWindowsLanguageAndRunsFromTheRightInArabic() throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
        window.localization = localization("ar")
        let field = TextField(frame: Rect(x: 20, y: 200, width: 400, height: 44), text: "مرحبا")
        window.addSubview(field)
        _ = field.becomeFirstResponder()
        field.selectedRange = 0..<5
        field.showEditMenu(at: Point(x: 100, y: 22))
        let menu = try #require(field.editMenu)
        let cut = try #require(menu.buttons[.cut]), copy = try #require(menu.buttons[.copy])
        #expect(cut.title == "قص" && copy.title == "نسخ")
        #expect(cut.frame.minX > copy.frame.minX)           // the first item is the rightmost
    }

    @Test func anAppReplacesAToolkitStringInItsCatalogue() {
        let l = localization("de")
        l.register(table: ToolkitString.table, language: "de", strings: ["back": "Zur Übersicht"])
        #expect(l.text(.back) == "Zur Übersicht")
        #expect(l.text(.undo) == "Widerrufen")
    }

    @Test func keyboardKeysSpeakTheLayoutsLanguageWhateverTheApps() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: ManualClock())
        window.localization = localization("en")
        let keyboard = KeyboardView(frame: Rect(x: 0, y: 280, width: 800, height: 200))
        window.addSubview(keyboard)
        keyboard.availableLayouts = ["de", "en"]
        window.layoutIfNeeded()
        let labels = keyboard.keyElements.map(\.accessibilityLabel)
        #expect(labels.contains("Löschen") && labels.contains("Eingabe") && !labels.contains("delete"))
        keyboard.showNextLayout()
        #expect(keyboard.keyElements.map(\.accessibilityLabel).contains("delete"))
    }
}
