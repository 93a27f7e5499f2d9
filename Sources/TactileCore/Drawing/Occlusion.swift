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
        /// For a view's shadow painted over its superview's plain background: that background's colour.
        var backdrop: Color?
        /// The union of the regions of this cover and of all covers after it.
        var fromHere = DamageRegion()
    }
    private var covers: [Cover] = []
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
        covers[covers.count - 1].fromHere = covers[covers.count - 1].region
        for k in covers.indices.dropLast().reversed() {
            covers[k].fromHere = covers[k].region.union(covers[k + 1].fromHere)
        }
        isActive = true
    }

    /// Becomes no occlusion, handing its arrays' capacity on to the next render's (by then nothing
    /// else holds them, so emptying them keeps their storage).
    mutating func recycle() {
        covers.removeAll(keepingCapacity: true)
        if covers.capacity > RenderScratch.covers.capacity { swap(&covers, &RenderScratch.covers) }
        self = Occlusion()
    }

    /// The index of the first cover not painted yet.
    var nextIndex: Int { next }

    /// `region` without what covers `index`, `index + 1`, … will paint.
    func visible(_ region: DamageRegion, below index: Int) -> DamageRegion {
        guard isActive, index < covers.count, !region.isEmpty else { return region }
        var visible = region
        visible.subtract(covers[index].fromHere)
        return visible
    }

    /// Records that `view` is being painted; returns the index of the first cover painted after it.
    mutating func passing(_ view: View) -> Int {
        guard next < covers.count else { return next }
        let id = ObjectIdentifier(view)
        // Searched forward so that a cover skipped because `draw` changed the tree is passed too.
        guard let k = covers[next...].firstIndex(where: { $0.view == id }) else { return next }
        next = k + 1
        // A view's shadow and its background are two covers in a row.
        while next < covers.count, covers[next].view == id { next += 1 }
        return next
    }

    /// The colour of the plain background `view`'s shadow is painted over when the shadow is a
    /// cover: the renderer then paints the shadow's whole place (`ViewRenderer.shadowPlacement`),
    /// shadow over that colour, instead of the background and the shadow over it.
    func shadowBackdrop(of view: View) -> Color? {
        guard isActive else { return nil }
        let id = ObjectIdentifier(view)
        return covers.first { $0.view == id && $0.backdrop != nil }?.backdrop
    }

    private static func containsOpaqueDrawing(_ view: View, excluding exclusions: RenderExclusions) -> Bool {
        guard !view.isHidden, !exclusions.isAbove(view) else { return false }
        if isOpaqueDrawingClass(view) || hasOpaqueBackground(view) { return true }
        return view.subviews.contains { containsOpaqueDrawing($0, excluding: exclusions) }
    }

    /// Whether `view`'s class conforms to `OpaqueDrawing` (remembered per class: a conformance check
    /// walks the class's superclasses, too slow to ask of every view twice a frame).
    private static func isOpaqueDrawingClass(_ view: View) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let known = DrawingCaches.opaqueDrawingClasses[type] { return known }
        let conforms = view is OpaqueDrawing
        DrawingCaches.opaqueDrawingClasses[type] = conforms
        return conforms
    }

    /// The fewest pixels an opaque background must cover to count: leaving many small views out of
    /// what is painted behind them costs more in region arithmetic than painting them over it.
    static let minimumBackgroundCover = 32_768

    /// Whether `view` fills its bounds with an opaque colour before drawing (its background): it
    /// covers what lies behind it like an `OpaqueDrawing` view — all of it, or with rounded corners
    /// all but the corner squares.
    private static func hasOpaqueBackground(_ view: View) -> Bool {
        guard let background = view.presentedBackgroundColor else { return false }
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
        let drawsOpaquely = Occlusion.isOpaqueDrawingClass(view) && (view as? OpaqueDrawing)?.drawsOpaquely == true
        let boundsArea = boundsPixels.isEmpty ? 0 : boundsPixels.width * boundsPixels.height
        var contentClip: DamageRegion?
        let onWholePixels = Occlusion.isWhole(mapping.a) && Occlusion.isWhole(box.minX) && Occlusion.isWhole(box.minY)
            && Occlusion.isWhole(box.maxX) && Occlusion.isWhole(box.maxY)
        if drawsOpaquely || (Occlusion.hasOpaqueBackground(view) && boundsArea >= Occlusion.minimumBackgroundCover),
           onWholePixels {
            var covered = clip.intersection(boundsPixels)
            contentClip = covered
            if !drawsOpaquely, let layer = view.styledLayer, layer.cornerRadius > 0 {
                // Rounded corners leave what is behind them showing: only the box less its corner squares covers.
                let box = ViewRenderer.roundedBox(bounds, layer: layer, mapping: mapping)
                if let solid = box.solidPixels { covered.formIntersection(solid) } else { covered.removeAll() }
            }
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
        // A plain view paints nothing but its background: its subviews' shadows may be painted over it in one go.
        var backdrop: Color?
        if onWholePixels, type(of: view) == View.self || type(of: view) == Window.self, Occlusion.hasOpaqueBackground(view),
           (view.styledLayer?.cornerRadius ?? 0) <= 0 {
            backdrop = view.presentedBackgroundColor
        }
        for (index, subview) in view.subviews.enumerated() {
            let subviewMapping = ViewRenderer.subviewMapping(subview, under: mapping)
            if let backdrop {
                addShadowCover(subview, mapping: subviewMapping, backdrop: backdrop, within: boundsPixels, clip: childClip,
                               after: view.subviews[..<index], superviewMapping: mapping, excluding: exclusions)
            }
            collect(subview, mapping: subviewMapping, clip: childClip, excluding: exclusions)
        }
    }

    /// The fewest pixels a shadow's place must have to count as a cover.
    static let minimumShadowCover = 4096
    /// The most earlier siblings checked for overlapping a shadow (beyond, it is no cover).
    static let mostSiblingsChecked = 32

    /// Adds the place of `view`'s shadow as a cover when the shadow is painted straight over its
    /// superview's plain `backdrop` (`superviewPixels`, on whole pixels): wholly inside the
    /// superview, and clear of everything the earlier subviews paint.
    private mutating func addShadowCover(_ view: View, mapping: DeviceMapping, backdrop: Color, within superviewPixels: PixelRect,
                                         clip: DamageRegion, after earlier: ArraySlice<View>, superviewMapping: DeviceMapping,
                                         excluding exclusions: RenderExclusions) {
        guard !view.isHidden, Color.unit(view.presentedAlpha) >= 1, !exclusions.isAbove(view), !exclusions.isBelow(view),
              ViewRenderer.isAxisAlignedUniform(mapping), let layer = view.styledLayer,
              layer.castsShadow(clipping: view.clipsToBounds), !view.presentedBounds.isEmpty,
              let place = ViewRenderer.shadowPlacement(of: layer, bounds: view.presentedBounds, mapping: mapping)?.rect,
              place.width * place.height >= Occlusion.minimumShadowCover,
              Canvas.intersect(place, superviewPixels) == place, !Canvas.intersect(place, clip.boundingBox).isEmpty,
              earlier.count <= Occlusion.mostSiblingsChecked else { return }
        for sibling in earlier where !sibling.isHidden && Color.unit(sibling.presentedAlpha) > 0 && !exclusions.isAbove(sibling) {
            let extent = ViewRenderer.contentExtent(of: sibling, excluding: exclusions)
            let pixels = ViewRenderer.pixelsCovering(extent, through: ViewRenderer.subviewMapping(sibling, under: superviewMapping))
            if !Canvas.intersect(pixels, place).isEmpty { return }
        }
        let region = clip.intersection(place)
        guard !region.isEmpty else { return }
        covers.append(Cover(view: ObjectIdentifier(view), region: region, backdrop: backdrop))
    }

    /// Whether `v` is a whole number (within rounding noise) that fits the pixel grid.
    private static func isWhole(_ v: Double) -> Bool {
        v.isFinite && abs(v) < Double(PixelRect.coordinateLimit) && abs(v - v.rounded()) < 1e-6
    }
}
