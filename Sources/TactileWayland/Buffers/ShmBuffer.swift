import TactileCore
import WaylandClient

/// One ARGB8888 `wl_buffer` in its own memfd pool, with the pixels mapped for the renderer.
///
/// Release tracking: `isHeld` is true from the commit that attached it until the compositor's
/// `wl_buffer.release`; a held buffer is never drawn into. (What a reused buffer missed is tracked by
/// its `BufferSwapchain`.) Dropping it destroys the
/// `wl_buffer` and pool (the proxies' destructors) and unmaps the memory.
@MainActor final class ShmBuffer {
    /// Width in buffer pixels.
    let width: Int
    /// Height in buffer pixels.
    let height: Int
    /// The pixels, for the renderer.
    let image: PixelImage
    /// The protocol object to attach.
    let wlBuffer: WlBuffer
    /// Attached and committed, not yet released by the compositor.
    private(set) var isHeld = false
    /// How many times the renderer drew into it (for tests and measurements).
    private(set) var drawCount = 0

    private let memory: SharedMemory
    private let pool: WlShmPool
    /// Called when the compositor releases the buffer.
    var onRelease: (@MainActor (ShmBuffer) -> Void)?

    /// Allocates a `width`×`height` buffer through `shm`. A size outside `BufferLimits` throws
    /// before any memory is allocated.
    init(shm: WlShm, width: Int, height: Int) throws(PlatformError) {
        guard let size = BufferLimits.byteCount(width: width, height: height),
              let wireSize = Int32(exactly: size), let wireWidth = Int32(exactly: width),
              let wireHeight = Int32(exactly: height), let wireStride = Int32(exactly: width * BufferLimits.bytesPerPixel)
        else {
            throw .sharedMemory("a \(width)×\(height) buffer exceeds the limits (\(BufferLimits.maximumSide) pixels a side, "
                                + "\(BufferLimits.maximumBytes) bytes)")
        }
        let stride = width * BufferLimits.bytesPerPixel
        do {
            memory = try SharedMemory(size: size)
        } catch {
            throw .sharedMemory("\(error) (\(size) bytes)")
        }
        do {
            pool = try shm.createPool(fd: memory.fileDescriptor, size: wireSize)
            wlBuffer = try pool.createBuffer(offset: 0, width: wireWidth, height: wireHeight,
                                             stride: wireStride, format: .argb8888)
            image = try PixelImage(borrowing: memory.bytes.baseAddress!, width: width, height: height, stride: stride)
        } catch let error as WaylandError {
            throw PlatformError(error)
        } catch {
            throw .sharedMemory("\(error)")
        }
        memory.fileDescriptor.close()
        self.width = width
        self.height = height
        wlBuffer.onEvent = { [weak self] event in
            guard let self else { return }
            switch event {
            case .release:
                self.isHeld = false
                self.onRelease?(self)
            }
        }
    }

    /// Records that the renderer drew into it.
    func didDraw() {
        precondition(!isHeld, "a held buffer must never be drawn into")
        drawCount += 1
    }

    /// Records that it was attached and committed: the compositor holds it until release.
    func didAttach() { isHeld = true }

    /// The size of the mapping in bytes.
    var byteCount: Int { width * height * BufferLimits.bytesPerPixel }

    /// The bytes of the mapping, for checksums in tests.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(memory.bytes) }
}
