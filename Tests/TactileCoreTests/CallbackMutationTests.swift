import Testing
@testable import TactileCore
import TactileTesting

/// Collections app code changes from inside the engine's callbacks — recognizer actions run while
/// a recognizer is detached, cancel handlers run while a view is moved — stay consistent.
@MainActor struct CallbackMutationTests {
    /// A window with `host` holding three manual recognizers; `middle` has begun on a touch.
    func scene() -> (Window, TouchDriver, View, [TestRecognizer]) {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        let host = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(host)
        let recognizers = ["first", "middle", "last"].map { TestRecognizer($0, .manual) }
        for g in recognizers { host.addGestureRecognizer(g) }
        let driver = TouchDriver(window: window, clock: clock)
        driver.down(1, at: Point(x: 50, y: 50))
        driver.frame()
        recognizers[1].state = .began
        return (window, driver, host, recognizers)
    }

    /// Removing a recognizer whose cancel action removes an earlier one removes the right ones:
    /// the index was taken before the action ran, so the wrong recognizer was removed (and the
    /// one asked for stayed).
    @Test func removingARecognizerWhoseActionRemovesAnotherRemovesTheRightOnes() {
        let (_, driver, host, g) = scene()
        g[1].addAction { [unowned host] r in
            if r.state == .cancelled { host.removeGestureRecognizer(g[0]) }
        }
        host.removeGestureRecognizer(g[1])
        #expect(host.gestureRecognizers.map(\.displayName) == ["last"])
        #expect(g[0].view == nil && g[1].view == nil && g[2].view === host)
        driver.up(1)
        driver.frame()
        #expect(host.gestureRecognizers.map(\.displayName) == ["last"])
    }

    /// An action that removes the recognizer being removed (itself) leaves no second removal.
    @Test func aRecognizerRemovingItselfFromItsCancelActionIsRemovedOnce() {
        let (_, _, host, g) = scene()
        g[1].addAction { [unowned host] r in
            if r.state == .cancelled { host.removeGestureRecognizer(r) }
        }
        host.removeGestureRecognizer(g[1])
        #expect(host.gestureRecognizers.map(\.displayName) == ["first", "last"])
        #expect(g[1].view == nil)
    }

    /// Moving a recognizer to another view while its cancel action puts it somewhere else: it ends
    /// up on exactly one view, whose list holds it once.
    @Test func aRecognizerReattachedByItsCancelActionIsOnExactlyOneView() {
        let (window, _, host, g) = scene()
        let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let third = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(other)
        window.addSubview(third)
        g[1].addAction { [unowned third] r in
            if r.state == .cancelled { third.addGestureRecognizer(r) }
        }
        other.addGestureRecognizer(g[1])
        let holders = [host, other, third].filter { v in v.gestureRecognizers.contains { $0 === g[1] } }
        #expect(holders.count == 1)
        #expect(holders.first === g[1].view)
    }

    /// Moving a view out of its window cancels its touches; a cancel handler that makes the new
    /// superview a subview of the moving view must not produce a cycle (the move is refused).
    @Test func aCancelHandlerCannotMakeAMoveCreateACycle() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        let box = MovingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        let driver = TouchDriver(window: window, clock: clock)
        driver.down(1, at: Point(x: 50, y: 50))
        driver.frame()
        let container = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        box.onCancel = { [unowned box, unowned container] in box.addSubview(container) }
        container.addSubview(box)
        #expect(!(box.superview === container && container.superview === box))
        #expect(container.superview === box && box.superview == nil)
        #expect(!container.subviews.contains { $0 === box })
        #expect(box.subviews.filter { $0 === container }.count == 1)
    }
}

/// A view that runs `onCancel` from `touchesCancelled`.
@MainActor final class MovingView: View {
    var onCancel: (() -> Void)?
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { onCancel?() }
}

/// Ten thousand fingers that never lift: each new id is found without scanning the others, and
/// every touch still behaves (time is measured by `tactile-bench`, not asserted here).
@MainActor struct ManyTouchesTests {
    @Test func tenThousandTouchesThatNeverLiftAreAllTracked() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000), clock: clock)
        let view = RecordingView("V", frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let driver = TouchDriver(window: window, clock: clock)
        let count: Int32 = 10_000
        var id: Int32 = 0
        while id < count {
            for _ in 0..<100 {
                driver.down(id, at: Point(x: Double(id % 1000), y: Double(id / 10)))
                id += 1
            }
            driver.frame()
        }
        #expect(window.input.activeTouchCount == Int(count))
        #expect(view.calls.filter { $0.phase == .began }.reduce(0) { $0 + $1.ids.count } == Int(count))
        // One finger in the middle moves and lifts; the others stay down.
        driver.move(5_000, to: Point(x: 3, y: 4))
        driver.frame()
        driver.up(5_000)
        driver.frame()
        #expect(view.calls.suffix(2).map(\.phase) == [.moved, .ended])
        #expect(view.calls.suffix(2).map(\.ids) == [[5_000], [5_000]])
        // A reused id starts a new touch; then the compositor cancels them all.
        driver.down(5_000, at: Point(x: 1, y: 1))
        driver.frame()
        #expect(window.input.activeTouchCount == Int(count))
        driver.cancel()
        #expect(window.input.activeTouchCount == 0)
        #expect(view.calls.last?.phase == .cancelled && view.calls.last?.ids.count == Int(count))
    }
}
