import Tactile

/// kiosk-demo's screens in a window: a navigation controller with the home screen at its root,
/// detail screens pushed on a tile tap, and the attract loop. The app and its tests build the same
/// scene.
@MainActor public final class KioskScene {
    /// The window the scene fills.
    public let window: KioskWindow
    /// The app's trace.
    public let trace: KioskTrace
    /// The pictures.
    public let images: KioskImages
    /// The navigation controller (the window's root view controller).
    public let navigation: NavigationController
    /// The home screen.
    public let home: HomeViewController
    /// The attract loop.
    public let attract: AttractLoop

    /// Fills `window` with the kiosk's screens; pictures are chosen for the window's size.
    public init(window: KioskWindow, trace: KioskTrace) {
        self.window = window
        self.trace = trace
        images = KioskImages(windowSize: window.bounds.size)
        home = HomeViewController(images: images)
        navigation = NavigationController(rootViewController: home)
        // The kiosk's screens are full-bleed and carry their own back button: no navigation bar.
        navigation.isNavigationBarHidden = true
        window.backgroundColor = KioskPalette.background
        let carousel = home.carousel
        attract = AttractLoop(clock: window.clock) { [weak carousel] in
            guard let carousel else { return }
            carousel.show(page: carousel.currentPage + 1, animated: true)
        }
        home.onAppear = { [weak self] in self?.trace.emit(.screenShown(screen: "home", exhibit: nil)) }
        home.onTileTapped = { [weak self] index in self?.showExhibit(index) }
        home.carousel.onPageChange = { [weak self] page in self?.trace.emit(.pageChanged(page: page)) }
        home.onSearch = { [weak self] matches in self?.trace.emit(.searched(matches: matches)) }
        window.onTouch = { [weak self] in self?.attract.stop() }
        window.rootViewController = navigation
    }

    /// The screen on top: "home" or "detail".
    public var currentScreen: String { navigation.topViewController === home ? "home" : "detail" }

    /// Pushes exhibit `index`'s detail screen.
    public func showExhibit(_ index: Int) {
        guard Exhibit.all.indices.contains(index), navigation.topViewController === home else { return }
        trace.emit(.tileTapped(index: index))
        let exhibit = Exhibit.all[index]
        let detail = DetailViewController(exhibit: exhibit, image: images.tile(exhibit.picture),
                                          placeholder: KioskPalette.placeholder(index))
        detail.onAppear = { [weak self] in self?.trace.emit(.screenShown(screen: "detail", exhibit: exhibit.picture)) }
        navigation.pushViewController(detail, animated: true)
    }

    /// The app has had no input for the idle time: back home, first banner, attract loop on.
    public func becameIdle() {
        trace.emit(.idleReset)
        while navigation.viewControllers.count > 1 { _ = navigation.popViewController(animated: false) }
        home.clearSearch()
        home.carousel.show(page: 0, animated: false)
        attract.start()
    }

    /// Tile `index`'s frame in window coordinates.
    public func tileFrame(_ index: Int) -> Rect? {
        guard home.grid.tiles.indices.contains(index) else { return nil }
        let tile = home.grid.tiles[index]
        return tile.convert(tile.bounds, to: window)
    }
}
