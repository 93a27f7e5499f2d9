import TactileCore

/// The bar a `NavigationController` shows across its top (UIKit's `UINavigationBar`): the back
/// button at the leading end, titled with the previous screen's title; the title in the middle; the
/// top screen's `rightBarButtonItems` at the trailing end. Leading follows the bar's
/// `effectiveUserInterfaceLayoutDirection`: in a right-to-left layout the back button sits at the
/// right with its chevron pointing right, and the items line up from the left edge.
///
/// Navigation controllers make one through the window's `NavigationBarServiceKey` factory, which
/// the platform installs; `install(in:)` installs it on a window shown without a platform (tests).
@MainActor public final class NavigationBar: View, NavigationBarPresenting {
    /// The bar's height.
    public static let height: Double = 52
    /// Space between the bar's edges and its buttons, and between buttons.
    public static let spacing: Double = 8
    /// The title text size in points.
    public static let titleSize: Double = 20

    /// The title in the middle.
    public let titleLabel = Label()
    /// The back button at the leading end (hidden when the top screen has none).
    public let backButton = Button()
    /// The buttons of the top screen's items, leading to trailing.
    public private(set) var itemButtons: [Button] = []
    private var goBack: (@MainActor () -> Void)?
    /// The back button's chevron, drawn at its leading end.
    let backChevron = BackChevronView(frame: Rect(origin: .zero, size: BackChevronView.size))
    /// Extra width the back button gets for its chevron.
    static let chevronSpace: Double = 14

    /// An empty bar (a navigation controller fills it).
    public init() {
        super.init(frame: .zero)
        backgroundColor = Color(white: 0.97)
        // Clipped, so that screens sliding below it may still slide on surfaces of their own.
        clipsToBounds = true
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 1
        titleLabel.fontSize = Self.titleSize
        addSubview(titleLabel)
        Self.style(backButton, done: false)
        backChevron.color = backButton.titleColor
        backButton.isHidden = true
        backButton.addAction({ [weak self] _ in self?.goBack?() }, for: .touchUpInside)
        backButton.addSubview(backChevron)
        addSubview(backButton)
    }

    /// Installs the factory on `window`, so that its navigation controllers show this bar.
    public static func install(in window: Window) {
        window.services[NavigationBarServiceKey.self] = { NavigationBar() }
    }

    // MARK: NavigationBarPresenting

    /// The bar itself.
    public var barView: View { self }

    /// `height`, whatever the width.
    public func barHeight(forWidth width: Double) -> Double { Self.height }

    /// Shows `content`: the back button, the title and one button per trailing item.
    public func show(_ content: NavigationBarContent) {
        titleLabel.text = content.title ?? ""
        goBack = content.goBack
        backButton.isHidden = content.backTitle == nil
        backButton.title = content.backTitle ?? ""
        let localization = currentLocalization
        let back = localization.text(.back)
        backButton.accessibilityLabel = content.backTitle.map { $0.isEmpty || $0 == back ? back : localization.text(.backTo, TextArgument($0)) }
        for button in itemButtons { button.removeFromSuperview() }
        itemButtons = content.trailingItems.map { item in
            let button = Button(frame: .zero, title: item.title)
            Self.style(button, done: item.style == .done)
            button.addAction({ _ in item.action() }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    // MARK: Layout

    /// Back button at the leading end, items at the trailing end (leading to trailing), the title
    /// centred in the bar (moved over as far as the buttons need); mirrored in a right-to-left layout.
    public override func layoutSubviews() {
        let b = bounds
        let s = Self.spacing
        // Distances from the leading and the trailing edge, placed by `leadingX(_:width:in:)`.
        var leadingUsed = s
        if !backButton.isHidden {
            let width = min(backButton.intrinsicContentSize.width + Self.chevronSpace, b.width / 3)
            backButton.frame = Rect(x: b.minX + leadingX(leadingUsed, width: width, in: b.width), y: b.minY,
                                    width: width, height: b.height)
            let chevron = BackChevronView.size
            backChevron.frame = Rect(x: backButton.leadingX(8, width: chevron.width, in: width),
                                     y: (b.height - chevron.height) / 2, width: chevron.width, height: chevron.height)
            leadingUsed += width + s
        }
        var trailingUsed = s
        for button in itemButtons.reversed() {
            let width = min(button.intrinsicContentSize.width, b.width / 3)
            trailingUsed += width
            button.frame = Rect(x: b.minX + leadingX(b.width - trailingUsed, width: width, in: b.width), y: b.minY,
                                width: width, height: b.height)
            trailingUsed += s
        }
        let inset = max(leadingUsed, trailingUsed)
        titleLabel.frame = Rect(x: b.minX + inset, y: b.minY, width: max(0, b.width - 2 * inset), height: b.height)
    }

    /// A thin line along the bottom edge.
    public override func draw(_ rect: Rect, in canvas: Canvas) {
        canvas.fill(Rect(x: bounds.minX, y: bounds.maxY - 1, width: bounds.width, height: 1), with: Color(white: 0.8))
    }

    /// A borderless button in the tint colour; `done` gets a darker tint.
    private static func style(_ button: Button, done: Bool) {
        button.fillColor = .clear
        button.highlightedFillColor = Color(white: 0, alpha: 0.08)
        button.disabledFillColor = .clear
        button.titleColor = done ? Color(red: 0.05, green: 0.25, blue: 0.6) : Color(red: 0.16, green: 0.45, blue: 0.85)
        button.titleLabel.fontSize = 18
    }
}
