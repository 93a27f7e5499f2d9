import Logging

/// An image with straight (non-premultiplied) RGBA pixels, 8 bits per channel, rows top to bottom.
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Row-major RGBA bytes, 4 per pixel, no row padding.
    public private(set) var rgba: [UInt8]

    /// A transparent-black bitmap. Negative sizes are treated as 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.rgba = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// A bitmap over existing straight RGBA bytes (`width * height * 4` of them).
    public init(width: Int, height: Int, rgba: [UInt8]) throws(DrawingError) {
        guard width >= 0, height >= 0, width <= DrawingError.maximumDimension, height <= DrawingError.maximumDimension else {
            throw .invalidSize(width: width, height: height)
        }
        guard rgba.count == width * height * 4 else {
            throw .wrongByteCount(expected: width * height * 4, actual: rgba.count)
        }
        self.init(uncheckedWidth: width, height: height, rgba: rgba)
    }

    package init(uncheckedWidth width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at (x, y). Outside the bitmap is a precondition failure.
    public func pixel(x: Int, y: Int) -> Color {
        let i = offset(x: x, y: y)
        return Color(red: Double(rgba[i]) / 255, green: Double(rgba[i + 1]) / 255,
                     blue: Double(rgba[i + 2]) / 255, alpha: Double(rgba[i + 3]) / 255)
    }

    /// Sets the pixel at (x, y), rounding each component to 8 bits. Outside the bitmap is a
    /// precondition failure.
    public mutating func setPixel(x: Int, y: Int, to color: Color) {
        let i = offset(x: x, y: y)
        func byte(_ v: Double) -> UInt8 { UInt8((Color.unit(v) * 255).rounded()) }
        rgba[i] = byte(color.red)
        rgba[i + 1] = byte(color.green)
        rgba[i + 2] = byte(color.blue)
        rgba[i + 3] = byte(color.alpha)
    }


    private func offset(x: Int, y: Int) -> Int {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "pixel (\(x), \(y)) is outside a \(width)×\(height) bitmap")
        return (y * width + x) * 4
    }

    /// The pixels premultiplied into a new pixman image, or nil for an empty bitmap.
    func makePixelImage() -> PixelImage? {
        try? PixelImage(self)
    }
}
