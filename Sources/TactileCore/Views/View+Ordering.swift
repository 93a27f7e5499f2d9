extension View {
    /// Moves subview `v` to the front. Views that are not subviews are logged and ignored.
    public func bringSubviewToFront(_ v: View) {
        guard v.superview === self else {
            TactileLog.core.error("bringSubviewToFront: \(v.displayName) is not a subview of \(displayName)")
            return
        }
        insertSubview(v, at: subviews.count - 1)
    }

    /// Moves subview `v` to the back. Views that are not subviews are logged and ignored.
    public func sendSubviewToBack(_ v: View) {
        guard v.superview === self else {
            TactileLog.core.error("sendSubviewToBack: \(v.displayName) is not a subview of \(displayName)")
            return
        }
        insertSubview(v, at: 0)
    }

    /// Whether `ancestor` is this view or one of its superviews.
    public func isDescendant(of ancestor: View) -> Bool {
        var v: View? = self
        while let current = v {
            if current === ancestor { return true }
            v = current.superview
        }
        return false
    }
}
