import Tactile

/// A row of dots, one per page, the current one lit: the carousel's page indicator.
@MainActor public final class PageIndicator: View {
    /// How many dots.
    public var numberOfPages = 0 { didSet { if numberOfPages != oldValue { setNeedsDisplay() } } }
    /// The lit dot (0-based); clamped when drawn.
    public var currentPage = 0 { didSet { if currentPage != oldValue { setNeedsDisplay() } } }
    /// Dot diameter and the space between dot centres, in points.
    static let dot: Double = 10, pitch: Double = 22

    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public override var intrinsicContentSize: Size {
        Size(width: Double(max(numberOfPages, 1)) * Self.pitch, height: 24)
    }

    public override func draw(_ rect: Rect, in canvas: Canvas) {
        guard numberOfPages > 0 else { return }
        let lit = min(max(currentPage, 0), numberOfPages - 1)
        let width = Double(numberOfPages) * Self.pitch
        let x0 = (bounds.width - width) / 2 + (Self.pitch - Self.dot) / 2
        let y = (bounds.height - Self.dot) / 2
        for page in 0..<numberOfPages {
            let dot = Rect(x: x0 + Double(page) * Self.pitch, y: y, width: Self.dot, height: Self.dot)
            canvas.fillEllipse(in: dot, with: page == lit ? KioskPalette.accent : KioskPalette.dimDot)
        }
    }
}
