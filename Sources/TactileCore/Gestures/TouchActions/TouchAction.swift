/// The gestures a view lets its touches start, declared up front (the web's `touch-action`).
///
/// The engine intersects the touch actions of a new touch's hit-test view and its ancestors, up to
/// and including the view owning each recognizer, at touch-down. A built-in recognizer whose
/// gesture needs none of what remains fails at once, its `failureReason` naming the view that
/// forbade it; a pan whose chain allows only one axis begins only along that axis. Until the touch
/// moves past its slop the views' touch actions may still change, and are applied again.
///
/// What each built-in recognizer needs (`GestureRecognizer.requiredTouchAction`): pans `.panX` or
/// `.panY` (screen-edge pans and swipes by their edges and directions), pinches and rotations
/// `.pinchZoom`, multi-tap recognizers `.doubleTapZoom`; single taps and long presses need nothing
/// and are never blocked.
public struct TouchAction: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Horizontal pans (and left/right swipes, left/right screen-edge pans).
    public static let panX = TouchAction(rawValue: 1 << 0)
    /// Vertical pans (and up/down swipes, top/bottom screen-edge pans).
    public static let panY = TouchAction(rawValue: 1 << 1)
    /// Two-finger pinches and rotations.
    public static let pinchZoom = TouchAction(rawValue: 1 << 2)
    /// Recognizers needing more than one tap (`auto` has it, `manipulation` has not, as on the web:
    /// under `.manipulation` a single tap need not wait to see whether a second one follows).
    public static let doubleTapZoom = TouchAction(rawValue: 1 << 3)

    /// Every gesture (the default).
    public static let auto: TouchAction = [.panX, .panY, .pinchZoom, .doubleTapZoom]
    /// No pan, pinch or multi-tap may start on this view's touches (a signature pad, a drawing canvas).
    public static let none: TouchAction = []
    /// Pans and pinches, no multi-tap.
    public static let manipulation: TouchAction = [.panX, .panY, .pinchZoom]

    /// The web's spelling: `auto`, `none`, `manipulation`, or the parts (`pan-x pinch-zoom`).
    public var description: String {
        if self == .auto { return "auto" }
        if isEmpty { return "none" }
        if self == .manipulation { return "manipulation" }
        var parts: [String] = []
        if contains(.panX) { parts.append("pan-x") }
        if contains(.panY) { parts.append("pan-y") }
        if contains(.pinchZoom) { parts.append("pinch-zoom") }
        if contains(.doubleTapZoom) { parts.append("double-tap-zoom") }
        return parts.joined(separator: " ")
    }

    /// The pan axes for a set of swipe directions.
    public init(swipeDirections d: SwipeDirection) {
        var a: TouchAction = []
        if !d.isDisjoint(with: [.left, .right]) { a.insert(.panX) }
        if !d.isDisjoint(with: [.up, .down]) { a.insert(.panY) }
        self = a
    }

    /// The pan axes for a set of screen edges (left/right edges pan horizontally).
    public init(edges e: RectEdge) {
        var a: TouchAction = []
        if !e.isDisjoint(with: [.left, .right]) { a.insert(.panX) }
        if !e.isDisjoint(with: [.top, .bottom]) { a.insert(.panY) }
        self = a
    }
}
