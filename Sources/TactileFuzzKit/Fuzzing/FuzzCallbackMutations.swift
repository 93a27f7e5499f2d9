import TactileCore
import TactileTesting

/// Mutations made from inside delivery callbacks — recognizer actions, delegate questions, timers
/// and cancel handlers — that add and remove views and recognizers mid-dispatch
/// (`FuzzWindowRecipe.callbackMutations`). Each is a toggle, so a long stream keeps changing the
/// window back and forth; each depends only on the window's state, so a replay does the same.
/// Drawn from their own generator: the rest of the window is the same with or without them.
@MainActor enum FuzzCallbackMutations {
    /// One change to the window.
    typealias Change = @MainActor () -> Void

    /// Adds the mutations to the window and describes them in `lines`.
    static func add(seed: UInt64, window: Window, views: [View], recognizers: [GestureRecognizer],
                    delegate: FuzzDelegate, clock: ManualClock, lines: inout [String]) {
        var rng = FuzzRandom(seed: FuzzRandom.derive(seed, 0x4341_4C4C))
        func change() -> (Change, String) { randomChange(&rng, window: window, views: views, recognizers: recognizers) }
        for g in recognizers where rng.oneIn(3) {
            let (body, text) = change()
            let run = guarded(body)
            g.addAction { _ in run() }
            lines.append("\(g.displayName) action: \(text)")
        }
        for g in recognizers where rng.oneIn(6) {
            let (body, text) = change()
            delegate.receiveChanges.append((g, guarded(body)))
            g.delegate = delegate
            lines.append("\(g.displayName) delegate, asked to receive a touch: \(text)")
        }
        for case let v as FuzzView in views where rng.oneIn(4) {
            let (body, text) = change()
            v.cancelMutation = guarded(body)
            lines.append("\(v.displayName) touchesCancelled: \(text)")
        }
        for case let v as FuzzView in views where rng.oneIn(4) {
            let (body, text) = change()
            let delay = Duration.milliseconds(rng.below(400))
            let run = guarded(body)
            v.beganTimer = { [weak clock] in _ = clock?.schedule(after: delay) { run() } }
            lines.append("\(v.displayName) touchesBegan schedules in \(delay): \(text)")
        }
    }

    /// `body`, made a no-op while it is already running (a change that triggers itself).
    private static func guarded(_ body: @escaping Change) -> Change {
        var running = false
        return {
            guard !running else { return }
            running = true
            body()
            running = false
        }
    }

    private static func randomChange(_ rng: inout FuzzRandom, window: Window, views: [View],
                                     recognizers: [GestureRecognizer]) -> (Change, String) {
        let view = views[rng.below(views.count)]
        let other = views[rng.below(views.count)]
        switch rng.below(6) {
        case 0 where view !== window:
            // Out of the window and back, or moved under another view.
            return ({ [weak view, weak other, weak window] in
                guard let view, let window else { return }
                if view.superview == nil {
                    (other ?? window).addSubview(view)
                } else {
                    view.removeFromSuperview()
                }
            }, "removes \(view.displayName) from its superview, or adds it to \(other.displayName)")
        case 1 where !recognizers.isEmpty:
            let g = recognizers[rng.below(recognizers.count)]
            return ({ [weak g, weak view] in
                guard let g, let view else { return }
                if let host = g.view { host.removeGestureRecognizer(g) } else { view.addGestureRecognizer(g) }
            }, "removes \(g.displayName), or adds it to \(view.displayName)")
        case 2:
            // A new view with its own recognizer, gone again the next time.
            var added: View?
            return ({ [weak view] in
                if let existing = added {
                    existing.removeFromSuperview()
                    added = nil
                } else if let view {
                    let fresh = FuzzView(frame: view.bounds.insetBy(dx: 5, dy: 5))
                    fresh.name = "\(view.displayName)+"
                    fresh.addGestureRecognizer(TapGestureRecognizer())
                    view.addSubview(fresh)
                    added = fresh
                }
            }, "adds a tappable subview to \(view.displayName), or removes the one it added")
        case 3:
            // Every recognizer of the view at once, put back the next time.
            var removed: [GestureRecognizer] = []
            return ({ [weak view] in
                guard let view else { return }
                if removed.isEmpty {
                    removed = view.gestureRecognizers
                    for g in removed { view.removeGestureRecognizer(g) }
                } else {
                    for g in removed where g.view == nil { view.addGestureRecognizer(g) }
                    removed = []
                }
            }, "removes every recognizer of \(view.displayName), or puts them back")
        case 4 where recognizers.count > 1:
            let a = recognizers[rng.below(recognizers.count)], b = recognizers[rng.below(recognizers.count)]
            return ({ [weak a, weak b] in
                guard let a, let b, a !== b else { return }
                a.require(toFail: b)
            }, "makes \(a.displayName) require \(b.displayName) to fail")
        default:
            var prioritized = false
            return ({ [weak view, weak window] in
                guard let view, let window else { return }
                if prioritized { window.removeViewForTouchPriority(view) } else { window.addViewForTouchPriority(view) }
                prioritized.toggle()
            }, "gives \(view.displayName) touch priority, or takes it back")
        }
    }
}
