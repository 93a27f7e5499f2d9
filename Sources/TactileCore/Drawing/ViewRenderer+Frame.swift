extension ViewRenderer {
    /// Paints one frame into `target`, a buffer of a swap chain: first `move` (the frame's
    /// `ScrollMove`), copying from `previous` — the buffer holding the whole previous frame, which may
    /// be `target` itself — then `repaint` (see `BufferDamageTracker.repaint(for:changed:moved:extent:into:)`).
    ///
    /// After a move the repaint is a few small rectangles (the uncovered strip, what does not move
    /// with the content): each is painted on its own, as a one-rectangle region costs no allocation.
    public func renderFrame(_ root: View, into target: PixelImage, scale: Int, repaint: DamageRegion,
                            move: ScrollMove?, previous: PixelImage?, excluding exclusions: RenderExclusions = .none) {
        if let move, let previous { target.apply(move, from: previous) }
        paintFrame(root, into: target, row: 0, scale: scale, repaint: repaint, afterMove: move != nil, excluding: exclusions)
    }

    /// Paints one frame that is the `frameHeight` rows of `target` from `row` (a pool of rows, see
    /// `SlidingFrames`): `repaint` (frame pixels) after `move`, when given, copied the frame at
    /// `previousRow` of `previous` into place. For a `.slid` frame there is no copy: pass no move.
    public func renderFrame(_ root: View, into target: PixelImage, row: Int, frameHeight: Int, scale: Int,
                            repaint: DamageRegion, move: ScrollMove?, previous: PixelImage?, previousRow: Int,
                            excluding exclusions: RenderExclusions = .none) {
        if let move, let previous {
            target.apply(move, from: previous, sourceRow: previousRow, row: row, frameHeight: frameHeight)
        }
        paintFrame(root, into: target, row: row, scale: scale, repaint: repaint, afterMove: true, excluding: exclusions)
    }

    /// Paints `repaint` (frame pixels) of the frame whose top is row `row` of `target` (0 but for a
    /// frame in a pool of rows, see `SlidingFrames`). `afterMove`: the frame's pixels were moved, so
    /// the repaint is a few small rects, painted one by one (a one-rect region costs no allocation).
    public func paintFrame(_ root: View, into target: PixelImage, row: Int, scale: Int, repaint: DamageRegion,
                           afterMove: Bool, excluding exclusions: RenderExclusions = .none) {
        let s = Double(min(max(scale, 1), 8))
        if afterMove, repaint.rectCount <= ViewRenderer.separatelyPaintedRects {
            repaint.forEachRect { rect in
                let inTarget = PixelRect(x: rect.x, y: rect.y + row, width: rect.width, height: rect.height)
                render(root, into: target, row: row, scale: s, damage: DamageRegion(inTarget), excluding: exclusions)
            }
        } else if !repaint.isEmpty {
            render(root, into: target, row: row, scale: s, damage: row == 0 ? repaint : repaint.translatedBy(x: 0, y: row),
                   excluding: exclusions)
        }
    }

    /// The most rectangles a frame after a move paints one by one (more are painted at once).
    static let separatelyPaintedRects = 8
}
