#if canImport(Glibc)
import Glibc
#endif

/// A frame drawn partly by moving the previous frame's pixels: the pixels of `rect` (buffer
/// pixels) show what the previous frame showed at (x + dx, y + dy) — a scroll view whose content
/// moved by (−dx, −dy). What the move leaves uncovered is in the frame's damage
/// (`Window.takeScrollMove(scale:allowed:)`), and the compositor is told all of `rect` changed.
public struct ScrollMove: Equatable, Sendable, CustomStringConvertible {
    /// The area whose pixels move (buffer pixels).
    public var rect: PixelRect
    /// How far right of a pixel its new value comes from.
    public var dx: Int
    /// How far below a pixel its new value comes from.
    public var dy: Int

    /// A move of `rect`'s pixels by (−dx, −dy).
    public init(rect: PixelRect, dx: Int, dy: Int) {
        self.rect = rect
        self.dx = dx
        self.dy = dy
    }

    /// Whether nothing moves (no offset, or an empty rect).
    public var isNone: Bool { rect.isEmpty || (dx == 0 && dy == 0) }

    /// The pixels of `rect` whose new value comes from inside `rect` (the rest is uncovered).
    public var destination: PixelRect {
        let x0 = max(rect.x, rect.x - dx), y0 = max(rect.y, rect.y - dy)
        let x1 = min(rect.maxX, rect.maxX - dx), y1 = min(rect.maxY, rect.maxY - dy)
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            : PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// "move <rect> from +(dx, dy)", for logs and test failures.
    public var description: String { "move \(rect) from +(\(dx), \(dy))" }
}

extension PixelImage {
    /// Copies into this image, for each pixel of `move.destination`, the pixel of `source` at
    /// (x + dx, y + dy). `source` may be this image (the rows are then copied in an order that reads
    /// each before it is overwritten) or another of the same size; nothing is copied otherwise.
    public func apply(_ move: ScrollMove, from source: PixelImage) {
        guard source.width == width, source.height == height else { return }
        apply(move, from: source, sourceRow: 0, row: 0, frameHeight: height)
    }

    /// `apply(_:from:)` between frames of `frameHeight` rows that are parts of taller images: the
    /// frame at `row` of this image takes its pixels from the frame at `sourceRow` of `source` (both
    /// as wide as this image). Nothing is copied when either frame does not fit its image.
    public func apply(_ move: ScrollMove, from source: PixelImage, sourceRow: Int, row: Int, frameHeight: Int) {
        let dest = move.destination
        guard !dest.isEmpty, source.width == width, frameHeight > 0, row >= 0, sourceRow >= 0,
              row <= height - frameHeight, sourceRow <= source.height - frameHeight,
              dest.x >= 0, dest.y >= 0, dest.maxX <= width, dest.maxY <= frameHeight,
              dest.x + move.dx >= 0, dest.y + move.dy >= 0,
              dest.maxX + move.dx <= width, dest.maxY + move.dy <= frameHeight else { return }
        if move.dx == 0, dest.x == 0, dest.width == width, stride == width * 4, source.stride == stride {
            // Whole rows, contiguous: one call, which for a large block streams past the cache (as a
            // fill does) instead of reading each destination line before writing it.
            memmove(rowPointer(row + dest.y), source.rowPointer(sourceRow + dest.y + move.dy), dest.height * stride)
            return
        }
        let bytes = dest.width * 4
        // Reading rows below the destination: top to bottom; above it: bottom to top.
        let downward = sourceRow + move.dy >= row
        var i = 0
        while i < dest.height {
            let y = downward ? dest.y + i : dest.maxY - 1 - i
            let to = rowPointer(row + y) + dest.x
            let from = source.rowPointer(sourceRow + y + move.dy) + (dest.x + move.dx)
            memmove(to, from, bytes)
            i += 1
        }
    }
}
