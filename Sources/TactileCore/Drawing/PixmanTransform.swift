import CPixman

extension pixman_transform_t {
    /// The pixman transform for `m` (pixman transforms map destination to source coordinates).
    init(_ m: DeviceMapping) {
        func f(_ v: Double) -> pixman_fixed_t {
            pixman_fixed_t(min(max(v, -32767), 32767) * 65536)
        }
        self.init(matrix: ((f(m.a), f(m.c), f(m.tx)),
                           (f(m.b), f(m.d), f(m.ty)),
                           (0, 0, pixman_fixed_t(65536))))
    }
}

/// Composites `source` over `destination` (honouring its clip) through `sourceToDestination`,
/// with bilinear filtering and an optional constant opacity, inside the destination box `area`.
/// `operation` SRC copies instead (for opaque sources that cover the area).
func compositeTransformed(_ source: PixelImage, onto destination: PixelImage,
                          sourceToDestination: DeviceMapping, opacity: Double, area: PixelRect,
                          edges: pixman_repeat_t = PIXMAN_REPEAT_NONE, operation: pixman_op_t = PIXMAN_OP_OVER) {
    guard !area.isEmpty, let inverse = sourceToDestination.inverse else { return }
    let integerOffset = sourceToDestination.isTranslation(atScale: 1)
        && sourceToDestination.tx == sourceToDestination.tx.rounded()
        && sourceToDestination.ty == sourceToDestination.ty.rounded()
    var mask: OpaquePointer?
    if opacity < 1 {
        var alpha = Color(white: 1, alpha: opacity).pixmanColor
        mask = pixman_image_create_solid_fill(&alpha)
    }
    defer { if let mask { pixman_image_unref(mask) } }
    if integerOffset {
        pixman_image_composite32(operation, source.image, mask, destination.image,
                                 Int32(area.x - Int(sourceToDestination.tx)), Int32(area.y - Int(sourceToDestination.ty)),
                                 0, 0, Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
        return
    }
    var transform = pixman_transform_t(inverse)
    _ = pixman_image_set_transform(source.image, &transform)
    _ = pixman_image_set_filter(source.image, PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_set_repeat(source.image, edges)
    pixman_image_composite32(operation, source.image, mask, destination.image,
                             Int32(area.x), Int32(area.y), 0, 0, Int32(area.x), Int32(area.y),
                             Int32(area.width), Int32(area.height))
    _ = pixman_image_set_transform(source.image, nil)
    _ = pixman_image_set_filter(source.image, PIXMAN_FILTER_NEAREST, nil, 0)
    pixman_image_set_repeat(source.image, PIXMAN_REPEAT_NONE)
}
