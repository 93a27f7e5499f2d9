import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting

/// `HeadlessCompositor.onCommitArrival`: what the latency benchmark timestamps.
@MainActor struct CommitArrivalTests {
    /// Arrivals on the window's main surface, recorded as (attaches a buffer, moves a subsurface).
    final class Arrivals {
        var all: [(surfaceID: UInt32, attaches: Bool, moves: Bool)] = []
    }

    func observe(_ h: PlatformHarness) -> Arrivals {
        let arrivals = Arrivals()
        h.compositor.onCommitArrival = { arrivals.all.append(($0.surface.id, $0.attachesBuffer, $0.movesSubsurface)) }
        return arrivals
    }

    @Test func everyCommitArrivesBeforeItIsLoggedAndTheFirstFrameAttachesABuffer() throws {
        let h = try PlatformHarness()
        let arrivals = observe(h)
        let toplevel = try h.mapWindow()
        #expect(arrivals.all.count == h.compositor.commitLog.count)
        #expect(arrivals.all.map(\.surfaceID) == h.compositor.commitLog.map(\.surfaceID))
        // The initial commit has no buffer; the first frame does.
        let window = arrivals.all.filter { $0.surfaceID == toplevel.surface.id }
        #expect(window.first?.attaches == false)
        #expect(window.contains { $0.attaches })
        #expect(!window.contains { $0.moves })
    }

    @Test func movingAViewOnItsOwnSurfaceArrivesAsASubsurfaceMoveWithoutABuffer() throws {
        let h = try PlatformHarness()
        let card = View(frame: Rect(x: 20, y: 20, width: 40, height: 30))
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.usesOwnSurface = true
        h.window.addSubview(card)
        let toplevel = try h.mapWindow()
        h.compositor.vblank()
        try h.settle()
        let arrivals = observe(h)

        card.center = Point(x: card.center.x + 30, y: card.center.y + 10)
        try h.settle()

        let window = arrivals.all.filter { $0.surfaceID == toplevel.surface.id }
        #expect(window.count == 1)
        #expect(window.first?.moves == true)
        #expect(window.first?.attaches == false)
    }

    @Test func withoutAnObserverCommitsAreHandledAsBefore() throws {
        let h = try PlatformHarness()
        let arrivals = observe(h)
        h.compositor.onCommitArrival = nil
        let toplevel = try h.mapWindow()
        #expect(arrivals.all.isEmpty)
        #expect(toplevel.surface.buffer != nil)
    }
}
