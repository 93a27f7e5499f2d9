import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland

@MainActor struct BufferLimitsTests {
    /// The clamp itself: 32767 pixels a side, 128 MiB a buffer (the aspect ratio kept), overflow-safe.
    @Test func bufferLimitsKeepSidesAndMemoryWithinTheCaps() {
        #expect(BufferLimits.clamped(width: 200, height: 100) == (200, 100))
        #expect(BufferLimits.clamped(width: 40000, height: 10) == (32767, 10))
        #expect(BufferLimits.clamped(width: 0, height: -5) == (1, 1))
        for (w, h) in [(Int.max, Int.max), (32767, 32767), (20000, 20000), (Int.max, 1), (1, Int.max)] {
            let fitted = BufferLimits.clamped(width: w, height: h)
            #expect(BufferLimits.byteCount(width: fitted.width, height: fitted.height) != nil)
        }
        let square = BufferLimits.clamped(width: 20000, height: 20000)
        #expect(square.width == square.height && square.width > 5700)
        #expect(BufferLimits.byteCount(width: 8192, height: 4096) == 128 << 20)
        #expect(BufferLimits.byteCount(width: 8192, height: 4097) == nil)
        #expect(BufferLimits.fittingScale(8, width: 4200, height: 20) == 7)
        #expect(BufferLimits.fittingScale(8, width: Int.max, height: 1) == 1)
        #expect(BufferLimits.wholePoints(.nan) == 1 && BufferLimits.wholePoints(.infinity) == Int.max)
    }
}
