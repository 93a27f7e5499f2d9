import KioskKit
import Tactile
import TourSupport

/// `kiosk-demo-tour DIR`: kiosk-demo in an in-process headless compositor playing a scripted visit —
/// the carousel turns, a tile opens its exhibit, the edge swipe goes back, the screen rotates to
/// portrait, the Back button, the attract loop after the idle time, and the language button
/// (Arabic, Japanese) — saving what the compositor
/// shows after each step as a numbered PNG.
@MainActor public enum KioskTour {
    /// Plays the tour in a `size` window (portrait steps swap its sides); returns the PNGs' paths.
    public static func run(outputDirectory: String, size: Size = Size(width: 1280, height: 800),
                           trace: KioskTrace = KioskTrace()) throws -> [String] {
        let idle = 30.0
        let session = try KioskDemoSession(size: size, idle: idle, trace: trace)
        try session.start()
        let shots = try TourShots(of: session, into: outputDirectory)
        func shot(_ name: String) throws { try shots.take(name) }
        let landscape = (width: Int32(max(size.width, size.height)), height: Int32(min(size.width, size.height)))
        try session.resize(width: landscape.width, height: landscape.height)
        try shot("home-landscape")

        try session.swipeCarousel()
        try shot("carousel-page-2")

        try session.search("orb")
        try shot("search-keyboard")
        session.scene.home.clearSearch()
        try session.finishTransition()

        try session.tapTile(2)
        try session.finishTransition()
        try shot("exhibit")

        try session.swipeBack()
        try shot("back-home")

        try session.resize(width: landscape.height, height: landscape.width)
        try shot("home-portrait")

        try session.tapTile(4)
        try session.finishTransition()
        try shot("exhibit-portrait")

        if let detail = session.scene.navigation.topViewController as? DetailViewController {
            let back = detail.backButton
            try session.tap(4, at: back.convert(Point(x: back.bounds.midX, y: back.bounds.midY), to: session.window))
            try session.finishTransition()
        }
        try session.tapTile(0)
        try session.finishTransition()
        try session.advance(by: .milliseconds(Int64(idle * 1000) + 100))
        try session.settle()
        try shot("idle-home")

        // The language button: German, then Arabic (mirrored), an exhibit in Arabic, then Japanese.
        try session.tapLanguageButton()
        try session.tapLanguageButton()
        try session.settle()
        try shot("home-arabic")
        try session.tapTile(1)
        try session.finishTransition()
        try shot("exhibit-arabic")
        try session.tapLanguageButton()
        try session.settle()
        try shot("exhibit-japanese")
        return shots.written
    }
}
