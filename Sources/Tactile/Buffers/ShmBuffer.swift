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

    /// Allocates a `width`×`height` buffer through `shm`.
    init(shm: WlShm, width: Int, height: Int) throws(PlatformError) {
        let stride = width * 4
        let size = stride * height
        guard size > 0 else { throw .sharedMemory("a buffer needs at least one byte") }
        do {
            memory = try SharedMemory(size: size)
        } catch {
            throw .sharedMemory("\(error) (\(size) bytes)")
        }
        do {
            pool = try shm.createPool(fd: memory.fileDescriptor, size: Int32(size))
            wlBuffer = try pool.createBuffer(offset: 0, width: Int32(width), height: Int32(height),
                                             stride: Int32(stride), format: .argb8888)
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

    /// The bytes of the mapping, for checksums in tests.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(memory.bytes) }
}
