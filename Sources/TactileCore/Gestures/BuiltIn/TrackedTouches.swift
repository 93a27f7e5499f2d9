/// The touches a recognizer follows, in arrival order, each with the window location where it began
/// being followed. Backed by arrays that keep their capacity, so steady-state use does not allocate.
@MainActor
struct TrackedTouches {
    private(set) var touches: [Touch] = []
    private var starts: [Point] = []

    init() {
        touches.reserveCapacity(5)
        starts.reserveCapacity(5)
    }

    /// How many touches are followed.
    var count: Int { touches.count }
    /// Whether no touch is followed.
    var isEmpty: Bool { touches.isEmpty }

    /// Follows `touch` from its current location (ignored if already followed).
    mutating func add(_ touch: Touch) {
        guard index(of: touch) == nil else { return }
        touches.append(touch)
        starts.append(touch.location(in: nil))
    }

    /// Stops following `touch`; returns whether it was followed.
    @discardableResult
    mutating func remove(_ touch: Touch) -> Bool {
        guard let i = index(of: touch) else { return false }
        touches.remove(at: i)
        starts.remove(at: i)
        return true
    }

    /// Stops following every touch, keeping the storage.
    mutating func removeAll() {
        touches.clearKeepingCapacity()
        starts.clearKeepingCapacity()
    }

    /// Whether `touch` is followed.
    func contains(_ touch: Touch) -> Bool { index(of: touch) != nil }

    /// Whether any of `touches` is followed (a plain loop: no allocation on the motion path).
    func containsAny(of touches: Set<Touch>) -> Bool {
        for t in touches where contains(t) { return true }
        return false
    }

    /// Where `touch` was when it started being followed (window coordinates).
    func startLocation(of touch: Touch) -> Point? {
        guard let i = index(of: touch) else { return nil }
        return starts[i]
    }

    /// The centroid of the followed touches' current window locations; `.zero` when none.
    var centroid: Point {
        var sx = 0.0, sy = 0.0
        for t in touches {
            let p = t.location(in: nil)
            sx += p.x
            sy += p.y
        }
        let n = Double(touches.count)
        return n == 0 ? .zero : Point(x: sx / n, y: sy / n)
    }

    private func index(of touch: Touch) -> Int? {
        for i in touches.indices where touches[i] === touch { return i }
        return nil
    }
}
