import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// The widget set's idle warning (`IdleWarningAlert`) on a window with a 60 s idle timeout: the
/// alert, its words, its button and what speech mode says.
@Suite @MainActor struct IdleWarningAlertTests {
    @MainActor final class Scene {
        let alerts = AlertScene()
        let speech = RecordingSpeechOutput()
        var idleCalls = 0
        var window: Window { alerts.window }

        init(speech speechOn: Bool = false, language: String? = nil) {
            if let language {
                let localization = Localization()
                localization.preferredLanguages = [language]
                window.localization = localization
            }
            let accessibility = Accessibility(speechOutput: speech)
            window.accessibility = accessibility
            accessibility.isSpeechModeEnabled = speechOn
            IdleWarningAlert.install(in: window)
            window.onIdle = { [unowned self] in idleCalls += 1 }
            window.idleTimeout = .seconds(60)
        }

        var presenter: IdleWarningAlert? { window.services[IdleWarningServiceKey.self] as? IdleWarningAlert }
        var shown: AlertController? { alerts.root.presentedViewController as? AlertController }
        func wait(seconds: Int) { alerts.scene.clock.advance(by: .seconds(seconds)); alerts.scene.wait(0) }
    }

    @Test func fortySecondsOfQuietShowTheAlertWithTheTimeLeftAndAMoreTimeButton() throws {
        let s = Scene()
        s.wait(seconds: 39)
        #expect(s.shown == nil)
        s.wait(seconds: 1)
        s.alerts.scene.wait(AlertScene.dismissalTime)
        let alert = try #require(s.shown)
        #expect(alert.title == "Do you need more time?")
        #expect(alert.message == "This screen starts over in 20 seconds.")
        #expect(alert.actions.map(\.title) == ["More time"])
        #expect(s.alerts.isShowing(alert))
    }

    @Test func moreTimeClosesTheAlertAndTheIdleHandlerDoesNotRun() throws {
        let s = Scene()
        s.wait(seconds: 40)
        s.alerts.scene.wait(AlertScene.dismissalTime)
        let alert = try #require(s.shown)
        s.alerts.tap(s.alerts.center("More time", in: alert))
        #expect(s.shown == nil)
        #expect(!s.window.isShowingIdleWarning)
        s.wait(seconds: 30)
        #expect(s.idleCalls == 0)
        #expect(s.shown == nil)
        s.wait(seconds: 10)
        #expect(s.shown?.title == "Do you need more time?")   // 40 s after the button, it asks again
    }

    @Test func returnOnTheKeypadChoosesMoreTime() throws {
        let s = Scene()
        s.wait(seconds: 40)
        s.alerts.scene.wait(AlertScene.dismissalTime)
        _ = try #require(s.shown)
        s.alerts.key(0xff0d)
        #expect(s.shown == nil)
        s.wait(seconds: 25)
        #expect(s.idleCalls == 0)
    }

    @Test func noAnswerTakesTheAlertAwayAndRunsTheIdleHandler() throws {
        let s = Scene()
        s.wait(seconds: 40)
        _ = try #require(s.shown)
        s.wait(seconds: 20)
        #expect(s.shown == nil)
        #expect(s.idleCalls == 1)
    }

    @Test func speechModeMovesTheFocusToTheAlertAndSpeaksIt() throws {
        let s = Scene(speech: true)
        s.wait(seconds: 40)
        s.alerts.scene.wait(AlertScene.dismissalTime)
        _ = try #require(s.shown)
        let said = try #require(s.speech.transcript.last)
        #expect(said.contains("Do you need more time?"))
        let focused = try #require(s.window.accessibility.focusedElement)
        let alertView = try #require(s.shown?.view)
        #expect(focused.isDescendant(of: alertView))
    }

    @Test func theAlertIsInTheWindowsLanguage() throws {
        let s = Scene(language: "de")
        s.wait(seconds: 40)
        let alert = try #require(s.shown)
        #expect(alert.title == "Brauchen Sie mehr Zeit?")
        #expect(alert.message == "Dieser Bildschirm beginnt in 20 Sekunden von vorn.")
        #expect(alert.actions.map(\.title) == ["Mehr Zeit"])
    }

    @Test func aWindowWithoutARootControllerGetsNoAlertButStillGoesIdle() {
        let s = Scene()
        s.window.rootViewController = nil
        s.wait(seconds: 60)
        #expect(s.presenter?.alert == nil)
        #expect(s.idleCalls == 1)
    }
}
