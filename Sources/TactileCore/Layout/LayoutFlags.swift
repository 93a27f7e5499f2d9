/// A view's place in the layout pass: whether its own `layoutSubviews` is due and whether some
/// descendant's is. Marks propagate to the root, so a pass with nothing marked visits only the root.
struct LayoutFlags {
    /// `setNeedsLayout` was called (or the bounds size changed) since the view was last laid out;
    /// a new view starts marked, so it is laid out once before it is first drawn (as in UIKit).
    var needsLayout = true
    /// A descendant is marked.
    var descendantNeedsLayout = false
}
