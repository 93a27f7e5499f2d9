#if canImport(Glibc)
import Glibc
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting
import TactileTestSupport

/// A delegate giving every row two actions.
@MainActor private final class TwoActions: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, trailingSwipeActionsForItemAt indexPath: IndexPath) -> [SwipeAction] {
        [SwipeAction(title: "Delete", style: .destructive) { $0(true) }, SwipeAction(title: "Flag", style: .normal) { $0(true) }]
    }
}

/// Swipes a row back and forth (its content and action buttons moving every motion) and counts the
/// allocations of 100 motions.
@MainActor private enum SwipeDragBench {
    static func run() -> Int {
        let s = ControlScene()
        let view = CollectionView(frame: R(0, 0, 400, 400), collectionViewLayout: ListLayout())
        view.register(TestCell.self, forCellWithReuseIdentifier: "cell")
        let data = ListData([1000])
        data.labelsCells = false
        let actions = TwoActions()
        view.dataSource = data
        view.delegate = actions
        s.window.addSubview(view)
        s.window.prepareForFrame()
        var x = 390.0
        s.down(1, x, 66)
        for _ in 1...20 { s.wait(8); x -= 3; s.move(1, x, 66) }
        var step = -1.0
        let motions = {
            for i in 0..<100 {
                if i % 25 == 0 { step = -step }
                s.clock.advance(by: .milliseconds(8))
                x += step * 2
                s.driver.move(1, to: Point(x: x, y: 66))
                s.driver.frame()
                s.window.prepareForFrame()
                s.window.clearDamage()
            }
        }
        motions()       // warm-up
        let revealBefore = view.swipeController.reveal
        let count = AllocationCounter.measure(motions)
        guard view.indexPathForSwipedItem == IndexPath(item: 1, section: 0), view.swipeController.reveal > 40,
              revealBefore > 40, !view.isDragging else { return 253 }
        return count.map { min($0, 250) } ?? 254
    }
}

@MainActor @Suite struct SwipeAllocationTests {
    @Test func swipingARowAllocatesNothingPerMotion() async {
        await #expect(processExitsWith: .success) {
            let count = await MainActor.run { SwipeDragBench.run() }
            _exit(Int32(count == 254 ? 0 : count))
        }
    }
}
#endif
