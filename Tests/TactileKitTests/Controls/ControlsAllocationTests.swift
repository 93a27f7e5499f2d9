#if canImport(Glibc)
import Glibc
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting
import TactileTestSupport

/// Builds a scene, drags to a steady state, then counts allocations during 100 motions.
@MainActor private enum DragBench {
    static func slider() -> Int {
        let s = ControlScene()
        let slider = Slider(frame: R(0, 100, 400, 40))
        s.window.addSubview(slider)
        var reports = 0
        slider.addAction { _ in reports += 1 }
        s.down(1, 14, 120)
        for i in 1...5 { s.wait(8); s.move(1, 14 + Double(i), 120) }
        var x = 20.0
        let motions = {
            for _ in 0..<100 {
                s.clock.advance(by: .milliseconds(8))
                x += 1
                s.driver.move(1, to: Point(x: x, y: 120))
                s.driver.frame()
                s.window.clearDamage()
            }
        }
        motions()       // warm-up: first uses (lazily created runtime metadata) are not steady state
        let count = AllocationCounter.measure(motions)
        guard reports >= 100 else { return 253 }     // the slider did not follow
        return count.map { min($0, 250) } ?? 254
    }

    static func scroll() -> Int {
        let s = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 400, 400))
        scroll.contentSize = Size(width: 400, height: 100_000)
        scroll.addSubview(Button(frame: R(10, 10, 200, 44), title: "Content"))
        s.window.addSubview(scroll)
        var y = 390.0
        s.down(1, 200, y)
        for _ in 1...50 { s.wait(8); y -= 2; s.move(1, 200, y) }
        let motions = {
            for _ in 0..<100 {
                s.clock.advance(by: .milliseconds(8))
                y -= 2
                s.driver.move(1, to: Point(x: 200, y: y))
                s.driver.frame()
                s.window.clearDamage()
            }
        }
        motions()       // warm-up: first uses (lazily created runtime metadata) are not steady state
        let count = AllocationCounter.measure(motions)
        guard scroll.isDragging, scroll.contentOffset.y > 200 else { return 253 }   // not scrolling
        return count.map { min($0, 250) } ?? 254
    }
}

/// Dragging a control must not allocate per motion once under way. The runtime's allocation hook
/// is process-wide, so each measurement runs in a child process that exits with the count
/// (0: no allocation; 253: the control did not move; 254: no allocation probe).
@MainActor @Suite struct ControlsAllocationTests {
    @Test func draggingASliderAllocatesNothingPerMotion() async {
        await #expect(processExitsWith: .success) {
            let count = await MainActor.run { DragBench.slider() }
            _exit(Int32(count == 254 ? 0 : count))
        }
    }

    @Test func scrollingAllocatesNothingPerMotion() async {
        await #expect(processExitsWith: .success) {
            let count = await MainActor.run { DragBench.scroll() }
            _exit(Int32(count == 254 ? 0 : count))
        }
    }
}
#endif
