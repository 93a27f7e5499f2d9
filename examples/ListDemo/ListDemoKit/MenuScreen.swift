import Tactile

/// list-demo's menu window: a label naming the dish last selected above a full-width list of
/// dishes in sections of 100, each row a picture and a name; a swipe offers Delete. Plain, the list
/// alone fills the window, one section without headers.
@MainActor public final class MenuScreen: CollectionViewDataSource, CollectionViewDelegate {
    /// The window to show.
    public let window: Window
    /// The dishes.
    public let list: CollectionView
    /// Names the dish last selected or deleted.
    public let selection = Label(text: "Tap a dish")
    /// Runs with the dish's number when a dish is selected (by a tap or by assistive technology).
    public var onSelect: (@MainActor (Int) -> Void)?
    private var rows: Int
    /// Rows in sections of 100 under a pinned header (false: one section, no header).
    private let sectioned: Bool
    private var deleted = Set<Int>()
    private let pictures: [Image]

    /// A menu of `rows` dishes in a window of `size`; `plain`: the list alone fills the window, its
    /// rows in one section without a header.
    public init(rows: Int, size: Size, plain: Bool = false) {
        self.rows = rows
        sectioned = !plain
        window = Window(frame: Rect(origin: .zero, size: size))
        window.backgroundColor = Color(white: 0.96)
        pictures = (0..<8).compactMap { DishPicture.make(hue: Double($0) / 8) }
        let layout = ListLayout()
        layout.rowHeight = 64
        layout.sectionHeaderHeight = plain ? 0 : 36
        let top = plain ? 0.0 : 56
        list = CollectionView(frame: Rect(x: 0, y: top, width: size.width, height: size.height - top), collectionViewLayout: layout)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.backgroundColor = .white
        list.register(DishCell.self, forCellWithReuseIdentifier: "dish")
        selection.frame = Rect(x: 16, y: 12, width: size.width - 32, height: 32)
        selection.fontSize = 22
        selection.autoresizingMask = [.flexibleWidth]
        if !plain { window.addSubview(selection) }
        window.addSubview(list)
        list.dataSource = self
        list.delegate = self
    }

    public func numberOfSections(in cv: CollectionView) -> Int { sectioned ? (rows + 99) / 100 : 1 }

    public func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sectioned ? min(100, rows - section * 100) : rows
    }

    public func collectionView(_ cv: CollectionView, titleForHeaderInSection section: Int) -> String? {
        sectioned ? "Dishes \(section * 100 + 1)–\(min(rows, section * 100 + 100))" : nil
    }

    /// The dish at `indexPath`.
    private func dishNumber(at indexPath: IndexPath) -> Int {
        sectioned ? indexPath.section * 100 + indexPath.item : indexPath.item
    }

    public func collectionView(_ cv: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = cv.dequeueReusableCell(withReuseIdentifier: "dish", for: indexPath)
        let number = dishNumber(at: indexPath)
        if let dish = cell as? DishCell {
            dish.title.text = DishName.name(number)
            dish.picture.image = pictures.isEmpty ? nil : pictures[number % pictures.count]
        }
        return cell
    }

    public func collectionView(_ cv: CollectionView, didSelectItemAt indexPath: IndexPath) {
        let number = dishNumber(at: indexPath)
        selection.text = "Selected: " + DishName.name(number)
        onSelect?(number)
    }

    public func collectionView(_ cv: CollectionView, trailingSwipeActionsForItemAt indexPath: IndexPath) -> [SwipeAction] {
        [SwipeAction(title: "Delete", style: .destructive) { [weak self] done in
            self?.selection.text = "Deleted: " + DishName.name(self?.dishNumber(at: indexPath) ?? 0)
            done(true)
        }]
    }
}

/// A row: the dish's picture at the leading edge, its name beside it.
public final class DishCell: CollectionViewCell {
    /// The dish's picture, 48×48 at the leading edge.
    public let picture = ImageView(image: nil)
    /// The dish's name.
    public let title = Label(text: "")

    public required init(frame: Rect) {
        super.init(frame: frame)
        title.fontSize = 20
        contentView.addSubview(picture)
        contentView.addSubview(title)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        picture.frame = Rect(x: leadingX(12, width: 48, in: b.width), y: (b.height - 48) / 2, width: 48, height: 48)
        title.frame = Rect(x: leadingX(72, width: max(0, b.width - 84), in: b.width), y: 0, width: max(0, b.width - 84), height: b.height)
    }
}

/// Names made from a number, so 10,000 rows need no table.
public enum DishName {
    static let dishes = ["Noodle soup", "Falafel wrap", "Margherita", "Green curry", "Caesar salad", "Bibimbap", "Tacos", "Ramen"]
    static let sides = ["with rice", "with fries", "with salad", "and lemonade", "with bread", "and tea"]

    /// The name of dish `n` (from 0).
    public static func name(_ n: Int) -> String {
        "\(n + 1). \(dishes[n % dishes.count]) \(sides[(n / dishes.count) % sides.count])"
    }
}

/// The 48×48 pictures the rows show, made in code.
public enum DishPicture {
    /// A plate on a diagonal gradient of `hue`; nil only if PNG coding fails.
    @MainActor public static func make(hue: Double) -> Image? {
        var bitmap = Bitmap(width: 48, height: 48)
        for y in 0..<48 {
            for x in 0..<48 {
                let dx = Double(x) - 24, dy = Double(y) - 24
                let plate = dx * dx + dy * dy < 400 ? 0.3 : 0
                bitmap.setPixel(x: x, y: y, to: Color(red: min(1, hue + plate), green: min(1, 0.45 + plate),
                                                      blue: min(1, 1 - hue + plate)))
            }
        }
        return try? Image(data: bitmap.pngData())
    }
}
