import Tactile

/// The metrics every screen lays out with, chosen from the window's size: small windows (800×480)
/// get tighter margins and smaller type.
struct OrderLayout {
    /// The space around and between blocks.
    let margin: Double
    /// The height of the top and bottom bars' buttons.
    let barHeight: Double
    /// Title type size.
    let titleSize: Double
    /// Body type size.
    let bodySize: Double

    /// Metrics for a screen of `size`.
    init(_ size: Size) {
        let compact = size.height < 600 || size.width < 600
        margin = compact ? 12 : 24
        barHeight = compact ? 48 : 64
        titleSize = compact ? 24 : 36
        bodySize = compact ? 17 : 22
    }
}

/// Laying out along the reading direction: frames given from the leading edge.
extension View {
    /// A frame `leading` points from this view's leading edge, `width` wide.
    func leadingFrame(_ leading: Double, y: Double, width: Double, height: Double) -> Rect {
        Rect(x: leadingX(leading, width: width, in: bounds.width), y: y, width: max(0, width), height: max(0, height))
    }

    /// A frame `trailing` points from this view's trailing edge, `width` wide.
    func trailingFrame(_ trailing: Double, y: Double, width: Double, height: Double) -> Rect {
        leadingFrame(bounds.width - trailing - width, y: y, width: width, height: height)
    }
}
