import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
@testable import TactileHeadless

/// A compositor that never releases buffers.
@MainActor struct BufferFaultTests {
    /// A checksum of every buffer the compositor holds, by buffer.
    func heldChecksums(_ compositor: HeadlessCompositor) -> [ObjectIdentifier: UInt64] {
        var sums: [ObjectIdentifier: UInt64] = [:]
        for (key, buffer) in compositor.bufferTable where buffer.isHeld {
            var sum: UInt64 = 1469598103934665603
            for y in 0..<Int(buffer.height) {
                for x in 0..<Int(buffer.width) {
                    sum = (sum ^ UInt64(buffer.rawPixel(x: x, y: y) ?? 0)) &* 1099511628211
                }
            }
            sums[key] = sum
        }
        return sums
    }

    @Test func withoutReleasesAtMostTheCapIsAllocatedAndNoHeldBufferIsWritten() throws {
        let h = try PlatformHarness()
        let box = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        box.backgroundColor = Color(red: 1, green: 0, blue: 0)
        h.window.addSubview(box)
        h.compositor.withholdsBufferReleases = true
        let toplevel = try h.mapWindow()
        let swapchain = try #require(h.platform.windowSurface?.presenter.swapchain)
        let colors = [Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 0)]
        var framesWhenFull: Int?
        for round in 0..<8 {
            let before = heldChecksums(h.compositor)
            box.backgroundColor = colors[round % colors.count]
            h.compositor.vblank()
            try h.settle()
            let after = heldChecksums(h.compositor)
            for (key, sum) in before {
                #expect(after[key] == sum, "round \(round): a held buffer was written")
            }
            #expect(swapchain.buffers.count <= swapchain.capacity)
            #expect(h.compositor.bufferCount <= swapchain.capacity)
            if swapchain.heldCount == swapchain.capacity, framesWhenFull == nil {
                framesWhenFull = h.platform.windowSurface?.frameCount
            }
        }
        // Once every buffer is held the app waits: no more frames.
        let waitingAt = try #require(framesWhenFull)
        #expect(h.platform.windowSurface?.frameCount == waitingAt)
        // Releasing them lets the last change through.
        h.compositor.withholdsBufferReleases = false
        h.compositor.releaseWithheldBuffers()
        h.compositor.vblank()
        try h.settle()
        #expect(toplevel.surface.buffer?.color(x: 100, y: 50) == colors[7 % colors.count])
        #expect(swapchain.buffers.count <= swapchain.capacity)
    }
}
