/// What a navigation controller's bar shows while a screen is on top (UIKit's `UINavigationItem`):
/// its title (the screen's `title` when nil), the buttons at the trailing end, and whether the back
/// button shows. Each screen has one (`ViewController.navigationItem`); changing it updates the bar.
@MainActor public final class NavigationItem {
    /// The bar's title for this screen; nil: the screen's `ViewController.title`.
    public var title: String? { didSet { if title != oldValue { changed() } } }
    /// Buttons at the trailing end of the bar, leading to trailing.
    public var rightBarButtonItems: [BarButtonItem] = [] { didSet { changed() } }
    /// Whether the bar leaves out the back button while this screen is on top. Default false.
    public var hidesBackButton = false { didSet { if hidesBackButton != oldValue { changed() } } }
    /// The screen this item belongs to.
    weak var owner: ViewController?

    /// An item with `title` (nil: the screen's title shows).
    public init(title: String? = nil) {
        self.title = title
    }

    private func changed() {
        guard let owner else { return }
        owner.navigationController?.navigationItemDidChange(of: owner)
    }
}
