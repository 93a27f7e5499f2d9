import CPixman

/// What `ViewRenderer` draws of a view's `Layer`: the shadow beneath it, the rounded background,
/// the rounded clip of its subviews and the border above them.
extension ViewRenderer {
    /// The view's bounds in target pixels, as a rounded box with the layer's corner radius.
    static func roundedBox(_ bounds: Rect, layer: Layer, mapping: DeviceMapping) -> RoundedBox {
        let origin = mapping.apply(bounds.origin.x, bounds.origin.y)
        let scale = mapping.a
        return RoundedBox(x: origin.x, y: origin.y, width: bounds.size.width * scale, height: bounds.size.height * scale,
                          radius: layer.cornerRadius * scale)
    }

    /// Where the layer's shadow lands (target pixels: the blurred mask's place) and the mask it needs;
    /// nil when it cannot be placed.
    static func shadowPlacement(of layer: Layer, bounds: Rect, mapping: DeviceMapping) -> (key: ShadowMask.Key, rect: PixelRect)? {
        let scale = mapping.a
        let box = roundedBox(bounds, layer: layer, mapping: mapping)
        let key = ShadowMask.Key(width: Int(box.width.rounded()), height: Int(box.height.rounded()),
                                 blur: Int((layer.shadowRadius * scale).rounded()),
                                 cornerRadius: box.radius)
        let x = box.x + layer.shadowOffset.width * scale, y = box.y + layer.shadowOffset.height * scale
        guard x.isFinite, y.isFinite else { return nil }
        let left = PixelRect.clampCoordinate(x.rounded()) - key.blur
        let top = PixelRect.clampCoordinate(y.rounded()) - key.blur
        return (key, PixelRect(x: left, y: top, width: key.width + 2 * key.blur, height: key.height + 2 * key.blur))
    }

    /// Composites the layer's shadow within `clip` (target pixels), blurring it only when the
    /// view's size, the blur or the corners changed since the last frame. With a `backdrop` (the
    /// shadow is a cover, `Occlusion.shadowBackdrop(of:)`), paints every pixel of `clip` within the
    /// shadow's place: the shadow over that colour.
    static func paintShadow(of layer: Layer, bounds: Rect, mapping: DeviceMapping, into target: PixelImage, clip: DamageRegion,
                            backdrop: Color? = nil) {
        target.setClip(clip)
        guard let color = layer.shadowColor, let placement = shadowPlacement(of: layer, bounds: bounds, mapping: mapping) else {
            if let backdrop { fillClip(of: target, with: backdrop) }
            return
        }
        let mask: ShadowMask
        if let cached = layer.shadowMask, cached.key == placement.key {
            mask = cached
            layer.shadowReuseCount += 1
        } else if let made = ShadowMask(placement.key) {
            mask = made
            layer.shadowMask = made
            layer.shadowBlurCount += 1
        } else {
            if let backdrop { fillClip(of: target, with: backdrop) }
            return
        }
        let area = Canvas.intersect(placement.rect, clip.boundingBox)
        guard !area.isEmpty else { return }
        let pixmanColor = color.withAlpha(Color.unit(color.alpha) * layer.shadowOpacity).pixmanColor
        if let backdrop, let shadow = mask.tinted(pixmanColor, over: backdrop.pixmanColor) {
            pixman_image_composite32(PIXMAN_OP_SRC, shadow, nil, target.image,
                                     Int32(area.x - placement.rect.x), Int32(area.y - placement.rect.y), 0, 0,
                                     Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
            return
        }
        if let backdrop { fillClip(of: target, with: backdrop) }
        guard let shadow = mask.tinted(pixmanColor) else { return }
        pixman_image_composite32(PIXMAN_OP_OVER, shadow, nil, target.image,
                                 Int32(area.x - placement.rect.x), Int32(area.y - placement.rect.y), 0, 0,
                                 Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
    }

    /// Fills the target's clip with `color`, as a background is filled.
    private static func fillClip(of target: PixelImage, with color: Color) {
        var pixmanColor = color.pixmanColor
        var everything = pixman_box32_t(x1: 0, y1: 0, x2: Int32(target.width), y2: Int32(target.height))
        _ = pixman_image_fill_boxes(PIXMAN_OP_OVER, target.image, &pixmanColor, 1, &everything)
    }

    /// The target pixels wholly inside the view's rounded box, clear of its anti-aliased edges and
    /// corners: what an opaque background paints over (so the shadow beneath need not be drawn).
    /// On whole pixels, the box less its corner squares too (`RoundedBox.solidPixels`).
    static func coveredPixels(_ bounds: Rect, layer: Layer, mapping: DeviceMapping) -> DamageRegion {
        let box = roundedBox(bounds, layer: layer, mapping: mapping)
        var covered = box.solidPixels ?? DamageRegion()
        let inside = insidePixels(of: box)
        if !inside.isEmpty { covered.formUnion(inside) }
        return covered
    }

    /// The pixels of `box` clear of its anti-aliased edges and corners, wherever it lies.
    private static func insidePixels(of box: RoundedBox) -> PixelRect {
        // A corner's arc stays within radius × (1 − 1/√2) of the sides at 45°; one pixel more for the edges.
        let inset = (box.radius * (1 - 0.5.squareRoot())).rounded(.up) + 1
        let x0 = PixelRect.clampCoordinate((box.x + inset).rounded(.up))
        let y0 = PixelRect.clampCoordinate((box.y + inset).rounded(.up))
        let x1 = PixelRect.clampCoordinate((box.x + box.width - inset).rounded(.down))
        let y1 = PixelRect.clampCoordinate((box.y + box.height - inset).rounded(.down))
        guard box.x.isFinite, box.y.isFinite, x1 > x0, y1 > y0 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The target pixels the layer's shadow may touch, or an empty rect when it casts none.
    static func shadowPixels(of view: View, layer: Layer, bounds: Rect, mapping: DeviceMapping) -> PixelRect {
        guard layer.castsShadow(clipping: view.clipsToBounds), !bounds.isEmpty else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        // One pixel more each side for the rounding of the shadow's place to whole pixels.
        return pixelsCovering(layer.shadowRect(around: bounds).insetBy(dx: -1, dy: -1), through: mapping)
    }

    /// Draws the layer's border inside `bounds`, above the subviews.
    static func paintBorder(of layer: Layer, bounds: Rect, canvas: Canvas) {
        guard layer.borderWidth > 0, let color = layer.borderColor else { return }
        let box = roundedBox(bounds, layer: layer, mapping: canvas.mapping)
        canvas.fillRounded(box, border: layer.borderWidth * canvas.scale, with: color)
    }
}
