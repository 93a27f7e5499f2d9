import TactileCore

/// When a text field shows its clear button (UIKit's `UITextField.ViewMode`).
public enum ViewMode: Sendable, Equatable {
    /// Never.
    case never
    /// While the field is being edited (first responder).
    case whileEditing
    /// While the field is not being edited.
    case unlessEditing
    /// Whenever the field has text.
    case always
}

/// The clear button: a grey circle with a cross at the trailing end, shown while the field has text
/// and `clearButtonMode` allows; a tap empties the field.
extension TextField {
    /// The clear button's diameter.
    public static let clearButtonSize: Double = 22

    /// Whether the clear button shows now: the field has text and `clearButtonMode` allows it in the
    /// current editing state.
    public var isClearButtonVisible: Bool {
        guard !storage.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// Where the clear button sits (the field's coordinates): at the trailing end, inside the inset
    /// (the left end in a right-to-left field).
    public var clearButtonRect: Rect {
        let s = Self.clearButtonSize
        let x = isRightToLeft ? bounds.minX + Self.textInset : bounds.maxX - Self.textInset - s
        return Rect(x: x, y: bounds.midY - s / 2, width: s, height: s)
    }

    /// Where the text area starts (the field's coordinates): after the inset, and in a
    /// right-to-left field after the clear button while it shows.
    var textAreaStart: Double {
        guard isRightToLeft, isClearButtonVisible else { return Self.textInset }
        return Self.textInset + Self.clearButtonSize + Self.textInset / 2
    }

    /// The width the text may use: the bounds less the insets and, while it shows, the clear button.
    var textAreaWidth: Double {
        let button = isClearButtonVisible ? Self.clearButtonSize + Self.textInset / 2 : 0
        return max(1, bounds.width - 2 * Self.textInset - button)
    }

    /// Whether `point` (the field's coordinates) presses the clear button (a finger's width around it).
    func isOnClearButton(_ point: Point) -> Bool {
        isClearButtonVisible && clearButtonRect.insetBy(dx: -Self.textInset, dy: -Self.textInset).contains(point)
    }

    /// Empties the field as typing would (the delegate may refuse; `.editingChanged` is sent) and
    /// starts editing.
    func clearTapped() {
        if !isFirstResponder, !becomeFirstResponder() { return }
        clearMarkedText()
        replace(0..<storage.count, with: "")
        restartBlink()
    }

    /// Covers the text under the button with the field's fill, then draws the button.
    func drawClearButton(in canvas: Canvas, fill: Color) {
        guard isClearButtonVisible else { return }
        let r = clearButtonRect
        if isRightToLeft {
            let coverEnd = r.maxX + Self.textInset / 2
            canvas.fill(Rect(x: bounds.minX + 8, y: bounds.minY + 2, width: coverEnd - bounds.minX - 8, height: bounds.height - 4), with: fill)
        } else {
            let coverStart = r.minX - Self.textInset / 2
            canvas.fill(Rect(x: coverStart, y: bounds.minY + 2, width: bounds.maxX - 8 - coverStart, height: bounds.height - 4), with: fill)
        }
        canvas.fillEllipse(in: r, with: Color(white: 0.62))
        let arm = r.width * 0.22
        let c = Point(x: r.midX, y: r.midY)
        canvas.stroke([Point(x: c.x - arm, y: c.y - arm), Point(x: c.x + arm, y: c.y + arm)], width: 2, color: .white)
        canvas.stroke([Point(x: c.x - arm, y: c.y + arm), Point(x: c.x + arm, y: c.y - arm)], width: 2, color: .white)
    }

    /// While the clear button shows, the "Clear text" action a screen reader offers (the button is
    /// drawn, not an element of its own).
    var clearTextActions: [AccessibilityCustomAction]? {
        guard isClearButtonVisible, isEnabled else { return nil }
        return [AccessibilityCustomAction(name: currentLocalization.text(.clearText)) { [weak self] in
            guard let self, self.isClearButtonVisible else { return false }
            self.clearTapped()
            return true
        }]
    }
}
