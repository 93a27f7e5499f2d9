/// Encodes straight RGBA pixels as a PNG file (8-bit RGBA, no interlace, filter 0 on every row,
/// one zlib-compressed IDAT chunk).
enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// PNG bytes for a `width`×`height` image whose rows of `width * 4` RGBA bytes are in `rgba`.
    static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4)
        var png = signature
        var header: [UInt8] = []
        appendUInt32(UInt32(width), to: &header)
        appendUInt32(UInt32(height), to: &header)
        header += [8, 6, 0, 0, 0] // bit depth 8, colour type 6 (RGBA), deflate, filter set 0, no interlace
        appendChunk("IHDR", header, to: &png)

        let rowBytes = width * 4
        var filtered = [UInt8]()
        filtered.reserveCapacity((rowBytes + 1) * height)
        for y in 0..<height {
            filtered.append(0) // filter type None
            filtered += rgba[(y * rowBytes)..<((y + 1) * rowBytes)]
        }
        appendChunk("IDAT", Deflate.zlibCompress(filtered), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        appendUInt32(UInt32(data.count), to: &png)
        let typeBytes = Array(type.utf8)
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        png += typeBytes
        png += data
        appendUInt32(crc.value, to: &png)
    }

    private static func appendUInt32(_ v: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
}
