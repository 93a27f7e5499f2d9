import Logging

/// The value `intrinsicContentSize` reports along an axis with no natural length.
extension View {
    /// UIKit's `UIView.noIntrinsicMetric`: -1.
    public static let noIntrinsicMetric: Double = -1
}

extension View {
    /// Marks the view as needing layout: its `layoutSubviews` runs in the window's next layout pass
    /// (before the next frame or snapshot). Only marks.
    public func setNeedsLayout() {
        guard !layoutFlags.needsLayout else { return }
        layoutFlags.needsLayout = true
        markAncestorsForLayout()
    }

    /// Whether the view is marked as needing layout.
    public var needsLayout: Bool { layoutFlags.needsLayout }

    /// Runs the pending layout of this view and the views below it at once (superviews first).
    public func layoutIfNeeded() {
        LayoutPass.run(from: self)
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its top-left corner.
    public func sizeToFitContent() {
        let fitted = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: fitted)
    }

    /// Tells every ancestor a descendant is marked, stopping at the first that already knows; a
    /// window learning of it for the first time asks for a frame. (An ancestor that knows is either
    /// below a window that knows too — it asked then — or not yet visited by the running pass.)
    /// The walk goes through the unretained hierarchy cache (View+HierarchyCache.swift): a layout
    /// pass marks every view it resizes, and a weak load and retain per superview would cost more
    /// than the mark.
    func markAncestorsForLayout() {
        var next = superviewPointer
        var root: UnsafeMutableRawPointer?
        while let pointer = next {
            if View.unretained(pointer).layoutFlags.descendantNeedsLayout { return }
            View.unretained(pointer).layoutFlags.descendantNeedsLayout = true
            root = pointer
            next = View.superviewPointer(of: pointer)
        }
        // Retained for the call out (it runs app code).
        let top = root.map { Unmanaged<View>.fromOpaque($0).takeUnretainedValue() } ?? self
        (top as? Window)?.layoutWasRequested()
    }

    /// After joining a superview: carries the view's pending marks up the new chain.
    func propagateLayoutMarks() {
        if layoutFlags.needsLayout || layoutFlags.descendantNeedsLayout { markAncestorsForLayout() }
    }

    /// A bounds size change: subviews follow their masks at once, then the view is marked.
    func boundsSizeDidChange(from old: Size) {
        let new = storedBounds.size
        if autoresizesSubviews {
            for sub in subviews where !sub.autoresizingMask.isEmpty {
                let frame = sub.frame
                let resized = sub.autoresizingMask.resize(frame, from: old, to: new)
                if resized != frame { sub.frame = resized }
            }
        }
        setNeedsLayout()
    }

    /// Whether a geometry value may be stored: non-finite values are ignored with a log line.
    func acceptGeometry(_ isFinite: Bool, _ property: StaticString) -> Bool {
        guard !isFinite else { return true }
        rejectedGeometryCount += 1
        TactileLog.core.error("\(displayName): non-finite \(property) ignored")
        return false
    }

    /// Runs the view's `layoutSubviews`, with its controller's callbacks around it.
    func performLayout() {
        layoutFlags.needsLayout = false
        guard isControllerRoot, let controller = viewController else { return layoutSubviews() }
        controller.viewWillLayoutSubviews()
        layoutSubviews()
        controller.viewDidLayoutSubviews()
    }

    /// Hook for a stack view: `view` left this view's subviews.
    func subviewDidLeave(_ view: View) {
        (self as? StackView)?.arrangedViewDidLeave(view)
    }

    /// Hook for a stack view: subview `view` was shown or hidden.
    func arrangedSubviewVisibilityChanged(_ view: View) {
        guard let stack = self as? StackView, stack.arrangedSubviews.contains(where: { $0 === view }) else { return }
        stack.setNeedsLayout()
    }
}

/// The layout pass: each marked view's `layoutSubviews` once, superviews before subviews.
@MainActor enum LayoutPass {
    /// Rounds of the pass when layout code marks views it already passed (a superview); beyond them
    /// the remaining marks wait for the next frame.
    static let maximumRounds = 8

    /// Lays out what is marked in `root`'s subtree.
    static func run(from root: View) {
        var rounds = 0
        while root.layoutFlags.needsLayout || root.layoutFlags.descendantNeedsLayout, rounds < maximumRounds {
            visit(root)
            rounds += 1
        }
    }

    private static func visit(_ view: View) {
        if view.layoutFlags.needsLayout { view.performLayout() }
        guard view.layoutFlags.descendantNeedsLayout else { return }
        view.layoutFlags.descendantNeedsLayout = false
        let generation = Generations.hierarchy.current
        for sub in view.subviews where sub.layoutFlags.needsLayout || sub.layoutFlags.descendantNeedsLayout {
            // Moved away by an earlier sibling's layout? Only possible if the hierarchy changed.
            if Generations.hierarchy.current != generation, sub.superview !== view { continue }
            visit(sub)
        }
    }
}
