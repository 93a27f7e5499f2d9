import TactileCore
import Logging

/// A row of segments, one of them selected, like UIKit's UISegmentedControl.
///
/// Segments share the width equally and lie out from the leading edge: index 0 is at the left, or
/// at the right in right-to-left layouts. A finger highlights the segment under it, also while
/// sliding across the others, and the lift selects the highlighted segment; `valueChanged` and then
/// `primaryActionTriggered` are sent once when that changes the selection. Disabled segments are
/// neither highlighted nor selected by touch. Setting `selectedSegmentIndex` sends nothing.
///
/// Bad indices (outside the segments) are logged once per call to `tactile.controls` and ignored.
@MainActor open class SegmentedControl: Control {
    /// The index meaning no segment is selected (`selectedSegmentIndex`).
    public static let noSegment = -1
    /// The height `intrinsicContentSize` reports: one minimum touch target.
    public static let defaultHeight: Double = 44
    /// Space left and right of a title in `intrinsicContentSize`.
    public static let titlePadding: Double = 14

    struct Segment {
        var title: String?
        var isEnabled = true
    }
    var segments: [Segment]
    private var storedSelectedIndex = SegmentedControl.noSegment

    /// The segment under the tracked finger, or `noSegment`.
    public private(set) var highlightedSegmentIndex = SegmentedControl.noSegment {
        didSet { if highlightedSegmentIndex != oldValue { setNeedsDisplay() } }
    }

    /// Where bad input is reported.
    var logger = ControlsLog.logger

    /// The titles' font; nil for `Font.systemDefault`.
    public var font: Font? { didSet { if font !== oldValue { setNeedsDisplay() } } }
    /// The titles' size in points. Default 15.
    public var fontSize: Double = 15 { didSet { if fontSize != oldValue { setNeedsDisplay() } } }
    /// The background behind the segments.
    public var backgroundFillColor = Color(white: 0.91) { didSet { setNeedsDisplay() } }
    /// The selected segment's fill.
    public var selectedSegmentTintColor = Color.white { didSet { setNeedsDisplay() } }
    /// The titles' colour.
    public var titleColor = Color(white: 0.1) { didSet { setNeedsDisplay() } }

    /// Segments titled `items`, in order from the leading edge, none selected; sized to fit them.
    public init(items: [String]) {
        segments = items.map { Segment(title: $0) }
        super.init(frame: .zero)
        frame = Rect(origin: .zero, size: intrinsicContentSize)
    }

    /// A control without segments.
    public convenience override init(frame: Rect) {
        self.init(items: [])
        self.frame = frame
    }

    /// How many segments there are.
    public var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or `SegmentedControl.noSegment`. Setting an index outside the
    /// segments is logged and ignored; setting it sends no actions.
    public var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == SegmentedControl.noSegment || segments.indices.contains(newValue) else {
                return reportBadIndex(newValue, in: "selectedSegmentIndex", keeping: "the selection \(storedSelectedIndex)")
            }
            guard newValue != storedSelectedIndex else { return }
            storedSelectedIndex = newValue
            setNeedsDisplay()
        }
    }

    /// Sets the title of segment `segment` (nil shows none). An index outside the segments is
    /// logged and ignored.
    public func setTitle(_ t: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return reportBadIndex(segment, in: "setTitle", keeping: "the titles") }
        segments[segment].title = t
        setNeedsDisplay()
        superview?.setNeedsLayout()         // the intrinsic width may have changed
    }

    /// The title of segment `segment`; nil when it has none or the index is outside the segments.
    public func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Enables or disables segment `segment`: a disabled segment draws dimmed and touches cannot
    /// select it. An index outside the segments is logged and ignored.
    public func setEnabled(_ e: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else {
            return reportBadIndex(segment, in: "setEnabled", keeping: "every segment as it was")
        }
        segments[segment].isEnabled = e
        if !e && highlightedSegmentIndex == segment { highlightedSegmentIndex = SegmentedControl.noSegment }
        setNeedsDisplay()
    }

    /// Whether segment `segment` is enabled; false for an index outside the segments.
    public func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Inserts a segment titled `title` at `segment` (clamped to 0...numberOfSegments); the
    /// selection stays on the segment it was on. `animated` is accepted for UIKit's signature.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(Segment(title: title), at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        segmentsDidChange()
    }

    /// Removes segment `segment` (the selection is cleared if it was that one). An index outside
    /// the segments is logged and ignored.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else {
            return reportBadIndex(segment, in: "removeSegment", keeping: "every segment")
        }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = SegmentedControl.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        segmentsDidChange()
    }

    /// Removes every segment; none is selected.
    public func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = SegmentedControl.noSegment
        segmentsDidChange()
    }

    private func segmentsDidChange() {
        highlightedSegmentIndex = SegmentedControl.noSegment
        superview?.setNeedsLayout()         // the intrinsic width changed
        setNeedsDisplay()
    }

    func reportBadIndex(_ index: Int, in call: String, keeping kept: String) {
        logger.warning("SegmentedControl.\(call): segment \(index) is out of range (\(segments.count) segments); kept \(kept)")
    }

    // MARK: Geometry

    /// Every segment as wide as the widest title plus `titlePadding` on each side; `defaultHeight` tall.
    open override var intrinsicContentSize: Size {
        let widest = segments.reduce(0.0) { max($0, titleSize(of: $1.title).width) }
        return Size(width: Double(segments.count) * (widest + 2 * SegmentedControl.titlePadding),
                    height: SegmentedControl.defaultHeight)
    }

    /// As wide as offered (its intrinsic width when the offer is not finite), `defaultHeight` tall.
    open override func sizeThatFits(_ size: Size) -> Size {
        let natural = intrinsicContentSize
        return Size(width: size.width.isFinite && size.width > 0 ? size.width : natural.width, height: natural.height)
    }

    func titleSize(of title: String?) -> Size {
        guard let title, !title.isEmpty, let font = font ?? Font.systemDefault else { return .zero }
        return font.layout(title, size: fontSize).size
    }

    /// The frame of segment `segment` in the control's coordinates (`.zero` outside the segments):
    /// equal widths from the leading edge.
    public func rectForSegment(at segment: Int) -> Rect {
        guard segments.indices.contains(segment) else { return .zero }
        let b = bounds
        let width = b.width / Double(segments.count)
        return Rect(x: b.minX + leadingX(Double(segment) * width, width: width, in: b.width), y: b.minY,
                    width: width, height: b.height)
    }

    /// The segment at `x` (control coordinates, clamped to the bounds).
    func segment(atX x: Double) -> Int {
        let b = bounds
        guard !segments.isEmpty, b.width > 0 else { return SegmentedControl.noSegment }
        let fromLeft = min(max(x - b.minX, 0), b.width - 1e-9)
        let column = Int(fromLeft / (b.width / Double(segments.count)))
        let index = min(max(column, 0), segments.count - 1)
        return isRightToLeft ? segments.count - 1 - index : index
    }

    // MARK: Tracking

    /// The enabled segment under `touch`, or `noSegment` (the finger is outside the touch margin,
    /// or over a disabled segment).
    private func selectableSegment(under touch: Touch) -> Int {
        guard isWithinTouchMargin(touch) else { return SegmentedControl.noSegment }
        let index = segment(atX: touch.location(in: self).x)
        return segments.indices.contains(index) && segments[index].isEnabled ? index : SegmentedControl.noSegment
    }

    open override func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        highlightedSegmentIndex = selectableSegment(under: touch)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        highlightedSegmentIndex = selectableSegment(under: touch)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        let chosen = touch.map { selectableSegment(under: $0) } ?? SegmentedControl.noSegment
        highlightedSegmentIndex = SegmentedControl.noSegment
        guard chosen != SegmentedControl.noSegment, chosen != storedSelectedIndex else { return }
        storedSelectedIndex = chosen
        setNeedsDisplay()
        sendValueChanged()
    }

    open override func cancelTracking(with event: TouchEvent?) {
        highlightedSegmentIndex = SegmentedControl.noSegment
    }

    private func sendValueChanged() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Accessibility

    /// Shows the new language's titles where they came from the catalogue.
    open override func localizationDidChange(_ relocalization: Relocalization) {
        super.localizationDidChange(relocalization)
        for index in segments.indices {
            if let old = segments[index].title, let new = relocalization(old), new != old { setTitle(new, forSegmentAt: index) }
        }
    }

    // MARK: Accessibility

    /// Adjustable; the value is the selected segment's title.
    open override var accessibilityDefaults: AccessibilityDescription {
        let value = segments.indices.contains(storedSelectedIndex) ? segments[storedSelectedIndex].title : nil
        return AccessibilityDescription(isElement: true, value: value,
                                        traits: isEnabled ? .adjustable : [.adjustable, .notEnabled])
    }

    /// Selects the next enabled segment (towards the trailing end) and sends `valueChanged`.
    open override func accessibilityIncrement() { adjustSelection(by: 1) }

    /// Selects the previous enabled segment (towards the leading end) and sends `valueChanged`.
    open override func accessibilityDecrement() { adjustSelection(by: -1) }

    private func adjustSelection(by direction: Int) {
        guard isEnabled else { return }
        var index = storedSelectedIndex == SegmentedControl.noSegment && direction < 0 ? segments.count : storedSelectedIndex
        while true {
            index += direction
            guard segments.indices.contains(index) else { return }
            if segments[index].isEnabled { break }
        }
        storedSelectedIndex = index
        setNeedsDisplay()
        sendValueChanged()
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return }
        let dim = isEnabled ? 1.0 : 0.45
        let radius = min(9, b.height / 2)
        canvas.fillRoundedRect(b, radius: radius, with: backgroundFillColor.withAlpha(backgroundFillColor.alpha * dim))
        for index in segments.indices {
            let r = rectForSegment(at: index)
            if index == storedSelectedIndex {
                let inset = r.insetBy(dx: 2, dy: 2)
                canvas.fillRoundedRect(inset.insetBy(dx: -0.5, dy: -0.5), radius: radius - 1.5,
                                       with: Color(white: 0.6, alpha: 0.45 * dim))
                canvas.fillRoundedRect(inset, radius: radius - 2,
                                       with: selectedSegmentTintColor.withAlpha(selectedSegmentTintColor.alpha * dim))
            } else if index == highlightedSegmentIndex {
                canvas.fillRoundedRect(r.insetBy(dx: 2, dy: 2), radius: radius - 2, with: Color(white: 0.78))
            }
            drawDivider(after: index, in: canvas)
            drawTitle(of: index, in: r, canvas: canvas, dim: dim)
        }
    }

    /// A thin line between `index` and the next segment, unless either is selected.
    private func drawDivider(after index: Int, in canvas: Canvas) {
        let next = index + 1
        guard next < segments.count, index != storedSelectedIndex, next != storedSelectedIndex else { return }
        let r = rectForSegment(at: index)
        let x = isRightToLeft ? r.minX : r.maxX
        canvas.fill(Rect(x: x - 0.5, y: r.minY + r.height * 0.25, width: 1, height: r.height * 0.5), with: Color(white: 0.75))
    }

    private func drawTitle(of index: Int, in r: Rect, canvas: Canvas, dim: Double) {
        guard let title = segments[index].title, !title.isEmpty, let font = font ?? Font.systemDefault else { return }
        let width = max(0, r.width - 8)
        let layout = font.layout(title, size: fontSize, width: width, alignment: .center, maximumLines: 1)
        let color = segments[index].isEnabled ? titleColor : titleColor.withAlpha(titleColor.alpha * 0.35)
        let origin = Point(x: r.minX + 4, y: r.midY - layout.size.height / 2)
        canvas.draw(layout, font: font, at: origin, color: color.withAlpha(color.alpha * dim))
    }
}
