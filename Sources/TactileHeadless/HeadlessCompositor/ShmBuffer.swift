import TactileCore
import WaylandServer

/// A `wl_buffer` created from a `wl_shm_pool`, with read access to its pixels.
public final class ShmBuffer {
    /// The server-side buffer object.
    public let resource: WlBufferResource
    /// Width in pixels.
    public let width: Int32
    /// Height in pixels.
    public let height: Int32
    /// Bytes per row.
    public let stride: Int32
    /// `argb8888` or `xrgb8888`.
    public let format: WlShmResource.Format
    let offset: Int
    /// The pool's mapping (kept alive by its buffers; `resize` remaps it in place).
    let mapping: SharedMemory

    /// How many surfaces currently show this buffer.
    var users = 0
    /// Whether a release is owed but held back by `withholdsBufferReleases`.
    var releaseWithheld = false

    init(resource: WlBufferResource, mapping: SharedMemory, offset: Int32, width: Int32, height: Int32, stride: Int32,
         format: WlShmResource.Format) {
        self.resource = resource
        self.mapping = mapping
        self.offset = Int(offset)
        self.width = width
        self.height = height
        self.stride = stride
        self.format = format
    }

    /// The byte just past the buffer's last pixel in its pool.
    var endOffset: Int { offset + Int(stride) * (Int(height) - 1) + Int(width) * 4 }

    /// Whether the pool's file still holds every pixel: a client may shrink the file after creating
    /// the pool, and reading a mapping past the end of its file is a SIGBUS.
    var isBacked: Bool { SharedMemory.fileSize(of: mapping.fileDescriptor.rawValue) >= min(endOffset, mapping.bytes.count) }

    /// Whether the compositor still holds the buffer (shown, or its release withheld).
    public var isHeld: Bool { users > 0 || releaseWithheld }

    /// The size in pixels.
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The premultiplied (alpha, red, green, blue) bytes at (x, y); XRGB pixels are opaque.
    /// Coordinates outside the buffer, or outside a pool the client shrank, read as transparent.
    func premultipliedPixel(x: Int, y: Int) -> (a: UInt8, r: UInt8, g: UInt8, b: UInt8) {
        guard x >= 0, y >= 0, x < Int(width), y < Int(height) else { return (0, 0, 0, 0) }
        let position = offset + y * Int(stride) + x * 4
        guard position >= 0, position + 4 <= mapping.bytes.count else { return (0, 0, 0, 0) }
        let word = UnsafeRawBufferPointer(mapping.bytes).loadUnaligned(fromByteOffset: position, as: UInt32.self).littleEndian
        let alpha = format == .xrgb8888 ? 255 : UInt8(truncatingIfNeeded: word >> 24)
        return (alpha, UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word))
    }

    /// The 32-bit pixel value at (x, y) exactly as the client wrote it (native `wl_shm` layout).
    public func rawPixel(x: Int, y: Int) -> UInt32? {
        guard x >= 0, y >= 0, x < Int(width), y < Int(height), isBacked else { return nil }
        let position = offset + y * Int(stride) + x * 4
        guard position >= 0, position + 4 <= mapping.bytes.count else { return nil }
        return UnsafeRawBufferPointer(mapping.bytes).loadUnaligned(fromByteOffset: position, as: UInt32.self).littleEndian
    }

    /// The pixel at (x, y) as a straight-alpha colour, or nil outside the buffer.
    public func color(x: Int, y: Int) -> Color? {
        guard rawPixel(x: x, y: y) != nil else { return nil }
        let p = premultipliedPixel(x: x, y: y)
        guard p.a > 0 else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
        let a = Double(p.a)
        return Color(red: min(Double(p.r) / a, 1), green: min(Double(p.g) / a, 1), blue: min(Double(p.b) / a, 1),
                     alpha: a / 255)
    }
}
