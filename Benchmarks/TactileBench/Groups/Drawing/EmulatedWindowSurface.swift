import Glibc
import Tactile

/// Draws a window the way `WindowSurface` and `SurfacePresenter` do, without a compositor: two
/// page-aligned, shm-like buffers used in turn (the compositor releases one when the other is
/// attached), the window's recorded damage turned into a buffer-pixel region, each buffer's
/// missed damage (buffer age) added, and `ViewRenderer` painting exactly that region.
@MainActor final class EmulatedWindowSurface {
    let window: Window
    let width: Int
    let height: Int
    private var buffers: [MappedFrameBuffer] = []
    private var tracker = BufferDamageTracker<Int>()
    private var next = 0
    /// Paints every frame, as `WindowSurface` keeps one renderer for its life.
    private let renderer = ViewRenderer()
    /// The pixels the last frame repainted (its repaint region's area).
    private(set) var lastRepaintArea = 0
    /// The pixels the last frame repainted.
    private(set) var lastRepaint = DamageRegion()

    /// Buffers for `window` at its current size (scale 1).
    init(window: Window) throws {
        self.window = window
        width = Int(window.bounds.width.rounded(.up))
        height = Int(window.bounds.height.rounded(.up))
        for _ in 0..<2 { buffers.append(try MappedFrameBuffer(width: width, height: height)) }
    }

    /// The buffer the next frame draws into.
    var nextBuffer: PixelImage { buffers[next].image }
    /// The buffer the last frame drew into.
    var lastBuffer: PixelImage { buffers[(next + 1) % buffers.count].image }

    /// Draws one frame if anything is damaged (or `whole`); returns the repainted area.
    @discardableResult
    func drawFrame(whole: Bool = false) -> Int {
        let damage = window.damagedRects
        guard whole || !damage.isEmpty else {
            lastRepaintArea = 0
            lastRepaint = DamageRegion()
            return 0
        }
        var region = DamageRegion()
        for rect in damage { region.formUnion(covering: rect) }
        window.clearDamage()
        let extent = DamageRegion(PixelRect(x: 0, y: 0, width: width, height: height))
        let changed = whole ? extent : region.intersection(extent)
        var repaint = extent
        if let missed = tracker.damage(for: next) { repaint = changed.union(missed).intersection(extent) }
        if !repaint.isEmpty { renderer.render(window, into: buffers[next].image, scale: 1, damage: repaint) }
        tracker.add(changed)
        tracker.markPainted(next)
        next = (next + 1) % buffers.count
        lastRepaintArea = repaint.area
        lastRepaint = repaint
        return lastRepaintArea
    }
}

/// Page-aligned anonymous memory (like a mapped shm pool) with a `PixelImage` over it.
final class MappedFrameBuffer {
    let image: PixelImage
    private let memory: UnsafeMutableRawPointer
    private let bytes: Int

    init(width: Int, height: Int) throws {
        bytes = width * 4 * height
        guard let memory = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED else { throw DrawingBenchError.noMemory(bytes) }
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

/// Why the drawing benchmarks cannot run.
enum DrawingBenchError: Error, CustomStringConvertible {
    case noMemory(Int)
    case noPin
    case notMapped

    var description: String {
        switch self {
        case let .noMemory(bytes): "could not map \(bytes) bytes for a frame buffer"
        case .noPin: "the map-pin scene has no pin"
        case .notMapped: "the headless session's window surface is missing"
        }
    }
}
