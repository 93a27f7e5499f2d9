import Tactile

/// The home screen: a header, the banner carousel and the exhibit tiles. In landscape the carousel
/// sits left of a three-column grid; in portrait above a two-column one.
@MainActor public final class HomeViewController: ViewController {
    /// The banner carousel.
    public let carousel: CarouselView
    /// The exhibit tiles.
    public let grid: TileGrid
    /// Called when tile `index` is tapped.
    public var onTileTapped: ((Int) -> Void)?
    /// Called each time the home screen has finished appearing.
    public var onAppear: (() -> Void)?
    /// Called with how many exhibits match after each change of the search text.
    public var onSearch: ((Int) -> Void)?
    /// The search field: typing filters the tiles by title.
    public let searchField = TextField(frame: .zero)
    /// The language button at the trailing end of the header.
    public let languageButton: LanguageButton
    /// Called when the language button is tapped.
    public var onLanguageTapped: (() -> Void)?
    private let localization: Localization

    /// A home screen with pictures from `images` and words from `localization`.
    public init(images: KioskImages, localization: Localization) {
        self.localization = localization
        carousel = CarouselView(images: (0..<4).map { images.banner($0) })
        grid = TileGrid(tiles: Exhibit.all.enumerated().map { index, exhibit in
            TileView(index: index, image: images.tile(exhibit.picture), title: localization.string(KioskStrings.titleKey(exhibit.picture)))
        })
        languageButton = LanguageButton(localization: localization)
        super.init()
        languageButton.addAction({ [weak self] _ in self?.onLanguageTapped?() }, for: .primaryActionTriggered)
        searchField.placeholder = localization.string("home.search")
        searchField.returnKeyType = .search
        searchField.addAction({ [weak self] _ in self?.filter() }, for: .editingChanged)
        for tile in grid.tiles {
            tile.addAction({ [weak self] control in
                guard let tile = control as? TileView else { return }
                self?.onTileTapped?(tile.index)
            }, for: .primaryActionTriggered)
        }
    }

    public override func loadView() {
        view = HomeView(carousel: carousel, grid: grid, search: searchField, language: languageButton,
                        title: localization.string("home.title"), subtitle: localization.string("home.subtitle"))
    }

    /// Leaving the home screen ends the search typing (the keyboard goes).
    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        searchField.resignFirstResponder()
    }

    /// Clears the search: every tile again, no keyboard.
    public func clearSearch() {
        searchField.resignFirstResponder()
        guard !searchField.text.isEmpty else { return }
        searchField.text = ""
        filter()
    }

    /// Shows the tiles whose title, as shown in the current language, contains the search text
    /// (ignoring case).
    private func filter() {
        let query = searchField.text.lowercased().trimmingSpaces
        grid.shownIndices = grid.tiles.indices.filter { query.isEmpty || grid.tiles[$0].titleLabel.text.lowercased().contains(query) }
        onSearch?(grid.shownIndices.count)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}

/// The home screen's view: the title and subtitle beside the search field and the language button,
/// over the carousel and
/// the grid, all arranged by stack views. The window's size picks the metrics: short windows get
/// smaller type and bars; landscape puts the carousel beside the grid, portrait above it.
@MainActor final class HomeView: View {
    let header: Label
    let subtitle: Label
    let carousel: CarouselView
    let grid: TileGrid
    let search: TextField
    let language: LanguageButton
    private let headerBox: SizedBox
    private let subtitleBox: SizedBox
    private let searchBox: SizedBox
    private let languageBox: SizedBox
    /// The header over the subtitle, beside the search field.
    private let topBar: StackView
    /// The carousel and the grid.
    private let body: StackView
    /// The top bar over the body.
    private let page: StackView

    init(carousel: CarouselView, grid: TileGrid, search: TextField, language: LanguageButton, title: String, subtitle: String) {
        self.carousel = carousel
        self.grid = grid
        self.search = search
        self.language = language
        header = Label(frame: .zero, text: title)
        self.subtitle = Label(frame: .zero, text: subtitle)
        headerBox = SizedBox(header)
        subtitleBox = SizedBox(self.subtitle)
        searchBox = SizedBox(search)
        languageBox = SizedBox(language)
        let titles = StackView(arrangedSubviews: [headerBox, subtitleBox])
        titles.axis = .vertical
        topBar = StackView(arrangedSubviews: [titles, searchBox, languageBox])
        topBar.alignment = .center
        body = StackView(arrangedSubviews: [carousel, grid])
        body.spacing = 16
        page = StackView(arrangedSubviews: [topBar, body])
        page.axis = .vertical
        super.init(frame: .zero)
        backgroundColor = KioskPalette.background
        header.textColor = KioskPalette.title
        header.numberOfLines = 1
        self.subtitle.textColor = KioskPalette.text
        self.subtitle.numberOfLines = 1
        addSubview(page)
    }

    override func layoutSubviews() {
        let size = bounds.size
        let margin = size.width < 900 ? 16.0 : 28.0
        let compact = size.height < 560
        let narrow = compact || size.width < 900
        header.fontSize = compact ? 24 : 34
        subtitle.fontSize = compact ? 14 : 18
        search.fontSize = compact ? 16 : 20
        headerBox.preferredSize.height = compact ? 32 : 46
        subtitleBox.preferredSize.height = compact ? 20 : 26
        searchBox.preferredSize = Size(width: min(360, (size.width * (narrow ? 0.34 : 0.4)).rounded()), height: compact ? 40 : 48)
        languageBox.preferredSize = Size(width: narrow ? 104 : 140, height: compact ? 40 : 48)
        language.titleLabel.fontSize = narrow ? 15 : 18
        topBar.spacing = margin
        page.spacing = margin * 0.75
        page.frame = Rect(x: margin, y: margin * 0.75, width: max(0, size.width - 2 * margin),
                          height: max(0, size.height - margin * 1.75))
        let width = page.frame.width
        if size.width >= size.height {
            body.axis = .horizontal
            carousel.preferredSize = Size(width: (width * 0.42).rounded(), height: View.noIntrinsicMetric)
            grid.columns = 3
        } else {
            body.axis = .vertical
            carousel.preferredSize = Size(width: View.noIntrinsicMetric, height: (width * 9 / 16).rounded())
            grid.columns = 2
        }
        for stack in [page, topBar, body] { stack.setNeedsLayout() }
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
