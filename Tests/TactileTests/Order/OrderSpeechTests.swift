import Testing
import Tactile
import TactileHeadless
import OrderHeadless
@testable import OrderKit

/// Speech mode: the start screen's button, the two-finger press of three seconds anywhere, and
/// what the screen reader says (traced as `speech`).
@MainActor @Suite struct OrderSpeechTests {
    static let announcement = "Speech mode is on. Touch the screen to hear what is there, double-tap to choose."

    @Test func theSpeechButtonTurnsSpeechModeOnAndSaysSo() throws {
        let session = try OrderSession()
        try session.start()
        #expect(!session.window.accessibility.isSpeechModeEnabled)
        try session.tap(session.scene.start.speechButton)
        #expect(session.window.accessibility.isSpeechModeEnabled)
        #expect(session.trace.events.contains(.speech(text: Self.announcement)))
        #expect(session.speech.transcript.contains(Self.announcement))
    }

    @Test func aTwoFingerPressOfThreeSecondsAnywhereTurnsSpeechModeOn() throws {
        let session = try OrderSession()
        try session.start()
        let a = Point(x: 300, y: 440), b = Point(x: 500, y: 440)
        try session.down([(1, a), (2, b)])
        try session.advance(by: .milliseconds(2500))
        #expect(!session.window.accessibility.isSpeechModeEnabled)
        try session.advance(by: .milliseconds(600))
        #expect(session.window.accessibility.isSpeechModeEnabled)
        try session.up([1, 2])
        #expect(session.trace.events.contains(.speech(text: Self.announcement)))
        #expect(session.scene.currentScreen == "start")
    }

    @Test func withSpeechModeATouchSpeaksAndADoubleTapOrders() throws {
        let session = try OrderSession(speechMode: true)
        try session.start()
        let order = session.scene.start.orderButton
        try session.tap(1, at: session.center(of: order))
        try session.settle()
        #expect(session.trace.events.contains { if case let .speech(text) = $0 { text.contains("Touch to order") } else { false } },
                "\(session.speech.transcript)")
        #expect(session.scene.currentScreen == "start")
        // A double tap anywhere activates the focused element.
        try session.tap(2, at: Point(x: 100, y: 400))
        try session.advance(by: .milliseconds(100))
        try session.tap(3, at: Point(x: 100, y: 400))
        try session.finishTransition()
        #expect(session.scene.currentScreen == "menu")
    }
}
