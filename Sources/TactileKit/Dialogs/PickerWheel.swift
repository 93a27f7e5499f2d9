import TactileCore

/// One wheel of a `PickerView`: its rows scroll vertically past the band in the middle. A finger
/// drags it (past the first or last row it gives way less); on lift it glides on with the finger's
/// speed, slowing down, and stops with a row in the band. A tap on a row above or below the band
/// glides that row in. Glides step with the window's frames (`FrameAnimator`), on its clock.
@MainActor final class PickerWheel: View, FrameAnimator {
    static let fontSize: Double = 20
    /// How far the wheel coasts per point/second of flick speed.
    static let coastPerSpeed = 0.35
    /// Movement below this is a tap.
    static let tapSlop = GestureDefaults.tapSlop

    private weak var picker: PickerView?
    let component: Int
    private(set) var rowCount = 0
    /// The row in the band (the last one settled on or selected).
    private(set) var selectedRow = 0
    /// How far the wheel has turned: row `r` is in the band when `offset == r * rowHeight`.
    private(set) var offset = 0.0 { didSet { if offset != oldValue { setNeedsDisplay() } } }

    private var finger = TrackedFinger()
    private var startY = 0.0
    private var offsetAtStart = 0.0
    private var hasMoved = false
    /// Recent finger positions (time, y), for the flick speed.
    private var samples: [(time: Duration, y: Double)] = []
    /// The running glide, if any.
    private var glide: (from: Double, to: Double, start: Duration, duration: Double, tells: Bool)?
    private weak var glidingWindow: Window?

    init(picker: PickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
    }

    private var rowHeight: Double { PickerView.rowHeight }
    private var maximumOffset: Double { Double(max(0, rowCount - 1)) * rowHeight }

    /// Takes a new number of rows, keeping the selected row where it still exists.
    func reload(rowCount: Int) {
        stopGlide()
        self.rowCount = rowCount
        selectedRow = min(selectedRow, max(0, rowCount - 1))
        offset = Double(selectedRow) * rowHeight
        setNeedsDisplay()
    }

    /// Turns to `row` (in range), gliding when `animated`; the delegate hears of it when `tellsDelegate`.
    func turn(to row: Int, animated: Bool, tellsDelegate: Bool) {
        let target = Double(row) * rowHeight
        guard animated, let window else {
            stopGlide()
            offset = target
            settle(tellsDelegate: tellsDelegate)
            return
        }
        startGlide(to: target, duration: 0.3, tellsDelegate: tellsDelegate, in: window)
    }

    /// Rounds the offset to the nearest row and makes it the selected one.
    private func settle(tellsDelegate: Bool) {
        guard rowCount > 0 else { return }
        let row = min(max(Int((offset / rowHeight).rounded()), 0), rowCount - 1)
        offset = Double(row) * rowHeight
        guard row != selectedRow else { return }
        selectedRow = row
        if tellsDelegate { picker?.wheelDidSettle(self) }
    }

    // MARK: Glides

    private func startGlide(to target: Double, duration: Double, tellsDelegate: Bool, in window: Window) {
        stopGlide()
        glide = (offset, target, window.clock.now, duration, tellsDelegate)
        glidingWindow = window
        window.addFrameAnimator(self)
    }

    private func stopGlide() {
        if glide != nil, let glidingWindow { glidingWindow.removeFrameAnimator(self) }
        glide = nil
        glidingWindow = nil
    }

    /// Whether the wheel is gliding.
    var isGliding: Bool { glide != nil }

    func step(at now: Duration) -> Bool {
        guard let g = glide else { return false }
        let elapsed = Self.seconds(now - g.start)
        let t = g.duration > 0 ? min(max(elapsed / g.duration, 0), 1) : 1
        let eased = 1 - (1 - t) * (1 - t) * (1 - t)
        offset = g.from + (g.to - g.from) * eased
        guard t >= 1 else { return true }
        glide = nil
        glidingWindow = nil
        settle(tellsDelegate: g.tells)
        return false
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    // MARK: Touches

    /// The row whose slot is at `y` (wheel coordinates), clamped to the rows.
    func row(atY y: Double) -> Int {
        let row = Int(((offset + y - bounds.midY) / rowHeight).rounded())
        return min(max(row, 0), max(0, rowCount - 1))
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard rowCount > 0, let touch = finger.begin(with: touches) else { return }
        stopGlide()
        startY = touch.location(in: self).y
        offsetAtStart = offset
        hasMoved = false
        samples = [(event.timestamp, startY)]
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = finger.find(in: touches) else { return }
        let y = touch.location(in: self).y
        if !hasMoved, abs(y - startY) > Self.tapSlop { hasMoved = true }
        guard hasMoved else { return }
        let raw = offsetAtStart - (y - startY)
        offset = raw < 0 ? raw * 0.35 : (raw > maximumOffset ? maximumOffset + (raw - maximumOffset) * 0.35 : raw)
        samples.append((event.timestamp, y))
        samples.removeAll { event.timestamp - $0.time > .milliseconds(100) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = finger.find(in: touches) else { return }
        guard let window else { return finishTracking() }
        let y = touch.location(in: self).y
        defer { finishTracking() }
        guard hasMoved else {
            // A tap: the row under it comes into the band.
            let row = row(atY: y)
            return startGlide(to: Double(row) * rowHeight, duration: 0.3, tellsDelegate: true, in: window)
        }
        samples.append((event.timestamp, y))
        samples.removeAll { event.timestamp - $0.time > .milliseconds(100) }
        var speed = 0.0
        if let first = samples.first, let last = samples.last {
            let dt = Self.seconds(last.time - first.time)
            if dt > 0.001 { speed = (last.y - first.y) / dt }
        }
        let projected = offset - speed * Self.coastPerSpeed
        let row = min(max(Int((projected / rowHeight).rounded()), 0), max(0, rowCount - 1))
        let distance = abs(Double(row) * rowHeight - offset)
        let duration = min(1.2, max(0.25, distance.squareRoot() / 25))
        startGlide(to: Double(row) * rowHeight, duration: duration, tellsDelegate: true, in: window)
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard finger.find(in: touches) != nil else { return }
        finishTracking()
        if let window { startGlide(to: Double(row(atY: bounds.midY)) * rowHeight, duration: 0.25, tellsDelegate: true, in: window) }
    }

    private func finishTracking() {
        finger.end()
        samples.removeAll()
    }

    // MARK: Drawing and accessibility

    override func draw(_ rect: Rect, in canvas: Canvas) {
        guard rowCount > 0, let picker else { return }
        let midY = bounds.midY
        let first = max(0, Int(((offset - midY) / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((offset + midY) / rowHeight).rounded(.up)))
        guard first <= last else { return }
        let lineHeight = Font.systemDefault?.lineHeight(atSize: Self.fontSize) ?? Self.fontSize * 1.2
        for row in first...last {
            guard let title = picker.title(forRow: row, inComponent: component), !title.isEmpty else { continue }
            let centreY = midY + Double(row) * rowHeight - offset
            let distance = abs(centreY - midY)
            let color = distance < rowHeight / 2 ? Color.black
                : Color(white: 0.3, alpha: max(0.2, 1 - distance / max(1, midY)))
            canvas.draw(title, at: Point(x: 4, y: centreY - lineHeight / 2), size: Self.fontSize, color: color,
                        width: max(0, bounds.width - 8), alignment: .center)
        }
    }

    /// Adjustable; the value is the title of the row in the band.
    override var accessibilityDefaults: AccessibilityDescription {
        let value = rowCount > 0 ? picker?.title(forRow: selectedRow, inComponent: component) : nil
        return AccessibilityDescription(isElement: true, value: value, traits: .adjustable)
    }

    /// The next row comes into the band (the delegate hears of it).
    override func accessibilityIncrement() {
        if selectedRow + 1 < rowCount { turn(to: selectedRow + 1, animated: false, tellsDelegate: true) }
    }

    /// The previous row comes into the band (the delegate hears of it).
    override func accessibilityDecrement() {
        if selectedRow > 0 { turn(to: selectedRow - 1, animated: false, tellsDelegate: true) }
    }
}
