import CTactileImageFixtures
import TactileCore

/// Makes PNG and JPEG files from a `Bitmap` in every variant the decoder must read, so tests
/// build their fixtures instead of committing binary files.
public enum ImageFixtures {
    /// PNG colour types.
    public enum PNGColour: Int32, Sendable, CaseIterable {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6
    }

    /// Why a fixture could not be written (a palette with too many colours, a bit depth PNG does
    /// not allow for the colour type).
    public struct EncodingFailed: Error, Sendable {}

    /// `bitmap` as a PNG of `colour` and `bitDepth`, Adam7-interlaced when `interlaced`. Grey types
    /// take the red channel; with `transparentKey` an RGB or grey file gets a tRNS key equal to the
    /// colour of the first fully transparent pixel. Palette files keep per-entry alpha.
    public static func png(_ bitmap: Bitmap, colour: PNGColour = .rgba, bitDepth: Int = 8, interlaced: Bool = false,
                           transparentKey: Bool = false) throws(EncodingFailed) -> [UInt8] {
        try collect { sink, context in
            bitmap.rgba.withUnsafeBufferPointer {
                tactile_fixture_png($0.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), colour.rawValue,
                                    Int32(bitDepth), interlaced ? 1 : 0, transparentKey ? 1 : 0, sink, context)
            }
        }
    }

    /// `bitmap` as a JPEG (alpha ignored) of `quality`, greyscale from the red channel when `grey`.
    /// `manyScans` (with `grey`) writes a valid progression of 127 scans.
    public static func jpeg(_ bitmap: Bitmap, quality: Int = 90, grey: Bool = false, progressive: Bool = false,
                            manyScans: Bool = false) throws(EncodingFailed) -> [UInt8] {
        try collect { sink, context in
            bitmap.rgba.withUnsafeBufferPointer {
                tactile_fixture_jpeg($0.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), Int32(quality),
                                     grey ? 1 : 0, manyScans ? 2 : (progressive ? 1 : 0), sink, context)
            }
        }
    }

    private static func collect(_ write: (tactile_fixture_sink, UnsafeMutableRawPointer) -> Int32) throws(EncodingFailed) -> [UInt8] {
        var output: [UInt8] = []
        let status = withUnsafeMutablePointer(to: &output) { pointer in
            write({ context, bytes, count in
                guard let context, let bytes else { return 1 }
                context.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
                return 0
            }, UnsafeMutableRawPointer(pointer))
        }
        guard status == 0 else { throw EncodingFailed() }
        return output
    }
}
