import Testing
import TactileCore
import TactileTesting
import TactileHeadless
import WaylandClient
import WaylandServer

@Suite("HeadlessCompositor wl_shm read-back")
struct ShmReadBackTests {
    /// A pattern where every pixel differs: alpha varies too, so byte order mistakes show.
    static func pattern(_ x: Int, _ y: Int) -> UInt32 {
        UInt32(0xFF - x) << 24 | UInt32(x * 16) << 16 | UInt32(y * 32) << 8 | UInt32((x + y * 7) & 0xFF)
    }

    @Test func pixelsWrittenThroughAPoolReadBackExactly() throws {
        let client = try CompositorClient()
        let buffer = try client.makeBuffer(width: 7, height: 5, pixel: Self.pattern)
        let surface = try client.wlCompositor.createSurface()
        try surface.attach(buffer: buffer.buffer, x: 0, y: 0)
        try surface.damage(x: 1, y: 2, width: 3, height: 2)
        try surface.commit()
        try client.roundtrip()

        let served = try #require(try client.serverSurface(surface).buffer)
        #expect(served.size == PixelSize(width: 7, height: 5))
        #expect(served.format == .argb8888)
        for y in 0..<5 {
            for x in 0..<7 { #expect(served.rawPixel(x: x, y: y) == Self.pattern(x, y), "pixel (\(x), \(y))") }
        }
        #expect(served.rawPixel(x: 7, y: 0) == nil)

        let record = try #require(client.compositor.commitLog.last)
        #expect(record.surfaceID == surface.id)
        #expect(record.attachedBufferSize == PixelSize(width: 7, height: 5))
        #expect(record.damage == [Rect(x: 1, y: 2, width: 3, height: 2)])
        #expect(record.bufferDamage.isEmpty)
    }

    @Test func xrgbPixelsAreOpaqueAndScreenshotsExportPNG() throws {
        let client = try CompositorClient()
        let buffer = try client.makeBuffer(width: 4, height: 3, format: .xrgb8888) { x, _ in
            x < 2 ? 0x00FF_0000 : 0x0000_00FF  // undefined X byte left at 0
        }
        let surface = try client.wlCompositor.createSurface()
        try surface.attach(buffer: buffer.buffer, x: 0, y: 0)
        try surface.commit()
        try client.roundtrip()

        let shot = try client.compositor.screenshot(of: client.serverSurface(surface))
        #expect(shot.width == 4 && shot.height == 3)
        #expect(shot.pixel(x: 0, y: 0) == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(shot.pixel(x: 3, y: 2) == Color(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(Array(shot.pngData().prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
    }

    @Test func resizedPoolIsRemappedForNewBuffers() throws {
        let client = try CompositorClient()
        let memory = try SharedMemory(size: 64)
        let pool = try client.shm.createPool(fd: memory.fileDescriptor, size: 64)
        // Grow the file, tell the compositor, and put a buffer beyond the original 64 bytes.
        try memory.resize(to: 256, growingFile: true)
        let value: UInt32 = 0xFF12_3456
        memory.bytes.storeBytes(of: value.littleEndian, toByteOffset: 128, as: UInt32.self)
        try pool.resize(size: 256)
        let buffer = try pool.createBuffer(offset: 128, width: 1, height: 1, stride: 4, format: .argb8888)
        let surface = try client.wlCompositor.createSurface()
        try surface.attach(buffer: buffer, x: 0, y: 0)
        try surface.commit()
        try client.roundtrip()
        #expect(try client.serverSurface(surface).buffer?.rawPixel(x: 0, y: 0) == value)
    }

    /// Width, height and stride that do not fit a 64-byte pool (two overflow 32-bit arithmetic).
    static let oversized: [[Int32]] = [[8, 8, 32], [Int32.max / 2, 1, 4], [1, Int32.max, Int32.max]]

    @Test(arguments: oversized)
    func bufferOutsideItsPoolIsAProtocolError(size: [Int32]) throws {
        let client = try CompositorClient()
        let memory = try SharedMemory(size: 64)
        let pool = try client.shm.createPool(fd: memory.fileDescriptor, size: 64)
        _ = try pool.createBuffer(offset: 0, width: size[0], height: size[1], stride: size[2], format: .argb8888)
        #expect {
            try client.roundtrip()
        } throws: { error in
            guard case let .protocolError(interface, _, code, _) = error as? WaylandError else { return false }
            return interface == "wl_shm_pool" && code == WlShmResource.Error.invalidStride.rawValue
        }
    }
}
