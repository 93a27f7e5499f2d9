import TactileCore

/// Decodes PNG files into `Bitmap`s, for comparing screenshots in tests.
///
/// Supports what screenshot tools and `Bitmap.pngData()` write: 8-bit truecolour (RGB) and
/// truecolour-with-alpha (RGBA), non-interlaced, any of the five row filters, several IDAT chunks.
/// RGB pixels decode as opaque. Everything else (palette, grey, 16-bit, interlaced) throws
/// `PNGDecodingError.unsupported`; damaged files throw `.corruptData` (chunk CRCs are checked).
public enum PNGDecoder {
    private static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Decodes `png` into a bitmap with straight RGBA pixels.
    public static func decode(_ png: [UInt8]) throws(PNGDecodingError) -> Bitmap {
        guard png.count >= 8, Array(png[0..<8]) == signature else { throw .notPNG }
        var position = 8
        var header: [UInt8]?
        var compressed: [UInt8] = []
        var sawEnd = false
        while position < png.count, !sawEnd {
            guard position + 12 <= png.count else { throw .corruptData("truncated chunk header") }
            let length = Int(bigEndian(png, at: position))
            let typeStart = position + 4, dataStart = position + 8
            guard length <= png.count - dataStart - 4 else { throw .corruptData("chunk runs past the end") }
            let dataEnd = dataStart + length
            guard bigEndian(png, at: dataEnd) == crc32(png[typeStart..<dataEnd]) else { throw .corruptData("chunk CRC mismatch") }
            let type = String(decoding: png[typeStart..<dataStart], as: UTF8.self)
            switch type {
            case "IHDR": header = Array(png[dataStart..<dataEnd])
            case "IDAT": compressed += png[dataStart..<dataEnd]
            case "IEND": sawEnd = true
            case "PLTE": throw .unsupported("palette images")
            default:
                // Ancillary chunks (lower-case first letter) are skipped; unknown critical ones are not.
                guard png[typeStart] & 0x20 != 0 else { throw .unsupported("critical chunk \(type)") }
            }
            position = dataEnd + 4
        }
        guard let header, header.count == 13 else { throw .corruptData("missing or short IHDR") }
        guard sawEnd else { throw .corruptData("missing IEND") }
        let width = Int(bigEndian(header, at: 0)), height = Int(bigEndian(header, at: 4))
        guard header[8] == 8 else { throw .unsupported("bit depth \(header[8])") }
        let channels: Int
        switch header[9] {
        case 2: channels = 3
        case 6: channels = 4
        default: throw .unsupported("colour type \(header[9])")
        }
        guard header[10] == 0, header[11] == 0 else { throw .corruptData("unknown compression or filter method") }
        guard header[12] == 0 else { throw .unsupported("interlacing") }
        guard width > 0, height > 0, width <= DrawingError.maximumDimension, height <= DrawingError.maximumDimension else {
            throw .corruptData("invalid size \(width)x\(height)")
        }
        let raw = try Inflater.zlibDecompress(compressed)
        let rowBytes = width * channels
        guard raw.count == height * (rowBytes + 1) else { throw .corruptData("image data has the wrong length") }
        let pixels = try unfilter(raw, rowBytes: rowBytes, height: height, bytesPerPixel: channels)
        var rgba: [UInt8]
        if channels == 4 {
            rgba = pixels
        } else {
            rgba = []
            rgba.reserveCapacity(width * height * 4)
            for i in stride(from: 0, to: pixels.count, by: 3) { rgba += [pixels[i], pixels[i + 1], pixels[i + 2], 255] }
        }
        do { return try Bitmap(width: width, height: height, rgba: rgba) } catch {
            throw .corruptData("\(error)")
        }
    }

    /// Undoes the per-row filters (None, Sub, Up, Average, Paeth).
    private static func unfilter(_ raw: [UInt8], rowBytes: Int, height: Int, bytesPerPixel bpp: Int) throws(PNGDecodingError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            let filter = raw[y * (rowBytes + 1)]
            let src = y * (rowBytes + 1) + 1, dst = y * rowBytes
            for x in 0..<rowBytes {
                let a = x >= bpp ? Int(out[dst + x - bpp]) : 0
                let b = y > 0 ? Int(out[dst - rowBytes + x]) : 0
                let c = x >= bpp && y > 0 ? Int(out[dst - rowBytes + x - bpp]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw .corruptData("row filter \(filter)")
                }
                out[dst + x] = UInt8(truncatingIfNeeded: Int(raw[src + x]) + predictor)
            }
        }
        return out
    }

    private static func bigEndian(_ bytes: [UInt8], at i: Int) -> UInt32 {
        UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
