/// A zlib/deflate decoder (RFC 1950/1951): stored, fixed-Huffman and dynamic-Huffman blocks.
///
/// Used by `PNGDecoder`; public so tests can check compressed streams directly. Malformed input
/// throws a `PNGDecodingError`, never crashes.
public enum Inflater {
    /// Decodes a zlib stream, checking its header and Adler-32 trailer.
    public static func zlibDecompress(_ stream: [UInt8]) throws(PNGDecodingError) -> [UInt8] {
        guard stream.count >= 6 else { throw .corruptData("zlib stream shorter than its header and trailer") }
        guard stream[0] & 0x0F == 8, (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0 else {
            throw .corruptData("not a zlib deflate stream")
        }
        guard stream[1] & 0x20 == 0 else { throw .unsupported("zlib preset dictionary") }
        var reader = BitReader(stream, start: 2)
        let output = try inflate(&reader)
        reader.alignToByte()
        let p = reader.bytePosition
        guard p + 4 <= stream.count else { throw .corruptData("zlib stream misses its Adler-32 trailer") }
        let stored = UInt32(stream[p]) << 24 | UInt32(stream[p + 1]) << 16 | UInt32(stream[p + 2]) << 8 | UInt32(stream[p + 3])
        guard stored == adler32(output) else { throw .corruptData("Adler-32 mismatch") }
        return output
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            let end = min(index + 5552, bytes.count)   // no overflow before the modulo
            while index < end { a += UInt32(bytes[index]); b += a; index += 1 }
            a %= 65521; b %= 65521
        }
        return b << 16 | a
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The order in which a dynamic block lists its code-length code lengths.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static let fixedLiterals: HuffmanTable = {
        var lengths = [Int](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        // Fixed lengths form a complete code; building it cannot fail.
        return (try? HuffmanTable(lengths: lengths)) ?? HuffmanTable()
    }()
    private static let fixedDistances: HuffmanTable = (try? HuffmanTable(lengths: [Int](repeating: 5, count: 30))) ?? HuffmanTable()

    private static func inflate(_ reader: inout BitReader) throws(PNGDecodingError) -> [UInt8] {
        var out: [UInt8] = []
        var isFinal = false
        repeat {
            isFinal = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try storedBlock(&reader, into: &out)
            case 1: try huffmanBlock(&reader, literals: fixedLiterals, distances: fixedDistances, into: &out)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try huffmanBlock(&reader, literals: literals, distances: distances, into: &out)
            default: throw .corruptData("deflate block type 3")
            }
        } while !isFinal
        return out
    }

    private static func storedBlock(_ reader: inout BitReader, into out: inout [UInt8]) throws(PNGDecodingError) {
        reader.alignToByte()
        let data = reader.data, p = reader.bytePosition
        guard p + 4 <= data.count else { throw .corruptData("truncated stored block") }
        let length = Int(data[p]) | Int(data[p + 1]) << 8
        let complement = Int(data[p + 2]) | Int(data[p + 3]) << 8
        guard length ^ 0xFFFF == complement, p + 4 + length <= data.count else { throw .corruptData("bad stored block length") }
        out += data[(p + 4)..<(p + 4 + length)]
        reader.bytePosition = p + 4 + length
    }

    private static func dynamicTables(_ reader: inout BitReader) throws(PNGDecodingError) -> (HuffmanTable, HuffmanTable) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeLengthCount = try reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .corruptData("too many Huffman codes") }
        var codeLengthLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeLengthCount { codeLengthLengths[codeLengthOrder[i]] = try reader.bits(3) }
        let codeLengths = try HuffmanTable(lengths: codeLengthLengths)
        var lengths: [Int] = []
        lengths.reserveCapacity(literalCount + distanceCount)
        while lengths.count < literalCount + distanceCount {
            let symbol = try codeLengths.decode(&reader)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw .corruptData("length repeat with no previous length") }
                lengths += repeatElement(previous, count: try reader.bits(2) + 3)
            case 17: lengths += repeatElement(0, count: try reader.bits(3) + 3)
            default: lengths += repeatElement(0, count: try reader.bits(7) + 11)
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw .corruptData("code lengths overrun") }
        guard lengths[256] != 0 else { throw .corruptData("no end-of-block code") }
        return (try HuffmanTable(lengths: Array(lengths[0..<literalCount])),
                try HuffmanTable(lengths: Array(lengths[literalCount...])))
    }

    private static func huffmanBlock(_ reader: inout BitReader, literals: HuffmanTable, distances: HuffmanTable,
                                     into out: inout [UInt8]) throws(PNGDecodingError) {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 { out.append(UInt8(symbol)); continue }
            if symbol == 256 { return }
            let li = symbol - 257
            guard li < 29 else { throw .corruptData("bad length symbol") }
            let length = lengthBase[li] + (try reader.bits(lengthExtra[li]))
            let dcode = try distances.decode(&reader)
            guard dcode < 30 else { throw .corruptData("bad distance symbol") }
            let distance = distanceBase[dcode] + (try reader.bits(distanceExtra[dcode]))
            guard distance <= out.count else { throw .corruptData("distance reaches before the start") }
            let start = out.count - distance
            for i in 0..<length { out.append(out[start + i]) }
        }
    }
}

/// Reads a deflate stream's bits, least significant first.
struct BitReader {
    let data: [UInt8]
    var bytePosition: Int
    private var bitPosition = 0

    init(_ data: [UInt8], start: Int) {
        self.data = data
        bytePosition = start
    }

    mutating func bit() throws(PNGDecodingError) -> Int {
        guard bytePosition < data.count else { throw .corruptData("deflate stream ends early") }
        let value = Int(data[bytePosition] >> UInt8(bitPosition)) & 1
        bitPosition += 1
        if bitPosition == 8 { bitPosition = 0; bytePosition += 1 }
        return value
    }

    mutating func bits(_ count: Int) throws(PNGDecodingError) -> Int {
        var value = 0
        for i in 0..<count { value |= try bit() << i }
        return value
    }

    mutating func alignToByte() {
        if bitPosition != 0 { bitPosition = 0; bytePosition += 1 }
    }
}

/// A canonical Huffman code given by its code lengths, decoded one bit at a time.
struct HuffmanTable {
    /// How many codes have each length (index 0 unused).
    private var counts = [Int](repeating: 0, count: 16)
    /// Symbols ordered by code.
    private var symbols: [Int] = []

    init() {}

    init(lengths: [Int]) throws(PNGDecodingError) {
        for length in lengths { counts[length] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1..<16 {
            left = left * 2 - counts[length]
            guard left >= 0 else { throw .corruptData("over-subscribed Huffman code") }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length != 0 {
            symbols[offsets[length]] = symbol
            offsets[length] += 1
        }
    }

    func decode(_ reader: inout BitReader) throws(PNGDecodingError) -> Int {
        var code = 0, first = 0, index = 0
        for length in 1..<16 {
            code |= try reader.bit()
            let count = counts[length]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw .corruptData("invalid Huffman code")
    }
}
