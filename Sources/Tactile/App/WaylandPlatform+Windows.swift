import TactileCore

/// Which platform shows a window: views reach their window's Wayland services (the input method,
/// the clipboard) through it.
extension WaylandPlatform {
    private struct Showing {
        weak var window: Window?
        weak var platform: WaylandPlatform?
    }
    private static var showing: [Showing] = []

    /// Notes that `self` shows its window (replacing an earlier platform of the same window).
    func registerAsShowingWindow() {
        Self.showing.removeAll { $0.window == nil || $0.platform == nil || $0.window === window }
        Self.showing.append(Showing(window: window, platform: self))
    }

    /// The platform showing `window`, if it is on Wayland.
    static func showing(_ window: Window) -> WaylandPlatform? {
        showing.first { $0.window === window }?.platform
    }
}
