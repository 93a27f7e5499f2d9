import Tactile

/// An exhibit's screen: its picture, title and text, and a Back button (the screen-edge swipe of
/// the navigation controller goes back too).
@MainActor public final class DetailViewController: ViewController {
    /// The exhibit shown.
    public let exhibit: Exhibit
    /// Called each time the screen has finished appearing.
    public var onAppear: (() -> Void)?
    private let image: Image?
    private let placeholder: Color

    /// A screen for `exhibit` with `image` (a colour card when nil).
    public init(exhibit: Exhibit, image: Image?, placeholder: Color) {
        self.exhibit = exhibit
        self.image = image
        self.placeholder = placeholder
        super.init()
    }

    /// The Back button.
    public var backButton: Button { (view as! DetailView).back }

    public override func loadView() {
        let detail = DetailView(exhibit: exhibit, image: image, placeholder: placeholder)
        detail.back.addAction({ [weak self] _ in
            _ = self?.navigationController?.popViewController(animated: true)
        }, for: .primaryActionTriggered)
        view = detail
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}

/// The detail screen's view: the picture beside the text in landscape, above it in portrait.
@MainActor final class DetailView: View {
    let back = Button(frame: .zero, title: "Back")
    let picture: ImageView
    let title: Label
    let text: Label

    init(exhibit: Exhibit, image: Image?, placeholder: Color) {
        picture = ImageView(image: image)
        title = Label(frame: .zero, text: exhibit.title)
        text = Label(frame: .zero, text: exhibit.text)
        super.init(frame: .zero)
        backgroundColor = KioskPalette.background
        picture.contentMode = .scaleAspectFit
        picture.backgroundColor = image == nil ? placeholder : KioskPalette.background
        title.textColor = KioskPalette.title
        title.numberOfLines = 1
        text.textColor = KioskPalette.text
        for view in [back, picture, title, text] as [View] { addSubview(view) }
    }

    override func layoutSubviews() {
        let size = bounds.size
        let margin = size.width < 900 ? 16.0 : 28.0
        let compact = size.height < 560 || size.width < 560
        title.fontSize = compact ? 28 : 44
        text.fontSize = compact ? 16 : 22
        back.frame = Rect(x: margin, y: margin, width: 110, height: 48)
        let top = back.frame.maxY + margin
        let area = Rect(x: margin, y: top, width: max(0, size.width - 2 * margin), height: max(0, size.height - top - margin))
        let titleHeight = compact ? 40.0 : 60.0
        if size.width >= size.height {
            let pictureWidth = (area.width * 0.55).rounded()
            picture.frame = Rect(x: area.minX, y: area.minY, width: pictureWidth, height: area.height)
            let x = area.minX + pictureWidth + margin
            let width = max(0, area.maxX - x)
            title.frame = Rect(x: x, y: area.minY, width: width, height: titleHeight)
            text.frame = topAligned(x: x, y: title.frame.maxY + 8, width: width, bottom: area.maxY)
        } else {
            let pictureHeight = (area.width * 10 / 16).rounded()
            picture.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: min(pictureHeight, area.height / 2))
            title.frame = Rect(x: area.minX, y: picture.frame.maxY + margin, width: area.width, height: titleHeight)
            text.frame = topAligned(x: area.minX, y: title.frame.maxY + 8, width: area.width, bottom: area.maxY)
        }
    }

    /// The text's frame: as tall as its wrapped lines, from `y`, not past `bottom`.
    private func topAligned(x: Double, y: Double, width: Double, bottom: Double) -> Rect {
        let needed = text.sizeThatFits(Size(width: width, height: .infinity)).height
        return Rect(x: x, y: y, width: width, height: max(0, min(needed, bottom - y)))
    }
}
