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

    /// A home screen with pictures from `images`.
    public init(images: KioskImages) {
        carousel = CarouselView(images: (0..<4).map { images.banner($0) })
        grid = TileGrid(tiles: Exhibit.all.enumerated().map { index, exhibit in
            TileView(index: index, image: images.tile(exhibit.picture), title: exhibit.title)
        })
        super.init()
        searchField.placeholder = "Search exhibits"
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
        view = HomeView(carousel: carousel, grid: grid, search: searchField)
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

    /// Shows the tiles whose title contains the search text (ignoring case).
    private func filter() {
        let query = searchField.text.lowercased().trimmingSpaces
        grid.shownIndices = Exhibit.all.indices.filter { query.isEmpty || Exhibit.all[$0].title.lowercased().contains(query) }
        onSearch?(grid.shownIndices.count)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}

/// The home screen's view: places the header and a stack view of the carousel and the grid.
@MainActor final class HomeView: View {
    let header = Label(frame: .zero, text: "Hall of Light")
    let subtitle = Label(frame: .zero, text: "Touch a picture to find out more")
    let body: StackView
    let carousel: CarouselView
    let grid: TileGrid
    let search: TextField

    init(carousel: CarouselView, grid: TileGrid, search: TextField) {
        self.carousel = carousel
        self.grid = grid
        self.search = search
        body = StackView(arrangedSubviews: [carousel, grid])
        super.init(frame: .zero)
        backgroundColor = KioskPalette.background
        header.textColor = KioskPalette.title
        header.numberOfLines = 1
        subtitle.textColor = KioskPalette.text
        subtitle.numberOfLines = 1
        body.spacing = 16
        for view in [header, subtitle, search, body] as [View] { addSubview(view) }
    }

    override func layoutSubviews() {
        let size = bounds.size
        let margin = size.width < 900 ? 16.0 : 28.0
        let compact = size.height < 560
        header.fontSize = compact ? 24 : 34
        subtitle.fontSize = compact ? 14 : 18
        let headerHeight = compact ? 32.0 : 46.0
        let searchWidth = min(360, (size.width * 0.4).rounded())
        search.fontSize = compact ? 16 : 20
        let searchHeight = compact ? 40.0 : 48.0
        search.frame = Rect(x: size.width - margin - searchWidth, y: margin * 0.75 + (headerHeight + (compact ? 20 : 26) - searchHeight) / 2,
                            width: searchWidth, height: searchHeight)
        let textWidth = max(0, search.frame.minX - 2 * margin)
        header.frame = Rect(x: margin, y: margin * 0.75, width: textWidth, height: headerHeight)
        subtitle.frame = Rect(x: margin, y: header.frame.maxY, width: textWidth, height: compact ? 20 : 26)
        let top = subtitle.frame.maxY + margin * 0.75
        let content = Rect(x: margin, y: top, width: max(0, size.width - 2 * margin), height: max(0, size.height - top - margin))
        if size.width >= size.height {
            body.axis = .horizontal
            carousel.preferredSize = Size(width: (content.width * 0.42).rounded(), height: View.noIntrinsicMetric)
            grid.columns = 3
        } else {
            body.axis = .vertical
            carousel.preferredSize = Size(width: View.noIntrinsicMetric, height: (content.width * 9 / 16).rounded())
            grid.columns = 2
        }
        body.frame = content
        body.setNeedsLayout()
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
