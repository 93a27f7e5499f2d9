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

    /// Where the screens' words come from: the window's localization (the app's, unless a test
    /// gave the window one of its own), with the kiosk's catalogues registered.
    public var localization: Localization { window.localization }

    /// Fills `window` with the kiosk's screens; pictures are chosen for the window's size, words
    /// for the window's localization.
    public init(window: KioskWindow, trace: KioskTrace) {
        self.window = window
        self.trace = trace
        KioskStrings.register(in: window.localization)
        images = KioskImages(windowSize: window.bounds.size)
        home = HomeViewController(images: images, localization: window.localization)
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
        home.onLanguageTapped = { [weak self] in self?.showNextLanguage() }
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
                                          placeholder: KioskPalette.placeholder(index), localization: localization)
        detail.onLanguageTapped = { [weak self] in self?.showNextLanguage() }
        detail.onAppear = { [weak self] in self?.trace.emit(.screenShown(screen: "detail", exhibit: exhibit.picture)) }
        navigation.pushViewController(detail, animated: true)
    }

    /// The language shown: one of `KioskStrings.languages`, or the tag it was started with.
    public var currentLanguage: String { localization.language }

    /// Switches every screen to the language after the current one in `KioskStrings.languages`
    /// (after English when the current one has no strings: English is what shows then).
    public func showNextLanguage() {
        let languages = KioskStrings.languages
        let current = languages.firstIndex(of: LanguageCode.primary(of: currentLanguage)) ?? 0
        showLanguage(languages[(current + 1) % languages.count])
    }

    /// Switches every screen to `language` live and traces `language-changed`.
    public func showLanguage(_ language: String) {
        localization.preferredLanguages = [language]
        trace.emit(.languageChanged(language: localization.language))
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
