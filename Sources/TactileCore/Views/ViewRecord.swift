/// What hit-testing and touch delivery read about a view for every new touch: the touch flags apps
/// set through `View`'s public properties, and the hierarchy links the toolkit keeps.
struct ViewRecord {
    var alpha: Double = 1
    var isHidden = false
    var isUserInteractionEnabled = true
    var isMultipleTouchEnabled = false
    var isExclusiveTouch = false
    var touchAction: TouchAction = .auto
    weak var superview: View?
    /// Back to front.
    var subviews: [View] = []
    /// In the order added.
    var gestureRecognizers: [GestureRecognizer] = []
}
