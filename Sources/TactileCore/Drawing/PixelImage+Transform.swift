import CPixman

extension PixelImage {
    /// Copies `region` of `source` (its pixels) into this image transformed by `transform`: the
    /// pixel at source (x, y) lands where `transform` maps it. This image must be the size of the
    /// transformed source. Exact (nearest pixel, no blending); pixman has fast paths for the rotations.
    public func copy(from source: PixelImage, transformedBy transform: OutputTransform, region: DamageRegion) {
        let size = transform.transformedSize(width: source.width, height: source.height)
        guard size.width == width, size.height == height else {
            TactileLog.core.error("transformed copy: \(width)×\(height) cannot hold \(source.width)×\(source.height) \(transform)")
            return
        }
        // pixman maps destination pixels to source pixels: the inverse transform.
        let m = transform.inverse.matrix(width: Double(width), height: Double(height))
        var matrix = pixman_transform()
        pixman_transform_init_identity(&matrix)
        matrix.matrix.0 = (fixed(m.a), fixed(m.b), fixed(m.c))
        matrix.matrix.1 = (fixed(m.d), fixed(m.e), fixed(m.f))
        _ = pixman_image_set_transform(source.image, &matrix)
        _ = pixman_image_set_filter(source.image, PIXMAN_FILTER_NEAREST, nil, 0)
        defer { _ = pixman_image_set_transform(source.image, nil) }
        for rect in region.intersection(PixelRect(x: 0, y: 0, width: source.width, height: source.height)).rects {
            let target = transform.apply(rect, width: source.width, height: source.height)
            pixman_image_composite32(PIXMAN_OP_SRC, source.image, nil, image,
                                     Int32(target.x), Int32(target.y), 0, 0, Int32(target.x), Int32(target.y),
                                     Int32(target.width), Int32(target.height))
        }
    }

    /// pixman's 16.16 fixed point (the matrix entries are whole numbers here).
    private func fixed(_ value: Double) -> pixman_fixed_t { pixman_fixed_t(value * 65536) }
}
