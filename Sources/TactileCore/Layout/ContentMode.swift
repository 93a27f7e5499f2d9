/// How a view places its content (an `ImageView`'s image) when the content's size differs from
/// the view's bounds, as UIKit's `UIView.ContentMode`.
public enum ContentMode: Sendable {
    /// Stretched to fill the bounds, ignoring the aspect ratio.
    case scaleToFill
    /// Scaled to fit inside the bounds keeping its aspect ratio, centred (letterboxed).
    case scaleAspectFit
    /// Scaled to cover the bounds keeping its aspect ratio, centred (the overflow is clipped).
    case scaleAspectFill
    /// Unscaled, centred.
    case center
    /// Unscaled, centred along the top edge.
    case top
    /// Unscaled, centred along the bottom edge.
    case bottom
    /// Unscaled, centred along the left edge.
    case left
    /// Unscaled, centred along the right edge.
    case right
}
