/// Options of `View.animate` (UIKit's `UIView.AnimationOptions`).
public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Animating views stay hit-testable (by default they and their subviews are skipped).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from what is on screen. Tactile always does: a property animated again starts from
    /// its presentation value.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever (until `removeAllAnimations()`); the completion runs only then.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run forwards then backwards; the model value shows at the end.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Slow at both ends (the default when no curve is given).
    public static let curveEaseInOut = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 17)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 1 << 18)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 1 << 19)
}
