/// The distance thresholds one touch is judged by, in points: `GestureDefaults`' point values, or
/// its millimetre values converted through the density of the display the touch is on.
public struct GestureThresholds: Equatable, Sendable {
    public var tapSlop: Double
    public var panHysteresis: Double
    public var swipeMinimumDistance: Double
    public var longPressAllowableMovement: Double
    public var doubleTapDistance: Double
    public var screenEdgeMargin: Double
    public var buttonTouchMargin: Double
    public var keyboardKeyTarget: Double
    /// The density the values were converted with; nil for the point values.
    public var pointsPerMillimetre: Double?

    /// `GestureDefaults`' point values (a display of unknown or implausible size).
    public static let points = GestureThresholds(
        tapSlop: GestureDefaults.tapSlop, panHysteresis: GestureDefaults.panHysteresis,
        swipeMinimumDistance: GestureDefaults.swipeMinimumDistance,
        longPressAllowableMovement: GestureDefaults.longPressAllowableMovement,
        doubleTapDistance: GestureDefaults.tapCountDistance, screenEdgeMargin: GestureDefaults.screenEdgeMargin,
        buttonTouchMargin: GestureDefaults.buttonTouchMargin, keyboardKeyTarget: GestureDefaults.keyboardKeyTarget,
        pointsPerMillimetre: nil)

    /// `GestureDefaults`' millimetre values at `pointsPerMillimetre`.
    public init(pointsPerMillimetre k: Double) {
        self.init(
            tapSlop: GestureDefaults.tapSlopMillimetres * k, panHysteresis: GestureDefaults.panHysteresisMillimetres * k,
            swipeMinimumDistance: GestureDefaults.swipeMinimumDistanceMillimetres * k,
            longPressAllowableMovement: GestureDefaults.longPressAllowableMovementMillimetres * k,
            doubleTapDistance: GestureDefaults.doubleTapDistanceMillimetres * k,
            screenEdgeMargin: GestureDefaults.screenEdgeMarginMillimetres * k,
            buttonTouchMargin: GestureDefaults.buttonTouchMarginMillimetres * k,
            keyboardKeyTarget: GestureDefaults.keyboardKeyTargetMillimetres * k, pointsPerMillimetre: k)
    }

    init(tapSlop: Double, panHysteresis: Double, swipeMinimumDistance: Double, longPressAllowableMovement: Double,
         doubleTapDistance: Double, screenEdgeMargin: Double, buttonTouchMargin: Double, keyboardKeyTarget: Double,
         pointsPerMillimetre: Double?) {
        self.tapSlop = tapSlop
        self.panHysteresis = panHysteresis
        self.swipeMinimumDistance = swipeMinimumDistance
        self.longPressAllowableMovement = longPressAllowableMovement
        self.doubleTapDistance = doubleTapDistance
        self.screenEdgeMargin = screenEdgeMargin
        self.buttonTouchMargin = buttonTouchMargin
        self.keyboardKeyTarget = keyboardKeyTarget
        self.pointsPerMillimetre = pointsPerMillimetre
    }
}
