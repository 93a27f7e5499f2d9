import CPixman
import Glibc
import Tactile

/// The drawing floor: one `pixman_image_fill_boxes` over a whole a8r8g8b8 frame in page-aligned,
/// shm-like memory — the least any full repaint can cost.
final class PixmanFloor {
    let width: Int
    let height: Int
    private let memory: UnsafeMutableRawPointer
    private let image: OpaquePointer
    private let sourceMemory: UnsafeMutableRawPointer
    private let source: OpaquePointer
    private var color = pixman_color_t(red: 0x3000, green: 0x6000, blue: 0x9000, alpha: 0xFFFF)

    init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        let bytes = width * 4 * height
        guard let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED else { throw DrawingBenchError.noMemory(bytes) }
        self.memory = memory
        guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                                   memory.assumingMemoryBound(to: UInt32.self), Int32(width * 4)) else {
            munmap(memory, bytes)
            throw DrawingBenchError.noMemory(bytes)
        }
        self.image = image
        guard let sourceMemory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              sourceMemory != MAP_FAILED else {
            pixman_image_unref(image)
            munmap(memory, bytes)
            throw DrawingBenchError.noMemory(bytes)
        }
        self.sourceMemory = sourceMemory
        guard let source = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height),
                                                    sourceMemory.assumingMemoryBound(to: UInt32.self), Int32(width * 4)) else {
            pixman_image_unref(image)
            munmap(memory, bytes)
            munmap(sourceMemory, bytes)
            throw DrawingBenchError.noMemory(bytes)
        }
        self.source = source
        var box = pixman_box32_t(x1: 0, y1: 0, x2: Int32(width), y2: Int32(height))
        _ = pixman_image_fill_boxes(PIXMAN_OP_SRC, source, &color, 1, &box)
    }

    deinit {
        pixman_image_unref(image)
        pixman_image_unref(source)
        munmap(memory, width * 4 * height)
        munmap(sourceMemory, width * 4 * height)
    }

    /// The least a repaint from cached pixels can cost: one SRC composite (a copy) of a whole
    /// frame-sized opaque image into the frame.
    func copy() {
        pixman_image_composite32(PIXMAN_OP_SRC, source, nil, image, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
    }

    /// One `pixman_image_fill_boxes` of exactly `boxes`: the floor of repainting those pixels.
    func fill(_ boxes: [pixman_box32_t]) {
        guard !boxes.isEmpty else { return }
        color.red &+= 1
        boxes.withUnsafeBufferPointer { b in
            _ = pixman_image_fill_boxes(PIXMAN_OP_SRC, image, &color, Int32(b.count), b.baseAddress)
        }
    }

    /// The boxes of `region` (buffer pixels), for `fill(_:)`.
    static func boxes(of region: DamageRegion) -> [pixman_box32_t] {
        region.rects.map { pixman_box32_t(x1: Int32($0.x), y1: Int32($0.y), x2: Int32($0.x + $0.width), y2: Int32($0.y + $0.height)) }
    }

    /// Boxes holding `pixels` pixels in whole rows of the frame (whole frames first when there are
    /// more than one frame's worth, filled by as many calls): the floor of painting that many pixels
    /// spread over several surfaces.
    func boxes(forPixels pixels: Int) -> [[pixman_box32_t]] {
        var left = max(0, pixels)
        var calls: [[pixman_box32_t]] = []
        let whole = width * height
        while left >= whole {
            calls.append([pixman_box32_t(x1: 0, y1: 0, x2: Int32(width), y2: Int32(height))])
            left -= whole
        }
        guard left > 0 else { return calls }
        var last: [pixman_box32_t] = []
        let rows = left / width, rest = left % width
        if rows > 0 { last.append(pixman_box32_t(x1: 0, y1: 0, x2: Int32(width), y2: Int32(rows))) }
        if rest > 0 { last.append(pixman_box32_t(x1: 0, y1: Int32(rows), x2: Int32(rest), y2: Int32(rows + 1))) }
        calls.append(last)
        return calls
    }

    /// One fill of the whole frame.
    func fill() {
        var box = pixman_box32_t(x1: 0, y1: 0, x2: Int32(width), y2: Int32(height))
        color.red &+= 1
        _ = pixman_image_fill_boxes(PIXMAN_OP_SRC, image, &color, 1, &box)
    }
}
