import Testing
@testable import Tactile
import TactileTesting
import TactileHeadless

/// A compositor that floods the window with configures.
@MainActor struct ConfigureBurstFaultTests {
    /// Maps a window, sends 1,000 configures in one burst (the last one 321×123) and settles.
    /// Returns the harness, the frames drawn for the burst and the last configure.
    func burst() throws -> (PlatformHarness, frames: Int, last: XdgConfigure?) {
        let h = try PlatformHarness()
        let toplevel = try h.mapWindow()
        h.compositor.vblank()
        try h.settle()
        let framesBefore = try #require(h.platform.windowSurface?.frameCount)
        var sizes: [(width: Int32, height: Int32)] = []
        for i: Int32 in 0..<999 { sizes.append((width: 150 + i % 97, height: 80 + i % 41)) }
        sizes.append((width: 321, height: 123))
        let last = h.compositor.sendConfigureBurst(to: toplevel, sizes: sizes)
        try h.settle()
        return (h, (h.platform.windowSurface?.frameCount ?? 0) - framesBefore, last)
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
