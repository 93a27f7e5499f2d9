import Glibc
import TactileCore

/// Page-aligned anonymous memory (like a mapped shm pool) with a `PixelImage` over it.
public final class MappedFrameBuffer {
    public let image: PixelImage
    private let memory: UnsafeMutableRawPointer
    private let bytes: Int

    /// A `width`×`height` buffer, or an error when the memory cannot be mapped.
    public init(width: Int, height: Int) throws {
        bytes = width * 4 * height
        guard let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED else { throw MappedFrameBufferError.noMemory(bytes) }
        self.memory = memory
        do {
            image = try PixelImage(borrowing: memory, width: width, height: height, stride: width * 4)
        } catch {
            munmap(memory, bytes)
            throw error
        }
    }

    deinit {
        // The image only points at the memory; pixman never touches it again once unmapped.
        munmap(memory, bytes)
    }
}

/// Why a `MappedFrameBuffer` could not be made.
public enum MappedFrameBufferError: Error, CustomStringConvertible {
    case noMemory(Int)

    public var description: String {
        switch self {
        case let .noMemory(bytes): "could not map \(bytes) bytes for a frame buffer"
        }
    }
}
