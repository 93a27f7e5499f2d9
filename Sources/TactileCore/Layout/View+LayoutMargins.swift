extension View {
    /// The layout margins a view has until the app sets others: 8 points on each side.
    public static let defaultLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// Space inside the view's edges that its content keeps clear of (UIKit's `directionalLayoutMargins`):
    /// leading and trailing follow the layout direction. Default 8 points on each side. Setting it
    /// marks the view for layout.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { extras?.layoutMargins ?? Self.defaultLayoutMargins }
        set {
            guard newValue != directionalLayoutMargins else { return }
            ensuredExtras.layoutMargins = newValue
            setNeedsLayout()
        }
    }

    /// `directionalLayoutMargins` with left and right resolved for the current layout direction.
    /// Setting it stores the margins by direction (left is leading in a left-to-right layout).
    public var layoutMargins: EdgeInsets {
        get { directionalLayoutMargins.resolved(rightToLeft: isRightToLeft) }
        set {
            directionalLayoutMargins = isRightToLeft
                ? DirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
                : DirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// How far each edge of the view lies in the part of its window something covers — the in-app
    /// keyboard at the bottom while it is shown (UIKit's `safeAreaInsets`). Zero outside a window.
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        let covered = window.extras?.unsafeInsets ?? .zero
        guard covered != .zero else { return .zero }
        let safe = window.bounds.inset(by: covered)
        let mine = self === window ? window.bounds : convert(bounds, to: nil)
        func clamp(_ v: Double, _ limit: Double) -> Double { min(max(0, v), max(0, limit)) }
        return EdgeInsets(top: clamp(safe.minY - mine.minY, mine.height), left: clamp(safe.minX - mine.minX, mine.width),
                          bottom: clamp(mine.maxY - safe.maxY, mine.height), right: clamp(mine.maxX - safe.maxX, mine.width))
    }
}

extension Window {
    /// How much of each edge of the window the toolkit covers (the in-app keyboard sets the bottom);
    /// views read it through `safeAreaInsets`. Changing it marks the window's views for layout.
    package var coveredInsets: EdgeInsets {
        get { extras?.unsafeInsets ?? .zero }
        set {
            guard newValue != coveredInsets else { return }
            ensuredExtras.unsafeInsets = newValue
            setNeedsLayoutInSubtree(redraw: false)
        }
    }
}
