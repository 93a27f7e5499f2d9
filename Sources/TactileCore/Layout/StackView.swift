/// Lines up its arranged subviews along an axis (UIKit's `UIStackView`, without Auto Layout).
///
/// Horizontal stacks run leading to trailing: from the right in a right-to-left layout
/// (`effectiveUserInterfaceLayoutDirection`), as UIKit does; `.leading` and `.trailing` alignment
/// of a vertical stack follow the direction too, and so do the layout margins.
///
/// Hidden arranged views take no space. Along the axis `distribution` decides the lengths; across
/// it `alignment` decides sizes and positions. Any change to the arrangement, to these properties
/// or to an arranged view's `isHidden` marks the stack for the next layout pass.
@MainActor open class StackView: View {
    /// The direction views are lined up in.
    public typealias Axis = TactileCore.Axis
    /// How views are sized and placed across the axis (`.leading` is the right edge of a vertical
    /// stack in a right-to-left layout).
    public enum Alignment: Sendable, Equatable { case fill, leading, center, trailing }
    /// How the length along the axis is shared.
    public enum Distribution: Sendable, Equatable { case fill, fillEqually, equalSpacing }

    /// The views laid out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [View] = []
    /// Default `.horizontal`.
    public var axis: Axis = .horizontal { didSet { if axis != oldValue { setNeedsLayout() } } }
    /// The gap between neighbours (the minimum gap for `.equalSpacing`). Default 0.
    public var spacing: Double = 0 { didSet { if spacing != oldValue { setNeedsLayout() } } }
    /// Default `.fill`.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsLayout() } } }
    /// Default `.fill`.
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { setNeedsLayout() } } }

    /// A stack of `arrangedSubviews` (added as subviews), with a zero frame.
    public init(arrangedSubviews: [View]) {
        super.init(frame: .zero)
        for v in arrangedSubviews { addArrangedSubview(v) }
    }

    /// A stack with no arranged views occupying `frame`.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Appends `v` to the arrangement (and to the subviews).
    public func addArrangedSubview(_ v: View) {
        insertArrangedSubview(v, at: arrangedSubviews.count)
    }

    /// Inserts `v` at `index` (clamped) in the arrangement, adding it as a subview if needed.
    public func insertArrangedSubview(_ v: View, at index: Int) {
        guard v !== self else { return }
        if v.superview !== self { addSubview(v) }
        guard v.superview === self else { return }          // refused (it would contain the stack)
        arrangedSubviews.removeAll { $0 === v }
        arrangedSubviews.insert(v, at: min(max(0, index), arrangedSubviews.count))
        setNeedsLayout()
    }

    /// Takes `v` out of the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ v: View) {
        guard arrangedSubviews.contains(where: { $0 === v }) else { return }
        arrangedSubviews.removeAll { $0 === v }
        setNeedsLayout()
    }

    /// A subview left: it leaves the arrangement too.
    func arrangedViewDidLeave(_ v: View) {
        removeArrangedSubview(v)
    }

    /// Places the visible arranged views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Plain loops over a local copy (no list of the visible views is built): every closure here
        // would check the main actor at run time, per view.
        let arranged = arrangedSubviews
        var items: [StackArrangement.Item] = []
        items.reserveCapacity(arranged.count)
        // `.fillEqually` with `.fill` alignment uses no intrinsic size: do not ask (a nested stack
        // works its own out from all of its views).
        let usesIntrinsic = distribution != .fillEqually || alignment != .fill
        let none = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        for v in arranged where !v.isHidden {
            items.append(StackArrangement.Item(intrinsic: usesIntrinsic ? v.intrinsicContentSize : none, current: v.bounds.size))
        }
        guard !items.isEmpty else { return }
        let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let frames = StackArrangement(axis: axis, spacing: spacing, alignment: alignment, distribution: distribution,
                                      rightToLeft: isRightToLeft)
            .frames(for: items, in: area)
        var i = 0
        for v in arranged where !v.isHidden {
            guard i < frames.count else { break }
            if v.frame != frames[i] { v.frame = frames[i] }
            i += 1
        }
    }

    /// Whether the arranged views are laid out inside the stack's `layoutMargins` instead of its
    /// bounds. Default false (as UIKit).
    public var isLayoutMarginsRelativeArrangement: Bool {
        get { extras?.arrangesInsideMargins ?? false }
        set {
            guard newValue != isLayoutMarginsRelativeArrangement else { return }
            ensuredExtras.arrangesInsideMargins = newValue
            setNeedsLayout()
        }
    }

    /// Along the axis: the visible views' intrinsic lengths and the gaps; across it: the largest
    /// intrinsic length. `noIntrinsicMetric` where a view has none.
    open override var intrinsicContentSize: Size {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        let sizes = visible.map(\.intrinsicContentSize)
        let along = sizes.map { axis == .horizontal ? $0.width : $0.height }
        let across = sizes.map { axis == .horizontal ? $0.height : $0.width }
        let gaps = spacing * Double(max(visible.count - 1, 0))
        let length = along.contains { $0 < 0 } ? View.noIntrinsicMetric : along.reduce(gaps, +)
        let cross = across.contains { $0 < 0 } || across.isEmpty ? View.noIntrinsicMetric : across.max() ?? 0
        let size = axis == .horizontal ? Size(width: length, height: cross) : Size(width: cross, height: length)
        guard isLayoutMarginsRelativeArrangement else { return size }
        let m = layoutMargins
        return Size(width: size.width < 0 ? size.width : size.width + m.horizontal,
                    height: size.height < 0 ? size.height : size.height + m.vertical)
    }
}
