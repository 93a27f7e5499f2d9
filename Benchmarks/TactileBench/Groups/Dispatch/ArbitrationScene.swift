import Foundation
import TactileCore
import TactileTesting

/// Ten fingers on one multi-touch view under 20 recognizers with failure chains and
/// simultaneous pairs, driven through `Window.input` with a `ManualClock`.
///
/// Hierarchy: window → container → board → pad (the touched view, multiple touch enabled).
/// - pad: pan1, pinch1, rotation1, longPress10 (10 fingers, ∞ movement, 10⁶ s), tap10 (10 fingers,
///   requires doubleTap10 to fail), doubleTap10, swipe10 (10 fingers, right), watcher1;
/// - board: pan2 (requires longPress10 to fail), pan3 (requires pan2 to fail), pinch2 (requires
///   pinch1 to fail), longPress1, watcher2, watcher3;
/// - container: pan4, rotation2 (requires rotation1 to fail), tap1, swipe1, watcher4, watcher5.
/// Failure chains: pan3 → pan2 → longPress10, tap10 → doubleTap10, pinch2 → pinch1,
/// rotation2 → rotation1. Simultaneous pairs (delegate): pan1+pinch1, pan1+rotation1,
/// pinch1+rotation1, pan1+pan4, pan4+pinch1, pan1+longPress10, pan1+watcher1.
@MainActor final class ArbitrationScene {
    static let fingers = 10
    static let center = Point(x: 500, y: 500)

    let clock = ManualClock()
    let window: Window
    let pad = CountingView(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    private(set) var recognizers: [GestureRecognizer] = []
    let delegate = PairsDelegate()
    private(set) var actions = 0
    private var step = 0

    init() {
        let full = Rect(x: 0, y: 0, width: 1000, height: 1000)
        window = Window(frame: full, clock: clock)
        let container = View(frame: full), board = View(frame: full)
        window.addSubview(container)
        container.addSubview(board)
        board.addSubview(pad)
        pad.isMultipleTouchEnabled = true

        let pan1 = pan("pan1"), pinch1 = PinchGestureRecognizer(), rotation1 = RotationGestureRecognizer()
        pinch1.name = "pinch1"
        rotation1.name = "rotation1"
        let longPress10 = LongPressGestureRecognizer()
        longPress10.name = "longPress10"
        longPress10.numberOfTouchesRequired = Self.fingers
        longPress10.allowableMovement = .infinity
        longPress10.minimumPressDuration = .seconds(1_000_000)
        let tap10 = TapGestureRecognizer(), doubleTap10 = TapGestureRecognizer()
        tap10.numberOfTouchesRequired = Self.fingers
        doubleTap10.numberOfTouchesRequired = Self.fingers
        doubleTap10.numberOfTapsRequired = 2
        tap10.require(toFail: doubleTap10)
        tap10.name = "tap10"
        doubleTap10.name = "doubleTap10"
        let swipe10 = SwipeGestureRecognizer()
        swipe10.name = "swipe10"
        swipe10.numberOfTouchesRequired = Self.fingers
        attach([pan1, pinch1, rotation1, longPress10, tap10, doubleTap10, swipe10, WatchingRecognizer()], to: pad)
        let watcher1 = recognizers.last!

        let pan2 = pan("pan2"), pan3 = pan("pan3"), pinch2 = PinchGestureRecognizer()
        pinch2.name = "pinch2"
        pan2.require(toFail: longPress10)
        pan3.require(toFail: pan2)
        pinch2.require(toFail: pinch1)
        attach([pan2, pan3, pinch2, LongPressGestureRecognizer(), WatchingRecognizer(), WatchingRecognizer()], to: board)

        let pan4 = pan("pan4"), rotation2 = RotationGestureRecognizer()
        rotation2.name = "rotation2"
        rotation2.require(toFail: rotation1)
        attach([pan4, rotation2, TapGestureRecognizer(), SwipeGestureRecognizer(), WatchingRecognizer(), WatchingRecognizer()],
               to: container)

        for (a, b) in [(pan1, pinch1), (pan1, rotation1), (pinch1, rotation1), (pan1, pan4), (pan4, pinch1),
                       (pan1, longPress10), (pan1, watcher1)] as [(GestureRecognizer, GestureRecognizer)] {
            delegate.allow(a, b)
        }
        for g in recognizers {
            g.delegate = delegate
            g.addAction { [unowned self] _ in self.actions &+= 1 }
        }
        precondition(recognizers.count == 20)
    }

    private func pan(_ name: String) -> PanGestureRecognizer {
        let p = PanGestureRecognizer()
        p.name = name
        return p
    }

    private func attach(_ list: [GestureRecognizer], to view: View) {
        for g in list {
            view.addGestureRecognizer(g)
            recognizers.append(g)
        }
    }

    /// Recognizers still receiving touches (possible, began or changed).
    var activeRecognizers: [GestureRecognizer] {
        recognizers.filter { $0.state == .possible || $0.state == .began || $0.state == .changed }
    }

    /// Where finger `k` is at motion step `s`: on a circle whose radius, turn and centre oscillate.
    private func location(of k: Int, at s: Int) -> Point {
        let phase = Double(s % 40) / 40 * 2 * Double.pi
        let radius = 120 + 20 * sin(phase)
        let angle = Double(k) / Double(Self.fingers) * 2 * Double.pi + 0.3 * sin(phase)
        return Point(x: Self.center.x + 25 * cos(phase) + radius * cos(angle),
                     y: Self.center.y + 25 * sin(phase) + radius * sin(angle))
    }

    /// The ten fingers touch down in one frame.
    @inline(never)
    func downFrame() {
        for k in 0..<Self.fingers {
            window.input.down(id: Int32(k + 1), at: location(of: k, at: 0), timestamp: clock.now)
        }
        window.input.frame()
    }

    /// The ten fingers move in one frame.
    @inline(never)
    func motionFrame() {
        clock.advance(by: .milliseconds(8))
        step &+= 1
        for k in 0..<Self.fingers {
            window.input.move(id: Int32(k + 1), to: location(of: k, at: step), timestamp: clock.now)
        }
        window.input.frame()
    }

    /// The ten fingers lift in one frame.
    @inline(never)
    func upFrame() {
        for k in 0..<Self.fingers { window.input.up(id: Int32(k + 1), timestamp: clock.now) }
        window.input.frame()
    }

    /// Lets the clock run long enough for every pending decision (multi-tap gaps) to time out.
    func idle() {
        clock.advance(by: .seconds(1))
        step = 0
    }
}
