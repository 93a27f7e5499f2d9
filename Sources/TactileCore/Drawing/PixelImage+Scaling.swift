import CPixman

#if canImport(Glibc)
import Glibc
#endif

extension PixelImage {
    /// A copy resampled to `width`×`height` pixels with pixman's good filtering: bilinear when
    /// enlarging, a box-filtered separable convolution when shrinking (so fine detail averages
    /// instead of aliasing). Keeps `isOpaque`.
    public func scaled(toWidth width: Int, height: Int) throws(DrawingError) -> PixelImage {
        let result = try PixelImage(width: width, height: height)
        result.isOpaque = isOpaque
        let sx = Double(self.width) / Double(width), sy = Double(self.height) / Double(height)
        var transform = pixman_transform_t()
        pixman_transform_init_scale(&transform, fixed(sx), fixed(sy))
        _ = pixman_image_set_transform(image, &transform)
        pixman_image_set_repeat(image, PIXMAN_REPEAT_PAD)
        var parameters: UnsafeMutablePointer<pixman_fixed_t>?
        var count: Int32 = 0
        if sx > 1 || sy > 1 {
            parameters = pixman_filter_create_separable_convolution(
                &count, fixed(max(sx, 1)), fixed(max(sy, 1)),
                PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, 4, 4)
        }
        if let parameters {
            _ = pixman_image_set_filter(image, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, parameters, count)
        } else {
            _ = pixman_image_set_filter(image, PIXMAN_FILTER_GOOD, nil, 0)
        }
        setClip(nil)
        pixman_image_composite32(PIXMAN_OP_SRC, image, nil, result.image, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        _ = pixman_image_set_transform(image, nil)
        _ = pixman_image_set_filter(image, PIXMAN_FILTER_NEAREST, nil, 0)
        pixman_image_set_repeat(image, PIXMAN_REPEAT_NONE)
        free(parameters)
        return result
    }

    /// `v` in pixman's 16.16 fixed point (the C macro is not imported).
    private func fixed(_ v: Double) -> pixman_fixed_t {
        pixman_fixed_t(min(max(v, -32767), 32767) * 65536)
    }
}
