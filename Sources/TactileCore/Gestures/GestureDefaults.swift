/// The toolkit's documented gesture thresholds. Distances are in points.
///
/// UIKit's published defaults are used where Apple documents them (long press: 0.5 s and 10 pt);
/// the others are chosen to feel like UIKit on a touchscreen and are fixed here so tests can rely on them.
/// Limits are exclusive: a tap fails on movement of *more than* `tapSlop`, a pan begins after *more than*
/// `panHysteresis`, and so on.
public enum GestureDefaults {
    /// Movement (from the touch-down point) that fails a tap.
    public static let tapSlop: Double = 10
    /// Longest gap between the lift of one tap and the next touch-down of a multi-tap.
    public static let multiTapInterval: Duration = .milliseconds(350)
    /// `Touch.tapCount`: longest gap between one tap's lift and the next tap's touch-down.
    public static let tapCountInterval: Duration = .milliseconds(350)
    /// `Touch.tapCount`: furthest distance between consecutive taps that still counts them together.
    public static let tapCountDistance: Double = 25
    /// Movement before a pan begins.
    public static let panHysteresis: Double = 10
    /// How long a long press must be held: 0.5 s, as UIKit.
    public static let longPressDuration: Duration = .milliseconds(500)
    /// How far a long press may move before it fails: 10 pt, as UIKit.
    public static let longPressAllowableMovement: Double = 10
    /// Shortest travel of a swipe.
    public static let swipeMinimumDistance: Double = 50
    /// Longest duration of a swipe, from touch-down to reaching the minimum distance.
    public static let swipeMaximumDuration: Duration = .milliseconds(500)
    /// Width of the band along a screen edge where a screen-edge pan may start.
    public static let screenEdgeMargin: Double = 20
    /// Largest angle (radians) between a swipe's travel and its direction: 22.5°.
    public static let swipeDirectionTolerance: Double = .pi / 8
    /// The window of recent samples used for velocity estimates (least-squares fit: pan, pinch, rotation).
    public static let velocitySampleWindow: Duration = .milliseconds(100)
    /// Longest hold of a tap before it fails (also the taps before a long press); checked on move and lift.
    public static let tapMaximumDuration: Duration = .milliseconds(750)
    /// Change of the distance between two fingers before a pinch begins, in points.
    public static let pinchHysteresis: Double = 8
    /// Turn of the line between two fingers before a rotation begins, in radians (5°).
    public static let rotationHysteresis: Double = .pi / 36
}
