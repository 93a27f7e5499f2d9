#if canImport(Glibc)
import Glibc
import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileTestSupport

/// A touchpad pinch under way, then Swift heap allocations counted over 100 updates delivered end to end
/// (compositor injection, client dispatch, synthetic touches, the pinch recognizer).
@MainActor private enum PinchBench {
    static func run() -> Int {
        guard let h = try? PlatformHarness(size: Size(width: 400, height: 300)) else { return 252 }
        let view = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        view.isMultipleTouchEnabled = true
        h.window.addSubview(view)
        let pinch = PinchGestureRecognizer()
        var reports = 0
        pinch.addAction { _ in reports += 1 }
        view.addGestureRecognizer(pinch)
        guard let surface = try? h.mapWindow().surface,
              (try? h.compositor.pointerEnter(surface, at: Point(x: 200, y: 150))) != nil,
              (try? h.compositor.touchpadPinchBegin()) != nil else { return 252 }
        var scale = 1.0
        func update() {
            h.compositor.eventTime += 8
            scale += 0.01
            try? h.compositor.touchpadPinchUpdate(scale: scale)
            try? h.step()
        }
        for _ in 0..<20 { update() }
        let count = AllocationCounter.measure { for _ in 0..<100 { update() } }
        guard reports >= 100 else { return 253 }
        return count.map { min($0, 250) } ?? 254
    }
}

/// Touchpad pinch updates must not allocate once under way (measured in a child process, as the
/// runtime's allocation hook is process-wide; exit status = allocations, 252/253 set-up failures).
@MainActor @Suite struct TouchpadGestureAllocationTests {
    @Test func pinchUpdatesAllocateNothingEndToEnd() async {
        await #expect(processExitsWith: .success) {
            let count = await MainActor.run { PinchBench.run() }
            _exit(Int32(count == 254 ? 0 : count))
        }
    }
}
#endif
