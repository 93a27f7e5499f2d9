import Testing
import TactileCore
import TactileTesting
import TactileHeadless
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// Opt-in timings (`TACTILE_MEASURE=1`): printed, never asserted, since tests must not depend on speed.
@Suite("HeadlessCompositor measurements")
struct MeasurementTests {
    static var enabled: Bool { getenv("TACTILE_MEASURE") != nil }

    @Test(.enabled(if: MeasurementTests.enabled, "set TACTILE_MEASURE=1 to print timings"))
    func printTimings() throws {
        let clock = ContinuousClock()
        var client: CompositorClient?
        let setUp = try clock.measure { client = try CompositorClient() }
        let connected = try #require(client)

        let keyboard = try connected.seat.getKeyboard()
        let keymap = try clock.measure { try connected.roundtrip() }  // compiles the xkb keymap on first use

        let buffer = try connected.makeBuffer(width: 64, height: 64, filledWith: 0xFFFF_FFFF)
        let toplevel = try connected.makeMappedToplevel(buffer: buffer)
        let touch = try connected.seat.getTouch()
        var motions = 0
        touch.onEvent = { if case .motion = $0 { motions += 1 } }
        try connected.roundtrip()
        let surface = try connected.serverSurface(toplevel.surface)
        let compositor = connected.compositor
        try compositor.touchDown(id: 1, at: .zero, on: surface)
        let count = 1000
        let motion = try clock.measure {
            for step in 0..<count {
                try compositor.touchMotion(id: 1, to: Point(x: Double(step % 64), y: 1))
                try compositor.touchFrame()
                try compositor.pump(connected.display)
            }
        }
        let shot = try clock.measure { _ = try compositor.screenshot(of: surface) }
        print("""
            HeadlessCompositor: client set-up + globals \(setUp); first keyboard (xkb keymap) \(keymap); \
            \(count) touch motion+frame exchanges \(motion) (\(motions) delivered); 64×64 screenshot \(shot)
            """)
        withExtendedLifetime((keyboard, touch)) {}
    }
}
