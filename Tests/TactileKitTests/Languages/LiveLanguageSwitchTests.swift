import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit

/// Setting `preferredLanguages` re-resolves every string a window shows, flips its direction and
/// marks it for layout and display, without the app rebuilding anything.
@MainActor @Suite struct LiveLanguageSwitchTests {
    static let english = #"""
    {"title": "Checkout", "pay": "Pay", "paying": "Paying…", "small": "Small", "large": "Large", "search": "Search",
     "map": "Map", "map.hint": "Shows where you are", "alert.title": "Remove item?",
     "alert.message": {"one": "%d item stays in the cart", "other": "%d items stay in the cart"}, "remove": "Remove",
     "home": "Home", "detail": "Details", "done": "Done"}
    """#
    static let german = #"""
    {"title": "Kasse", "pay": "Bezahlen", "paying": "Zahlung läuft…", "small": "Klein", "large": "Groß", "search": "Suchen",
     "map": "Karte", "map.hint": "Zeigt, wo Sie sind", "alert.title": "Artikel entfernen?",
     "alert.message": {"one": "%d Artikel bleibt im Warenkorb", "other": "%d Artikel bleiben im Warenkorb"}, "remove": "Entfernen",
     "home": "Start", "detail": "Einzelheiten", "done": "Fertig"}
    """#
    static let arabic = #"""
    {"title": "الدفع", "pay": "ادفع", "paying": "جارٍ الدفع…", "small": "صغير", "large": "كبير", "search": "بحث",
     "map": "خريطة", "map.hint": "تعرض مكانك", "alert.title": "إزالة العنصر؟",
     "alert.message": {"one": "يبقى عنصر واحد في السلة", "few": "تبقى %d عناصر في السلة", "other": "يبقى %d عنصر في السلة"},
     "remove": "إزالة", "home": "الرئيسية", "detail": "التفاصيل", "done": "تم"}
    """#

    /// A window with its own localization in English, French and Arabic catalogues.
    func scene() -> (ControlScene, Localization) {
        let s = ControlScene(width: 400, height: 300)
        let l = Localization()
        l.register(language: "en", json: Self.english)
        l.register(language: "de", json: Self.german)
        l.register(language: "ar", json: Self.arabic)
        s.window.localization = l
        return (s, l)
    }

    @Test func everyVisibleStringIsReResolvedAndTheDirectionFlips() {
        let (s, l) = scene()
        let root = ViewController()
        s.window.rootViewController = root
        let label = Label(frame: Rect(x: 10, y: 10, width: 380, height: 30), text: l.string("title"))
        let button = Button(frame: Rect(x: 10, y: 50, width: 180, height: 44), title: l.string("pay"))
        button.setTitle(l.string("paying"), for: .highlighted)
        let segments = SegmentedControl(items: [l.string("small"), l.string("large")])
        segments.frame = Rect(x: 10, y: 100, width: 200, height: 32)
        let field = TextField(frame: Rect(x: 10, y: 140, width: 200, height: 36))
        field.placeholder = l.string("search")
        let typed = TextField(frame: Rect(x: 10, y: 180, width: 200, height: 36))
        typed.text = "Pay"                                   // typed by a user: stays as it is
        let map = View(frame: Rect(x: 220, y: 50, width: 100, height: 100))
        map.accessibilityLabel = l.string("map")
        map.accessibilityHint = l.string("map.hint")
        let own = Label(frame: Rect(x: 10, y: 220, width: 200, height: 30), text: "Title")   // not from the catalogue
        for view in [label, button, segments, field, typed, map, own] { root.view.addSubview(view) }
        let alert = AlertController(title: l.string("alert.title"), message: l.string("alert.message", 3), preferredStyle: .alert)
        alert.addAction(AlertAction(title: l.string("remove"), style: .destructive, handler: nil))
        root.present(alert, animated: false)
        _ = s.window.snapshot()
        s.window.clearDamage()
        #expect(!s.window.needsLayout)

        l.preferredLanguages = ["de-CH"]
        #expect(label.text == "Kasse" && label.accessibilityLabel == "Kasse")
        #expect(button.title == "Bezahlen" && button.title(for: .highlighted) == "Zahlung läuft…" && button.titleLabel.text == "Bezahlen")
        #expect(button.accessibilityLabel == "Bezahlen")
        #expect(segments.titleForSegment(at: 0) == "Klein" && segments.titleForSegment(at: 1) == "Groß")
        #expect(field.placeholder == "Suchen" && field.accessibilityLabel == "Suchen")
        #expect(typed.text == "Pay" && own.text == "Title")
        #expect(map.accessibilityLabel == "Karte" && map.accessibilityHint == "Zeigt, wo Sie sind")
        #expect(alert.title == "Artikel entfernen?" && alert.message == "3 Artikel bleiben im Warenkorb")
        #expect(alert.actions.map(\.title) == ["Entfernen"])
        #expect(alert.card.titleLabel.text == "Artikel entfernen?" && alert.card.rows.map(\.titleLabel.text) == ["Entfernen"])
        // Marked for the next frame: laid out again and the label's area repainted.
        #expect(s.window.needsLayout && label.needsLayout)
        #expect(s.window.damagedRects.contains { $0.intersects(Rect(x: 10, y: 10, width: 380, height: 30)) })
        #expect(s.window.layoutDirection == .leftToRight)

        l.preferredLanguages = ["ar-EG"]
        #expect(s.window.layoutDirection == .rightToLeft && label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(label.text == "الدفع" && button.title == "ادفع" && segments.titleForSegment(at: 1) == "كبير")
        #expect(alert.message == "تبقى 3 عناصر في السلة" && map.accessibilityHint == "تعرض مكانك")

        l.preferredLanguages = ["en"]
        #expect(s.window.layoutDirection == .leftToRight)
        #expect(label.text == "Checkout" && button.title(for: .highlighted) == "Paying…" && field.placeholder == "Search")
        #expect(alert.message == "3 items stay in the cart" && alert.actions.map(\.title) == ["Remove"])
    }

    @Test func theNextFrameDrawsTheNewText() {
        let (s, l) = scene()
        let label = Label(frame: Rect(x: 10, y: 10, width: 380, height: 40), text: l.string("title"))
        label.fontSize = 24
        s.window.backgroundColor = .white
        s.window.addSubview(label)
        let english = s.window.snapshot()
        l.preferredLanguages = ["de"]
        let german = s.window.snapshot()
        var differing = 0
        for y in 10..<50 { for x in 10..<390 where english.pixel(x: x, y: y) != german.pixel(x: x, y: y) { differing += 1 } }
        #expect(differing > 100)
        // Unlike a rebuilt label with the German text, nothing differs.
        let rebuilt = Window(frame: s.window.frame, clock: s.clock)
        rebuilt.backgroundColor = .white
        let reference = Label(frame: label.frame, text: "Kasse")
        reference.fontSize = 24
        rebuilt.addSubview(reference)
        #expect(rebuilt.snapshot() == german)
    }

    @Test func navigationTitlesAndBarButtonsOfTheWholeStackFollow() {
        let (s, l) = scene()
        NavigationBar.install(in: s.window)
        let home = ViewController()
        home.title = l.string("home")
        let detail = ViewController()
        detail.title = l.string("detail")
        detail.navigationItem.rightBarButtonItems = [BarButtonItem(title: l.string("done"), style: .done) {}]
        let navigation = NavigationController(rootViewController: home)
        s.window.rootViewController = navigation
        navigation.pushViewController(detail, animated: false)
        s.window.prepareForFrame()
        l.preferredLanguages = ["de"]
        s.window.prepareForFrame()
        #expect(home.title == "Start" && detail.title == "Einzelheiten")
        #expect(detail.navigationItem.rightBarButtonItems.map(\.title) == ["Fertig"])
        let bar = navigation.view.subviews.compactMap { $0 as? NavigationBar }.first
        #expect(bar?.titleLabel.text == "Einzelheiten" && bar?.backButton.title == "Start")
    }

    @Test func aNewWindowStartsInItsLocalizationsDirectionAndOtherWindowsAreLeftAlone() {
        let (s, l) = scene()
        let other = ControlScene(width: 100, height: 100)
        let otherLabel = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20), text: l.string("title"))
        other.window.addSubview(otherLabel)
        l.preferredLanguages = ["ar"]
        #expect(s.window.layoutDirection == .rightToLeft)
        #expect(other.window.layoutDirection == .leftToRight && otherLabel.text == "Checkout")
        let third = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        third.localization = l
        #expect(third.layoutDirection == .rightToLeft)
        #expect(l.switchCount == 1)
    }

    @Test func anAccessibilityObserverHearsOfTheSwitchWithSpeechModeOff() {
        let (s, l) = scene()
        let recorder = ScreenChangeRecorder()
        let accessibility = s.window.accessibility
        accessibility.isSpeechModeEnabled = false
        accessibility.isKeypadNavigationEnabled = false
        accessibility.observer = recorder
        defer { accessibility.observer = nil }
        l.preferredLanguages = ["de"]
        #expect(recorder.screenChanges.count == 1 && recorder.screenChanges.first.flatMap { $0 } === s.window)
        l.preferredLanguages = ["ar"]
        #expect(recorder.screenChanges.count == 2)
    }
}

/// Records the windows of the `.screenChanged` notifications an `AccessibilityObserver` hears.
@MainActor private final class ScreenChangeRecorder: AccessibilityObserver {
    var screenChanges: [Window?] = []
    func accessibilityFocusMoved(to element: View?) {}
    func accessibilityNotificationPosted(_ notification: AccessibilityNotification, in window: Window?) {
        if case .screenChanged = notification { screenChanges.append(window) }
    }
}
