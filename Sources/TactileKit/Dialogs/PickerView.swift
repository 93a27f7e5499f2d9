import TactileCore
import Logging

/// Spinning wheels of choices (UIKit's `UIPickerView`): one wheel per component of the data source,
/// each row titled by the delegate, the selected rows in a highlighted band across the middle.
///
/// A wheel follows the finger, keeps moving after a flick and slows down, then snaps so a row sits
/// in the band, on the window's clock; when it settles on a different row the delegate hears
/// `pickerView(_:didSelectRow:inComponent:)` once. A tap on a row above or below the band turns the
/// wheel to bring it in. Wheels go from the leading edge (the first component is on the right in
/// right-to-left layouts). Each wheel is an adjustable accessibility element whose value is its
/// row's title.
///
/// Logged once to `tactile.dialogs` and otherwise survived: a data source reporting no components or
/// a wheel with no rows (the picker draws empty wheels), and `selectRow` with a row or component out
/// of range (the row is clamped; a bad component is ignored).
@MainActor open class PickerView: View {
    /// The size `intrinsicContentSize` reports (UIKit's picker).
    public static let defaultSize = Size(width: 320, height: 216)
    /// The height of a row.
    public static let rowHeight: Double = 36
    /// The band behind the selected rows.
    static let bandColor = Color(white: 0.9)

    /// Where the numbers of components and rows come from; setting it reloads the picker.
    public weak var dataSource: PickerViewDataSource? { didSet { setNeedsReload() } }
    /// Where titles come from and selections go; setting it redraws the picker.
    public weak var delegate: PickerViewDelegate? { didSet { for wheel in wheels { wheel.setNeedsDisplay() } } }

    /// The wheels, by component.
    private(set) var wheels: [PickerWheel] = []
    private var needsReload = true
    /// Where bad input is reported.
    var logger = DialogsLog.logger

    /// An empty picker; it loads when it has a data source.
    public override init(frame: Rect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// `PickerView.defaultSize`.
    open override var intrinsicContentSize: Size { Self.defaultSize }

    /// The width given, `defaultSize.height` tall.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width.isFinite ? size.width : Self.defaultSize.width, height: Self.defaultSize.height)
    }

    // MARK: Loading

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Asks the data source again for the components and rows, keeping each wheel's row where it
    /// still exists (else the last row).
    public func reloadAllComponents() {
        needsReload = false
        let count = dataSource.map { max(0, $0.numberOfComponents(in: self)) } ?? 0
        var problems: [String] = []
        if dataSource != nil, count == 0 { problems.append("the data source reports no components") }
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        for (component, wheel) in wheels.enumerated() {
            let rows = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
            if rows == 0 { problems.append("component \(component) has no rows") }
            wheel.reload(rowCount: rows)
        }
        if !problems.isEmpty { report("\(problems.joined(separator: ", ")); drawing an empty picker") }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Loads the components when the data source changed since the last load.
    func reloadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    // MARK: Selection

    /// Turns wheel `component` to `row` (clamped to its rows, logged when out of range), gliding
    /// when `animated`. The delegate is not told.
    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        reloadIfNeeded()
        guard wheels.indices.contains(component) else {
            return report("selectRow(\(row), inComponent: \(component)): no such component (\(wheels.count) components); ignored")
        }
        let wheel = wheels[component]
        guard wheel.rowCount > 0 else { return report("selectRow(\(row), inComponent: \(component)): the component has no rows; ignored") }
        let clamped = min(max(row, 0), wheel.rowCount - 1)
        if clamped != row { report("selectRow(\(row), inComponent: \(component)): out of 0..<\(wheel.rowCount); clamped to \(clamped)") }
        wheel.turn(to: clamped, animated: animated, tellsDelegate: false)
    }

    /// The row in the band of wheel `component`; -1 when it has no rows or does not exist.
    public func selectedRow(inComponent component: Int) -> Int {
        reloadIfNeeded()
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return -1 }
        return wheels[component].selectedRow
    }

    /// The title of `row` of wheel `component` from the delegate.
    func title(forRow row: Int, inComponent component: Int) -> String? {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// A wheel settled on a new row by the user's hand.
    func wheelDidSettle(_ wheel: PickerWheel) {
        delegate?.pickerView(self, didSelectRow: wheel.selectedRow, inComponent: wheel.component)
    }

    func report(_ message: String) {
        logger.warning("PickerView: \(message)")
    }

    // MARK: Accessibility

    /// A container: its wheels are the elements (each adjustable).
    open override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: false, label: currentLocalization.text(.picker))
    }

    // MARK: Layout and drawing

    /// The wheels share the width equally, the first at the leading edge.
    open override func layoutSubviews() {
        reloadIfNeeded()
        let b = bounds
        guard !wheels.isEmpty else { return }
        let width = b.width / Double(wheels.count)
        for (index, wheel) in wheels.enumerated() {
            wheel.frame = Rect(x: b.minX + leadingX(Double(index) * width, width: width, in: b.width), y: b.minY, width: width, height: b.height)
        }
    }

    /// The band across the middle, behind the selected rows.
    var bandRect: Rect {
        Rect(x: bounds.minX + 4, y: bounds.midY - Self.rowHeight / 2, width: max(0, bounds.width - 8), height: Self.rowHeight)
    }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        canvas.fillRoundedRect(bandRect, radius: 8, with: Self.bandColor)
    }
}
