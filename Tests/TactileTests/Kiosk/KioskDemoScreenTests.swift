import Testing
import Tactile
import TactileHeadless
import KioskHeadless
@testable import KioskKit

/// kiosk-demo end to end under `HeadlessCompositor`: at 800×480, 1920×1080 and 1080×1920, and
/// across live configures from one to another, the window's buffer is the window's size with no
/// unpainted pixel, and every tile is on screen, drawn where it is, and answers a tap there.
@MainActor @Suite struct KioskDemoScreenTests {
    nonisolated static let sizes: [(Int32, Int32)] = [(800, 480), (1920, 1080), (1080, 1920)]

    @Test(arguments: sizes)
    func homeScreenFillsTheWindow(width: Int32, height: Int32) throws {
        let session = try KioskDemoSession(size: Size(width: Double(width), height: Double(height)))
        try session.start()
        try checkHome(session, width: width, height: height)
        try checkEveryTileAnswersATap(session)
    }

    @Test func liveConfiguresReflowTheHomeScreen() throws {
        let session = try KioskDemoSession(size: Size(width: 800, height: 480))
        try session.start()
        try checkHome(session, width: 800, height: 480)
        #expect(session.scene.home.grid.columns == 3)
        try session.resize(width: 1080, height: 1920)
        try checkHome(session, width: 1080, height: 1920)
        #expect(session.scene.home.grid.columns == 2)
        try session.resize(width: 1920, height: 1080)
        try checkHome(session, width: 1920, height: 1080)
        #expect(session.scene.home.grid.columns == 3)
        try checkEveryTileAnswersATap(session)
    }

    @Test func aDetailScreenFollowsALiveConfigure() throws {
        let session = try KioskDemoSession(size: Size(width: 1920, height: 1080))
        try session.start()
        try session.tapTile(1)
        try session.finishTransition()
        try session.resize(width: 1080, height: 1920)
        let shot = try session.screenshot()
        #expect(shot.width == 1080 && shot.height == 1920)
        #expect(unpaintedPixels(in: shot) == 0)
        let detail = try #require(session.scene.navigation.topViewController as? DetailViewController)
        // Full-bleed: kiosk-demo hides the navigation bar and draws its own back button.
        #expect(detail.view.frame == Rect(x: 0, y: 0, width: 1080, height: 1920))
    }

    /// Configures a hostile compositor may send (found by the wire fuzzer): tiles ten thousand
    /// points tall. Their pictures are drawn without a resampled copy the size of the aspect fill
    /// (15569×9730 pixels per tile, 3.6 GB for the six), and a normal size shows the home screen again.
    @Test(arguments: [(Int32(1214), Int32(100000)), (704, 65536)])
    func aHugelyTallWindowKeepsNoHugeCopyOfAPicture(width: Int32, height: Int32) throws {
        let session = try KioskDemoSession(size: Size(width: 800, height: 480))
        try session.start()
        try session.resize(width: width, height: height)
        var imageViews: [ImageView] = []
        func collect(_ view: View) {
            if let imageView = view as? ImageView { imageViews.append(imageView) }
            for sub in view.subviews { collect(sub) }
        }
        collect(session.window)
        #expect(imageViews.count >= 6)
        for view in imageViews {
            let copy = view.cachedScaledPixelSize.map { $0.width * $0.height } ?? 0
            #expect(Double(copy) <= 2 * view.bounds.width * view.bounds.height, "\(view.bounds.size): copy of \(copy) pixels")
        }
        try session.resize(width: 800, height: 480)
        try checkHome(session, width: 800, height: 480)
    }

    // MARK: Checks

    /// The home screen at `width`×`height`: buffer size, no unpainted pixel, tiles inside the
    /// window, each drawn where it is and hit-tested to itself.
    private func checkHome(_ session: KioskDemoSession, width: Int32, height: Int32,
                           sourceLocation: SourceLocation = #_sourceLocation) throws {
        let shot = try session.screenshot()
        #expect(shot.width == Int(width) && shot.height == Int(height), "screenshot \(shot.width)×\(shot.height)",
                sourceLocation: sourceLocation)
        #expect(session.window.bounds.size == Size(width: Double(width), height: Double(height)), sourceLocation: sourceLocation)
        #expect(unpaintedPixels(in: shot) == 0, "unpainted pixels at \(width)×\(height)", sourceLocation: sourceLocation)
        let window = session.window
        for tile in session.scene.home.grid.tiles {
            let frame = try #require(session.scene.tileFrame(tile.index))
            #expect(frame.width >= 60 && frame.height >= 60, "tile \(tile.index) is \(frame)", sourceLocation: sourceLocation)
            #expect(window.bounds.contains(Point(x: frame.minX, y: frame.minY))
                    && window.bounds.contains(Point(x: frame.maxX - 0.5, y: frame.maxY - 0.5)),
                    "tile \(tile.index) at \(frame) leaves the window", sourceLocation: sourceLocation)
            let centre = Point(x: frame.midX, y: frame.midY)
            #expect(window.hitTest(centre, with: nil) === tile, "tile \(tile.index) is not hit at its centre", sourceLocation: sourceLocation)
            // The card's colour shows in its title strip, left of the centred title.
            let strip = shot.pixel(at: Point(x: frame.minX + 8, y: frame.maxY - 6))
            #expect(strip.matches(KioskPalette.card), "tile \(tile.index) is not drawn at \(frame): \(strip)",
                    sourceLocation: sourceLocation)
        }
    }

    /// Taps every tile through the compositor where it is drawn: each reports its own index. (The
    /// push is left out here; the flow tests follow it.)
    private func checkEveryTileAnswersATap(_ session: KioskDemoSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var tapped: [Int] = []
        let opens = session.scene.home.onTileTapped
        session.scene.home.onTileTapped = { tapped.append($0) }
        defer { session.scene.home.onTileTapped = opens }
        for index in Exhibit.all.indices {
            try session.tapTile(index, id: Int32(10 + index))
        }
        #expect(tapped == Array(Exhibit.all.indices), sourceLocation: sourceLocation)
    }

    /// Pixels the app left transparent (alpha below 255).
    private func unpaintedPixels(in shot: Bitmap) -> Int {
        shot.rgba.withUnsafeBufferPointer { bytes in
            var count = 0
            var i = 3
            while i < bytes.count {
                if bytes[i] != 255 { count += 1 }
                i += 4
            }
            return count
        }
    }
}
