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

    /// Composites the layer's shadow within `clip` (target pixels), blurring it only when the
    /// view's size, the blur or the corners changed since the last frame.
    static func paintShadow(of layer: Layer, bounds: Rect, mapping: DeviceMapping, into target: PixelImage, clip: DamageRegion) {
        guard let color = layer.shadowColor else { return }
        let scale = mapping.a
        let box = roundedBox(bounds, layer: layer, mapping: mapping)
        let key = ShadowMask.Key(width: Int(box.width.rounded()), height: Int(box.height.rounded()),
                                 blur: Int((layer.shadowRadius * scale).rounded()),
                                 cornerRadius: box.radius)
        let mask: ShadowMask
        if let cached = layer.shadowMask, cached.key == key {
            mask = cached
            layer.shadowReuseCount += 1
        } else {
            guard let made = ShadowMask(key) else { return }
            mask = made
            layer.shadowMask = made
            layer.shadowBlurCount += 1
        }
        let x = box.x + layer.shadowOffset.width * scale, y = box.y + layer.shadowOffset.height * scale
        guard x.isFinite, y.isFinite else { return }
        let left = PixelRect.clampCoordinate(x.rounded()) - mask.padding
        let top = PixelRect.clampCoordinate(y.rounded()) - mask.padding
        let area = Canvas.intersect(PixelRect(x: left, y: top, width: mask.width, height: mask.height), clip.boundingBox)
        guard !area.isEmpty else { return }
        target.setClip(clip)
        var pixmanColor = color.withAlpha(Color.unit(color.alpha) * layer.shadowOpacity).pixmanColor
        guard let source = pixman_image_create_solid_fill(&pixmanColor) else { return }
        defer { pixman_image_unref(source) }
        pixman_image_composite32(PIXMAN_OP_OVER, source, mask.image, target.image, 0, 0,
                                 Int32(area.x - left), Int32(area.y - top),
                                 Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
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
