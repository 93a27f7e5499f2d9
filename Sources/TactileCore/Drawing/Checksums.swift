/// The CRC-32 used by PNG chunks and zlib's gzip cousin (ISO 3309, reflected polynomial 0xEDB88320).
struct CRC32 {
    private static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 {
            c = (c & 1) != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1
        }
        return c
    }

    private var state: UInt32 = 0xFFFF_FFFF

    /// Feeds `bytes` into the checksum.
    mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        var c = state
        CRC32.table.withUnsafeBufferPointer { t in
            for b in bytes {
                c = t[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8)
            }
        }
        state = c
    }

    /// The checksum of everything fed so far.
    var value: UInt32 { state ^ 0xFFFF_FFFF }

    /// The checksum of `bytes`.
    static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var crc = CRC32()
        crc.update(bytes)
        return crc.value
    }
}

/// The Adler-32 checksum that ends a zlib stream (RFC 1950).
struct Adler32 {
    private var a: UInt32 = 1
    private var b: UInt32 = 0

    /// Feeds `bytes` into the checksum.
    mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        // 5552 is the largest run for which the sums cannot overflow 32 bits before the modulo.
        var pending = 0
        for byte in bytes {
            a += UInt32(byte)
            b += a
            pending += 1
            if pending == 5552 {
                a %= 65521
                b %= 65521
                pending = 0
            }
        }
        a %= 65521
        b %= 65521
    }

    /// The checksum of everything fed so far.
    var value: UInt32 { (b << 16) | a }

    /// The checksum of `bytes`.
    static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var adler = Adler32()
        adler.update(bytes)
        return adler.value
    }
}
