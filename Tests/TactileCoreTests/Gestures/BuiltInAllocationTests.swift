import Testing
@testable import TactileCore
import TactileTesting
import TactileTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Lets every recognizer run together with any other.
@MainActor private final class Together: GestureRecognizerDelegate {
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        true
    }
}

/// A view that handles touches without recording them (recording would allocate).
@MainActor private final class SilentView: View {
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {}
}

/// Two fingers spreading and turning over a view carrying a pan, a pinch, a rotation and a long press, all
/// recognized together and reporting every motion (plus a tap that fails early): the built-ins' motion path.
@MainActor private final class BuiltInMotionBench {
    let clock = ManualClock()
    let window: Window
    let driver: TouchDriver
    let pan = PanGestureRecognizer()
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    let press = LongPressGestureRecognizer()
    private let together = Together()
    var actions = 0
    var sink = 0.0

    init() {
        window = Window(frame: R(0, 0, 1000, 1000), clock: clock)
        driver = TouchDriver(window: window, clock: clock)
        let view = SilentView(frame: R(0, 0, 1000, 1000))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        press.minimumPressDuration = .milliseconds(100)
        press.allowableMovement = 1000
        press.numberOfTouchesRequired = 2
        for g in [pan, pinch, rotation, press] as [GestureRecognizer] {
            g.delegate = together
            g.cancelsTouchesInView = false
            g.addAction { [unowned self] _ in self.actions += 1 }
            view.addGestureRecognizer(g)
        }
        view.addGestureRecognizer(TapGestureRecognizer())
        driver.down(1, at: P(400, 500))
        driver.down(2, at: P(600, 500))
        driver.frame()
        for i in 0..<50 { step(i) }                          // warm-up: everything recognized, storage sized
    }

    /// One frame: the fingers spread, turn and slide a little; the app reads the gesture values as a handler would.
    func step(_ i: Int) {
        clock.advance(by: .milliseconds(8))
        let d = Double(i % 50)
        driver.move(1, to: P(400 - d + 2 * d, 500 - d / 2))
        driver.move(2, to: P(600 + d + 2 * d, 500 + d / 2))
        driver.frame()
        sink += pan.translation(in: nil).x + pan.velocity(in: nil).x + pinch.scale + pinch.velocity
            + rotation.rotation + rotation.velocity
    }

    func finish() {
        driver.up(1)
        driver.up(2)
        driver.frame()
    }
}

@MainActor @Suite("Built-in recognizer allocations") struct BuiltInAllocationTests {
    static let motions = 1000

    @Test func benchRecognizesEverythingTogether() {
        let bench = BuiltInMotionBench()
        #expect(bench.pan.state == .changed)
        #expect(bench.pinch.state == .changed)
        #expect(bench.rotation.state == .changed)
        #expect(bench.press.state == .changed)
        let before = bench.actions
        for i in 0..<Self.motions { bench.step(i) }
        #expect(bench.actions - before == 4 * Self.motions)
        bench.finish()
    }

    #if canImport(Glibc)
    /// Counts Swift heap allocations during 1000 two-finger motion events through four recognized built-ins,
    /// in a child process (the runtime hook is process-wide) that exits with the count (0 = none).
    @Test func builtInMotionPathAllocatesNothingInSteadyState() async {
        let result = await #expect(processExitsWith: .success) {
            let count = await MainActor.run { () -> Int in
                let bench = BuiltInMotionBench()
                return AllocationCounter.measure { for i in 0..<BuiltInAllocationTests.motions { bench.step(i) } }
                    .map { min($0, 250) } ?? 254
            }
            _exit(Int32(count))
        }
        if case .exitCode(let code)? = result?.exitStatus {
            let figure = code == 254 ? "(no runtime hook)" : "\(code)\(code == 250 ? " or more" : "")"
            print("built-in allocation probe: \(Self.motions) motion events through pan+pinch+rotation+long press → "
                  + "\(figure) Swift heap allocations")
        }
    }
    #endif
}
