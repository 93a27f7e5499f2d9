import TactileCore
/// Why an `Image` could not be made: the file (or "image data") and the reason.
public struct ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The file could not be opened or read (the system's reason).
        case unreadable(String)
        /// The bytes are not PNG or JPEG, or use a variant that is not supported (which).
        case unsupportedFormat(String)
        /// The file is truncated, damaged or contradicts itself (the decoder's reason).
        case corrupt(String)
        /// The header announces more pixels than `Image.maximumPixelCount` or a side longer than
        /// `Image.maximumDimension`; refused before any pixel memory is allocated.
        case tooLarge(width: Int, height: Int)
        /// Memory for the pixels could not be allocated.
        case outOfMemory(String)
    }

    /// The path given to `Image(contentsOfFile:)`, or "image data" for `Image(data:)`.
    public let source: String
    public let reason: Reason

    public init(source: String, reason: Reason) {
        self.source = source
        self.reason = reason
    }

    public var description: String {
        let why = switch reason {
        case let .unreadable(text): "cannot read the file: \(text)"
        case let .unsupportedFormat(text): "unsupported format: \(text)"
        case let .corrupt(text): "corrupt image: \(text)"
        case let .tooLarge(w, h):
            "\(w)×\(h) pixels is over the limit (\(Image.maximumPixelCount) pixels, \(Image.maximumDimension) per side)"
        case let .outOfMemory(text): "out of memory: \(text)"
        }
        return "\(source): \(why)"
    }
}
