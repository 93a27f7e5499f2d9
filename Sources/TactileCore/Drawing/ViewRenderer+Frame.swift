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
        if move != nil, repaint.rectCount <= ViewRenderer.separatelyPaintedRects {
            repaint.forEachRect { rect in
                render(root, into: target, scale: scale, damage: DamageRegion(rect), excluding: exclusions)
            }
        } else if !repaint.isEmpty {
            render(root, into: target, scale: scale, damage: repaint, excluding: exclusions)
        }
    }

    /// The most rectangles a frame after a move paints one by one (more are painted at once).
    static let separatelyPaintedRects = 8
}
