/// A one-finger pan that must start within `GestureDefaults.screenEdgeMargin` of one of `edges` of the
/// window and first move inward (more across the edge than along it). It fails otherwise, naming the edge.
/// Reasons: `started 100 pt from the left edge > 20 pt`, `moved along the left edge (12 pt along > 3 pt inward)`,
/// `moved away from the right edge (14 pt outward)`, `edges is empty: no edge to start from`.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// Horizontal panning for the left and right edges, vertical for the top and bottom.
    open override var requiredTouchAction: TouchAction { TouchAction(edges: edges) }

    /// The window edges the pan may start from (default none, as UIKit: set it).
    public var edges: RectEdge = []

    /// The watched edges the current gesture started near.
    private var startEdges: RectEdge = []
    /// Whether the current gesture has had its first touch.
    private var started = false

    /// A screen-edge pan; `maximumNumberOfTouches` is 1.
    public override init(action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        maximumNumberOfTouches = 1
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        let isFirst = state == .possible && !started
        started = true
        super.touchesBegan(touches, with: event)
        guard isFirst, state == .possible, let touch = touches.first else { return }
        if let problem = edgeProblem(for: touch) { fail(reason: problem) }
    }

    /// Records which watched edges `touch` starts near; describes why it is near none.
    private func edgeProblem(for touch: Touch) -> String? {
        guard !edges.isEmpty else {
            TactileLog.gestures.error("ScreenEdgePanGestureRecognizer has no edges set")
            return "edges is empty: no edge to start from"
        }
        guard let window = touch.window ?? view?.window else { return "touch has no window" }
        let bounds = window.bounds
        let p = touch.location(in: nil)
        let margin = thresholds.screenEdgeMargin
        let distances: [(RectEdge, String, Double)] = [
            (.top, "top", p.y - bounds.minY), (.left, "left", p.x - bounds.minX),
            (.bottom, "bottom", bounds.maxY - p.y), (.right, "right", bounds.maxX - p.x),
        ]
        startEdges = []
        var nearest: (String, Double)?
        for (edge, name, d) in distances where edges.contains(edge) {
            if d <= margin { startEdges.insert(edge) }
            if let n = nearest, n.1 <= d { continue }
            nearest = (name, d)
        }
        guard startEdges.isEmpty, let nearest else { return nil }
        return "started \(GestureReasonFormat.points(nearest.1)) from the \(nearest.0) edge > "
            + "\(GestureReasonFormat.points(margin))"
    }

    override func beginVeto(translation t: Point) -> String? {
        var closest: (String, Double, Double)?
        for (edge, name, inward, along) in [
            (RectEdge.top, "top", t.y, abs(t.x)), (.left, "left", t.x, abs(t.y)),
            (.bottom, "bottom", -t.y, abs(t.x)), (.right, "right", -t.x, abs(t.y)),
        ] where startEdges.contains(edge) {
            if inward > 0 && inward >= along { return nil }
            if closest == nil { closest = (name, inward, along) }
        }
        guard let (name, inward, along) = closest else { return "not started near a watched edge" }
        if inward > 0 {
            return "moved along the \(name) edge (\(GestureReasonFormat.points(along)) along > "
                + "\(GestureReasonFormat.points(inward)) inward)"
        }
        if -inward >= along {
            return "moved away from the \(name) edge (\(GestureReasonFormat.points(-inward)) outward)"
        }
        return "moved along the \(name) edge (\(GestureReasonFormat.points(along)) along, "
            + "\(GestureReasonFormat.points(-inward)) outward)"
    }

    open override func reset() {
        super.reset()
        startEdges = []
        started = false
    }
}
