/// Remembers, for each buffer of a swap chain, the damage it has missed since it was last painted,
/// so a reused buffer repaints exactly what changed while it was away (buffer-age tracking).
///
/// Per frame: `add` the new damage, paint the chosen buffer with `damage(for:)` (nil: a buffer never
/// painted — repaint it whole), then `markPainted` it. Tell the compositor only the new damage.
///
/// Inlinable, so a client's tracker is specialised for its buffer type: called every frame, the
/// generic dictionary code would look up type metadata on each call.
public struct BufferDamageTracker<BufferID: Hashable> {
    @usableFromInline var missed: [BufferID: DamageRegion] = [:]

    /// A tracker that knows no buffers yet.
    @inlinable public init() {}

    /// Records damage (buffer pixels) that every known buffer now lacks.
    @inlinable public mutating func add(_ damage: DamageRegion) {
        guard !damage.isEmpty else { return }
        // In place, index by index: no array of keys, and no `indices` collection holding a second
        // reference to the storage (which would make the first change copy it).
        var i = missed.values.startIndex
        while i != missed.values.endIndex {
            missed.values[i].formUnion(damage)
            missed.values.formIndex(after: &i)
        }
    }

    /// What `buffer` must repaint before it is shown again, or nil if it has never been painted.
    @inlinable public func damage(for buffer: BufferID) -> DamageRegion? {
        missed[buffer]
    }

    /// Records that `buffer` was just painted and is up to date (emptying its record in place: a
    /// record of several rectangles keeps its memory for the next frame).
    @inlinable public mutating func markPainted(_ buffer: BufferID) {
        if let i = missed.index(forKey: buffer) {
            missed.values[i].removeAll(keepingCapacity: true)
        } else {
            missed[buffer] = DamageRegion()
        }
    }

    /// Sets `repaint` (emptied in place first) to what `buffer` must repaint this frame: its missed
    /// damage — all of `extent` if it was never painted — and `changed`, within `extent`. With `moved`
    /// (the rect of the frame's `ScrollMove`, whose pixels are copied from the previous frame), the
    /// missed damage inside `moved` is left out: there only `changed` is repainted.
    @inlinable public func repaint(for buffer: BufferID, changed: DamageRegion, moved: PixelRect?, extent: PixelRect,
                                   into repaint: inout DamageRegion) {
        repaint.removeAll(keepingCapacity: true)
        if let i = missed.index(forKey: buffer) {
            repaint.formUnion(missed.values[i])
        } else {
            repaint.formUnion(extent)
        }
        if let moved { repaint.subtract(DamageRegion(moved)) }
        repaint.formUnion(changed)
        repaint.formIntersection(extent)
    }

    /// Forgets `buffer` (destroyed, or reallocated after a resize).
    @inlinable public mutating func forget(_ buffer: BufferID) {
        missed[buffer] = nil
    }

    /// Forgets every buffer.
    @inlinable public mutating func removeAll() {
        missed.removeAll()
    }
}
