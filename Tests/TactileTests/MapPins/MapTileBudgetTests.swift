import Testing
import Tactile
import TactileTesting
@testable import MapPinsKit

/// A map window as large as a buffer allows renders a bounded number of new tiles per draw (so the
/// app keeps answering its compositor while a hostile or huge configure makes it zoom), and fills in
/// the rest over the next draws.
@MainActor struct MapTileBudgetTests {
    @Test func aHugeMapRendersABoundedNumberOfTilesPerDrawAndCompletesLater() throws {
        let clock = ManualClock()
        let window = MapPinsWindow(frame: Rect(x: 0, y: 0, width: 3000, height: 3000), clock: clock)
        let scene = MapPinsScene(window: window)
        let image = try PixelImage(width: 3000, height: 3000)
        ViewRenderer().render(window, into: image, scale: 1)
        let needed = scene.map.tileLayer.columns.count * scene.map.tileLayer.rows.count
        #expect(needed > 2 * MapTileCache.rendersPerDraw)
        #expect(scene.map.tiles.renderCount == MapTileCache.rendersPerDraw)
        var draws = 1
        while scene.map.tiles.renderCount < needed && draws < 10 {
            clock.advance(by: .milliseconds(1))
            ViewRenderer().render(window, into: image, scale: 1)
            draws += 1
            #expect(scene.map.tiles.renderCount <= draws * MapTileCache.rendersPerDraw)
        }
        #expect(scene.map.tiles.renderCount == needed)
        #expect(draws == (needed + MapTileCache.rendersPerDraw - 1) / MapTileCache.rendersPerDraw)
    }
}
