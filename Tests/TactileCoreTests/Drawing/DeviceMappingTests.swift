import Testing
@testable import TactileCore
import TactileTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The renderer's affine map: the box a rectangle lands in, worked out for every view of every frame.
@Suite struct DeviceMappingTests {
    @Test func theBoxOfATranslatedAndScaledRectangle() {
        let mapping = DeviceMapping.translation(10, -4).then(.scale(2))
        let box = mapping.boundingBox(of: 1, 2, 3, 4)
        #expect(box.minX == 22 && box.minY == -4 && box.maxX == 28 && box.maxY == 4)
    }

    @Test func theBoxOfARotatedRectangleHoldsAllFourCorners() {
        // A quarter turn: (x, y) → (-y, x).
        let quarterTurn = DeviceMapping(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let box = quarterTurn.boundingBox(of: 0, 0, 10, 20)
        #expect(box.minX == -20 && box.minY == 0 && box.maxX == 0 && box.maxY == 10)
        // An eighth turn of a 2×2 square about its centre: a box 2√2 wide and high.
        let r = 0.5.squareRoot()
        let eighthTurn = DeviceMapping(a: r, b: r, c: -r, d: r, tx: 0, ty: 0)
        let tilted = eighthTurn.boundingBox(of: -1, -1, 2, 2)
        #expect(abs(tilted.minX + 2 * r) < 1e-12 && abs(tilted.maxX - 2 * r) < 1e-12)
        #expect(abs(tilted.minY + 2 * r) < 1e-12 && abs(tilted.maxY - 2 * r) < 1e-12)
    }

    #if canImport(Glibc)
    /// Counted in a child process: the runtime's allocation hook is process-wide.
    @Test(.enabled(if: AllocationCounter.isAvailable, "the Swift runtime exports no allocation hook"))
    func workingOutABoxAllocatesNothing() async {
        await #expect(processExitsWith: .exitCode(0)) {
            let mapping = DeviceMapping(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 3, ty: 4)
            var sum = 0.0
            let count = AllocationCounter.measure {
                for i in 0..<1000 {
                    let box = mapping.boundingBox(of: Double(i), 1, 60, 60)
                    sum += box.maxX - box.minX
                }
            } ?? 254
            _exit(sum > 0 ? Int32(min(count, 250)) : 251)
        }
    }
    #endif
}
