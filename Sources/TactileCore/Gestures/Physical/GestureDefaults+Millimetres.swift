/// Physical thresholds: the same distances in millimetres, converted per touch through the density
/// of the display under it (see `DisplayDensity`). They are chosen so that a 150 dpi panel (5.9
/// points per millimetre, a 10" 1280×800 kiosk) keeps the point values; on a denser or coarser
/// panel the finger travels the same distance on the glass either way.
extension GestureDefaults {
    /// `tapSlop` in millimetres.
    public static let tapSlopMillimetres = 1.7
    /// `panHysteresis` in millimetres.
    public static let panHysteresisMillimetres = 1.7
    /// `swipeMinimumDistance` in millimetres.
    public static let swipeMinimumDistanceMillimetres = 8.5
    /// `longPressAllowableMovement` in millimetres.
    public static let longPressAllowableMovementMillimetres = 1.7
    /// `tapCountDistance` (how far apart the taps of a double tap may land) in millimetres.
    public static let doubleTapDistanceMillimetres = 4.2
    /// `screenEdgeMargin` in millimetres.
    public static let screenEdgeMarginMillimetres = 3.4
    /// How far outside its bounds a button's touch still counts, in points (`buttonTouchMargin`).
    public static let buttonTouchMargin = 44.0
    /// `buttonTouchMargin` in millimetres.
    public static let buttonTouchMarginMillimetres = 7.5
    /// The smallest side of an on-screen keyboard key, in points.
    public static let keyboardKeyTarget = 44.0
    /// `keyboardKeyTarget` in millimetres.
    public static let keyboardKeyTargetMillimetres = 7.5
}
