import Tactile

/// Holds one view at a size the app chooses, for a stack view to arrange: the box reports
/// `preferredSize` as its intrinsic size and the view inside follows the box's size (autoresizing).
/// Along an axis where `preferredSize` is `View.noIntrinsicMetric`, the stack view decides.
@MainActor final class SizedBox: View {
    /// The view the box holds.
    let content: View
    /// The size the box asks its stack view for.
    var preferredSize: Size {
        didSet { if preferredSize != oldValue { superview?.setNeedsLayout() } }
    }

    /// A box holding `content`, asking for `size` (no size of its own by default).
    init(_ content: View, size: Size = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)) {
        self.content = content
        preferredSize = size
        super.init(frame: .zero)
        content.frame = bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(content)
    }

    override var intrinsicContentSize: Size { preferredSize }
}
