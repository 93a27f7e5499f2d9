extension ContentMode {
    /// Where content of `size` lands inside `bounds` in this mode. Empty or non-finite sizes give
    /// an empty rect at the bounds' centre.
    public func rect(forContentOfSize size: Size, in bounds: Rect) -> Rect {
        let w = size.width, h = size.height
        guard w.isFinite, h.isFinite, w > 0, h > 0 else {
            return Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        }
        switch self {
        case .scaleToFill:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let fw = w * s, fh = h * s
            return Rect(x: bounds.midX - fw / 2, y: bounds.midY - fh / 2, width: fw, height: fh)
        case .center:
            return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .top:
            return Rect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
        case .bottom:
            return Rect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
        case .left:
            return Rect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
        case .right:
            return Rect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
        }
    }
}
