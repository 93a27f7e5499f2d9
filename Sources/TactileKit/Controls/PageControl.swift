import TactileCore
import Logging

/// A row of dots, one per page, the current one lit, like UIKit's UIPageControl.
///
/// The dots lie out from the leading edge (page 0 at the right in right-to-left layouts), centred.
/// A tap on the leading half goes to the previous page and on the trailing half to the next, and
/// sends `valueChanged` and then `primaryActionTriggered`; nothing happens at either end. Setting
/// `currentPage` sends nothing. With `hidesForSinglePage` a control of one page (or none) draws
/// nothing and lets touches through.
///
/// Bad input is logged once per call to `tactile.controls`: a negative `numberOfPages` is ignored,
/// a `currentPage` outside the pages is clamped.
@MainActor open class PageControl: Control {
    /// The height `intrinsicContentSize` reports.
    public static let defaultHeight: Double = 28

    private var storedPages = 0
    private var storedCurrent = 0

    /// Where bad input is reported.
    var logger = ControlsLog.logger

    /// The colour of the dots of the other pages.
    public var pageIndicatorTintColor = Color(white: 0.55, alpha: 0.6) { didSet { setNeedsDisplay() } }
    /// The colour of the current page's dot.
    public var currentPageIndicatorTintColor = Color(white: 0.15) { didSet { setNeedsDisplay() } }
    /// A dot's diameter in points. Default 8.
    public var indicatorDiameter: Double = 8 { didSet { if indicatorDiameter != oldValue { geometryDidChange() } } }
    /// The distance between the centres of neighbouring dots in points. Default 16.
    public var indicatorSpacing: Double = 16 { didSet { if indicatorSpacing != oldValue { geometryDidChange() } } }

    /// Whether a control with one page (or none) is not shown. Default false.
    public var hidesForSinglePage = false { didSet { if hidesForSinglePage != oldValue { setNeedsDisplay() } } }

    /// A control of no pages.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// How many pages (dots). A negative count is logged and ignored; a smaller count clamps
    /// `currentPage`. Default 0.
    public var numberOfPages: Int {
        get { storedPages }
        set {
            guard newValue >= 0 else {
                return logger.warning("PageControl.numberOfPages = \(newValue) is negative; kept \(storedPages)")
            }
            guard newValue != storedPages else { return }
            storedPages = newValue
            storedCurrent = min(storedCurrent, max(0, newValue - 1))
            geometryDidChange()
        }
    }

    /// The lit page, 0-based. A page outside `0..<numberOfPages` is logged and clamped. Setting it
    /// sends no actions.
    public var currentPage: Int {
        get { storedCurrent }
        set {
            let clamped = min(max(newValue, 0), max(0, storedPages - 1))
            if clamped != newValue {
                logger.warning("PageControl.currentPage = \(newValue) is outside the \(storedPages) pages; clamped to \(clamped)")
            }
            guard clamped != storedCurrent else { return }
            storedCurrent = clamped
            setNeedsDisplay()
        }
    }

    /// Whether the control is hidden by `hidesForSinglePage`.
    var isHiddenForSinglePage: Bool { hidesForSinglePage && storedPages <= 1 }

    private func geometryDidChange() {
        superview?.setNeedsLayout()          // the intrinsic width changed
        setNeedsDisplay()
    }

    // MARK: Geometry

    /// The size the dots of `pageCount` pages need: one spacing per dot plus one on either end,
    /// `defaultHeight` tall (at least a dot).
    public func size(forNumberOfPages pageCount: Int) -> Size {
        let spacing = max(0, indicatorSpacing.isFinite ? indicatorSpacing : 0)
        let diameter = max(0, indicatorDiameter.isFinite ? indicatorDiameter : 0)
        return Size(width: Double(max(0, pageCount) + 1) * spacing, height: max(PageControl.defaultHeight, diameter))
    }

    /// `size(forNumberOfPages: numberOfPages)`.
    open override var intrinsicContentSize: Size { size(forNumberOfPages: storedPages) }

    /// The dot of `page`, in the control's coordinates (`.zero` outside the pages).
    public func rectForPage(_ page: Int) -> Rect {
        guard (0..<storedPages).contains(page) else { return .zero }
        let b = bounds
        let spacing = max(0, indicatorSpacing.isFinite ? indicatorSpacing : 0)
        let diameter = max(0, indicatorDiameter.isFinite ? indicatorDiameter : 0)
        let row = Double(storedPages - 1) * spacing + diameter
        let rowStart = (b.width - row) / 2
        let x = b.minX + leadingX(rowStart + Double(page) * spacing, width: diameter, in: b.width)
        return Rect(x: x, y: b.midY - diameter / 2, width: diameter, height: diameter)
    }

    /// Lets touches through while hidden for a single page.
    open override func point(inside point: Point, with event: TouchEvent?) -> Bool {
        !isHiddenForSinglePage && super.point(inside: point, with: event)
    }

    // MARK: Tracking

    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        guard let touch, isWithinTouchMargin(touch) else { return }
        let onLeft = touch.location(in: self).x < bounds.midX
        let towardsLeading = onLeft != isRightToLeft
        turnPage(by: towardsLeading ? -1 : 1)
    }

    /// Moves `currentPage` by `delta` within the pages; sends the value actions when it moved.
    private func turnPage(by delta: Int) {
        let target = storedCurrent + delta
        guard isEnabled, (0..<storedPages).contains(target) else { return }
        storedCurrent = target
        setNeedsDisplay()
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Accessibility

    /// Adjustable; the value is "page 2 of 4" in the window's language. Not an element while hidden
    /// for a single page.
    open override var accessibilityDefaults: AccessibilityDescription {
        guard !isHiddenForSinglePage else { return AccessibilityDescription() }
        let value = storedPages > 0 ? currentLocalization.text(.pagePosition, storedCurrent + 1, storedPages) : nil
        return AccessibilityDescription(isElement: true, value: value,
                                        traits: isEnabled ? .adjustable : [.adjustable, .notEnabled])
    }

    /// Goes to the next page and sends `valueChanged`.
    open override func accessibilityIncrement() { turnPage(by: 1) }

    /// Goes to the previous page and sends `valueChanged`.
    open override func accessibilityDecrement() { turnPage(by: -1) }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        guard !isHiddenForSinglePage, storedPages > 0 else { return }
        let dim = isEnabled ? 1.0 : 0.45
        for page in 0..<storedPages {
            let color = page == storedCurrent ? currentPageIndicatorTintColor : pageIndicatorTintColor
            canvas.fillEllipse(in: rectForPage(page), with: color.withAlpha(color.alpha * dim))
        }
    }
}
