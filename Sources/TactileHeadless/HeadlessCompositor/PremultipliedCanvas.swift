import TactileCore

/// The compositing target of a screenshot: premultiplied RGBA bytes, starting transparent.
struct PremultipliedCanvas {
    let width: Int
    let height: Int
    private var bytes: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// Composites one premultiplied pixel over (x, y) with Porter-Duff "over".
    mutating func blend(x: Int, y: Int, _ pixel: (a: UInt8, r: UInt8, g: UInt8, b: UInt8)) {
        let i = (y * width + x) * 4
        if pixel.a == 255 {
            bytes[i] = pixel.r
            bytes[i + 1] = pixel.g
            bytes[i + 2] = pixel.b
            bytes[i + 3] = 255
            return
        }
        guard pixel.a > 0 || pixel.r > 0 || pixel.g > 0 || pixel.b > 0 else { return }
        let keep = UInt32(255 - pixel.a)
        func over(_ source: UInt8, _ destination: UInt8) -> UInt8 {
            UInt8(min(255, UInt32(source) + (UInt32(destination) * keep + 127) / 255))
        }
        bytes[i] = over(pixel.r, bytes[i])
        bytes[i + 1] = over(pixel.g, bytes[i + 1])
        bytes[i + 2] = over(pixel.b, bytes[i + 2])
        bytes[i + 3] = over(pixel.a, bytes[i + 3])
    }

    /// The canvas as straight-alpha RGBA bytes.
    func straightRGBA() -> [UInt8] {
        var result = bytes
        for i in stride(from: 0, to: result.count, by: 4) {
            let alpha = UInt32(result[i + 3])
            guard alpha > 0, alpha < 255 else { continue }
            for c in 0..<3 { result[i + c] = UInt8(min(255, (UInt32(result[i + c]) * 255 + alpha / 2) / alpha)) }
        }
        return result
    }
}
