/// Rounds the corners of what a view that masks to its bounds painted (`Layer.masksToBounds`
/// with a `cornerRadius`): the four corner squares of the target are kept before the view paints
/// and blended back afterwards, each pixel by how much of it lies outside the rounded box.
///
/// Blending the kept pixel `S` with the painted one `P` as `P·c + S·(1 − c)` (premultiplied) gives
/// exactly what painting the view's content with its coverage `c` over `S` gives.
@MainActor struct CornerMask {
    private let box: RoundedBox
    private var squares: [PixelRect] = []
    private var kept: [UInt32] = []

    /// Keeps the corner squares of `box` (target pixels) that lie within `area`.
    init(box: RoundedBox, within area: PixelRect, of target: PixelImage) {
        self.box = box
        let extent = Canvas.intersect(area, PixelRect(x: 0, y: 0, width: target.width, height: target.height))
        guard box.radius > 0, !extent.isEmpty else { return }
        let reach = box.radius
        let left = PixelRect.clampCoordinate(box.x.rounded(.down)), top = PixelRect.clampCoordinate(box.y.rounded(.down))
        let right = PixelRect.clampCoordinate((box.x + box.width).rounded(.up))
        let bottom = PixelRect.clampCoordinate((box.y + box.height).rounded(.up))
        let innerLeft = min(PixelRect.clampCoordinate((box.x + reach).rounded(.up)), right)
        let innerRight = max(PixelRect.clampCoordinate((box.x + box.width - reach).rounded(.down)), innerLeft)
        let innerTop = min(PixelRect.clampCoordinate((box.y + reach).rounded(.up)), bottom)
        let innerBottom = max(PixelRect.clampCoordinate((box.y + box.height - reach).rounded(.down)), innerTop)
        let candidates = [
            PixelRect(x: left, y: top, width: innerLeft - left, height: innerTop - top),
            PixelRect(x: innerRight, y: top, width: right - innerRight, height: innerTop - top),
            PixelRect(x: left, y: innerBottom, width: innerLeft - left, height: bottom - innerBottom),
            PixelRect(x: innerRight, y: innerBottom, width: right - innerRight, height: bottom - innerBottom),
        ]
        for square in candidates {
            let visible = Canvas.intersect(square, extent)
            guard !visible.isEmpty else { continue }
            squares.append(visible)
            for y in visible.y..<visible.maxY {
                let row = target.rowPointer(y)
                for x in visible.x..<visible.maxX { kept.append(row[x]) }
            }
        }
    }

    /// Blends the kept pixels back where the rounded box does not cover them.
    func apply(to target: PixelImage) {
        var index = 0
        for square in squares {
            for y in square.y..<square.maxY {
                let row = target.rowPointer(y)
                for x in square.x..<square.maxX {
                    let saved = kept[index]
                    index += 1
                    let c = UInt32((box.coverage(x, y) * 255).rounded())
                    if c == 255 { continue }
                    row[x] = c == 0 ? saved : CornerMask.blend(row[x], saved, c)
                }
            }
        }
    }

    /// `painted·c + saved·(255 − c)` per channel, `c` out of 255.
    private static func blend(_ painted: UInt32, _ saved: UInt32, _ c: UInt32) -> UInt32 {
        var result: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let p = (painted >> shift) & 0xFF, s = (saved >> shift) & 0xFF
            result |= ((p * c + s * (255 - c) + 127) / 255) << shift
            shift += 8
        }
        return result
    }
}
