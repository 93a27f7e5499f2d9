import Logging
import TactileCore

extension Bitmap {
    /// The bitmap encoded as a PNG file (8-bit RGBA, by libpng). An empty bitmap encodes as one
    /// transparent pixel, since PNG cannot express a zero-sized image. Returns no bytes only when
    /// memory runs out (logged).
    public func pngData() -> [UInt8] {
        let (w, h, pixels) = width > 0 && height > 0 ? (width, height, rgba) : (1, 1, [0, 0, 0, 0])
        do { return try ImageCodec.encodePNG(width: w, height: h, rgba: pixels) } catch {
            pngLogger.error("PNG encoding of a \(w)×\(h) bitmap failed: \(error.message)")
            return []
        }
    }

    /// Writes the bitmap as a PNG file at `path` (replacing it).
    public func writePNG(toFile path: String) throws(FileWriteError) {
        try FileOutput.write(pngData(), toFile: path)
    }
}

private let pngLogger = Logger(label: "tactile.drawing.bitmap")
