import CPixman
import Logging

/// Paints a view tree into pixels with pixman, back to front.
///
/// For each visible view: its layer's shadow, `backgroundColor`, then `draw(_:in:)` (both clipped
/// to the view's bounds, the background cut to the layer's rounded corners), then its subviews
/// (clipped to the — rounded — bounds only when `clipsToBounds`), then the layer's border. Views whose transform keeps
/// them axis-aligned at a uniform scale are drawn straight into the destination; rotated, skewed or
/// unevenly scaled views are drawn into an offscreen image first and composited through a bilinear
/// pixman transform; views with `alpha < 1` are drawn offscreen and composited with that opacity
/// (group opacity, as UIKit). Geometry, opacity and background are the presentation values: what
/// running animations show at the window clock's `now`.
@MainActor public final class ViewRenderer {
    private static let logger = Logger(label: "tactile.drawing.renderer")

    /// The largest side of an offscreen image; bigger layers are rendered at a lower resolution.
    static let maximumOffscreenDimension = 8192

    /// How many views the last `render` call composited through an offscreen image (diagnostics:
    /// translation-only, opaque views never need one).
    public private(set) var offscreenLayerCount = 0

    /// Creates a renderer.
    public init() {}

    /// What opaque views will cover, for the render in progress (see `Occlusion`).
    private var occlusion = Occlusion()
    /// What the render in progress leaves to other surfaces.
    private var exclusions = RenderExclusions.none

    /// Renders `root` and its subviews into `target`.
    ///
    /// - Parameters:
    ///   - root: the top of the tree; its `bounds` origin lands on the target's top-left pixel (its
    ///     `frame` position and `transform` are ignored; its `alpha` and `isHidden` apply). When it is
    ///     a `Window`, whatever the window draws above all content (the touch overlay) follows,
    ///     unless `exclusions` leave it out.
    ///   - target: the destination pixels, for example a mapped shm buffer.
    ///   - scale: buffer pixels per point (the Wayland buffer scale), clamped to 1...8.
    ///   - damage: the target pixels to repaint; nil repaints everything. Pixels outside it are left
    ///     exactly as they were; pixels inside are first cleared to transparent black.
    ///   - exclusions: what other surfaces show instead (views above or beneath the target, the
    ///     window's overlay); by default nothing.
    public func render(_ root: View, into target: PixelImage, scale: Int = 1, damage: DamageRegion? = nil,
                       excluding exclusions: RenderExclusions = .none) {
        render(root, into: target, scale: Double(min(max(scale, 1), 8)), damage: damage, excluding: exclusions)
    }

    /// Renders `root` at a fractional buffer scale (for `wp_fractional_scale_v1` with a viewport),
    /// clamped to 0.25...8; otherwise as `render(_:into:scale:damage:excluding:)` with an integer scale.
    public func render(_ root: View, into target: PixelImage, scale: Double, damage: DamageRegion? = nil,
                       excluding exclusions: RenderExclusions = .none) {
        render(root, into: target, row: 0, scale: scale, damage: damage, excluding: exclusions)
    }

    /// Renders with `root`'s top-left on row `row` of `target` (a frame within a taller image);
    /// `damage` is in target pixels.
    func render(_ root: View, into target: PixelImage, row: Int, scale: Double, damage: DamageRegion?,
                excluding exclusions: RenderExclusions) {
        offscreenLayerCount = 0
        var clip = target.extent
        if let damage { clip.formIntersection(damage) }
        guard !clip.isEmpty else { return }
        let s = scale.isFinite ? min(max(scale, 0.25), 8) : 1
        defer { target.setClip(nil) }

        let b = root.bounds
        var rootMapping = DeviceMapping.translation(-b.origin.x, -b.origin.y).then(.scale(s))
        if row != 0 { rootMapping = rootMapping.then(.translation(0, Double(row))) }
        self.exclusions = exclusions
        occlusion = Occlusion(root: root, mapping: rootMapping, clip: clip, excluding: exclusions)
        defer {
            occlusion.recycle()
            self.exclusions = .none
        }

        // Pixels an opaque view will cover need no clearing.
        let cleared = occlusion.visible(clip, below: 0)
        if !cleared.isEmpty {
            target.setClip(cleared)
            var transparent = Color.clear.pixmanColor
            var everything = pixman_box32_t(x1: 0, y1: 0, x2: Int32(target.width), y2: Int32(target.height))
            _ = pixman_image_fill_boxes(PIXMAN_OP_SRC, target.image, &transparent, 1, &everything)
        }

        renderView(root, mapping: rootMapping, into: target, clip: clip)

        if !exclusions.overlay, let window = root as? Window {
            target.setClip(clip)
            var canvas = ViewRenderer.canvas(target: target, mapping: rootMapping, clipBounds: clip.boundingBox)
            window.drawOverlay(in: canvas)
            ViewRenderer.finish(&canvas)
        }
        // The accessibility focus ring, above the content of the surface its element draws into
        // (also when a platform surface shows the touch overlay).
        if let ring = root.accessibilityRingRect(excluding: exclusions) {
            target.setClip(clip)
            var canvas = ViewRenderer.canvas(target: target, mapping: rootMapping, clipBounds: clip.boundingBox)
            AccessibilityFocusRing.draw(around: ring, in: canvas)
            ViewRenderer.finish(&canvas)
        }
    }

    // MARK: - Tree walk

    /// Draws `view` (in its own bounds space, mapped to `target` pixels by `mapping`) and its subtree,
    /// touching only `clip`.
    private func renderView(_ view: View, mapping: DeviceMapping, into target: PixelImage, clip: DamageRegion) {
        guard !view.isHidden else { return }
        let alpha = Color.unit(view.presentedAlpha)
        guard alpha > 0, !exclusions.isAbove(view) else { return }
        if exclusions.isBelow(view) {
            cutOut(view, mapping: mapping, into: target, clip: clip)
        } else if alpha >= 1, ViewRenderer.isAxisAlignedUniform(mapping) {
            paint(view, mapping: mapping, into: target, clip: clip)
        } else {
            renderOffscreen(view, mapping: mapping, alpha: alpha, into: target, clip: clip)
        }
    }

    /// The fast path: shadow, background, `draw`, subviews, then border, straight into `target`.
    private func paint(_ view: View, mapping: DeviceMapping, into target: PixelImage, clip: DamageRegion) {
        let bounds = view.presentedBounds
        let boundsPixels = ViewRenderer.pixelsCovering(bounds, through: mapping)
        let contentClip = clip.intersection(boundsPixels)
        // Leave out what opaque views painted later will cover (only while painting into the frame).
        var paintClip = contentClip
        var firstAbove = 0
        if occlusion.isActive {
            firstAbove = occlusion.passing(view)
            paintClip = occlusion.visible(contentClip, below: firstAbove)
        }
        let layer = view.styledLayer
        var corners: CornerMask?
        if let layer {
            let shadowPixels = ViewRenderer.shadowPixels(of: view, layer: layer, bounds: bounds, mapping: mapping)
            if !shadowPixels.isEmpty {
                // A shadow that is a cover paints all of its place (see `Occlusion.shadowBackdrop(of:)`).
                let backdrop = occlusion.shadowBackdrop(of: view)
                let place = backdrop == nil ? nil : ViewRenderer.shadowPlacement(of: layer, bounds: bounds, mapping: mapping)?.rect
                var shadowClip = occlusion.visible(clip.intersection(place ?? shadowPixels), below: firstAbove)
                if let background = view.presentedBackgroundColor, background.alpha >= 1 {
                    // The opaque background will cover the shadow under the box's inside.
                    let covered = ViewRenderer.coveredPixels(bounds, layer: layer, mapping: mapping)
                    if !covered.isEmpty { shadowClip.subtract(covered) }
                }
                if !shadowClip.isEmpty {
                    ViewRenderer.paintShadow(of: layer, bounds: bounds, mapping: mapping, into: target, clip: shadowClip,
                                             backdrop: backdrop)
                }
            }
            if view.clipsToBounds, layer.cornerRadius > 0, !contentClip.isEmpty {
                corners = CornerMask(box: ViewRenderer.roundedBox(bounds, layer: layer, mapping: mapping),
                                     within: contentClip.boundingBox, of: target)
            }
        }

        if !paintClip.isEmpty {
            target.setClip(paintClip)
            let clipBox = paintClip.boundingBox
            var canvas = ViewRenderer.canvas(target: target, mapping: mapping, clipBounds: clipBox)
            if let background = view.presentedBackgroundColor {
                if let layer, layer.cornerRadius > 0, corners == nil {
                    canvas.fillRounded(ViewRenderer.roundedBox(bounds, layer: layer, mapping: mapping), with: background)
                } else {
                    canvas.fill(bounds, with: background)
                }
            }
            view.draw(dirtyRect(clipBox, mapping: mapping, bounds: bounds), in: canvas)
            ViewRenderer.finish(&canvas)
        }

        let childClip = view.clipsToBounds ? contentClip : clip
        if !childClip.isEmpty {
            for subview in view.subviews {
                renderView(subview, mapping: ViewRenderer.subviewMapping(subview, under: mapping), into: target, clip: childClip)
            }
        }
        guard let layer else { return }
        corners?.apply(to: target)
        if layer.borderWidth > 0, layer.borderColor != nil {
            // Above the subviews: leave out only what opaque views after the whole subtree cover.
            let borderClip = occlusion.visible(contentClip, below: occlusion.nextIndex)
            guard !borderClip.isEmpty else { return }
            target.setClip(borderClip)
            var canvas = ViewRenderer.canvas(target: target, mapping: mapping, clipBounds: borderClip.boundingBox)
            ViewRenderer.paintBorder(of: layer, bounds: bounds, canvas: canvas)
            ViewRenderer.finish(&canvas)
        }
    }

    /// Clears `view`'s area to transparent (what views in front of it paint later stays on top).
    private func cutOut(_ view: View, mapping: DeviceMapping, into target: PixelImage, clip: DamageRegion) {
        let bounds = view.presentedBounds
        let boundsPixels = ViewRenderer.pixelsCovering(bounds, through: mapping)
        var hole = clip.intersection(boundsPixels)
        if occlusion.isActive { hole = occlusion.visible(hole, below: occlusion.passing(view)) }
        guard !hole.isEmpty else { return }
        target.setClip(hole)
        var transparent = Color.clear.pixmanColor
        var everything = pixman_box32_t(x1: 0, y1: 0, x2: Int32(target.width), y2: Int32(target.height))
        _ = pixman_image_fill_boxes(PIXMAN_OP_SRC, target.image, &transparent, 1, &everything)
    }

    /// The slow path: the subtree is painted into an offscreen image, which is composited into `target`
    /// through the view's mapping (bilinear filtering) and with its opacity.
    private func renderOffscreen(_ view: View, mapping: DeviceMapping, alpha: Double, into target: PixelImage, clip: DamageRegion) {
        let extent = ViewRenderer.contentExtent(of: view, excluding: exclusions)
        guard extent.size.width > 0, extent.size.height > 0 else { return }
        let deviceBox = mapping.boundingBox(of: extent.origin.x, extent.origin.y, extent.size.width, extent.size.height)
        let area = Canvas.intersect(PixelRect(covering: Rect(x: deviceBox.minX, y: deviceBox.minY,
                                                             width: deviceBox.maxX - deviceBox.minX,
                                                             height: deviceBox.maxY - deviceBox.minY)),
                                    clip.boundingBox)
        guard !area.isEmpty else { return }

        let offscreenMapping: DeviceMapping
        let offscreen: PixelImage
        if ViewRenderer.isAxisAlignedUniform(mapping) {
            // Opacity only: an offscreen aligned with the target's pixels, composited without resampling.
            guard let image = try? PixelImage(width: area.width, height: area.height) else { return }
            offscreen = image
            offscreenMapping = mapping.then(.translation(Double(-area.x), Double(-area.y)))
        } else {
            // Transformed: paint the visible part of the view upright at the resolution it is shown at.
            guard let inverse = mapping.inverse else { return }
            let visible = inverse.boundingBox(of: Double(area.x), Double(area.y), Double(area.width), Double(area.height))
            guard mapping.maximumStretch.isFinite else { return }
            var resolution = min(max(mapping.maximumStretch, 1.0 / 64), 8)
            // A margin of two offscreen pixels lets bilinear filtering at the edge of a partial
            // repaint read real neighbours, so a damaged patch matches a full repaint.
            let margin = 2 / resolution
            let x0 = max(visible.minX - margin, extent.origin.x), y0 = max(visible.minY - margin, extent.origin.y)
            let x1 = min(visible.maxX + margin, extent.origin.x + extent.size.width)
            let y1 = min(visible.maxY + margin, extent.origin.y + extent.size.height)
            guard x1 > x0, y1 > y0 else { return }
            let largest = max(x1 - x0, y1 - y0) * resolution
            if largest > Double(ViewRenderer.maximumOffscreenDimension - 2) {
                resolution *= Double(ViewRenderer.maximumOffscreenDimension - 2) / largest
            }
            // Whole offscreen pixels; kept in Double because the view's coordinates may be far from 0.
            let left = (x0 * resolution).rounded(.down), top = (y0 * resolution).rounded(.down)
            let right = (x1 * resolution).rounded(.up), bottom = (y1 * resolution).rounded(.up)
            let limit = Double(ViewRenderer.maximumOffscreenDimension)
            guard left.isFinite, top.isFinite, right - left <= limit, bottom - top <= limit else { return }
            let width = Int(right - left), height = Int(bottom - top)
            guard let image = try? PixelImage(width: max(1, width), height: max(1, height)) else {
                ViewRenderer.logger.warning("could not allocate a \(width)×\(height) offscreen image; view skipped")
                return
            }
            offscreen = image
            offscreenMapping = DeviceMapping.scale(resolution).then(.translation(-left, -top))
        }

        offscreenLayerCount += 1
        // Occlusion is in the frame's pixels; the offscreen subtree has none of its own.
        let frameOcclusion = occlusion
        occlusion.isActive = false
        paint(view, mapping: offscreenMapping, into: offscreen, clip: offscreen.extent)
        occlusion = frameOcclusion
        offscreen.setClip(nil)
        guard let offscreenToLocal = offscreenMapping.inverse else { return }
        target.setClip(occlusion.visible(clip, below: occlusion.nextIndex))
        compositeTransformed(offscreen, onto: target, sourceToDestination: offscreenToLocal.then(mapping),
                             opacity: alpha, area: area)
    }

    // MARK: - Canvases

    /// A canvas for one draw: last draw's, when nothing kept it, else a new one.
    static func canvas(target: PixelImage, mapping: DeviceMapping, clipBounds: PixelRect) -> Canvas {
        guard let spare = RenderScratch.spareCanvas else { return Canvas(target: target, mapping: mapping, clipBounds: clipBounds) }
        RenderScratch.spareCanvas = nil
        spare.reset(target: target, mapping: mapping, clipBounds: clipBounds)
        return spare
    }

    /// Ends `canvas`'s draw (later calls on it draw nothing) and keeps it for the next draw unless
    /// something else still holds it (a view that kept the canvas it was given keeps a dead one).
    static func finish(_ canvas: inout Canvas) {
        canvas.invalidate()
        guard isKnownUniquelyReferenced(&canvas), let placeholder = RenderScratch.placeholder else { return }
        canvas.reset(target: placeholder, mapping: .identity, clipBounds: PixelRect(x: 0, y: 0, width: 0, height: 0))
        canvas.invalidate()
        RenderScratch.spareCanvas = canvas
    }

    // MARK: - Geometry

    /// Maps a subview's bounds space into its superview's: about the centre, through `transform`
    /// (presentation values: what running animations show now).
    /// The mapping of `subview` into target pixels, under its superview's `mapping`. A view being
    /// animated is placed on whole target pixels (its bounds' top-left corner rounded) when it is only
    /// translated at a uniform scale: moving content stays crisp and paints with plain fills, not
    /// anti-aliased edges. Its damage is grown to cover the rounding (`View.damagePresentedArea`).
    static func subviewMapping(_ subview: View, under mapping: DeviceMapping) -> DeviceMapping {
        var m = childMapping(subview).then(mapping)
        guard subview.animations != nil, isAxisAlignedUniform(m) else { return m }
        let b = subview.presentedBounds
        let x = m.a * b.origin.x + m.tx, y = m.d * b.origin.y + m.ty
        guard x.isFinite, y.isFinite else { return m }
        m.tx += x.rounded() - x
        m.ty += y.rounded() - y
        return m
    }

    static func childMapping(_ view: View) -> DeviceMapping {
        // Each presented value of an animating view is worked out from its animations: read once.
        let b = view.presentedBounds
        let t = view.presentedTransform
        let center = view.presentedCenter
        return DeviceMapping.translation(-(b.origin.x + b.size.width / 2), -(b.origin.y + b.size.height / 2))
            .then(DeviceMapping(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty))
            .then(.translation(center.x, center.y))
    }

    /// The target pixels `rect` (in a view's bounds space) touches through `mapping`.
    static func pixelsCovering(_ rect: Rect, through mapping: DeviceMapping) -> PixelRect {
        let box = mapping.boundingBox(of: rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
        return PixelRect(covering: Rect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY))
    }

    /// Whether `m` keeps rectangles axis-aligned and square pixels square (no rotation, skew,
    /// flip or uneven scale), so a canvas can draw through it directly.
    static func isAxisAlignedUniform(_ m: DeviceMapping) -> Bool {
        let eps = 1e-9 * max(1, abs(m.a))
        return m.a > 0 && abs(m.b) < eps && abs(m.c) < eps && abs(m.a - m.d) < eps
            && m.tx.isFinite && m.ty.isFinite
    }

    /// The area, in `view`'s bounds space, that the view and its visible subtree can paint.
    static func contentExtent(of view: View, excluding exclusions: RenderExclusions = .none) -> Rect {
        let b = view.paintedRect(view.presentedBounds)
        var minX = b.origin.x, minY = b.origin.y
        var maxX = b.origin.x + b.size.width, maxY = b.origin.y + b.size.height
        if !view.clipsToBounds {
            for sub in view.subviews where !sub.isHidden && Color.unit(sub.presentedAlpha) > 0 && !exclusions.isAbove(sub) {
                let e = contentExtent(of: sub, excluding: exclusions)
                guard e.size.width > 0, e.size.height > 0 else { continue }
                let box = childMapping(sub).boundingBox(of: e.origin.x, e.origin.y, e.size.width, e.size.height)
                guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { continue }
                minX = min(minX, box.minX); minY = min(minY, box.minY)
                maxX = max(maxX, box.maxX); maxY = max(maxY, box.maxY)
            }
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The part of `bounds` that `clipBox` (target pixels) covers, in the view's coordinates.
    private func dirtyRect(_ clipBox: PixelRect, mapping: DeviceMapping, bounds: Rect) -> Rect {
        guard let inverse = mapping.inverse else { return bounds }
        let r = inverse.boundingBox(of: Double(clipBox.x), Double(clipBox.y), Double(clipBox.width), Double(clipBox.height))
        let x0 = max(r.minX, bounds.origin.x), y0 = max(r.minY, bounds.origin.y)
        let x1 = min(r.maxX, bounds.origin.x + bounds.size.width), y1 = min(r.maxY, bounds.origin.y + bounds.size.height)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }
}
