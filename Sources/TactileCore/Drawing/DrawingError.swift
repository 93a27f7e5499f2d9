/// Why a drawing resource could not be created.
public enum DrawingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The requested pixel size is zero, negative or larger than pixman can address.
    case invalidSize(width: Int, height: Int)
    /// A row stride is too small for the width or is not a multiple of 4 bytes.
    case invalidStride(stride: Int, width: Int)
    /// Pixel data does not hold exactly `expected` bytes.
    case wrongByteCount(expected: Int, actual: Int)
    /// pixman could not allocate the image.
    case allocationFailed(width: Int, height: Int)

    /// The largest width or height of an image, in pixels (pixman's 16.16 fixed-point limit).
    public static let maximumDimension = 32767

    /// A sentence saying what was wrong.
    public var description: String {
        switch self {
        case let .invalidSize(w, h):
            return "invalid image size \(w)×\(h): each side must be 1...\(DrawingError.maximumDimension) pixels"
        case let .invalidStride(s, w):
            return "invalid stride \(s) bytes for width \(w): need a multiple of 4 that is at least \(w * 4)"
        case let .wrongByteCount(e, a):
            return "pixel data has \(a) bytes, expected \(e)"
        case let .allocationFailed(w, h):
            return "pixman could not allocate a \(w)×\(h) image"
        }
    }
}
