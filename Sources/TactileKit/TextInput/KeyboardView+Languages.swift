import TactileCore
import Glibc

/// The keyboard's languages: which layouts the globe key cycles through, and the globe drawn.
extension KeyboardView {
    /// The languages whose letter layouts the keyboard offers (BCP 47 codes: "en", "de-CH", "ar"),
    /// in the order the globe key cycles through them; the globe key shows when there are two or
    /// more. Setting it shows the first one's layout. Codes without a layout (see
    /// `KeyboardLayout.supportedLanguages`) and repeats are logged and left out; a list left empty
    /// becomes English. Default `["en"]`.
    public var availableLayouts: [String] {
        get { storedLayouts }
        set {
            var codes: [String] = []
            for tag in newValue {
                guard let code = KeyboardLayout.supportedLanguage(for: tag) else {
                    logger.warning("KeyboardView.availableLayouts: no keyboard layout for \"\(tag)\"; left out")
                    continue
                }
                if !codes.contains(code) { codes.append(code) }
            }
            if codes.isEmpty {
                if !newValue.isEmpty { logger.warning("KeyboardView.availableLayouts: no known layout; English shown") }
                codes = ["en"]
            }
            guard codes != storedLayouts || language != codes[0] else { return }
            storedLayouts = codes
            language = codes[0]
            shift = .off
            relayout()
        }
    }

    /// Shows the next language's layout of `availableLayouts` (after the last, the first), on the
    /// letters page: what the globe key does.
    public func showNextLayout() {
        let index = storedLayouts.firstIndex(of: language) ?? -1
        language = storedLayouts[(index + 1) % storedLayouts.count]
        shift = .off
        show(page: .letters)
    }

    /// Draws the globe key's symbol: a circle with a meridian and the equator, in strokes (no font
    /// has to hold the emoji).
    func drawGlobe(in frame: Rect, canvas: Canvas) {
        let r = min(frame.width, frame.height) * 0.22
        let c = Point(x: frame.midX, y: frame.midY)
        let ink = Color(white: 0.1)
        func ellipse(_ rx: Double, _ ry: Double) -> [Point] {
            (0...32).map { i in
                let a = Double(i) / 32 * 2 * Double.pi
                return Point(x: c.x + rx * cos(a), y: c.y + ry * sin(a))
            }
        }
        canvas.stroke(ellipse(r, r), width: 1.5, color: ink)
        canvas.stroke(ellipse(r * 0.45, r), width: 1.5, color: ink)
        canvas.stroke([Point(x: c.x - r, y: c.y), Point(x: c.x + r, y: c.y)], width: 1.5, color: ink)
    }
}
