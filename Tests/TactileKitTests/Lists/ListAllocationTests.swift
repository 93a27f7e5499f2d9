#if canImport(Glibc)
import Glibc
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting
import TactileTestSupport

/// Drags a warm 10 000-row list (cells coming and going every few motions) and counts the
/// allocations of 100 motions.
@MainActor private enum ListDragBench {
    static func run() -> Int {
        let s = ControlScene()
        let view = CollectionView(frame: R(0, 0, 400, 400), collectionViewLayout: ListLayout())
        view.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        let data = ListData([10_000])
        data.labelsCells = false
        view.dataSource = data
        s.window.addSubview(view)
        s.window.prepareForFrame()
        var y = 390.0
        s.down(1, 200, y)
        for _ in 1...50 { s.wait(8); y -= 2; s.move(1, 200, y) }
        let motions = {
            for _ in 0..<100 {
                s.clock.advance(by: .milliseconds(8))
                y -= 3
                s.driver.move(1, to: Point(x: 200, y: y))
                s.driver.frame()
                s.window.prepareForFrame()
                s.window.clearDamage()
            }
        }
        motions()       // warm-up: the reuse queue fills, lazily created metadata
        let before = data.cellForItemCalls
        let count = AllocationCounter.measure(motions)
        // 300 points of motion: about 7 rows came and went.
        guard view.isDragging, data.cellForItemCalls - before >= 5 else { return 253 }
        return count.map { min($0, 250) } ?? 254
    }
}

@MainActor @Suite struct ListAllocationTests {
    @Test func scrollingAWarmListAllocatesNothingPerMotion() async {
        await #expect(processExitsWith: .success) {
            let count = await MainActor.run { ListDragBench.run() }
            _exit(Int32(count == 254 ? 0 : count))
        }
    }
}
#endif
