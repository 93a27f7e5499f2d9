import TactileCore

/// The row of letters a long press on a key offers (the key's own letter first, then its accented
/// forms); the one under the finger is highlighted and typed when the finger lifts.
@MainActor final class KeyAlternatesView: View {
    /// The letters offered, left to right.
    var options: [String] = [] { didSet { if options != oldValue { setNeedsDisplay() } } }
    /// The index of the highlighted letter.
    var highlighted = 0 {
        didSet {
            guard highlighted != oldValue else { return }
            setNeedsDisplay(cell(oldValue))
            setNeedsDisplay(cell(highlighted))
        }
    }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isHidden = true
    }

    private var cellWidth: Double { bounds.width / Double(max(options.count, 1)) }

    private func cell(_ index: Int) -> Rect {
        Rect(x: Double(index) * cellWidth, y: 0, width: cellWidth, height: bounds.height)
    }

    /// The option under `x` (the view's coordinates), clamped to the row.
    func option(atX x: Double) -> Int {
        guard !options.isEmpty, cellWidth > 0 else { return 0 }
        return min(max(Int((x / cellWidth).rounded(.down)), 0), options.count - 1)
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 8, with: .white)
        let size = min(bounds.height * 0.5, 30)
        for (i, text) in options.enumerated() {
            let c = cell(i)
            guard c.intersects(rect) else { continue }
            if i == highlighted {
                canvas.fillRoundedRect(c.insetBy(dx: 3, dy: 3), radius: 6, with: Color(red: 0.0, green: 0.48, blue: 1.0))
            }
            let measured = Font.systemDefault?.layout(text, size: size).size ?? .zero
            _ = canvas.draw(text, at: Point(x: c.midX - measured.width / 2, y: c.midY - measured.height / 2), size: size,
                            color: i == highlighted ? .white : Color(white: 0.1))
        }
    }
}
