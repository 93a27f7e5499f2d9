import TactileCore
import WaylandClient

/// What one `wl_shm` buffer may be, and how sizes are brought within it.
///
/// A side is at most `maximumSide` pixels (the largest 16-bit signed value: pixman and most
/// compositors refuse more) and a buffer takes at most `maximumBytes` (128 MiB, an 8K UHD frame; a
/// swapchain keeps up to three). Sizes come from the compositor (configure) and from app code (view frames), so
/// every computation here is overflow-checked or saturating.
enum BufferLimits {
    /// The longest side of a buffer, in pixels.
    static let maximumSide = 32767
    /// The most memory one buffer may take, in bytes.
    static let maximumBytes = 128 << 20
    /// ARGB8888.
    static let bytesPerPixel = 4

    /// The byte size of a `width`×`height` buffer, or nil when a side is below 1 or above
    /// `maximumSide`, or the size exceeds `maximumBytes`.
    static func byteCount(width: Int, height: Int) -> Int? {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height),
              let stride = width.checkedMultiplying(bytesPerPixel),
              let bytes = stride.checkedMultiplying(height), bytes <= maximumBytes
        else { return nil }
        return bytes
    }

    /// The size itself when it fits; otherwise the largest size within the limits, with the same
    /// aspect ratio where the memory cap shrinks it (each side at least 1).
    static func clamped(width: Int, height: Int) -> (width: Int, height: Int) {
        var w = min(max(1, width), maximumSide), h = min(max(1, height), maximumSide)
        if byteCount(width: w, height: h) == nil {
            let factor = (Double(maximumBytes / bytesPerPixel) / (Double(w) * Double(h))).squareRoot()
            w = max(1, Int(Double(w) * factor))
            h = max(1, Int(Double(h) * factor))
            while byteCount(width: w, height: h) == nil {
                if w >= h { w -= 1 } else { h -= 1 }
            }
        }
        return (w, h)
    }

    /// The largest scale from `scale` down to 1 at which `width`×`height` points fit in a buffer
    /// (1 when none does: the size is then clamped).
    static func fittingScale(_ scale: Int, width: Int, height: Int) -> Int {
        var s = max(1, scale)
        while s > 1 {
            if let w = width.checkedMultiplying(s), let h = height.checkedMultiplying(s), byteCount(width: w, height: h) != nil {
                return s
            }
            s -= 1
        }
        return 1
    }

    /// A length in points as the whole number of points a buffer covers (rounded up, saturating;
    /// at least 1).
    static func wholePoints(_ length: Double) -> Int {
        max(1, Int(saturating: length.rounded(.up)))
    }
}
