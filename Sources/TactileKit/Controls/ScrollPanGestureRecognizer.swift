import TactileCore
/// A scroll view's pan: it needs panning along the axes its scroll view can scroll (`TouchAction`),
/// so a `.panX` view inside a vertical scroll view fails the scroll at touch-down.
@MainActor final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    weak var scrollView: ScrollView?

    override var requiredTouchAction: TouchAction {
        guard let scrollView else { return [.panX, .panY] }
        var axes: TouchAction = []
        if scrollView.canScrollHorizontally { axes.insert(.panX) }
        if scrollView.canScrollVertically { axes.insert(.panY) }
        return axes.isEmpty ? [.panX, .panY] : axes
    }
}
