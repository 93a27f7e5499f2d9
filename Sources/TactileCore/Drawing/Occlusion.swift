/// The frame pixels that opaque views (`OpaqueDrawing`, or an opaque `backgroundColor`, drawn
/// straight into the frame on whole pixels) will cover,
/// in paint order, so the renderer skips painting — and clearing — what they hide.
///
/// Built by a walk that mirrors the renderer's (same clips, same skipped subtrees) before painting.
/// Views inside an offscreen subtree (translucent or transformed) never cover anything. During
/// painting, `passing(_:)` tracks how far the paint has got: what a view paints is reduced by the
/// covers painted after it, never by its own.
@MainActor struct Occlusion {
    struct Cover {
        let view: ObjectIdentifier
        let region: DamageRegion
    }
    private var covers: [Cover] = []
    /// `fromIndex[k]`: the union of the regions of covers k, k+1, … (the last one is empty).
    private var fromIndex: [DamageRegion] = []
    private var next = 0
    /// Whether there is anything to leave out (false: the renderer paints as if no view were opaque).
    var isActive = false

    /// No occlusion.
    init() {}

    /// The covers of `root`'s tree drawn through `mapping` within `clip` (target pixels).
    /// `exclusions.viewsBelow` cover their area with a transparent hole; `exclusions.viewsAbove`
    /// cover nothing (they are not drawn).
    init(root: View, mapping: DeviceMapping, clip: DamageRegion, excluding exclusions: RenderExclusions = .none) {
        guard !exclusions.viewsBelow.isEmpty || Occlusion.containsOpaqueDrawing(root, excluding: exclusions) else { return }
        // Last frame's arrays, for their capacity (given back by `recycle`).
        swap(&covers, &RenderScratch.covers)
        collect(root, mapping: mapping, clip: clip, excluding: exclusions)
        guard !covers.isEmpty else { return }
        swap(&fromIndex, &RenderScratch.coverUnions)
        fromIndex.append(contentsOf: repeatElement(DamageRegion(), count: covers.count + 1))
        for k in covers.indices.reversed() {
            fromIndex[k] = covers[k].region.union(fromIndex[k + 1])
        }
        isActive = true
    }

    /// Becomes no occlusion, handing its arrays' capacity on to the next render's (by then nothing
    /// else holds them, so emptying them keeps their storage).
    mutating func recycle() {
        covers.removeAll(keepingCapacity: true)
        fromIndex.removeAll(keepingCapacity: true)
        if covers.capacity > RenderScratch.covers.capacity { swap(&covers, &RenderScratch.covers) }
        if fromIndex.capacity > RenderScratch.coverUnions.capacity { swap(&fromIndex, &RenderScratch.coverUnions) }
        self = Occlusion()
    }

    /// The index of the first cover not painted yet.
    var nextIndex: Int { next }

    /// `region` without what covers `index`, `index + 1`, … will paint.
    func visible(_ region: DamageRegion, below index: Int) -> DamageRegion {
        guard isActive, index < covers.count, !region.isEmpty else { return region }
        var visible = region
        visible.subtract(fromIndex[index])
        return visible
    }

    /// Records that `view` is being painted; returns the index of the first cover painted after it.
    mutating func passing(_ view: View) -> Int {
        guard next < covers.count else { return next }
        let id = ObjectIdentifier(view)
        // Searched forward so that a cover skipped because `draw` changed the tree is passed too.
        if let k = covers[next...].firstIndex(where: { $0.view == id }) { next = k + 1 }
        return next
    }

    private static func containsOpaqueDrawing(_ view: View, excluding exclusions: RenderExclusions) -> Bool {
        guard !view.isHidden, !exclusions.isAbove(view) else { return false }
        if view is OpaqueDrawing || hasOpaqueBackground(view) { return true }
        return view.subviews.contains { containsOpaqueDrawing($0, excluding: exclusions) }
    }

    /// The fewest pixels an opaque background must cover to count: leaving many small views out of
    /// what is painted behind them costs more in region arithmetic than painting them over it.
    static let minimumBackgroundCover = 32_768

    /// Whether `view` fills its whole bounds with an opaque colour before drawing (its background):
    /// it covers what lies behind it like an `OpaqueDrawing` view.
    private static func hasOpaqueBackground(_ view: View) -> Bool {
        guard let background = view.presentedBackgroundColor else { return false }
        // Rounded corners leave what is behind them showing.
        if let layer = view.styledLayer, layer.cornerRadius > 0 { return false }
        return Color.unit(background.alpha) >= 1
    }

    /// Mirrors `ViewRenderer.renderView`/`paint`, without drawing: every view painted straight into the
    /// frame that promises opaque content adds the pixels it covers.
    private mutating func collect(_ view: View, mapping: DeviceMapping, clip: DamageRegion, excluding exclusions: RenderExclusions) {
        guard !view.isHidden, Color.unit(view.presentedAlpha) > 0, !exclusions.isAbove(view) else { return }
        if exclusions.isBelow(view) {
            // The renderer clears exactly these pixels (whatever the view's alignment) and draws nothing of its subtree.
            let hole = clip.intersection(ViewRenderer.pixelsCovering(view.presentedBounds, through: mapping))
            if !hole.isEmpty { covers.append(Cover(view: ObjectIdentifier(view), region: hole)) }
            return
        }
        guard Color.unit(view.presentedAlpha) >= 1, ViewRenderer.isAxisAlignedUniform(mapping) else { return }
        let bounds = view.presentedBounds
        let box = mapping.boundingBox(of: bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height)
        let boundsPixels = PixelRect(covering: Rect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY))
        // The content clip is a region (an allocation): worked out only for a view that may cover
        // (its bounds alone are big enough) or that clips its subviews.
        let drawsOpaquely = (view as? OpaqueDrawing)?.drawsOpaquely == true
        let boundsArea = boundsPixels.isEmpty ? 0 : boundsPixels.width * boundsPixels.height
        var contentClip: DamageRegion?
        if drawsOpaquely || (Occlusion.hasOpaqueBackground(view) && boundsArea >= Occlusion.minimumBackgroundCover),
           Occlusion.isWhole(mapping.a), Occlusion.isWhole(box.minX), Occlusion.isWhole(box.minY),
           Occlusion.isWhole(box.maxX), Occlusion.isWhole(box.maxY) {
            let covered = clip.intersection(boundsPixels)
            contentClip = covered
            // The box lies on whole pixels, so the content clip is exactly what the view covers.
            if !covered.isEmpty, drawsOpaquely || covered.area >= Occlusion.minimumBackgroundCover {
                covers.append(Cover(view: ObjectIdentifier(view), region: covered))
            }
        }
        let childClip = view.clipsToBounds ? contentClip ?? clip.intersection(boundsPixels) : clip
        guard !childClip.isEmpty else { return }
        // Subviews clipped to rounded corners leave the corners to what was behind them (kept and
        // blended back by `CornerMask`), which must have been painted.
        if view.clipsToBounds, let layer = view.styledLayer, layer.cornerRadius > 0 { return }
        for subview in view.subviews {
            collect(subview, mapping: ViewRenderer.subviewMapping(subview, under: mapping), clip: childClip, excluding: exclusions)
        }
    }

    /// Whether `v` is a whole number (within rounding noise) that fits the pixel grid.
    private static func isWhole(_ v: Double) -> Bool {
        v.isFinite && abs(v) < Double(PixelRect.coordinateLimit) && abs(v - v.rounded()) < 1e-6
    }
}
