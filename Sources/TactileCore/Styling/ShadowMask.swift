import CPixman

/// A layer's shadow, blurred once: an A8 coverage image of the rounded box spread by the blur,
/// reused for every frame while the box's size, blur radius and corner radius (in pixels) stay
/// the same — a card being dragged composites it at each new place without blurring again.
///
/// The blur is three box blurs in a row, horizontal then vertical (close to a Gaussian), whose
/// half-widths add up to the blur radius: the shadow reaches exactly that far beyond the box.
package final class ShadowMask {
    /// What the mask was made for, in target pixels.
    struct Key: Equatable {
        var width: Int, height: Int
        var blur: Int
        var cornerRadius: Double
    }

    let key: Key
    /// The A8 image: the box at (`padding`, `padding`), spread by up to `padding` on every side.
    let image: OpaquePointer
    /// The empty margin around the box, in pixels (the blur radius).
    var padding: Int { key.blur }
    var width: Int { key.width + 2 * key.blur }
    var height: Int { key.height + 2 * key.blur }

    /// Blurs a `key.width`×`key.height` box; nil when pixman cannot allocate the image.
    init?(_ key: Key) {
        let width = key.width + 2 * key.blur, height = key.height + 2 * key.blur
        guard key.width > 0, key.height > 0, width <= DrawingError.maximumDimension, height <= DrawingError.maximumDimension,
              let image = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height), nil, 0),
              let data = pixman_image_get_data(image) else { return nil }
        self.key = key
        self.image = image
        let box = RoundedBox(x: Double(key.blur), y: Double(key.blur), width: Double(key.width), height: Double(key.height),
                             radius: key.cornerRadius)
        var values = [Float](repeating: 0, count: width * height)
        for y in key.blur..<(key.blur + key.height) {
            for x in key.blur..<(key.blur + key.width) { values[y * width + x] = Float(box.coverage(x, y)) }
        }
        var scratch = [Float](repeating: 0, count: max(width, height))
        for halfWidth in ShadowMask.passes(key.blur) where halfWidth > 0 {
            ShadowMask.boxBlur(&values, count: width, lines: height, step: 1, lineStep: width, halfWidth: halfWidth, scratch: &scratch)
            ShadowMask.boxBlur(&values, count: height, lines: width, step: width, lineStep: 1, halfWidth: halfWidth, scratch: &scratch)
        }
        let stride = Int(pixman_image_get_stride(image))
        let bytes = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width { bytes[y * stride + x] = UInt8(min(max(values[y * width + x], 0), 1) * 255 + 0.5) }
        }
    }

    deinit {
        pixman_image_unref(image)
        if let tint { pixman_image_unref(tint.image) }
        if let backdropped { pixman_image_unref(backdropped.image) }
    }

    /// The last colours asked of `tinted(_:over:)` and the shadow over the backdrop in them.
    private var backdropped: (color: pixman_color_t, backdrop: pixman_color_t, image: OpaquePointer)?

    /// The shadow in `color` over an opaque `backdrop` filling the mask's place, as a background
    /// fill and the shadow composited over it give (kept for the last colours asked for).
    func tinted(_ color: pixman_color_t, over backdrop: pixman_color_t) -> OpaquePointer? {
        if let backdropped, ShadowMask.same(backdropped.color, color), ShadowMask.same(backdropped.backdrop, backdrop) {
            return backdropped.image
        }
        guard let shadow = tinted(color),
              let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), nil, 0) else { return nil }
        var fill = backdrop
        var everything = pixman_box32_t(x1: 0, y1: 0, x2: Int32(width), y2: Int32(height))
        _ = pixman_image_fill_boxes(PIXMAN_OP_OVER, image, &fill, 1, &everything)
        pixman_image_composite32(PIXMAN_OP_OVER, shadow, nil, image, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        if let backdropped { pixman_image_unref(backdropped.image) }
        backdropped = (color, backdrop, image)
        return image
    }

    private static func same(_ a: pixman_color_t, _ b: pixman_color_t) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    /// The last colour asked of `tinted(_:)` and the shadow in it.
    private var tint: (color: pixman_color_t, image: OpaquePointer)?

    /// The shadow in `color`: the colour through the mask, as a premultiplied ARGB image of the
    /// mask's size (kept for the last colour asked for). Compositing it costs less than compositing
    /// the colour through the mask, and gives the same pixels.
    func tinted(_ color: pixman_color_t) -> OpaquePointer? {
        if let tint, ShadowMask.same(tint.color, color) {
            return tint.image
        }
        var fill = color
        guard let tinted = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), nil, 0) else { return nil }
        guard let source = pixman_image_create_solid_fill(&fill) else {
            pixman_image_unref(tinted)
            return nil
        }
        pixman_image_composite32(PIXMAN_OP_SRC, source, image, tinted, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        pixman_image_unref(source)
        if let tint { pixman_image_unref(tint.image) }
        tint = (color, tinted)
        return tinted
    }

    /// The half-widths of the three box blurs: as even as whole pixels allow, adding up to `blur`.
    static func passes(_ blur: Int) -> [Int] {
        let third = blur / 3, rest = blur % 3
        return [third + (rest > 0 ? 1 : 0), third + (rest > 1 ? 1 : 0), third]
    }

    /// Replaces each of `lines` lines of `count` values (`step` apart; lines `lineStep` apart) by
    /// the mean of the `2·halfWidth + 1` values around it (zero beyond the ends), with a running sum.
    private static func boxBlur(_ values: inout [Float], count: Int, lines: Int, step: Int, lineStep: Int,
                                halfWidth: Int, scratch: inout [Float]) {
        let scale = 1 / Float(2 * halfWidth + 1)
        for line in 0..<lines {
            let start = line * lineStep
            for i in 0..<count { scratch[i] = values[start + i * step] }
            var sum: Float = 0
            for i in 0..<min(halfWidth, count) { sum += scratch[i] }
            for i in 0..<count {
                let entering = i + halfWidth, leaving = i - halfWidth - 1
                if entering < count { sum += scratch[entering] }
                if leaving >= 0 { sum -= scratch[leaving] }
                values[start + i * step] = max(0, sum) * scale
            }
        }
    }
}
