import TactileCore
/// The thin bar a scroll view shows along an edge while it scrolls: its length is the visible
/// fraction of the content, its position the offset. It ignores touches.
@MainActor final class ScrollIndicator: View {
    /// Bar thickness and distance from the edges, in points.
    static let thickness = 3.0
    static let inset = 2.0
    /// The shortest bar, in points.
    static let minimumLength = 24.0

    let isVertical: Bool

    init(vertical: Bool) {
        isVertical = vertical
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isHidden = true
        name = vertical ? "vertical scroll indicator" : "horizontal scroll indicator"
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: Self.thickness / 2, with: Color(white: 0, alpha: 0.45))
    }

    /// The bar's frame in the scroll view's content coordinates for `offset` in a viewport of
    /// `viewport` size over `content`.
    static func frame(vertical: Bool, offset: Point, viewport: Size, content: Size) -> Rect {
        let along = vertical ? viewport.height : viewport.width
        let total = vertical ? content.height : content.width
        let position = vertical ? offset.y : offset.x
        let maxOffset = max(0, total - along)
        let track = max(0, along - 2 * inset - (vertical ? 0 : thickness + inset))
        var length = total > 0 ? track * along / total : track
        // Past an edge the bar shrinks by the overscroll, as UIKit's.
        let over = position < 0 ? -position : max(0, position - maxOffset)
        length = min(track, max(minimumLength, length - over))
        let fraction = maxOffset > 0 ? min(max(position / maxOffset, 0), 1) : 0
        let start = inset + (track - length) * fraction
        if vertical {
            return Rect(x: offset.x + viewport.width - thickness - inset, y: offset.y + start, width: thickness, height: length)
        }
        return Rect(x: offset.x + start, y: offset.y + viewport.height - thickness - inset, width: length, height: thickness)
    }
}
