import Testing
import Tactile
import TactileHeadless
import KioskHeadless
@testable import KioskKit

/// kiosk-demo asks "Do you need more time?" 20 s before its idle reset (the toolkit's
/// `IdleWarningAlert`), over the real compositor: "More time" keeps the visitor's screen.
@MainActor @Suite struct KioskDemoIdleWarningTests {
    /// The alert on screen over the navigation controller, if any.
    func warning(in session: KioskDemoSession) -> AlertController? {
        var top: ViewController? = session.scene.navigation
        while let next = top?.presentedViewController { top = next }
        return top as? AlertController
    }

    /// The centre, in window points, of the view in `root` labelled `label` for accessibility.
    func center(of label: String, in root: View) -> Point? {
        if root.accessibilityLabel == label, root.isAccessibilityElement {
            return root.convert(Point(x: root.bounds.midX, y: root.bounds.midY), to: nil)
        }
        for child in root.subviews { if let p = center(of: label, in: child) { return p } }
        return nil
    }

    @Test func twentySecondsBeforeTheResetTheKioskAsksAndMoreTimeKeepsTheScreen() throws {
        let session = try KioskDemoSession(size: Size(width: 1280, height: 800), idle: 60)
        try session.start()
        try session.tapTile(2)
        try session.finishTransition()
        #expect(session.scene.currentScreen == "detail")

        try session.advance(by: .seconds(39))
        #expect(warning(in: session) == nil)
        try session.advance(by: .seconds(1) + .milliseconds(400))
        let alert = try #require(warning(in: session))
        #expect(alert.title == "Do you need more time?")
        #expect(alert.message == "This screen starts over in 20 seconds.")

        let alertView = try #require(alert.view)
        let button = try #require(center(of: "More time", in: alertView))
        try session.tap(9, at: button)
        try session.advance(by: .milliseconds(400))
        #expect(warning(in: session) == nil)
        try session.advance(by: .seconds(30))
        #expect(!session.trace.events.contains(.idleReset))
        #expect(session.scene.currentScreen == "detail")
    }

    @Test func withNoAnswerTheWarningGoesAndTheKioskResets() throws {
        let session = try KioskDemoSession(size: Size(width: 1280, height: 800), idle: 60)
        try session.start()
        try session.tapTile(1)
        try session.finishTransition()
        try session.advance(by: .seconds(41))
        #expect(warning(in: session) != nil)
        try session.advance(by: .seconds(20))
        #expect(warning(in: session) == nil)
        #expect(session.trace.events.contains(.idleReset))
        #expect(session.scene.currentScreen == "home")
    }
}
