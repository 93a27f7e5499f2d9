import Foundation
import Testing
import Tactile
import TactileHeadless
import KioskHeadless
@testable import KioskKit

/// kiosk-demo's screens and what its trace says about them: the carousel pages, a tile opens its
/// exhibit with a push, the edge swipe and the Back button go back, and the attract loop takes
/// over after the idle time until the next touch.
@MainActor @Suite struct KioskDemoFlowTests {
    @Test func theCarouselMovesAPageASwipeAndReportsIt() throws {
        let session = try KioskDemoSession(size: Size(width: 1280, height: 800))
        try session.start()
        try session.swipeCarousel()
        #expect(session.scene.home.carousel.currentPage == 1)
        #expect(session.scene.home.carousel.indicator.currentPage == 1)
        #expect(session.trace.events.contains(.pageChanged(page: 1)))
        try session.swipeCarousel()
        #expect(session.scene.home.carousel.currentPage == 2)
        try session.swipeCarousel(forward: false)
        #expect(session.scene.home.carousel.currentPage == 1)
        #expect(Array(session.trace.events.suffix(1)) == [.pageChanged(page: 1)])
    }

    @Test func aTapOnTheDotsSlidesAPageAndTheDotsDoNotFlickerBack() throws {
        let session = try KioskDemoSession(size: Size(width: 1280, height: 800))
        try session.start()
        let dots = session.scene.home.carousel.indicator
        let frame = dots.convert(dots.bounds, to: session.window)
        try session.tap(4, at: Point(x: frame.maxX - 10, y: frame.midY))     // the trailing half
        #expect(dots.currentPage == 1)
        try session.advance(by: .milliseconds(40))
        #expect(dots.currentPage == 1)                  // the pictures are still on their way
        try session.finishTransition()
        #expect(session.scene.home.carousel.currentPage == 1)
        #expect(session.trace.events.last == .pageChanged(page: 1))
        try session.tap(4, at: Point(x: frame.minX + 10, y: frame.midY))     // the leading half
        try session.finishTransition()
        #expect(session.scene.home.carousel.currentPage == 0 && dots.currentPage == 0)
    }

    @Test func aTileOpensItsExhibitAndTheEdgeSwipeGoesBack() throws {
        let session = try KioskDemoSession(size: Size(width: 1280, height: 800))
        try session.start()
        try session.tapTile(3)
        try session.finishTransition()
        #expect(session.scene.currentScreen == "detail")
        #expect(session.trace.events.suffix(2) == [.tileTapped(index: 3), .screenShown(screen: "detail", exhibit: "dunes")])
        try session.swipeBack()
        #expect(session.scene.currentScreen == "home")
        #expect(session.trace.events.last == .screenShown(screen: "home", exhibit: nil))
    }

    @Test func theBackButtonGoesBack() throws {
        let session = try KioskDemoSession(size: Size(width: 800, height: 480))
        try session.start()
        try session.tapTile(0)
        try session.finishTransition()
        let detail = try #require(session.scene.navigation.topViewController as? DetailViewController)
        let back = detail.backButton
        try session.tap(5, at: back.convert(Point(x: back.bounds.midX, y: back.bounds.midY), to: session.window))
        try session.finishTransition()
        #expect(session.scene.currentScreen == "home")
        #expect(session.scene.navigation.viewControllers.count == 1)
    }

    @Test func idleReturnsHomeAndTurnsTheCarouselUntilATouch() throws {
        let session = try KioskDemoSession(size: Size(width: 1280, height: 800), idle: 30)
        try session.start()
        try session.swipeCarousel()
        try session.tapTile(2)
        try session.finishTransition()
        #expect(session.scene.currentScreen == "detail")

        try session.advance(by: .seconds(29))
        #expect(!session.trace.events.contains(.idleReset))
        try session.advance(by: .seconds(2))
        #expect(session.trace.events.contains(.idleReset))
        #expect(session.scene.currentScreen == "home")
        #expect(session.scene.home.carousel.currentPage == 0)
        #expect(session.scene.attract.isAttracting)

        try session.advance(by: AttractLoop.pageInterval)
        try session.finishTransition()
        #expect(session.scene.home.carousel.currentPage == 1)

        // A touch on the header stops the loop: the carousel stays put.
        try session.tap(7, at: Point(x: 600, y: 40))
        #expect(!session.scene.attract.isAttracting)
        try session.advance(by: AttractLoop.pageInterval * 2)
        try session.finishTransition()
        #expect(session.scene.home.carousel.currentPage == 1)
    }

    @Test func searchingOnTheOnScreenKeyboardFiltersTheTiles() throws {
        let session = try KioskDemoSession(size: Size(width: 1280, height: 800))
        try session.start()
        try session.search("orb")
        #expect(session.scene.home.searchField.text == "orb")
        #expect(session.scene.home.grid.shownIndices == [4])
        #expect(session.trace.events.last == .searched(matches: 1))
        #expect(OnScreenKeyboard.isShown(in: session.window))
        // The one tile left sits first in the grid and opens Orbits; the keyboard leaves with the home screen.
        try session.tapTile(4)
        try session.finishTransition()
        #expect(session.trace.events.contains(.screenShown(screen: "detail", exhibit: "orbit")))
        #expect(!session.scene.home.searchField.isFirstResponder)
        #expect(OnScreenKeyboard.keyboard(in: session.window) == nil)
    }

    @Test func idleClearsTheSearch() throws {
        let session = try KioskDemoSession(size: Size(width: 800, height: 480), idle: 30)
        try session.start()
        try session.search("du")
        #expect(session.scene.home.grid.shownIndices == [3])
        try session.advance(by: .seconds(31))
        #expect(session.scene.home.searchField.text.isEmpty)
        #expect(session.scene.home.grid.shownIndices == Array(0..<6))
        try session.finishTransition()
        #expect(OnScreenKeyboard.keyboard(in: session.window) == nil)
    }

    @Test func noIdleTimeMeansNoAttractLoop() throws {
        let session = try KioskDemoSession(size: Size(width: 800, height: 480))
        try session.start()
        try session.advance(by: .seconds(600))
        #expect(!session.trace.events.contains(.idleReset))
        #expect(!session.scene.attract.isAttracting)
    }
}

/// `kiosk-demo-tour`'s script, run in-process at a small size.
@MainActor @Suite struct KioskDemoTourTests {
    @Test func theTourWritesAPicturePerStepAndVisitsEveryScreen() throws {
        let directory = "/tmp/tactile-kiosk-tour-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { _ = try? FileManager.default.removeItem(atPath: directory) }
        let trace = KioskTrace()
        let paths = try KioskTour.run(outputDirectory: directory, size: Size(width: 640, height: 400), trace: trace)
        #expect(paths.map { ($0 as NSString).lastPathComponent } == [
            "01-home-landscape.png", "02-carousel-page-2.png", "03-search-keyboard.png", "04-exhibit.png",
            "05-back-home.png", "06-home-portrait.png", "07-exhibit-portrait.png", "08-idle-home.png",
            "09-home-arabic.png", "10-exhibit-arabic.png", "11-exhibit-japanese.png",
        ])
        for path in paths {
            let bytes = try #require(FileManager.default.contents(atPath: path))
            #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(path) is not a PNG")
        }
        let shown = trace.events.filter { if case .screenShown = $0 { true } else { false } }
        #expect(shown.contains(.screenShown(screen: "detail", exhibit: "tides")))
        #expect(shown.contains(.screenShown(screen: "detail", exhibit: "orbit")))
        #expect(trace.events.contains(.pageChanged(page: 1)))
        #expect(trace.events.contains(.idleReset))
        #expect(trace.events.contains(.languageChanged(language: "ar")) && trace.events.last == .languageChanged(language: "ja"))
    }
}
