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
    public let backButton = Button(frame: .zero, title: "Back")

    public override func loadView() {
        backButton.addAction({ [weak self] _ in
            _ = self?.navigationController?.popViewController(animated: true)
        }, for: .primaryActionTriggered)
        view = DetailView(exhibit: exhibit, image: image, placeholder: placeholder, back: backButton)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}

/// The detail screen's view: the Back button over the picture and the text column, the picture
/// beside the text in landscape and above it in portrait (a stack view either way).
@MainActor final class DetailView: View {
    let back: Button
    let picture: ImageView
    let title: Label
    let text: Label
    private let pictureBox: SizedBox
    private let titleBox: SizedBox
    private let textBox: TopAlignedText
    /// The picture and the column of the title over the text.
    private let content: StackView

    init(exhibit: Exhibit, image: Image?, placeholder: Color, back: Button) {
        self.back = back
        picture = ImageView(image: image)
        title = Label(frame: .zero, text: exhibit.title)
        text = Label(frame: .zero, text: exhibit.text)
        pictureBox = SizedBox(picture)
        titleBox = SizedBox(title)
        textBox = TopAlignedText(text)
        let column = StackView(arrangedSubviews: [titleBox, textBox])
        column.axis = .vertical
        column.spacing = 8
        content = StackView(arrangedSubviews: [pictureBox, column])
        super.init(frame: .zero)
        backgroundColor = KioskPalette.background
        picture.contentMode = .scaleAspectFit
        picture.backgroundColor = image == nil ? placeholder : KioskPalette.background
        title.textColor = KioskPalette.title
        title.numberOfLines = 1
        text.textColor = KioskPalette.text
        addSubview(back)
        addSubview(content)
    }

    override func layoutSubviews() {
        let size = bounds.size
        let margin = size.width < 900 ? 16.0 : 28.0
        let compact = size.height < 560 || size.width < 560
        title.fontSize = compact ? 28 : 44
        text.fontSize = compact ? 16 : 22
        titleBox.preferredSize.height = compact ? 40 : 60
        back.frame = Rect(x: margin, y: margin, width: 110, height: 48)
        let top = back.frame.maxY + margin
        content.frame = Rect(x: margin, y: top, width: max(0, size.width - 2 * margin), height: max(0, size.height - top - margin))
        content.spacing = margin
        let area = content.bounds.size
        if size.width >= size.height {
            content.axis = .horizontal
            pictureBox.preferredSize = Size(width: (area.width * 0.55).rounded(), height: View.noIntrinsicMetric)
        } else {
            content.axis = .vertical
            pictureBox.preferredSize = Size(width: View.noIntrinsicMetric, height: min((area.width * 10 / 16).rounded(), area.height / 2))
        }
        content.setNeedsLayout()
        textBox.setNeedsLayout()
    }
}
