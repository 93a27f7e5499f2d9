import TactileCore
import WaylandClient

/// The pool of rows whole-window scrolls slide in (`SlidingFrames`): one memfd `wl_shm_pool` of
/// `SlidingFrames.rows` rows, each frame a `wl_buffer` at its row's offset, destroyed when the
/// compositor releases it. The rows of frames the compositor holds are never drawn into.
@MainActor final class ShmRowPool {
    /// Frame width in buffer pixels.
    let width: Int
    /// Frame height in buffer pixels.
    let frameHeight: Int
    /// Where the frames go, and where the last one went.
    var sliding: SlidingFrames
    /// All the rows, for the renderer (a frame is the `frameHeight` rows from its row).
    let image: PixelImage
    /// The frames attached and not yet released, with their rows.
    private var held: [(buffer: WlBuffer, rows: Range<Int>)] = []
    /// The rows of `held`, kept for their capacity.
    private(set) var heldRows: [Range<Int>] = []
    private let memory: SharedMemory
    private let pool: WlShmPool
    /// How many frames were attached from the pool (tests, measurements).
    private(set) var frameCount = 0

    /// A pool for `width`×`frameHeight` frames, or nil (logged by the caller) when it would exceed
    /// `BufferLimits` or cannot be allocated.
    init?(shm: WlShm, width: Int, frameHeight: Int) {
        let sliding = SlidingFrames(frameHeight: frameHeight)
        let stride = width * BufferLimits.bytesPerPixel
        guard sliding.frameHeight == frameHeight, BufferLimits.byteCount(width: width, height: frameHeight) != nil,
              let size = BufferLimits.byteCount(width: width, height: sliding.rows),
              let wireSize = Int32(exactly: size),
              let memory = try? SharedMemory(size: size),
              let base = memory.bytes.baseAddress,
              let image = try? PixelImage(borrowing: base, width: width, height: sliding.rows, stride: stride),
              let pool = try? shm.createPool(fd: memory.fileDescriptor, size: wireSize) else { return nil }
        memory.fileDescriptor.close()
        (self.width, self.frameHeight, self.sliding) = (width, frameHeight, sliding)
        (self.memory, self.image, self.pool) = (memory, image, pool)
    }

    /// A `wl_buffer` showing the frame at `row`, held from now until the compositor releases it.
    func attachableFrame(at row: Int) throws(PlatformError) -> WlBuffer {
        let stride = width * BufferLimits.bytesPerPixel
        guard row >= 0, row + frameHeight <= sliding.rows, let offset = Int32(exactly: row * stride),
              let wireWidth = Int32(exactly: width), let wireHeight = Int32(exactly: frameHeight),
              let wireStride = Int32(exactly: stride) else {
            throw .sharedMemory("row \(row) is outside the \(sliding.rows)-row scroll pool")
        }
        let buffer: WlBuffer
        do {
            buffer = try pool.createBuffer(offset: offset, width: wireWidth, height: wireHeight, stride: wireStride, format: .argb8888)
        } catch {
            throw PlatformError(error)
        }
        let id = ObjectIdentifier(buffer)
        buffer.onEvent = { [weak self] event in
            switch event {
            case .release: self?.released(id)
            }
        }
        held.append((buffer, row..<(row + frameHeight)))
        heldRows.append(row..<(row + frameHeight))
        frameCount += 1
        return buffer
    }

    /// Whether the compositor holds any of its frames.
    var isHeld: Bool { !held.isEmpty }

    private func released(_ id: ObjectIdentifier) {
        guard let index = held.firstIndex(where: { ObjectIdentifier($0.buffer) == id }) else { return }
        held.remove(at: index)      // dropping the proxy destroys the wl_buffer
        heldRows.remove(at: index)
    }
}
