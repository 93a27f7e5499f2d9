/// Scrolling without copying: frames drawn as windows into one tall block of rows ("the pool"),
/// the next frame `dy` rows further down (or up) than the last. When a frame's only change is the
/// content moving vertically as a whole, its pixels are already in the pool — the previous frame's
/// rows — and only the strip the move uncovers is painted, in rows no buffer the compositor holds
/// uses. This bookkeeping is the same for every platform: a Wayland client makes each frame a
/// `wl_buffer` at that row of one `wl_shm_pool`.
///
/// A frame can slide when its `ScrollMove` moves the whole frame vertically by at most a quarter of
/// its height and all its changes lie in the uncovered strip. Otherwise, for such a move, the frame
/// is copied into the pool from the previous one (at the end of the pool that leaves the most room
/// to slide on), when those rows are free; anything else is drawn as before.
public struct SlidingFrames: Sendable {
    /// Rows of one frame.
    public let frameHeight: Int
    /// Rows of the pool: two frames and the largest step, so that copying back to one end never
    /// touches the frame shown from the other.
    public let rows: Int
    /// The top row of the frame presented last when it lies in the pool; nil when it does not.
    public private(set) var frontRow: Int?

    /// How a frame uses the pool.
    public enum Placement: Equatable, Sendable {
        /// At `row`, where the previous frame's pixels already stand moved: paint only the changes.
        case slid(row: Int)
        /// At `row`, after the previous frame's pixels are copied in, moved: paint the changes.
        case copied(row: Int)

        /// The frame's top row in the pool.
        public var row: Int {
            switch self {
            case .slid(let row), .copied(let row): row
            }
        }
    }

    /// Bookkeeping for frames of `frameHeight` rows (at least 4).
    public init(frameHeight: Int) {
        self.frameHeight = max(4, frameHeight)
        rows = 2 * self.frameHeight + self.frameHeight / 4
    }

    /// The largest vertical move (rows) a pool frame follows.
    public var largestStep: Int { frameHeight / 4 }

    /// Where the next frame goes in the pool, or nil when it is not drawn there.
    ///
    /// - Parameters:
    ///   - move: the frame's scroll move (buffer pixels); only a vertical move of the whole frame
    ///     (`width` × `frameHeight`) counts.
    ///   - width: the frame's width in pixels.
    ///   - changed: what the frame changes (frame pixels), the uncovered strip included.
    ///   - held: the row ranges of pool frames the compositor may still read: never written.
    public func placement(for move: ScrollMove?, width: Int, changed: DamageRegion,
                          held: some Sequence<Range<Int>>) -> Placement? {
        guard let move, move.dx == 0, move.dy != 0, abs(move.dy) <= largestStep,
              move.rect == PixelRect(x: 0, y: 0, width: width, height: frameHeight) else { return nil }
        let dy = move.dy
        if let front = frontRow {
            let row = front + dy
            if row >= 0, row + frameHeight <= rows {
                // The strip the move uncovers, in the frame and in the pool.
                let strip = dy > 0 ? PixelRect(x: 0, y: frameHeight - dy, width: width, height: dy)
                    : PixelRect(x: 0, y: 0, width: width, height: -dy)
                var outside = changed
                outside.subtract(DamageRegion(strip))
                let stripRows = (row + strip.y)..<(row + strip.maxY)
                if outside.isEmpty, !held.contains(where: { $0.overlaps(stripRows) }) { return .slid(row: row) }
            }
        }
        // Scrolling down slides the frames towards the pool's end: start from its top, and back.
        let row = dy > 0 ? 0 : rows - frameHeight
        let frameRows = row..<(row + frameHeight)
        return held.contains(where: { $0.overlaps(frameRows) }) ? nil : .copied(row: row)
    }

    /// Sets `repaint` (emptied in place first) to what a frame placed in the pool paints after
    /// `move`: the rows the move uncovers and `changed`, in frame pixels.
    public func repaint(after move: ScrollMove, changed: DamageRegion, width: Int, into repaint: inout DamageRegion) {
        repaint.removeAll(keepingCapacity: true)
        repaint.formUnion(PixelRect(x: 0, y: 0, width: width, height: frameHeight))
        repaint.subtract(DamageRegion(move.destination))
        repaint.formUnion(changed)
    }

    /// Records the frame just presented: at `row` of the pool, or (nil) elsewhere.
    public mutating func didPresent(row: Int?) {
        frontRow = row
    }
}
