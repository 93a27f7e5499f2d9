/// An image with straight (non-premultiplied) RGBA pixels.
/// (Stub: the drawing work replaces this.)
public struct Bitmap: Sendable {
    public let width: Int
    public let height: Int
    /// Row-major RGBA bytes, 4 per pixel.
    var rgba: [UInt8]

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.rgba = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// The pixel at (x, y). Outside the bitmap is a precondition failure.
    public func pixel(x: Int, y: Int) -> Color {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside a \(width)×\(height) bitmap")
        let i = (y * width + x) * 4
        return Color(red: Double(rgba[i]) / 255, green: Double(rgba[i + 1]) / 255,
                     blue: Double(rgba[i + 2]) / 255, alpha: Double(rgba[i + 3]) / 255)
    }

    /// PNG-encoded bytes. (Stub.)
    public func pngData() -> [UInt8] { [] }
}
