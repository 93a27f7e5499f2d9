/// A small zlib (RFC 1950) compressor: greedy LZ77 with one hash candidate per position, coded with
/// deflate's fixed Huffman tables (RFC 1951 §3.2.6). Simple and correct rather than maximal.
enum Deflate {
    /// `data` as a complete zlib stream (header, one fixed-Huffman block, Adler-32).
    static func zlibCompress(_ data: [UInt8]) -> [UInt8] {
        var out = BitWriter()
        out.bytes.reserveCapacity(data.count / 4 + 64)
        out.bytes.append(0x78) // deflate, 32 KiB window
        out.bytes.append(0x01) // fastest level; (0x78 << 8 | 0x01) % 31 == 0
        compressBlock(data, into: &out)
        out.flush()
        let adler = Adler32.checksum(data)
        out.bytes.append(contentsOf: [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF),
                                      UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)])
        return out.bytes
    }

    private static let windowSize = 32768
    private static let minMatch = 3
    private static let maxMatch = 258
    private static let hashBits = 15

    private static func compressBlock(_ data: [UInt8], into out: inout BitWriter) {
        out.write(1, count: 1) // BFINAL
        out.write(1, count: 2) // BTYPE = 01, fixed Huffman
        var head = [Int](repeating: -1, count: 1 << hashBits)
        data.withUnsafeBufferPointer { d in
            let n = d.count
            var i = 0
            while i < n {
                var matchLength = 0
                var matchDistance = 0
                if i + minMatch <= n {
                    let h = hash(d[i], d[i + 1], d[i + 2])
                    let candidate = head[h]
                    head[h] = i
                    if candidate >= 0, i - candidate <= windowSize {
                        let limit = min(maxMatch, n - i)
                        var length = 0
                        while length < limit, d[candidate + length] == d[i + length] { length += 1 }
                        if length >= minMatch {
                            matchLength = length
                            matchDistance = i - candidate
                        }
                    }
                }
                if matchLength > 0 {
                    writeLength(matchLength, into: &out)
                    writeDistance(matchDistance, into: &out)
                    // Index the skipped positions too, so later data can refer back into the match.
                    let end = i + matchLength
                    var j = i + 1
                    while j < end, j + minMatch <= n {
                        head[hash(d[j], d[j + 1], d[j + 2])] = j
                        j += 1
                    }
                    i = end
                } else {
                    writeLiteral(Int(d[i]), into: &out)
                    i += 1
                }
            }
        }
        writeLiteral(256, into: &out) // end of block
    }

    private static func hash(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Int {
        let v = (UInt32(a) << 16) | (UInt32(b) << 8) | UInt32(c)
        return Int((v &* 2_654_435_761) >> (32 - UInt32(hashBits)))
    }

    /// Writes literal/length symbol `symbol` with its fixed Huffman code.
    private static func writeLiteral(_ symbol: Int, into out: inout BitWriter) {
        switch symbol {
        case 0...143: out.writeHuffman(0x30 + symbol, length: 8)
        case 144...255: out.writeHuffman(0x190 + symbol - 144, length: 9)
        case 256...279: out.writeHuffman(symbol - 256, length: 7)
        default: out.writeHuffman(0xC0 + symbol - 280, length: 8)
        }
    }

    private static let lengthBase: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                           35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                            3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase: [Int] = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                             257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                             8193, 12289, 16385, 24577]
    private static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                              7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private static func writeLength(_ length: Int, into out: inout BitWriter) {
        var code = lengthBase.count - 1
        while lengthBase[code] > length { code -= 1 }
        writeLiteral(257 + code, into: &out)
        out.write(UInt32(length - lengthBase[code]), count: lengthExtra[code])
    }

    private static func writeDistance(_ distance: Int, into out: inout BitWriter) {
        var code = distanceBase.count - 1
        while distanceBase[code] > distance { code -= 1 }
        out.writeHuffman(code, length: 5)
        out.write(UInt32(distance - distanceBase[code]), count: distanceExtra[code])
    }
}

/// Packs bits least-significant first, as deflate requires.
struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var bitCount = 0

    /// Appends the low `count` bits of `value`, least significant first.
    mutating func write(_ value: UInt32, count: Int) {
        guard count > 0 else { return }
        buffer |= UInt64(value & UInt32((1 << count) - 1)) << UInt64(bitCount)
        bitCount += count
        while bitCount >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            bitCount -= 8
        }
    }

    /// Appends a Huffman code, which deflate stores most significant bit first.
    mutating func writeHuffman(_ code: Int, length: Int) {
        var reversed: UInt32 = 0
        for bit in 0..<length where (code >> bit) & 1 != 0 {
            reversed |= 1 << UInt32(length - 1 - bit)
        }
        write(reversed, count: length)
    }

    /// Pads the last partial byte with zero bits.
    mutating func flush() {
        if bitCount > 0 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer = 0
            bitCount = 0
        }
    }
}
