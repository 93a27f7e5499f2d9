import TactileCore
import TactileKit

/// Decodes PNG files into `Bitmap`s (straight RGBA), for comparing screenshots in tests.
///
/// Decoding is libpng's: every colour type, bit depth (16-bit samples are scaled to 8) and
/// interlacing; files without alpha decode as opaque, tRNS keys and palette alpha become alpha.
/// Bytes that are not a PNG throw `.notPNG`; damaged or truncated files throw `.corruptData` with
/// libpng's reason.
public enum PNGDecoder {
    /// Decodes `png` into a bitmap with straight RGBA pixels.
    public static func decode(_ png: [UInt8]) throws(PNGDecodingError) -> Bitmap {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard png.count >= 8, Array(png[0..<8]) == signature else { throw .notPNG }
        do throws(ImageCodecFailure) {
            let header = try ImageCodec.probe(png)
            guard header.width <= DrawingError.maximumDimension, header.height <= DrawingError.maximumDimension,
                  header.width * header.height <= 1 << 28 else {
                throw ImageCodecFailure(kind: .unsupported, message: "image size \(header.width)×\(header.height)")
            }
            return try ImageCodec.decodeStraight(png, header: header)
        } catch {
            switch error.kind {
            case .unsupported: throw .unsupported(error.message)
            case .corrupt, .failed: throw .corruptData(error.message)
            }
        }
    }
}
