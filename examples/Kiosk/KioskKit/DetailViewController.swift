import Tactile

/// An exhibit's screen: its picture, title and text, a Back button at the leading edge (the
/// screen-edge swipe of the navigation controller goes back too) and the language button at the
/// trailing edge.
@MainActor public final class DetailViewController: ViewController {
    /// The exhibit shown.
    public let exhibit: Exhibit
    /// Called each time the screen has finished appearing.
    public var onAppear: (() -> Void)?
    /// Called when the language button is tapped.
    public var onLanguageTapped: (() -> Void)?
    private let image: Image?
    private let placeholder: Color
    private let localization: Localization

    /// A screen for `exhibit` with `image` (a colour card when nil) and words from `localization`.
    public init(exhibit: Exhibit, image: Image?, placeholder: Color, localization: Localization) {
        self.exhibit = exhibit
        self.image = image
        self.placeholder = placeholder
        self.localization = localization
        backButton = Button(frame: .zero, title: localization.string("detail.back"))
        languageButton = LanguageButton(localization: localization)
        super.init()
        languageButton.addAction({ [weak self] _ in self?.onLanguageTapped?() }, for: .primaryActionTriggered)
    }

    /// The Back button.
    public let backButton: Button
    /// The language button.
    public let languageButton: LanguageButton

    public override func loadView() {
        backButton.addAction({ [weak self] _ in
            _ = self?.navigationController?.popViewController(animated: true)
        }, for: .primaryActionTriggered)
        view = DetailView(title: localization.string(KioskStrings.titleKey(exhibit.picture)),
                          text: localization.string(KioskStrings.textKey(exhibit.picture)),
                          image: image, placeholder: placeholder, back: backButton, language: languageButton)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}

/// The detail screen's view: the Back and language buttons over the picture and the text column,
/// the picture beside the text in landscape and above it in portrait (a stack view either way).
@MainActor final class DetailView: View {
    let back: Button
    let language: LanguageButton
    let picture: ImageView
    let title: Label
    let text: Label
    private let pictureBox: SizedBox
    private let titleBox: SizedBox
    private let textBox: TopAlignedText
    /// The picture and the column of the title over the text.
    private let content: StackView

    init(title: String, text: String, image: Image?, placeholder: Color, back: Button, language: LanguageButton) {
        self.back = back
        self.language = language
        picture = ImageView(image: image)
        self.title = Label(frame: .zero, text: title)
        self.text = Label(frame: .zero, text: text)
        pictureBox = SizedBox(picture)
        titleBox = SizedBox(self.title)
        textBox = TopAlignedText(self.text)
        let column = StackView(arrangedSubviews: [titleBox, textBox])
        column.axis = .vertical
        column.spacing = 8
        content = StackView(arrangedSubviews: [pictureBox, column])
        super.init(frame: .zero)
        backgroundColor = KioskPalette.background
        picture.contentMode = .scaleAspectFit
        picture.backgroundColor = image == nil ? placeholder : KioskPalette.background
        self.title.textColor = KioskPalette.title
        self.title.numberOfLines = 1
        self.text.textColor = KioskPalette.text
        addSubview(back)
        addSubview(language)
        addSubview(content)
    }

    override func layoutSubviews() {
        let size = bounds.size
        let margin = size.width < 900 ? 16.0 : 28.0
        let compact = size.height < 560 || size.width < 560
        title.fontSize = compact ? 28 : 44
        text.fontSize = compact ? 16 : 22
        titleBox.preferredSize.height = compact ? 40 : 60
        back.frame = Rect(x: leadingX(margin, width: 110, in: size.width), y: margin, width: 110, height: 48)
        language.frame = Rect(x: leadingX(size.width - margin - 140, width: 140, in: size.width), y: margin, width: 140, height: 48)
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
