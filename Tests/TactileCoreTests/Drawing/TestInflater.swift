/// A minimal zlib/deflate decoder for tests: stored and fixed-Huffman blocks only (what the
/// toolkit's encoder emits). Returns nil on anything malformed or unsupported.
struct TestInflater {
    private let data: [UInt8]
    private var bytePosition: Int
    private var bitPosition = 0

    private init(_ data: [UInt8], start: Int) {
        self.data = data
        self.bytePosition = start
    }

    /// Decodes a zlib stream and checks its header and Adler-32 trailer.
    static func zlibDecompress(_ stream: [UInt8]) -> [UInt8]? {
        guard stream.count >= 6, (UInt16(stream[0]) << 8 | UInt16(stream[1])) % 31 == 0, stream[0] & 0x0F == 8 else { return nil }
        var inflater = TestInflater(stream, start: 2)
        guard let output = inflater.inflate() else { return nil }
        inflater.alignToByte()
        let p = inflater.bytePosition
        guard p + 4 == stream.count else { return nil }
        let stored = UInt32(stream[p]) << 24 | UInt32(stream[p + 1]) << 16 | UInt32(stream[p + 2]) << 8 | UInt32(stream[p + 3])
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in output { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return stored == (b << 16 | a) ? output : nil
    }

    private mutating func bit() -> Int? {
        guard bytePosition < data.count else { return nil }
        let v = Int(data[bytePosition] >> UInt8(bitPosition)) & 1
        bitPosition += 1
        if bitPosition == 8 { bitPosition = 0; bytePosition += 1 }
        return v
    }

    private mutating func bits(_ n: Int) -> Int? {
        var v = 0
        for i in 0..<n { guard let b = bit() else { return nil }; v |= b << i }
        return v
    }

    private mutating func alignToByte() {
        if bitPosition != 0 { bitPosition = 0; bytePosition += 1 }
    }

    /// Reads `n` more bits of a Huffman code onto `code`, most significant first.
    private mutating func extend(_ code: Int, by n: Int) -> Int? {
        var c = code
        for _ in 0..<n { guard let b = bit() else { return nil }; c = c << 1 | b }
        return c
    }

    private mutating func fixedLiteral() -> Int? {
        guard let c7 = extend(0, by: 7) else { return nil }
        if c7 <= 0x17 { return 256 + c7 }
        guard let c8 = extend(c7, by: 1) else { return nil }
        if (0x30...0xBF).contains(c8) { return c8 - 0x30 }
        if (0xC0...0xC7).contains(c8) { return 280 + c8 - 0xC0 }
        guard let c9 = extend(c8, by: 1), (0x190...0x1FF).contains(c9) else { return nil }
        return 144 + c9 - 0x190
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private mutating func inflate() -> [UInt8]? {
        var out: [UInt8] = []
        var final = 0
        repeat {
            guard let f = bits(1), let type = bits(2) else { return nil }
            final = f
            switch type {
            case 0:
                alignToByte()
                guard bytePosition + 4 <= data.count else { return nil }
                let len = Int(data[bytePosition]) | Int(data[bytePosition + 1]) << 8
                let nlen = Int(data[bytePosition + 2]) | Int(data[bytePosition + 3]) << 8
                guard len ^ 0xFFFF == nlen, bytePosition + 4 + len <= data.count else { return nil }
                out += data[(bytePosition + 4)..<(bytePosition + 4 + len)]
                bytePosition += 4 + len
            case 1:
                while true {
                    guard let symbol = fixedLiteral() else { return nil }
                    if symbol < 256 { out.append(UInt8(symbol)); continue }
                    if symbol == 256 { break }
                    let li = symbol - 257
                    guard li < 29, let le = bits(Self.lengthExtra[li]),
                          let dcode = extend(0, by: 5), dcode < 30, let de = bits(Self.distanceExtra[dcode]) else { return nil }
                    let length = Self.lengthBase[li] + le
                    let distance = Self.distanceBase[dcode] + de
                    guard distance <= out.count else { return nil }
                    for _ in 0..<length { out.append(out[out.count - distance]) }
                }
            default:
                return nil
            }
        } while final == 0
        return out
    }
}
