/// The direction a layout runs in: where "leading" is.
public enum LayoutDirection: Sendable, Equatable, Hashable {
    /// Leading is the left edge (English, German, Japanese, …).
    case leftToRight
    /// Leading is the right edge (Arabic, Hebrew, …).
    case rightToLeft
}

/// How a view's content follows the layout direction (UIKit's `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Sendable, Equatable, Hashable {
    /// Follow the superview (and, at the top, the window's direction).
    case unspecified
    /// Always left-to-right, whatever the language.
    case forceLeftToRight
    /// Always right-to-left.
    case forceRightToLeft
    /// Media playback controls: never mirrored.
    case playback
    /// Spatial controls (a map's directional pad): never mirrored.
    case spatial
}
