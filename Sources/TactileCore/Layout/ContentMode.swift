/// How a view fits content made for another size into its bounds (UIKit's `UIView.ContentMode`).
public enum ContentMode: Sendable {
    /// Stretches the content to the bounds, ignoring its aspect ratio.
    case scaleToFill
    /// Scales the content to fit inside the bounds, keeping its aspect ratio.
    case scaleAspectFit
    /// Scales the content to cover the bounds, keeping its aspect ratio (parts may be cut off).
    case scaleAspectFill
    /// Centres the content at its own size.
    case center
    /// Places the content at its own size against the top edge, centred horizontally.
    case top
    /// Places the content at its own size against the bottom edge, centred horizontally.
    case bottom
    /// Places the content at its own size against the left edge, centred vertically.
    case left
    /// Places the content at its own size against the right edge, centred vertically.
    case right
}

extension ContentMode {
    /// Where content of `size` is drawn inside `bounds` under this mode.
    public func rect(forContentOf size: Size, in bounds: Rect) -> Rect {
        let w = size.width, h = size.height
        func placed(_ width: Double, _ height: Double, x: Double? = nil, y: Double? = nil) -> Rect {
            Rect(x: x ?? bounds.midX - width / 2, y: y ?? bounds.midY - height / 2, width: width, height: height)
        }
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            return placed(w * s, h * s)
        case .center: return placed(w, h)
        case .top: return placed(w, h, y: bounds.minY)
        case .bottom: return placed(w, h, y: bounds.maxY - h)
        case .left: return placed(w, h, x: bounds.minX)
        case .right: return placed(w, h, x: bounds.maxX - w)
        }
    }
}
