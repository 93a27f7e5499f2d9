/// A bar a `NavigationController` shows across the top of its view, above its screens: the
/// controller decides what it shows (`NavigationBarContent`), the bar draws it and runs its buttons.
///
/// TactileCore draws no text, so the bar comes from the widget set (TactileKit's `NavigationBar`)
/// through the window the controller is shown in: a factory stored under `NavigationBarServiceKey`
/// in `Window.services`. The platform installs it when it starts showing a window; a test without
/// a platform installs it itself (`NavigationBar.install(in:)`). Where none is installed, the
/// controller shows no bar and its screens fill its view.
@MainActor public protocol NavigationBarPresenting: AnyObject {
    /// The bar's view; the controller places it and keeps it in front of the screens.
    var barView: View { get }
    /// How tall the bar is when the controller is `width` points wide.
    func barHeight(forWidth width: Double) -> Double
    /// Shows `content` (the screen on top changed, or its navigation item did).
    func show(_ content: NavigationBarContent)
}

/// What a navigation bar shows for the screen on top of a navigation controller.
@MainActor public struct NavigationBarContent {
    /// The title: the top screen's `navigationItem.title`, else its `title`.
    public var title: String?
    /// The back button's title (the screen below's title, or "Back" when it has none); nil when the
    /// bar shows no back button (the root screen, or `NavigationItem.hidesBackButton`).
    public var backTitle: String?
    /// The buttons at the trailing end, leading to trailing.
    public var trailingItems: [BarButtonItem]
    /// What the back button does: pops the top screen, animated.
    public var goBack: @MainActor () -> Void

    /// Content with every part given.
    public init(title: String?, backTitle: String?, trailingItems: [BarButtonItem], goBack: @escaping @MainActor () -> Void) {
        self.title = title
        self.backTitle = backTitle
        self.trailingItems = trailingItems
        self.goBack = goBack
    }
}

/// The `Window.services` key of the factory that makes navigation bars.
public enum NavigationBarServiceKey: WindowServiceKey {
    /// Makes one bar for one navigation controller.
    public typealias Service = @MainActor () -> any NavigationBarPresenting
}
