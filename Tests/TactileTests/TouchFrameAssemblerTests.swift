import TactileCore
import TactileTesting
import Testing
@testable import TactileWayland

/// A display that the tests say is busy or free.
@MainActor private final class FakePacing: DisplayFramePacing {
    var waitsForDisplayFrame = false
    var frameTime: Duration = .zero
    var maximumTouchHold: Duration = .milliseconds(20)
    func displayFrameTime() -> Duration { frameTime }
}

/// The seat's touch-frame assembler on its own: ids, holding motion for a busy display, the
/// missing-frame fallback and the hold's timer, each handing frames to the engine once.
@MainActor @Suite struct TouchFrameAssemblerTests {
    /// The window outlives the assembler, as the platform's does (the assembler holds it unowned).
    private let clock = ManualClock()
    private let window: Window
    private let view: RecordingView
    private let pacing = FakePacing()
    private let assembler: TouchFrameAssembler

    init() {
        window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        view = RecordingView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        assembler = TouchFrameAssembler(window: window, clock: clock)
        assembler.pacing = pacing
    }

    @Test func motionForAFingerThatIsNotDownNeverReachesTheEngine() {
        assembler.motion(id: 4, location: Point(x: 1, y: 1), time: .zero)
        assembler.up(id: 4, time: .zero)
        #expect(!window.input.hasPendingChanges)
        assembler.frame()
        assembler.dispatchEnded()
        #expect(view.calls.isEmpty)
    }

    @Test func motionWhileTheDisplayIsBusyWaitsForTheDisplayFrameResampledToItsTime() {
        assembler.down(id: 1, offset: .zero, location: Point(x: 10, y: 10), time: .zero)
        assembler.frame()
        pacing.waitsForDisplayFrame = true
        for k in 1...3 {
            clock.advance(by: .milliseconds(4))
            assembler.motion(id: 1, location: Point(x: 10 + Double(k), y: 10), time: clock.now)
            assembler.frame()
            assembler.dispatchEnded()
        }
        #expect(view.calls == [.began([1])])
        #expect(assembler.isHolding)
        assembler.displayFrameReady()                 // the window's update while the callback is pending
        #expect(view.calls == [.began([1])])
        pacing.waitsForDisplayFrame = false
        pacing.frameTime = clock.now
        assembler.displayFrameReady()
        #expect(view.calls == [.began([1]), .moved([1])])
        #expect(view.timestamps.last == clock.now)
        #expect(!assembler.isHolding)
    }

    @Test func aFreeDisplayGetsEveryFrameAtOnce() {
        assembler.down(id: 1, offset: .zero, location: Point(x: 10, y: 10), time: .zero)
        assembler.frame()
        clock.advance(by: .milliseconds(8))
        assembler.motion(id: 1, location: Point(x: 12, y: 10), time: clock.now)
        assembler.frame()
        #expect(view.calls == [.began([1]), .moved([1])])
        #expect(!assembler.isHolding)
    }

    @Test func aNewFingerHandsOverHeldMotionFirstSoPhasesKeepTheirOrder() {
        assembler.down(id: 1, offset: .zero, location: Point(x: 10, y: 10), time: .zero)
        assembler.frame()
        pacing.waitsForDisplayFrame = true
        clock.advance(by: .milliseconds(8))
        assembler.motion(id: 1, location: Point(x: 20, y: 10), time: clock.now)
        assembler.frame()
        #expect(view.calls == [.began([1])])
        assembler.down(id: 2, offset: .zero, location: Point(x: 50, y: 50), time: clock.now)
        assembler.frame()
        #expect(view.calls == [.began([1]), .moved([1]), .began([2])])
        #expect(view.locations[1] == Point(x: 20, y: 10))   // raw, not resampled
    }

    @Test func heldMotionGoesOutOnTheTimerWhenNoDisplayFrameComes() {
        assembler.down(id: 1, offset: .zero, location: Point(x: 10, y: 10), time: .zero)
        assembler.frame()
        pacing.waitsForDisplayFrame = true
        assembler.motion(id: 1, location: Point(x: 15, y: 10), time: .milliseconds(1))
        assembler.frame()
        assembler.dispatchEnded()
        clock.advance(by: .milliseconds(19))
        #expect(view.calls == [.began([1])])
        clock.advance(by: .milliseconds(1))
        #expect(view.calls == [.began([1]), .moved([1])])
    }

    @Test func aCompositorThatNeverSendsFrameGetsItsChangesAtTheEndOfTheDispatch() {
        assembler.down(id: 1, offset: .zero, location: Point(x: 10, y: 10), time: .zero)
        #expect(view.calls.isEmpty)
        assembler.dispatchEnded()
        #expect(view.calls == [.began([1])])
        assembler.up(id: 1, time: .milliseconds(5))
        assembler.dispatchEnded()
        #expect(view.calls == [.began([1]), .ended([1])])
    }

    @Test func cancelEndsTheSeatsTouchesAndIsIgnoredWithNone() {
        assembler.cancel(time: .zero)
        #expect(view.calls.isEmpty)
        assembler.down(id: 1, offset: .zero, location: Point(x: 10, y: 10), time: .zero)
        assembler.frame()
        assembler.cancel(time: .milliseconds(3))
        #expect(view.calls == [.began([1]), .cancelled([1])])
        #expect(window.input.activeTouchCount == 0)
        assembler.motion(id: 1, location: Point(x: 11, y: 10), time: .milliseconds(4))
        #expect(!window.input.hasPendingChanges)
    }
}
