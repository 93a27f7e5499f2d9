import Testing
@testable import TactileCore
import TactileTesting
import TactileTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A view that handles touches without recording them (recording would allocate).
@MainActor private final class QuietView: View {
    var moves = 0
    var onMove: (() -> Void)?
    var keep: [Marker] = []
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        moves += touches.count
        onMove?()
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {}
}

/// An object per allocation, for the probe's positive control.
private final class Marker {}

/// A continuous recognizer that begins on the first move and reports every later move.
@MainActor private final class QuietPan: GestureRecognizer {
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        state = state == .possible ? .began : .changed
        _ = location(in: view)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if numberOfTouches == touches.count { state = .ended }
    }
}

/// Two fingers moving over nested, transformed views with a recognizer reporting every move (its
/// action drags a view, recording damage) and another one undecided: the full delivery path.
@MainActor private final class MotionBench {
    let clock = ManualClock()
    let window: Window
    let inner = QuietView(frame: R(100, 100, 600, 600))
    let driver: TouchDriver
    var actions = 0
    var redraws = 0

    /// `priority`: the inner view is a touch-priority view (no hit-testing, no recognizers).
    init(priority: Bool = false) {
        window = Window(frame: R(0, 0, 1000, 1000), clock: clock)
        driver = TouchDriver(window: window, clock: clock)
        window.onNeedsDisplay = { [unowned self] in self.redraws += 1 }
        let outer = QuietView(frame: R(0, 0, 1000, 1000))
        inner.isMultipleTouchEnabled = true
        inner.transform = AffineTransform(scaleX: 1.5, y: 1.5)
        window.addSubview(outer)
        outer.addSubview(inner)
        let pan = QuietPan()
        pan.cancelsTouchesInView = false
        let pin = View(frame: R(10, 10, 20, 20))
        inner.addSubview(pin)
        pan.addAction { [unowned self] g in
            self.actions += 1
            pin.center = g.location(in: self.inner)             // a dragged view: damage on every move
        }
        inner.addGestureRecognizer(pan)
        outer.addGestureRecognizer(GestureRecognizer())      // stays possible the whole time
        if priority { window.addViewForTouchPriority(inner) }
        driver.down(1, at: P(300, 300))
        driver.down(2, at: P(400, 400))
        driver.frame()
        for i in 0..<50 { step(i) }                          // warm-up: storage reaches its size
    }

    func step(_ i: Int) {
        clock.advance(by: .milliseconds(8))
        let d = Double(i % 50)
        driver.move(1, to: P(300 + d, 300))
        driver.move(2, to: P(400, 400 + d))
        driver.frame()
        window.clearDamage()                                 // as the renderer does after drawing
    }

    func finish() {
        driver.up(1)
        driver.up(2)
        driver.frame()
    }
}

@MainActor @Suite("Allocations") struct AllocationTests {
    static let motions = 1000

    @Test func motionBenchDeliversEveryMove() {
        let bench = MotionBench()
        let start = ContinuousClock.now                      // reported only, never asserted
        for i in 0..<Self.motions { bench.step(i) }
        let elapsed = ContinuousClock.now - start
        bench.finish()
        print("motion bench: \(Self.motions) two-finger events in \(elapsed) (debug build, informational)")
        #expect(bench.inner.moves == 2 * (50 + Self.motions))
        #expect(bench.actions == 1 + 50 + Self.motions)      // began, changed per event, ended
        #expect(bench.redraws >= 50 + Self.motions)          // damage announced once per drawn frame
    }

    #if canImport(Glibc)
    /// Counts Swift heap allocations during 1000 two-finger motion events. The runtime's
    /// instrumentation hook is process-wide and unsafe to leave behind, so the measurement runs
    /// in a child process that reports the count as its exit status (0 = no allocation).
    @Test(.enabled(if: AllocationCounter.isAvailable, "the Swift runtime exports no allocation hook"))
    func touchMotionDeliveryAllocatesNothingInSteadyState() async {
        await measureInChild(priority: false)
    }

    /// The same through a touch-priority view (the map-pin drag path).
    @Test(.enabled(if: AllocationCounter.isAvailable, "the Swift runtime exports no allocation hook"))
    func priorityTouchMotionAllocatesNothingInSteadyState() async {
        await measureInChild(priority: true)
    }

    private func measureInChild(priority: Bool) async {
        let result = await #expect(processExitsWith: .success) { [priority] in
            let count = await MainActor.run { () -> Int in
                let bench = MotionBench(priority: priority)
                return AllocationCounter.measure { for i in 0..<AllocationTests.motions { bench.step(i) } }.map { min($0, 250) } ?? 254
            }
            _exit(Int32(count))
        }
        if case .exitCode(let code)? = result?.exitStatus {
            print("allocation probe\(priority ? " (priority view)" : ""): \(Self.motions) two-finger motion events → \(code == 254 ? "(no runtime hook)" : "\(code)\(code == 250 ? " or more" : "")") Swift heap allocations")
        }
    }

    /// Positive control: the probe does see allocations (a view that creates an object per move).
    @Test(.enabled(if: AllocationCounter.isAvailable, "the Swift runtime exports no allocation hook"))
    func probeSeesAllocations() async {
        // One touchesMoved call (with both touches) per event: 5 events, 5 markers.
        await #expect(processExitsWith: .exitCode(5)) {
            let count = await MainActor.run { () -> Int in
                let bench = MotionBench()
                bench.inner.onMove = { bench.inner.keep.append(Marker()) }
                bench.inner.keep.reserveCapacity(100)
                return AllocationCounter.measure { for i in 0..<5 { bench.step(i) } } ?? 254
            }
            _exit(Int32(min(count, 250)))
        }
    }
    #endif
}
