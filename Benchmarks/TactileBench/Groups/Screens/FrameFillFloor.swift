import CPixman

/// The fill floor of a frame's repaint: `pixman_image_fill_boxes` of the same pixels into one of
/// three frame-sized buffers in turn, as a window's swapchain draws into its buffers in turn. (Five
/// fills back to back into one buffer would find it in the cache, which a frame's buffer — last
/// drawn several frames ago — is not.) A repaint of more than one frame's worth of pixels (a
/// frame that paints the window and the surfaces of sliding screens) fills one buffer per frame's
/// worth, each the next in turn, as that frame paints different buffers: filling one buffer again
/// would find it in the cache.
final class FrameFillFloor {
    private let buffers: [PixmanFloor]
    private var next = 0

    init(width: Int, height: Int) throws {
        buffers = try (0..<3).map { _ in try PixmanFloor(width: width, height: height) }
    }

    var width: Int { buffers[0].width }
    var height: Int { buffers[0].height }

    /// Boxes holding `pixels` pixels (see `PixmanFloor.boxes(forPixels:)`).
    func boxes(forPixels pixels: Int) -> [[pixman_box32_t]] { buffers[0].boxes(forPixels: pixels) }

    /// Nanoseconds of the thread's CPU time to fill `boxes` (one `pixman_image_fill_boxes` per
    /// element, each into the next buffer in turn): the median of five.
    func time(_ boxes: [[pixman_box32_t]]) -> Double {
        var fills: [Double] = []
        for _ in 0..<5 {
            let start = Stopwatch.cpuNow()
            for call in boxes {
                buffers[next].fill(call)
                next = (next + 1) % buffers.count
            }
            fills.append(Double(Stopwatch.cpuNow() &- start))
        }
        return max(1, Statistics(fills).median)
    }
}
