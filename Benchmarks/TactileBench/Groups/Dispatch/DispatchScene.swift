import TactileCore
import TactileTesting

/// A window of `views` views for the dispatch benchmarks, driven through `Window.input` with
/// synthetic timestamps (a `ManualClock` that never has to move: no timer falls due).
///
/// Layout: a chain of `depth` nested full-window views from the window down to the touched view
/// (the chain's last view, a `CountingView`). `siblingsVisited` small views sit in front of the
/// touched view inside its parent, away from the touch point, so hit-testing visits and rejects
/// each of them. The remaining views fill the hierarchy behind the chain, spread over its levels
/// in a grid, where hit-testing never looks (a touch at the point hits the chain first).
///
/// Recognizers: `recognizers` of them, spread over the chain's last (up to 8) views, all in the
/// touch's swarm and all still receiving the touch on every motion. Of every 5: 2 pans (recognized
/// simultaneously with everything through a delegate; they report `changed` and run an action on
/// every motion, and do not cancel the view's touch), 2 long presses (allowableMovement infinite,
/// minimumPressDuration 10⁶ s: possible forever), 1 `WatchingRecognizer` (a custom recognizer
/// that only counts moves).
@MainActor final class DispatchScene {
    static let size = 1000.0
    /// Where the touch goes down (inside the touched view, outside every sibling).
    static let point = Point(x: 500, y: 500)

    let clock = ManualClock()
    let window: Window
    let target = CountingView(frame: Rect(x: 0, y: 0, width: DispatchScene.size, height: DispatchScene.size))
    /// The chain from the window's child down to `target` (inclusive).
    private(set) var chain: [View] = []
    private(set) var recognizers: [GestureRecognizer] = []
    let delegate = SimultaneousDelegate()
    private(set) var actions = 0
    /// Views hit-testing a touch at `point` visits (the window, the chain, the siblings in front).
    let visitedViews: Int
    private var time: Duration = .zero
    private var step = 0

    init(views: Int, depth: Int, recognizers count: Int, siblingsVisited: Int = 0) {
        precondition(depth >= 1 && views >= depth + siblingsVisited, "not enough views for the chain and siblings")
        let full = Rect(x: 0, y: 0, width: Self.size, height: Self.size)
        window = Window(frame: full, clock: clock)
        var parent: View = window
        for level in 1...depth {
            let v = level == depth ? target : View(frame: full)
            chain.append(v)
            parent.addSubview(v)
            parent = v
        }
        // Siblings in front of the target, visited and rejected by hit-testing.
        let targetParent: View = depth >= 2 ? chain[depth - 2] : window
        for i in 0..<siblingsVisited {
            targetParent.addSubview(View(frame: Rect(x: Double(i % 40) * 10, y: Double(i / 40 % 40) * 10, width: 8, height: 8)))
        }
        // Fillers behind the chain, round-robin over its levels (the window and every chain view but the target).
        let fillers = views - depth - siblingsVisited
        let hosts: [View] = [window] + chain.dropLast()
        for i in 0..<fillers {
            let host = hosts[i % hosts.count]
            let cell = i / hosts.count
            let frame = Rect(x: Double(cell % 100) * 10, y: Double(cell / 100 % 100) * 10, width: 9, height: 9)
            host.insertSubview(View(frame: frame), at: 0)
        }
        visitedViews = 1 + depth + siblingsVisited
        // Recognizers on the last (up to 8) views of the chain, nearest first.
        let carriers = Array(chain.suffix(min(depth, 8)).reversed())
        for k in 0..<count {
            let g: GestureRecognizer
            switch k % 5 {
            case 0, 1:
                let pan = PanGestureRecognizer()
                pan.cancelsTouchesInView = false
                pan.addAction { [unowned self] _ in self.actions &+= 1 }
                g = pan
            case 2, 3:
                let press = LongPressGestureRecognizer()
                press.allowableMovement = .infinity
                press.minimumPressDuration = .seconds(1_000_000)
                g = press
            default:
                g = WatchingRecognizer()
            }
            g.delegate = delegate
            carriers[k % carriers.count].addGestureRecognizer(g)
            recognizers.append(g)
        }
    }

    /// Recognizers still receiving touches (possible, began or changed).
    var activeRecognizers: Int {
        recognizers.filter { $0.state == .possible || $0.state == .began || $0.state == .changed }.count
    }

    /// Finger 1 goes down at `point` and moves `warmUp` times (pans recognize, storage reaches its size).
    func touchDown(warmUp: Int) {
        tick()
        window.input.down(id: 1, at: Self.point, timestamp: time)
        window.input.frame()
        for _ in 0..<warmUp { motion() }
    }

    /// One motion event of finger 1: a move and a frame, as the Wayland backend sends them.
    @inline(never)
    func motion() {
        tick()
        step &+= 1
        let d = Double(step % 40)
        window.input.move(id: 1, to: Point(x: 480 + d, y: 500 - d / 2), timestamp: time)
        window.input.frame()
    }

    /// Finger 1 lifts.
    func touchUp() {
        tick()
        window.input.up(id: 1, timestamp: time)
        window.input.frame()
    }

    /// A whole new touch: down (hit-test, swarm) and up, each its own frame.
    func tap() {
        tick()
        window.input.down(id: 2, at: Self.point, timestamp: time)
        window.input.frame()
        tick()
        window.input.up(id: 2, timestamp: time)
        window.input.frame()
    }

    /// Hit-tests the touch point directly.
    @inline(never)
    func hitTest() -> View? { window.hitTest(Self.point, with: nil) }

    private func tick() { time += .milliseconds(8) }
}
