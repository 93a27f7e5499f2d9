import TactileCore
@testable import TactileKit
import TactileTesting

/// Pictures for image tests, and pixel comparisons.
enum ImageFixturePixels {
    /// A `width`×`height` picture with distinct colours and, when `alpha`, translucent and clear pixels.
    static func colourful(width: Int = 13, height: Int = 9, alpha: Bool = true) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a: Double = !alpha ? 1 : (x + y) % 5 == 0 ? 0 : (x % 3 == 0 ? 0.5 : 1)
                b.setPixel(x: x, y: y, to: Color(red: Double(x * 19 % 256) / 255, green: Double(y * 27 % 256) / 255,
                                                 blue: Double((x * y * 7) % 256) / 255, alpha: a))
            }
        }
        return b
    }

    /// A grey picture using only `levels` evenly spaced grey values (so 1-, 2- and 4-bit files hold it exactly).
    static func grey(levels: Int, width: Int = 11, height: Int = 7, alpha: Bool = false) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let v = Double((x + 2 * y) % levels) / Double(levels - 1)
                b.setPixel(x: x, y: y, to: Color(red: v, green: v, blue: v, alpha: alpha ? Double((x * 3 + y) % 4) / 3 : 1))
            }
        }
        return b
    }

    /// A picture with at most `count` colours, some translucent.
    static func palette(colours count: Int, width: Int = 10, height: Int = 6) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let i = (x + y * width) % count
                b.setPixel(x: x, y: y, to: Color(red: Double(i * 40 % 256) / 255, green: Double(255 - i * 16) / 255,
                                                 blue: Double(i * 90 % 256) / 255, alpha: i == 1 ? 0.5 : (i == 2 ? 0 : 1)))
            }
        }
        return b
    }

    /// A smooth picture (JPEG keeps it close).
    static func gradient(width: Int = 64, height: Int = 48) -> Bitmap {
        var b = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                b.setPixel(x: x, y: y, to: Color(red: Double(x) / Double(width - 1), green: Double(y) / Double(height - 1),
                                                 blue: 0.5, alpha: 1))
            }
        }
        return b
    }

    /// The premultiplied words of `bitmap`, as pixman would hold them.
    static func premultiplied(_ bitmap: Bitmap) -> [UInt32] {
        let image = try! PixelImage(bitmap)
        return words(image)
    }

    static func words(_ image: PixelImage) -> [UInt32] {
        var out: [UInt32] = []
        for y in 0..<image.height { for x in 0..<image.width { out.append(image.premultipliedPixel(x: x, y: y)) } }
        return out
    }

    /// The decoded, premultiplied words of `image`.
    @MainActor static func words(_ image: Image) -> [UInt32] {
        words(image.pixels.pixelImage)
    }

    /// The largest per-channel difference between two straight-alpha bitmaps of one size.
    static func maximumDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.rgba, b.rgba).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    /// A CRC-32 (PNG's) for crafting chunks in tests.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// `png` with its IHDR width and height replaced (CRC fixed), so the header lies.
    static func withHeaderSize(_ png: [UInt8], width: UInt32, height: UInt32) -> [UInt8] {
        var out = png
        func put(_ v: UInt32, at i: Int) {
            out[i] = UInt8(v >> 24); out[i + 1] = UInt8(v >> 16 & 0xFF); out[i + 2] = UInt8(v >> 8 & 0xFF); out[i + 3] = UInt8(v & 0xFF)
        }
        put(width, at: 16)
        put(height, at: 20)
        put(crc32(out[12..<29]), at: 29)
        return out
    }
}
