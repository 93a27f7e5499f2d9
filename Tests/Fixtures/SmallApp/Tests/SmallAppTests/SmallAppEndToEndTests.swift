import SmallAppKit
import Tactile
import TactileHeadless
import TactileTesting
import Testing

/// The app on a headless compositor: the embedded badge is on screen, and a tap on the button counts.
@MainActor @Suite struct SmallAppEndToEndTests {
    @Test func theBadgeShowsAndTheButtonCounts() throws {
        let harness = try HeadlessHarness(size: Size(width: 320, height: 180))
        let screen = SmallAppScreen(window: harness.window)
        try harness.mapWindow()

        #expect(screen.badge.image?.pixelWidth == 48, "Image(named:) found the embedded 1× badge")
        let shot = try harness.screenshot()
        let centre = Point(x: SmallAppScreen.badgeFrame.midX, y: SmallAppScreen.badgeFrame.midY)
        #expect(shot.pixel(at: centre).matches(Color(red: 240 / 255, green: 120 / 255, blue: 32 / 255)))

        let button = SmallAppScreen.buttonFrame
        try harness.tap(1, at: Point(x: button.midX, y: button.midY))
        try harness.settle()
        #expect(screen.taps == 1)
        #expect(screen.counter.text == "1 tap")
    }
}
