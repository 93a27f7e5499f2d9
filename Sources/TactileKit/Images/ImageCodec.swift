import TactileCore
import CTactileImageCodec

/// Why `ImageCodec` could not decode or encode (the library's sentence in `message`).
package struct ImageCodecFailure: Error, Sendable {
    package enum Kind: Sendable { case unsupported, corrupt, failed }
    package let kind: Kind
    package let message: String

    package init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }
}

/// PNG and JPEG through libpng and libjpeg-turbo (the `CTactileImageCodec` shim, which keeps their
/// longjmp-based error handling in C). Used by `Bitmap.pngData()`, `Image` and test support.
package enum ImageCodec {
    /// What a file's header says.
    package struct Header: Sendable, Equatable {
        package enum Format: Sendable { case png, jpeg }
        package let format: Format
        package let width: Int
        package let height: Int
        /// Whether the file can hold non-opaque pixels.
        package let hasAlpha: Bool
        /// The most bytes libpng held at once while reading the header (0 for JPEG).
        package var libraryPeakBytes = 0
    }

    /// Reads the header only (nothing proportional to the image is allocated).
    package static func probe(_ bytes: [UInt8]) throws(ImageCodecFailure) -> Header {
        var info = tactile_image_info()
        var message = [CChar](repeating: 0, count: Int(TACTILE_CODEC_MESSAGE_CAPACITY))
        let status = bytes.withUnsafeBufferPointer { tactile_image_probe($0.baseAddress, $0.count, &info, &message) }
        try check(status, message)
        return Header(format: info.format == TACTILE_IMAGE_JPEG ? .jpeg : .png,
                      width: Int(info.width), height: Int(info.height), hasAlpha: info.has_alpha != 0,
                      libraryPeakBytes: info.library_peak_bytes)
    }

    /// Decodes into a new premultiplied pixman image (`isOpaque` when the file has no alpha).
    /// `header` comes from `probe(_:)`; the caller has checked its size.
    package static func decodePremultiplied(_ bytes: [UInt8], header: Header) throws(ImageCodecFailure) -> PixelImage {
        let image: PixelImage
        do { image = try PixelImage(width: header.width, height: header.height) } catch {
            throw ImageCodecFailure(kind: .failed, message: error.description)
        }
        let pixels = UnsafeMutableRawPointer(image.rowPointer(0)).assumingMemoryBound(to: UInt8.self)
        try decode(bytes, layout: TACTILE_PIXELS_PREMULTIPLIED_ARGB32, into: pixels, stride: image.stride, header: header)
        image.isOpaque = !header.hasAlpha
        return image
    }

    /// Decodes into straight (not premultiplied) RGBA bytes.
    package static func decodeStraight(_ bytes: [UInt8], header: Header) throws(ImageCodecFailure) -> Bitmap {
        var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
        try rgba.withUnsafeMutableBufferPointer { (out: inout UnsafeMutableBufferPointer<UInt8>) throws(ImageCodecFailure) in
            try decode(bytes, layout: TACTILE_PIXELS_STRAIGHT_RGBA8, into: out.baseAddress!, stride: header.width * 4, header: header)
        }
        return Bitmap(uncheckedWidth: header.width, height: header.height, rgba: rgba)
    }

    private static func decode(_ bytes: [UInt8], layout: tactile_pixel_layout, into pixels: UnsafeMutablePointer<UInt8>,
                               stride: Int, header: Header) throws(ImageCodecFailure) {
        var message = [CChar](repeating: 0, count: Int(TACTILE_CODEC_MESSAGE_CAPACITY))
        let status = bytes.withUnsafeBufferPointer {
            tactile_image_decode($0.baseAddress, $0.count, layout, pixels, stride,
                                 UInt32(header.width), UInt32(header.height), &message)
        }
        try check(status, message)
    }

    /// An 8-bit RGBA PNG of `width`×`height` straight RGBA pixels (rows `width * 4` bytes apart).
    package static func encodePNG(width: Int, height: Int, rgba: [UInt8], compression: Int = 6) throws(ImageCodecFailure) -> [UInt8] {
        guard width > 0, height > 0, width <= Int(UInt32.max), height <= Int(UInt32.max), rgba.count == width * height * 4 else {
            throw ImageCodecFailure(kind: .failed, message: "invalid \(width)×\(height) image with \(rgba.count) bytes")
        }
        var output: [UInt8] = []
        output.reserveCapacity(rgba.count / 4 + 1024)
        var message = [CChar](repeating: 0, count: Int(TACTILE_CODEC_MESSAGE_CAPACITY))
        let status = rgba.withUnsafeBufferPointer { pixels in
            withUnsafeMutablePointer(to: &output) { sink in
                tactile_png_encode(pixels.baseAddress, UInt32(width), UInt32(height), width * 4, Int32(compression), { context, bytes, count in
                    guard let context, let bytes else { return 1 }
                    context.assumingMemoryBound(to: [UInt8].self).pointee.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
                    return 0
                }, sink, &message)
            }
        }
        try check(status, message)
        return output
    }

    private static func check(_ status: Int32, _ message: [CChar]) throws(ImageCodecFailure) {
        guard status != Int32(TACTILE_CODEC_OK) else { return }
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        switch status {
        case Int32(TACTILE_CODEC_UNSUPPORTED): throw ImageCodecFailure(kind: .unsupported, message: text)
        case Int32(TACTILE_CODEC_CORRUPT): throw ImageCodecFailure(kind: .corrupt, message: text)
        default: throw ImageCodecFailure(kind: .failed, message: text)
        }
    }
}
