/// The views holding a window's live touches, with how many each holds: the exclusive-touch and
/// multiple-touch rules for a new touch read these counts instead of scanning every live touch, so
/// thousands of fingers that never lift cost linear time overall (a new touch costs the number of
/// views holding touches).
///
/// A touch is counted from its set-up (when it has a view and was not dropped) until its end;
/// capture and capture release re-count it (`recount`).
struct LiveTouchViews {
    private struct Entry {
        let view: View
        /// Live touches on the view.
        var touches = 0
        /// Those the view receives (not withheld from it).
        var delivered = 0
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var total = 0

    init() { entries.reserveCapacity(8) }

    /// How many live touches are counted, on every view.
    var count: Int { total }

    /// Counts `t` on its view (nothing without one).
    @MainActor mutating func touchBegan(_ t: Touch) {
        guard t.record.countedView == nil, let view = t.view else { return }
        let delivered = !t.record.isWithheldFromView
        t.record.countedView = view
        t.record.countedAsDelivered = delivered
        Self.add(to: &entries[ObjectIdentifier(view), default: Entry(view: view)], delivered: delivered)
        total += 1
    }

    /// One more touch on an entry's view (one dictionary access for both counts).
    private static func add(to entry: inout Entry, delivered: Bool) {
        entry.touches += 1
        if delivered { entry.delivered += 1 }
    }

    /// Stops counting `t` (it ended).
    @MainActor mutating func touchEnded(_ t: Touch) {
        guard let view = t.record.countedView else { return }
        // One hash lookup: the entry is changed, or removed, where it is.
        if let i = entries.index(forKey: ObjectIdentifier(view)) {
            entries.values[i].touches -= 1
            if t.record.countedAsDelivered { entries.values[i].delivered -= 1 }
            if entries.values[i].touches <= 0 { entries.remove(at: i) }
        }
        total -= 1
        t.record.countedView = nil
        t.record.countedAsDelivered = false
    }

    /// Counts `t` again after its view or its withholding changed.
    @MainActor mutating func recount(_ t: Touch) {
        guard t.record.countedView != nil else { return }
        touchEnded(t)
        touchBegan(t)
    }

    /// Whether a new touch on `hit` is dropped by the exclusive-touch rule: a live touch is on
    /// another view, and `hit` or that view is exclusive.
    @MainActor func excludes(_ hit: View) -> Bool {
        let onHit = entries[ObjectIdentifier(hit)]?.touches ?? 0
        guard total > onHit else { return false }
        if hit.isExclusiveTouch { return true }
        for entry in entries.values where entry.view !== hit && entry.view.isExclusiveTouch { return true }
        return false
    }

    /// Whether `view` receives a live touch (the multiple-touch rule withholds a second one).
    func hasDeliveredTouch(on view: View) -> Bool {
        (entries[ObjectIdentifier(view)]?.delivered ?? 0) > 0
    }
}
