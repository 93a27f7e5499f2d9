import TactileCore

/// Pull to refresh: the scroll view's side of `RefreshControl`.
extension ScrollView {
    /// The refresh control shown above the content, as UIScrollView's: pulling the content down past
    /// its threshold and lifting begins a refresh (see `RefreshControl`). Setting it adds the control
    /// as the scroll view's backmost subview; replacing it or setting nil removes the old one (a
    /// refresh in progress is abandoned and the gap above the content closes).
    public var refreshControl: RefreshControl? {
        get { attachedRefreshControl }
        set {
            guard newValue !== attachedRefreshControl else { return }
            if let old = attachedRefreshControl {
                if let id = old.scrollActionID { removeScrollAction(id) }
                old.scrollActionID = nil
                old.scrollView = nil
                old.removeFromSuperview()
            }
            attachedRefreshControl = newValue
            if let control = newValue {
                control.scrollView?.refreshControl = nil
                control.removeFromSuperview()
                control.scrollView = self
                insertSubview(control, at: 0)
                control.scrollActionID = addScrollAction { [weak control] _ in control?.updateFrame() }
                control.updateFrame()
            }
            refreshInsetDidChange(revealing: false)
        }
    }

    /// The top of the content's resting range: above 0 by the refresh control's gap while it
    /// refreshes.
    var refreshInsetTop: Double { attachedRefreshControl?.contentInsetTop ?? 0 }

    /// The finger lifted: a pull past the refresh control's threshold begins refreshing.
    func refreshPullDidEnd() {
        _ = attachedRefreshControl?.pullDidEnd(at: contentOffset)
    }

    /// The gap above the content opened or closed. Content at rest moves to the new top (animated):
    /// down to show the spinner when `revealing` and the content was at its top, up when the gap
    /// closed under it. A drag in progress leaves it to the lift; a moving scroll view settles
    /// against the new top.
    func refreshInsetDidChange(revealing: Bool) {
        attachedRefreshControl?.updateFrame()
        guard !isDragging else { return }
        let top = minimumContentOffset.y
        if let m = motion {
            startMotion(velocity: Point(x: m.x.velocity, y: m.y.velocity))
        } else if contentOffset.y < top || (revealing && contentOffset.y <= 0) {
            setContentOffset(Point(x: contentOffset.x, y: top), animated: true)
        }
    }
}
