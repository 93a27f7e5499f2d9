import TactileCore

/// The shape of the exported tree. The application holds the visible windows; a window and each
/// container hold, in reading order (`Window.accessibilityElementsInReadingOrder`), the elements
/// inside them and the containers on the way to them. A container is a view that is not an element
/// but names itself (a collection view says "List" or "Grid"), is a tab bar or is modal. Elements are
/// leaves. Only what the reading order holds is exported: a list's realised cells, not its items.
///
/// The reading order of each window is computed once per batch of requests (`invalidate()` starts a new one).
@MainActor public final class AtspiTree {
    private var orders: [ObjectIdentifier: [View]] = [:]
    /// The windows the application shows.
    private let windows: @MainActor () -> [Window]

    public init(windows: @escaping @MainActor () -> [Window] = { Application.shared.windows }) {
        self.windows = windows
    }

    /// Forgets the cached reading orders.
    public func invalidate() { orders.removeAll(keepingCapacity: true) }

    /// Whether `view` is a container of the exported tree.
    public static func isContainer(_ view: View) -> Bool {
        guard !view.isAccessibilityElement, !(view is Window) else { return false }
        return view.accessibilityLabel != nil || view.accessibilityTraits.contains(.tabBar) || view.accessibilityViewIsModal
    }

    /// The reading order of `window` (cached).
    public func order(of window: Window) -> [View] {
        let key = ObjectIdentifier(window)
        if let cached = orders[key] { return cached }
        let elements = window.accessibilityElementsInReadingOrder
        orders[key] = elements
        return elements
    }

    /// The children of `node`.
    public func children(of node: AtspiNode) -> [View] {
        switch node {
        case .application:
            return windows().filter { !$0.isHidden }
        case .view(let view):
            if view.isAccessibilityElement && !(view is Window) { return [] }
            guard let window = view.window ?? (view as? Window) else { return [] }
            var result: [View] = []
            var seen = Set<ObjectIdentifier>()
            for element in order(of: window) where view === window || element.isDescendant(of: view) {
                guard element !== view else { continue }
                var top = element
                var ancestor = element.superview
                while let a = ancestor, a !== view {
                    if Self.isContainer(a) { top = a }
                    ancestor = a.superview
                }
                guard ancestor === view || view === window else { continue }
                if seen.insert(ObjectIdentifier(top)).inserted { result.append(top) }
            }
            return result
        }
    }

    /// The parent of `view`: the nearest container above it, else its window, else the application.
    public func parent(of view: View) -> AtspiNode {
        if view is Window { return .application }
        var ancestor = view.superview
        while let a = ancestor {
            if a is Window || Self.isContainer(a) { return .view(a) }
            ancestor = a.superview
        }
        return .application
    }

    /// The deepest object under `point` (window coordinates of `window`) among `node`'s descendants.
    public func object(at point: Point, in node: AtspiNode) -> View? {
        for child in children(of: node).reversed() where child.accessibilityFrame.contains(point) {
            return object(at: point, in: .view(child)) ?? child
        }
        return nil
    }
}
