import Testing
import Tactile
import TactileHeadless
import KioskHeadless
@testable import KioskKit

/// kiosk-demo's language button, end to end through the headless compositor: a tap switches every
/// string on screen live, mirrors the layout for Arabic, and traces `language-changed`.
@MainActor @Suite struct KioskDemoLanguageTests {
    /// The home screen's header label.
    func header(_ session: KioskDemoSession) -> Label? {
        (session.scene.home.view as? HomeView)?.header
    }

    @Test func theLanguageButtonSwitchesTheScreenLiveAndTracesIt() throws {
        let session = try KioskDemoSession(size: Size(width: 1280, height: 800))
        try session.start()
        let home = session.scene.home
        #expect(header(session)?.text == "Hall of Light" && home.languageButton.title == "English")
        let before = try session.screenshot()
        let commits = session.windowCommits.count

        try session.tapLanguageButton()
        #expect(session.trace.events.last == .languageChanged(language: "de"))
        #expect(KioskEvent.languageChanged(language: "de").jsonLine == #"{"event":"language-changed","language":"de"}"#)
        #expect(header(session)?.text == "Halle des Lichts" && home.languageButton.title == "Deutsch")
        #expect(home.searchField.placeholder == "Exponate suchen" && home.grid.tiles[0].titleLabel.text == "Polarlicht")
        #expect(home.languageButton.accessibilityHint == "Wechselt die Sprache")
        #expect(session.window.layoutDirection == .leftToRight)
        // The switch reached the compositor as a new frame with other pixels.
        #expect(session.windowCommits.count > commits)
        #expect(try session.screenshot() != before)

        try session.tapLanguageButton()
        #expect(session.trace.events.last == .languageChanged(language: "ar"))
        #expect(header(session)?.text == "قاعة الضوء" && home.languageButton.title == "العربية")
        #expect(session.window.layoutDirection == .rightToLeft)
        #expect(home.languageButton.effectiveUserInterfaceLayoutDirection == .rightToLeft)

        try session.tapLanguageButton()
        #expect(session.trace.events.last == .languageChanged(language: "ja") && header(session)?.text == "光の展示室")
        #expect(session.window.layoutDirection == .leftToRight)
        try session.tapLanguageButton()
        #expect(session.trace.events.last == .languageChanged(language: "en") && header(session)?.text == "Hall of Light")
    }

    @Test func theDetailScreenHasTheButtonTooAndTheHomeScreenBelowFollows() throws {
        let session = try KioskDemoSession(size: Size(width: 1280, height: 800), language: "de")
        try session.start()
        #expect(header(session)?.text == "Halle des Lichts")
        try session.tapTile(4)
        try session.finishTransition()
        guard let detail = session.scene.navigation.topViewController as? DetailViewController else {
            Issue.record("no detail screen")
            return
        }
        #expect(detail.backButton.title == "Zurück" && detail.languageButton.title == "Deutsch")
        try session.tapLanguageButton()
        #expect(session.trace.events.last == .languageChanged(language: "ar"))
        #expect(detail.backButton.title == "رجوع")
        let detailView = detail.view as? DetailView
        #expect(detailView?.title.text == "المدارات")
        // Mirrored: Back at the leading (right) edge, the language button at the trailing (left) one.
        try session.settle()
        #expect(detail.backButton.frame.midX > detail.languageButton.frame.midX)
        // The home screen, not in the window now, shows Arabic when it comes back.
        let back = detail.backButton
        try session.tap(6, at: back.convert(Point(x: back.bounds.midX, y: back.bounds.midY), to: session.window))
        try session.finishTransition()
        #expect(session.scene.currentScreen == "home")
        #expect(header(session)?.text == "قاعة الضوء" && session.scene.home.grid.tiles[4].titleLabel.text == "المدارات")
    }

    @Test func aMalformedOrUnknownStartingLanguageShowsEnglish() throws {
        for language in ["zz-!!", "sv"] {
            let session = try KioskDemoSession(size: Size(width: 800, height: 480), language: language)
            try session.start()
            #expect(header(session)?.text == "Hall of Light")
            try session.tapLanguageButton()
            #expect(session.trace.events.last == .languageChanged(language: "de"))
        }
    }
}
