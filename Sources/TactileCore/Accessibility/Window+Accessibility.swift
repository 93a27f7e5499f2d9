extension Window {
    /// The screen reader and keypad navigation serving this window: its own when one was set,
    /// else `Application.shared.accessibility`. Setting an instance of its own (tests do) keeps the
    /// window's focus, speech and modes apart from every other window's.
    public var accessibility: Accessibility {
        get { ownAccessibility ?? Application.shared.accessibility }
        set {
            let old = accessibility
            ownAccessibility = newValue === Application.shared.accessibility ? nil : newValue
            guard old !== newValue else { return }
            if old.focusedElement?.window === self { old.focus(nil, speak: false) }
            newValue.updateCapture(of: self)
        }
    }

    /// A screen finished appearing (a push, a pop, a full-screen presentation or its dismissal):
    /// when the screen reader's focus is on none of the window's elements any more, it moves to the
    /// first one and speaks it, as UIKit's screen change does. A focus the app moved itself stays.
    package func accessibilityScreenAppeared() {
        let a = accessibility
        guard a.isActive else { return }
        let elements = AccessibilityTree.elements(in: self)
        if let current = a.focusedElement, elements.contains(where: { $0 === current }) { return }
        a.focus(elements.first)
    }
}

extension View {
    /// Where the focus ring goes in this view's coordinates, when the renderer draws this view as
    /// the root of a surface (a window, or a view with a surface of its own) and the focused
    /// element's pixels are in that render: a window's render holds the elements of the views on
    /// surfaces of their own only when `exclusions` leave those views in (snapshots).
    func accessibilityRingRect(excluding exclusions: RenderExclusions) -> Rect? {
        guard let window else { return nil }
        let a = window.accessibility
        guard a.isActive, let element = a.focusedElement, element.window === window else { return nil }
        if let owner = element.ownSurfaceOwner {
            if self === window {
                var view: View? = element
                while let v = view, ObjectIdentifier(v) != owner { view = v.superview }
                if let ownerView = view, exclusions.isAbove(ownerView) || exclusions.isBelow(ownerView) { return nil }
            } else if owner != ObjectIdentifier(self) {
                return nil
            }
        } else if self !== window {
            return nil
        }
        let rect = element.convert(element.bounds, to: self).intersection(bounds)
        return rect.isEmpty ? nil : rect
    }
}

/// The ring around the accessibility focus: a black band outside a yellow one, inside the element's
/// frame (so that the element's own damage, when it moves, repaints the ring), visible on any background.
@MainActor enum AccessibilityFocusRing {
    /// The width of each band, in points.
    static let band: Double = 3
    static let outer = Color(red: 0, green: 0, blue: 0)
    static let inner = Color(red: 1, green: 0.84, blue: 0)

    static func draw(around rect: Rect, in canvas: Canvas) {
        frame(rect, width: band, color: outer, in: canvas)
        let insetRect = Rect(x: rect.minX + band, y: rect.minY + band,
                             width: max(0, rect.width - 2 * band), height: max(0, rect.height - 2 * band))
        frame(insetRect, width: band, color: inner, in: canvas)
    }

    private static func frame(_ r: Rect, width: Double, color: Color, in canvas: Canvas) {
        let w = min(width, r.width / 2, r.height / 2)
        guard w > 0 else { return }
        canvas.fill(Rect(x: r.minX, y: r.minY, width: r.width, height: w), with: color)
        canvas.fill(Rect(x: r.minX, y: r.maxY - w, width: r.width, height: w), with: color)
        canvas.fill(Rect(x: r.minX, y: r.minY + w, width: w, height: r.height - 2 * w), with: color)
        canvas.fill(Rect(x: r.maxX - w, y: r.minY + w, width: w, height: r.height - 2 * w), with: color)
    }
}
