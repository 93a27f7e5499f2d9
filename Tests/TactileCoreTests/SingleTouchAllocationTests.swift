import Testing
@testable import TactileCore
import TactileTesting
import TactileTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Lets every recognizer recognize alongside any other.
@MainActor private final class AllowAll: GestureRecognizerDelegate {
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
}

/// A view that counts its touch calls (recording them would allocate).
@MainActor private final class CountingView: View {
    var moves = 0
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { moves += touches.count }
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {}
}

/// One finger moving on a view 8 deep under built-in recognizers that all stay active: two pans
/// recognized simultaneously (changed + action each move, not cancelling the view's touch) and a
/// long press that can never fire. The single-touch delivery path (swarm delivered in place, the
/// recognizers' and the view's touch sets reused).
@MainActor private final class SingleTouchBench {
    let clock = ManualClock()
    let window: Window
    let leaf = CountingView(frame: R(0, 0, 800, 800))
    let delegate = AllowAll()
    var actions = 0
    private var time: Duration = .zero
    private var step = 0

    init() {
        window = Window(frame: R(0, 0, 800, 800), clock: clock)
        var parent: View = window
        for _ in 0..<7 {
            let v = View(frame: R(0, 0, 800, 800))
            parent.addSubview(v)
            parent = v
        }
        parent.addSubview(leaf)
        for i in 0..<3 {
            let g: GestureRecognizer
            if i < 2 {
                let pan = PanGestureRecognizer()
                pan.cancelsTouchesInView = false
                pan.addAction { [unowned self] _ in self.actions += 1 }
                g = pan
            } else {
                let press = LongPressGestureRecognizer()
                press.allowableMovement = .infinity
                press.minimumPressDuration = .seconds(1_000_000)
                g = press
            }
            g.delegate = delegate
            (i == 0 ? leaf : parent.superview ?? parent).addGestureRecognizer(g)
        }
        tick()
        window.input.down(id: 1, at: P(400, 400), timestamp: time)
        window.input.frame()
        for _ in 0..<50 { move() }                           // warm-up: pans recognized, storage sized
    }

    func move() {
        tick()
        step += 1
        window.input.move(id: 1, to: P(380 + Double(step % 40), 400), timestamp: time)
        window.input.frame()
    }

    private func tick() { time += .milliseconds(8) }
}

@MainActor @Suite("Single-touch allocations") struct SingleTouchAllocationTests {
    @Test func everyRecognizerAndTheViewSeeEveryMove() {
        let bench = SingleTouchBench()
        for _ in 0..<100 { bench.move() }
        #expect(bench.leaf.moves == 150)
        #expect(bench.actions == 2 * 150)                    // both pans: began on the first move (19 pt), then changed
    }

    #if canImport(Glibc)
    /// 1000 single-finger motion events allocate nothing (measured in a child process: the runtime
    /// hook is process-wide; the count is the exit status, 0 = none).
    @Test(.enabled(if: AllocationCounter.isAvailable, "the Swift runtime exports no allocation hook"))
    func singleTouchMotionAllocatesNothingInSteadyState() async {
        await #expect(processExitsWith: .success) {
            let count = await MainActor.run { () -> Int in
                let bench = SingleTouchBench()
                return AllocationCounter.measure { for _ in 0..<1000 { bench.move() } }.map { min($0, 250) } ?? 254
            }
            _exit(Int32(count))
        }
    }
    #endif
}
