import Tactile

/// A paging carousel of banner pictures with a page control (dots) over its bottom edge: a tap on
/// the dots' leading or trailing half slides to the previous or next picture. Reports the page it
/// settles on through `onPageChange`.
@MainActor public final class CarouselView: View {
    /// The paging scroll view holding one picture per page.
    public let scrollView = ScrollView(frame: .zero)
    /// The dots: `PageControl`, in the kiosk's colours.
    public let indicator = PageControl(frame: .zero)
    /// Called with the page each time the carousel settles on a different one.
    public var onPageChange: ((Int) -> Void)?
    /// The page the carousel last settled on.
    public private(set) var currentPage = 0
    /// The carousel's preferred size (the home screen sets it for its stack view).
    public var preferredSize = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    private var pages: [ImageView] = []
    /// The page a tap on the dots is sliding to: the dots stay on it until the carousel settles.
    private var pageShownByTheDots: Int?

    /// A carousel of `images` (a colour card where one is nil).
    public init(images: [Image?]) {
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = KioskPalette.card
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.bounces = true
        for (index, image) in images.enumerated() {
            let page = ImageView(image: image)
            page.contentMode = .scaleAspectFill
            page.clipsToBounds = true
            page.backgroundColor = KioskPalette.placeholder(index)
            pages.append(page)
            scrollView.addSubview(page)
        }
        indicator.numberOfPages = images.count
        indicator.indicatorDiameter = 10
        indicator.indicatorSpacing = 22
        indicator.currentPageIndicatorTintColor = KioskPalette.accent
        indicator.pageIndicatorTintColor = KioskPalette.dimDot
        indicator.addAction({ [weak self] control in
            guard let self, let dots = control as? PageControl else { return }
            self.pageShownByTheDots = dots.currentPage
            self.show(page: dots.currentPage, animated: true)
        }, for: .valueChanged)
        addSubview(scrollView)
        addSubview(indicator)
        _ = scrollView.addScrollAction { [weak self] _ in self?.scrolled() }
    }

    /// How many pages.
    public var numberOfPages: Int { pages.count }

    public override var intrinsicContentSize: Size { preferredSize }

    public override func layoutSubviews() {
        let size = bounds.size
        let page = currentPage
        scrollView.frame = bounds
        scrollView.contentSize = Size(width: size.width * Double(pages.count), height: size.height)
        // Page 0 at the leading end: the rightmost page in a right-to-left layout.
        for (index, view) in pages.enumerated() { view.frame = scrollView.pageFrame(at: index) }
        // A new size or direction keeps the page on screen.
        scrollView.scrollToPage(page, animated: false)
        // As wide as the dots (centred), so that swipes beside them still move the pictures.
        let dots = min(size.width, indicator.intrinsicContentSize.width)
        indicator.frame = Rect(x: (size.width - dots) / 2, y: size.height - 32, width: dots, height: 24)
    }

    /// Shows page `page` (wrapping past the ends), sliding when `animated`.
    public func show(page: Int, animated: Bool) {
        guard !pages.isEmpty else { return }
        let target = ((page % pages.count) + pages.count) % pages.count
        scrollView.scrollToPage(target, animated: animated)
    }

    private func scrolled() {
        guard bounds.width > 0 else { return }
        let nearest = scrollView.currentPage
        let settled = abs(scrollView.contentOffset.x - scrollView.pageFrame(at: nearest).minX) < 0.5
        if settled { pageShownByTheDots = nil }
        if pageShownByTheDots == nil, (0..<pages.count).contains(nearest) { indicator.currentPage = nearest }
        // Settled: exactly on a page boundary.
        guard settled, nearest != currentPage, (0..<pages.count).contains(nearest) else { return }
        currentPage = nearest
        onPageChange?(nearest)
    }
}
