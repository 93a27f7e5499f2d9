import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

#if canImport(Glibc)
import Glibc
#endif

/// A slow compositor: it stops reading while the app keeps sending, so the socket buffer fills.
///
/// 2,000 configures arrive; the app reads them (36 KB, 4 KiB per read) and answers each with an
/// `ack_configure` — 24 KB of requests — through a socket whose send buffer is shrunk to the minimum,
/// while the compositor reads nothing.
@MainActor struct BackpressureFaultTests {
    /// 2,000 configure sizes.
    static let burst: [(width: Int32, height: Int32)] = (0..<Int32(2000)).map { i -> (width: Int32, height: Int32) in
        (width: 100 + i % 50, height: 60)
    }

    /// A mapped window whose socket has the smallest send buffer, with the burst queued for it.
    func floodedWindow() throws -> (PlatformHarness, HeadlessToplevel, XdgConfigure?) {
        let h = try PlatformHarness()
        let toplevel = try h.mapWindow()
        var small: Int32 = 1024
        #expect(setsockopt(h.display.fileDescriptor, SOL_SOCKET, SO_SNDBUF, &small, socklen_t(MemoryLayout<Int32>.size)) == 0)
        let last = h.compositor.sendConfigureBurst(to: toplevel, sizes: Self.burst)
        return (h, toplevel, last)
    }

    /// The app reads everything while the compositor reads nothing (only `dispatch`, never
    /// `update`, whose flush would block on the full socket); returns the first failure.
    func readEverything(_ h: PlatformHarness) -> PlatformError? {
        for _ in 0..<40 {
            do { try h.platform.dispatch() } catch { return error }
        }
        return nil
    }

    @Test func aFullSocketLosesNoRequestAndDoesNotSpin() throws {
        let (h, toplevel, last) = try floodedWindow()
        #expect(readEverything(h) == nil)
        var steps = 0
        while toplevel.ackedConfigure?.serial != last?.serial && steps < 64 {
            try h.step()
            steps += 1
        }
        #expect(toplevel.ackedConfigure?.serial == last?.serial)
        #expect(steps < 64)
        #expect(h.window.bounds.size == Size(width: Double(Self.burst[1999].width), height: 60))
    }

    /// What happens today, recorded so a change (a newer libwayland, or a fix in WaylandClient) is
    /// noticed: the overflow ends in one clear connection error on a dispatch — no crash, no hang.
    @Test func aFullSocketEndsWithAConnectionErrorNotACrash() throws {
        let (h, toplevel, last) = try floodedWindow()
        if let failure = readEverything(h) {
            #expect(failure.description.hasPrefix("lost the connection to the Wayland compositor"))
            #expect(throws: PlatformError.self) { try h.platform.dispatch() }
        } else {
            // A libwayland that grows its buffer: then nothing may be lost.
            for _ in 0..<64 where toplevel.ackedConfigure?.serial != last?.serial { try h.step() }
            #expect(toplevel.ackedConfigure?.serial == last?.serial)
        }
    }
}
