/// Why `PNGDecoder` (or `Inflater`) could not decode some bytes.
public enum PNGDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The file is valid PNG but uses a feature the decoder does not support (named).
    case unsupported(String)
    /// The file is damaged or truncated (what was wrong).
    case corruptData(String)

    public var description: String {
        switch self {
        case .notPNG: "not a PNG file (bad signature)"
        case let .unsupported(feature): "unsupported PNG feature: \(feature)"
        case let .corruptData(reason): "corrupt PNG data: \(reason)"
        }
    }
}
