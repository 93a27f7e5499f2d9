#if canImport(Glibc)
import Glibc
import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileTestSupport

/// A view on its own surface following a finger, as map-pins drags a pin: the client's share of
/// each touch frame (reading and delivering it, then the frame that moves the subsurface and
/// commits) is counted, the compositor's is not.
@MainActor private enum OwnSurfaceDragBench {
    /// Moves itself by each motion of its touch.
    final class DraggedView: View {
        override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
            guard let touch = touches.first else { return }
            let now = touch.location(in: superview), before = touch.previousLocation(in: superview)
            center = Point(x: center.x + now.x - before.x, y: center.y + now.y - before.y)
        }
    }

    static func run() -> Int {
        guard let h = try? PlatformHarness(size: Size(width: 400, height: 300)) else { return 252 }
        let pin = DraggedView(frame: Rect(x: 100, y: 100, width: 40, height: 40))
        pin.backgroundColor = Color(red: 0.8, green: 0.2, blue: 0.2)
        pin.usesOwnSurface = true
        h.window.addSubview(pin)
        guard let surface = try? h.mapWindow().surface else { return 252 }
        var x = 120.0
        func motion() -> Int? {
            h.compositor.eventTime += 8
            x += 1
            guard (try? h.compositor.touchMotion(id: 0, to: Point(x: x, y: 120))) != nil,
                  (try? h.compositor.touchFrame()) != nil else { return nil }
            // The display refreshes: the app gets its frame callback with the touch frame.
            h.compositor.vblank()
            let delivery = AllocationCounter.measure { try? h.platform.dispatch() }
            let frame = AllocationCounter.measure { try? h.platform.update() }
            guard (try? h.compositor.dispatch()) != nil, let delivery, let frame else { return nil }
            return delivery + frame
        }
        guard (try? h.compositor.touchDown(id: 0, at: Point(x: 120, y: 120), on: surface)) != nil,
              (try? h.compositor.touchFrame()) != nil, (try? h.settle()) != nil else { return 252 }
        for _ in 0..<20 { guard motion() != nil else { return 252 } }
        let start = pin.center.x
        var count = 0
        for _ in 0..<100 {
            guard let allocations = motion() else { return 254 }
            count += allocations
        }
        // The pin followed: 100 motions of one point each.
        guard abs(pin.center.x - start - 100) < 0.5 else { return 253 }
        return min(count, 250)
    }
}

/// Dragging a view on its own surface allocates nothing per touch frame once under way (measured in
/// a child process, as the runtime's allocation hook is process-wide; exit status = allocations,
/// 252–254 set-up failures).
@MainActor @Suite struct OwnSurfaceDragAllocationTests {
    @Test func ownSurfaceDragFramesAllocateNothing() async {
        await #expect(processExitsWith: .success) {
            let count = await MainActor.run { OwnSurfaceDragBench.run() }
            _exit(Int32(count))
        }
    }
}
#endif
