import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// A compositor that floods the window with configures.
@MainActor struct ConfigureBurstFaultTests {
    /// Maps a window, sends 1,000 configures in one burst (the last one 321×123) and settles.
    /// Returns the harness, the frames drawn for the burst and the last configure.
    func burst() throws -> (PlatformHarness, frames: Int, last: XdgConfigure?) {
        let setUp = try ConfigureBurstSetUp()
        let h = setUp.harness
        let last = h.compositor.sendConfigureBurst(to: setUp.toplevel, sizes: ConfigureBurstSetUp.sizes(count: 1000))
        try h.settle()
        return (h, (h.platform.windowSurface?.frameCount ?? 0) - setUp.framesBefore, last)
    }

    @Test func aThousandConfiguresAreAllAckedAndTheLastSizeWins() throws {
        let (h, frames, last) = try burst()
        let toplevel = try #require(h.toplevel)
        #expect(h.window.bounds.size == Size(width: 321, height: 123))
        #expect(toplevel.ackedConfigure?.serial == last?.serial)
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 321, height: 123))
        // Bounded: at most one repaint per socket read (36 KB of events, 4 KiB per read).
        #expect(frames >= 1 && frames <= 10)
    }

    @Test func aThousandConfiguresMakeOneRepaint() throws {
        let (_, frames, _) = try burst()
        #expect(frames == 1)
    }
}
