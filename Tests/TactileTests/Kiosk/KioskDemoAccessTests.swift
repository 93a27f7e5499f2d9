import Testing
import Tactile
import TactileHeadless
import KioskHeadless
@testable import KioskKit

/// kiosk-demo without looking at the screen, through the real compositor: a whole visit by
/// speech-mode gestures only, compared with its golden transcript, and every screen and flow by
/// keypad.
@MainActor @Suite struct KioskDemoAccessTests {
    /// One finger swipes right (the next element) along the top margin.
    func next(_ session: KioskDemoSession) throws {
        try session.speechSwipe(from: Point(x: 540, y: 4), to: Point(x: 740, y: 4))
    }

    @Test func aVisitByGesturesOnlySaysWhatItsGoldenTranscriptSays() throws {
        let session = try KioskDemoSession(size: Size(width: 1280, height: 800), speechMode: true)
        try session.start()
        try session.settleAnimations()
        let home = session.scene.home

        // Explore by touch: a finger on a tile speaks it; nothing opens.
        let prism = try #require(session.scene.tileFrame(1))
        try session.tap(1, at: Point(x: prism.midX, y: prism.midY))
        try session.advance(by: .seconds(1))
        #expect(session.scene.currentScreen == "home")

        // Swipes read on; a swipe up on the page dots turns the carousel.
        try #require(try session.swipeTo(home.carousel.indicator))
        let dots = home.carousel.indicator.convert(home.carousel.indicator.bounds, to: session.window)
        try session.speechSwipe(from: Point(x: dots.midX, y: dots.midY + 60), to: Point(x: dots.midX, y: dots.midY - 60))
        try session.settleAnimations()
        #expect(home.carousel.currentPage == 1)

        // Open the last exhibit with a double tap; the new screen is read from its start.
        try #require(try session.swipeTo(session.scene.home.grid.tiles[5]))
        try session.doubleTap()
        #expect(session.scene.currentScreen == "detail")
        try next(session)
        try next(session)
        try next(session)

        // A two-finger scrub goes back; a two-finger tap stops speech.
        try session.scrubBack()
        #expect(session.scene.currentScreen == "home")
        try session.down([(50, Point(x: 600, y: 400)), (51, Point(x: 700, y: 400))])
        try session.up([50, 51])

        #expect(session.speech.transcript == Self.golden, "\(session.speech.transcript)")
        #expect(session.speech.stopCount >= 1)
        #expect(session.trace.events.contains(.pageChanged(page: 1)))
        #expect(session.trace.events.contains(.screenShown(screen: "detail", exhibit: "canopy")))
    }

    /// What the visit above says, in order.
    static let golden = [
        "Prism, button",                            // a finger on the second tile
        "Tides, button", "page 1 of 4, adjustable", // swipes right to the page dots
        "page 2 of 4",                              // a swipe up turns the carousel
        "Dunes, button", "Orbits, button", "Canopy, button",
        "Back, button",                             // the double tap opened Canopy: its first element
        "English, button. Changes the language", "Canopy",
        "In a rainforest most life is high up, where leaves catch the light. Less than two percent of the sunlight reaches the forest floor.",
        "Hall of Light",                            // the scrub went back home: its first element
        "Aurora, button",                           // the two-finger tap's first finger, then silence
    ]

    @Test func everyScreenAndFlowByKeypad() throws {
        let session = try KioskDemoSession(size: Size(width: 1280, height: 800))
        try session.start()
        try session.useKeypad()
        let home = session.scene.home

        // The carousel: the page dots take the arrows.
        #expect(try session.tabTo(home.carousel.indicator))
        try session.press(key: KeypadKey.right)
        try session.settleAnimations()
        #expect(home.carousel.currentPage == 1)

        // An exhibit opens with Enter and Escape goes back.
        try session.keypadActivate(session.scene.home.grid.tiles[2])
        #expect(session.scene.currentScreen == "detail")
        try session.press(key: KeypadKey.escape)
        try session.settleAnimations()
        #expect(session.scene.currentScreen == "home")

        // The search field takes typing from the keyboard once Enter focuses it; Tab leaves it.
        try session.keypadActivate(home.searchField)
        #expect(home.searchField.isFirstResponder)
        for key: UInt32 in [32, 22, 49] { try session.press(key: key) }      // d, u, n
        #expect(home.searchField.text == "dun")
        #expect(session.trace.events.last == .searched(matches: 1))
        try session.press(key: KeypadKey.tab)
        #expect(!home.searchField.isFirstResponder)

        // The language button switches the language, on the home screen and on a detail screen.
        try session.keypadActivate(home.languageButton)
        try session.keypadActivate(home.grid.tiles[3])      // Dunes, the one the search left
        let detail = try #require(session.scene.navigation.topViewController as? DetailViewController)
        try session.keypadActivate(detail.languageButton)
        let switches = session.trace.events.filter { if case .languageChanged = $0 { true } else { false } }
        #expect(switches.count == 2)
        try session.press(key: KeypadKey.back)
        try session.settleAnimations()
        #expect(session.scene.currentScreen == "home")
    }
}
