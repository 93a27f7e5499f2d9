import TactileCore

/// The in-app on-screen keyboard: keys drawn from a `KeyboardLayout`, typing into a `KeyInput`.
///
/// It behaves like a phone keyboard: the key under a finger lights up with a preview above it and
/// types when the finger lifts (sliding to another key types that one); a second finger coming
/// down types the first finger's key at once (rollover, for two-thumb typing); backspace deletes on
/// touch-down, repeats while held and then deletes whole words; shift gives one capital, a double
/// tap locks capitals. With more than one of `availableLayouts` a globe key shows the next
/// language's layout (English, German, French, Arabic). Every point of the keyboard belongs to its nearest key, so the gaps and the
/// edges still type. `OnScreenKeyboard` shows and hides it for text fields.
@MainActor public final class KeyboardView: View {
    /// Where typing goes.
    public weak var target: (any KeyInput)?
    /// The keys offered (it picks the layout); setting it shows the first page.
    public var keyboardType: KeyboardType = .default { didSet { page = .letters; relayout() } }
    /// The return key's label.
    public var returnKeyType: ReturnKeyType = .default { didSet { titlesChanged() } }
    /// The page shown.
    public private(set) var page: KeyboardLayout.Page = .letters
    /// Shift: off, for the next letter, or locked.
    public enum ShiftState: Sendable, Equatable { case off, once, locked }
    /// The shift state.
    public internal(set) var shift: ShiftState = .off { didSet { if shift != oldValue { titlesChanged() } } }

    /// Delay before backspace repeats, and between repeats.
    public static let repeatDelay: Duration = .milliseconds(500), repeatInterval: Duration = .milliseconds(100)
    /// Repeats after which backspace deletes whole words.
    public static let repeatsBeforeWords = 8
    /// Longest gap between two taps on shift that locks capitals.
    public static let capsLockInterval: Duration = .milliseconds(350)

    /// The current layout.
    public private(set) var layout = KeyboardLayout.letters()
    /// The languages whose layouts the globe key cycles through (KeyboardView+Languages.swift).
    var storedLayouts = ["en"]
    /// The language of the layout shown.
    public internal(set) var language = "en"
    /// Where a bad language code is reported.
    var logger = TextEntryLog.log
    /// Each key's frame (the view's coordinates), row by row as in `layout`.
    public private(set) var keyFrames: [(key: KeyboardKey, frame: Rect)] = []

    /// A finger on the keyboard and the key it is on.
    struct Press {
        let touch: Touch
        var keyIndex: Int?
        var typed = false
        /// Its key's alternates are showing and the finger chooses among them.
        var choosing = false
    }
    var presses: [Press] = []
    var repeatTimer: TimerToken?
    var repeatCount = 0
    var lastShiftTap: Duration?
    let preview = KeyPreview()
    /// The accented letters a long press shows (KeyboardView+Alternates.swift).
    let alternates = KeyAlternatesView()
    var alternatesTimer: TimerToken?
    /// The press waiting for its key's alternates: its touch's identity and its key.
    struct PendingAlternates {
        let touch: ObjectIdentifier
        let keyIndex: Int
    }
    var pendingAlternates: PendingAlternates?
    /// The alternates timer's action, made once.
    lazy var alternatesTimerAction: @MainActor () -> Void = { [weak self] in self?.alternatesTimerFired() }
    /// The keys' labels as drawn (`measureTitles`); empty when they must be measured again.
    var keyTitles: [KeyTitle] = []
    /// One invisible view per key for the screen reader (KeyboardView+Accessibility.swift).
    var keyElements: [KeyboardKeyElement] = []

    /// The scroll views this keyboard made room in (`OnScreenKeyboard`).
    let avoidance = KeyboardAvoidance()
    /// Set by `OnScreenKeyboard.show`: the keyboard follows its window's size.
    var followsWindow = false
    /// Set while `OnScreenKeyboard` moves it (a slide), as opposed to autoresizing with the window.
    var isBeingPlaced = false
    /// A resize moved the keyboard: the scroll views make room again after the layout pass.
    var needsAvoidance = false

    /// A frame change that `OnScreenKeyboard` did not make is the window's resize.
    public override var frame: Rect {
        didSet { if frame != oldValue { OnScreenKeyboard.windowResized(under: self) } }
    }

    private func titlesChanged() {
        keyTitles.removeAll(keepingCapacity: true)
        setNeedsDisplay()
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(red: 0.82, green: 0.84, blue: 0.87)
        isMultipleTouchEnabled = true
        presses.reserveCapacity(10)
        preview.isHidden = true
        addSubview(preview)
        addSubview(alternates)
        relayout()
    }

    /// A keyboard's height for a window of `size`: about 40 % of the height, less on tall screens.
    public static func height(for size: Size) -> Double {
        (min(size.height * 0.42, max(180, size.width * 0.34))).rounded()
    }

    /// Shows page `page`.
    public func show(page: KeyboardLayout.Page) {
        self.page = page
        relayout()
    }

    func relayout() {
        layout = KeyboardLayout.layout(for: page, type: keyboardType, language: language,
                                       showsGlobe: storedLayouts.count > 1)
        accessibilityLanguage = layout.language
        // At once, not at the next frame: the next finger must find the new keys.
        setNeedsLayout()
        layoutIfNeeded()
        // Fingers still down (a page key lifted while another rests) are on the new keys now.
        refindPressedKeys()
    }

    public override func layoutSubviews() {
        let inset = 4.0, gap = 6.0
        let rows = layout.rows
        let rowHeight = (bounds.height - 2 * inset) / Double(max(rows.count, 1))
        let unit = (bounds.width - 2 * inset) / layout.unitsWide
        keyFrames.removeAll(keepingCapacity: true)
        for (r, row) in rows.enumerated() {
            let rowWidth = row.reduce(0) { $0 + $1.width } * unit
            var x = inset + (bounds.width - 2 * inset - rowWidth) / 2
            let y = inset + Double(r) * rowHeight
            for key in row {
                let w = key.width * unit
                keyFrames.append((key, Rect(x: x + gap / 2, y: y + gap / 2, width: max(0, w - gap), height: max(0, rowHeight - gap))))
                x += w
            }
        }
        keyTitles.removeAll(keepingCapacity: true)
        syncKeyElements()
        setNeedsDisplay()
        OnScreenKeyboard.avoidAfterLayout(self)
    }

    /// The key nearest to `p` (the view's coordinates): every point belongs to some key.
    public func keyIndex(at p: Point) -> Int? {
        guard bounds.contains(p) else { return nil }
        var best: Int?
        var bestDistance = Double.infinity
        for (i, entry) in keyFrames.enumerated() {
            let f = entry.frame
            let dx = max(f.minX - p.x, 0, p.x - f.maxX), dy = max(f.minY - p.y, 0, p.y - f.maxY)
            let d = dx * dx + dy * dy
            if d < bestDistance { bestDistance = d; best = i }
        }
        return best
    }

    /// The label shown on `key` now (letters follow shift; return follows `returnKeyType`, in the
    /// layout's language).
    func title(of key: KeyboardKey) -> String {
        switch key.action {
        case .enter: currentLocalization.text(returnKeyType.toolkitString, language: language)
        case .text(let s) where shift != .off: KeyboardKey.shiftedText(s)
        default: key.label
        }
    }

    /// The app's language changed: unless the app chose this window's keyboard languages
    /// (`OnScreenKeyboard.setLayouts(_:in:)`), the keyboard shows the new language's layout and
    /// the globe key cycles through the app's languages.
    public override func localizationDidChange(_ relocalization: Relocalization) {
        super.localizationDidChange(relocalization)
        guard let window, !OnScreenKeyboard.hasChosenLayouts(in: window) else { return }
        availableLayouts = OnScreenKeyboard.localizedLayouts(in: window)
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { fingersBegan(touches) }
    public override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { fingersMoved(touches) }
    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { fingersEnded(touches, typing: true) }
    public override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { fingersEnded(touches, typing: false) }

    public override func draw(_ rect: Rect, in canvas: Canvas) {
        if keyTitles.count != keyFrames.count { measureTitles() }
        for (i, entry) in keyFrames.enumerated() where entry.frame.intersects(rect) {
            let pressed = presses.contains { $0.keyIndex == i }
            let special: Bool
            switch entry.key.action {
            case .text: special = false
            case .shift: special = shift == .off
            default: special = true
            }
            let fill = pressed ? Color(white: 0.62)
                : special ? Color(red: 0.68, green: 0.70, blue: 0.74) : .white
            canvas.fillRoundedRect(entry.frame, radius: 6, with: fill)
            if entry.key.action == .nextKeyboard {
                drawGlobe(in: entry.frame, canvas: canvas)
                continue
            }
            let title = keyTitles[i]
            _ = canvas.draw(title.text, at: Point(x: entry.frame.midX - title.measured.width / 2,
                                                  y: entry.frame.midY - title.measured.height / 2),
                            size: title.size, color: Color(white: 0.1))
        }
    }

    /// Each key's label, its size and its measured extent, shaped once per layout, page, shift state
    /// and return key rather than on every draw.
    func measureTitles() {
        keyTitles.removeAll(keepingCapacity: true)
        for entry in keyFrames {
            let text = title(of: entry.key)
            let size = min(entry.frame.height * 0.45, text.count > 1 ? 16 : 24)
            keyTitles.append(KeyTitle(text: text, size: size, measured: Font.systemDefault?.layout(text, size: size).size ?? .zero))
        }
    }

    /// The key at `index` of `keyFrames`, or nil for an index from an earlier set of keys.
    func key(at index: Int?) -> (key: KeyboardKey, frame: Rect)? {
        guard let index, keyFrames.indices.contains(index) else { return nil }
        return keyFrames[index]
    }

    /// After the keys changed: each finger that has not typed is on the new key under it (as if it
    /// had just slid there); backspace stops repeating and the alternates close.
    func refindPressedKeys() {
        guard !presses.isEmpty else { return }
        endBackspace()
        cancelAlternatesTimer()
        hideAlternates()
        for i in presses.indices {
            presses[i].keyIndex = presses[i].typed ? nil : keyIndex(at: presses[i].touch.location(in: self))
        }
        updatePreview()
    }

    /// Repaints key `index` only (its lit state changed).
    func damageKey(_ index: Int?) {
        guard let index, index < keyFrames.count else { return }
        setNeedsDisplay(keyFrames[index].frame)
    }
}

/// A key's label as drawn.
struct KeyTitle {
    let text: String
    let size: Double
    let measured: Size
}

/// The bubble above a pressed character key, showing what it types.
@MainActor final class KeyPreview: View {
    var label = "" { didSet { if label != oldValue { setNeedsDisplay() } } }

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 8, with: .white)
        let size = min(bounds.height * 0.5, 34)
        let measured = Font.systemDefault?.layout(label, size: size).size ?? .zero
        _ = canvas.draw(label, at: Point(x: bounds.midX - measured.width / 2, y: bounds.midY - measured.height / 2),
                        size: size, color: Color(white: 0.1))
    }
}
