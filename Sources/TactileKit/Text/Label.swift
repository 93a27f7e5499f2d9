import TactileCore
/// A view that draws read-only text: shaped with HarfBuzz, rasterized with FreeType at the canvas's
/// device scale and composited through pixman's glyph cache.
///
/// Lines wrap at the break opportunities of UAX #14 to fit the label's width (`numberOfLines` limits
/// them; 0, the default, means as many as the text needs — UILabel defaults to 1). The block of lines
/// is centred vertically (top-aligned when taller than the label), each line placed by `textAlignment`.
/// Mixed-direction text is ordered by the Unicode bidi algorithm; a paragraph with no strong letter
/// (digits, punctuation) takes the label's `effectiveUserInterfaceLayoutDirection`.
/// Labels do not take touches (`isUserInteractionEnabled` is false), so a touch on a button's title
/// reaches the button. Changing any property redraws only the label.
@MainActor open class Label: View {
    /// The text drawn; `"\n"` starts a new line.
    public var text: String { didSet { if text != oldValue { textDidChange() } } }
    /// The typeface; defaults to `Font.systemDefault`. A sized font (`Font.systemFont(ofSize:)`)
    /// also sets `fontSize`. A label with no font draws nothing (logged once).
    public var font: Font? {
        didSet {
            guard font !== oldValue else { return }
            if let size = font?.pointSize { fontSize = size }
            textDidChange()
        }
    }
    /// The size of the text in points (clamped to 1...1000 when laid out). Default 17.
    public var fontSize: Double = 17 { didSet { if fontSize != oldValue { textDidChange() } } }
    /// The colour of the glyphs. Default black.
    public var textColor: Color = .black { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// How lines sit horizontally. Default `.natural`: each paragraph from its leading edge.
    public var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { textDidChange() } } }
    /// The most lines drawn; 0 (the default) for no limit.
    public var numberOfLines: Int = 0 { didSet { if numberOfLines != oldValue { textDidChange() } } }

    private var cachedLayout: (key: LayoutKey, layout: TextLayout)?
    /// The layout the cached one replaced, whose arrays the next layout fills (a label shown with
    /// one text after another — a reused list cell's — then lays out without allocating).
    private var spareLayout: TextLayout?
    private var loggedMissingFont = false
    /// How many times the label reported that it has no font (at most once).
    private(set) var missingFontReports = 0

    /// A label showing `text` in the default font.
    public init(frame: Rect = .zero, text: String = "") {
        self.text = text
        self.font = Font.systemDefault
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The laid-out text for the current bounds width, relative to `textOrigin`.
    public var layout: TextLayout { layout(width: bounds.width) }

    /// Where the layout's top-left corner sits in the label's coordinates.
    public var textOrigin: Point {
        let b = bounds
        let height = layout.size.height
        return Point(x: b.minX, y: b.minY + max(0, (b.height - height) / 2))
    }

    /// Its text, as static text; an element while it has any.
    open override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: !text.isEmpty, label: text.isEmpty ? nil : text, traits: .staticText)
    }

    /// Shows the new language's text when `text` came from the catalogue.
    open override func localizationDidChange(_ relocalization: Relocalization) {
        super.localizationDidChange(relocalization)
        relocalization.update(&text)
    }

    /// The size the text needs on one line per paragraph (no wrapping), rounded up to whole points.
    open override var intrinsicContentSize: Size {
        Self.roundedUp(layout(width: nil).size)
    }

    /// The size the text needs when wrapped to `size.width` (not wrapped for an infinite width),
    /// rounded up to whole points. The height is not limited by `size.height`.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        return Self.roundedUp(layout(width: width).size)
    }

    /// Resizes the label to its intrinsic content size, keeping its top-left corner.
    public func sizeToFit() {
        let size = intrinsicContentSize
        frame = Rect(origin: frame.origin, size: size)
    }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let font else {
            if !loggedMissingFont {
                loggedMissingFont = true
                missingFontReports += 1
                Font.logger.error("Label \(displayName) has no usable font; it draws nothing")
            }
            return
        }
        let layout = self.layout
        guard !layout.glyphs.isEmpty else { return }
        canvas.draw(layout, font: font, at: textOrigin, color: textColor)
    }

    // MARK: Layout

    private struct LayoutKey: Equatable {
        var width: Double?
        var fontSize: Double
        var alignment: TextAlignment
        var lines: Int
        var direction: LayoutDirection
    }

    private func layout(width: Double?) -> TextLayout {
        guard let font else { return .empty }
        let direction = effectiveUserInterfaceLayoutDirection
        let key = LayoutKey(width: width, fontSize: fontSize, alignment: textAlignment, lines: numberOfLines, direction: direction)
        if let cachedLayout {
            if cachedLayout.key == key { return cachedLayout.layout }
            spareLayout = cachedLayout.layout
            self.cachedLayout = nil
        }
        let size = fontSize.isFinite ? min(max(fontSize, 1), 1000) : 17
        let layout = font.layout(text, size: size, width: width, alignment: textAlignment, maximumLines: numberOfLines,
                                 direction: .firstStrong(fallback: direction), reusing: &spareLayout)
        cachedLayout = (key, layout)
        return layout
    }

    private func textDidChange() {
        if let cachedLayout { spareLayout = cachedLayout.layout }
        cachedLayout = nil
        setNeedsDisplay()
    }

    private static func roundedUp(_ s: Size) -> Size {
        Size(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }
}
