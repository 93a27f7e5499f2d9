import TactileCore

/// Multi-line text, editable or read-only, as UIKit's `UITextView`: a scroll view whose content
/// is the text wrapped to its width (at the Unicode line break opportunities, or inside a word
/// longer than a line), with a newline starting a new paragraph. Each paragraph reads in the
/// direction of its first strong letter (Arabic and Hebrew right to left, mixed text ordered by
/// the bidi algorithm); its lines start at its leading edge, or the view's when that is the right.
///
/// A tap makes an editable view first responder (the on-screen keyboard slides in) and puts the
/// caret at the nearest character boundary; a double tap selects the word under the finger.
/// Typing replaces the selection; Return inserts a newline; the arrow keys move the caret (Up and
/// Down to the nearest boundary on the line above or below); Home and End go to the line's ends.
/// The view scrolls to keep the caret visible. With `isEditable` false the text can be selected
/// but not changed, and keys that edit do nothing.
@MainActor open class TextView: ScrollView, KeyInput {
    /// The text. Setting it moves the caret to the end and tells the delegate nothing.
    public var text: String {
        get { storage }
        set {
            guard newValue != storage else { return }
            storage = newValue
            selectionAnchor = nil
            caret = newValue.count
            undoStack.removeAll()
            textDidChange()
        }
    }
    /// Whether typing changes the text. Default true; false leaves it selectable, read-only.
    public var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }
    /// The typeface; defaults to `Font.systemDefault`. A sized font also sets `fontSize`.
    public var font: Font? = Font.systemDefault {
        didSet {
            guard font !== oldValue else { return }
            if let size = font?.pointSize { fontSize = size }
            paragraphCache = TextViewLines.Cache()      // keyed by the font's identity: never a stale one
            textDidChange()
        }
    }
    /// The text size in points. Default 17.
    public var fontSize: Double = 17 { didSet { if fontSize != oldValue { textDidChange() } } }
    /// The text colour.
    public var textColor = Color(white: 0.1) { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// Told about changes, asked before each.
    public weak var delegate: TextViewDelegate?
    /// Space between the edges and the text, in points.
    public static let textInset: Double = 8

    /// The caret, as a count of characters (grapheme clusters) before it; the end of the selection
    /// when there is one.
    public internal(set) var caret = 0 {
        didSet {
            caret = min(max(caret, 0), storage.count)
            if caret != oldValue { setNeedsDisplay() }
        }
    }
    /// The selected characters, as grapheme offsets like `caret`; empty (at the caret) when
    /// nothing is selected. Setting it clamps to the text and puts the caret at its end.
    public var selectedRange: Range<Int> {
        get {
            guard let selectionAnchor, selectionAnchor < caret else { return caret..<caret }
            return selectionAnchor..<caret
        }
        set {
            let count = storage.count
            let lower = min(max(newValue.lowerBound, 0), count), upper = min(max(newValue.upperBound, 0), count)
            caret = upper
            selectionAnchor = lower < upper ? lower : nil
            undoStack.endGroup()
            setNeedsDisplay()
        }
    }
    /// The text's undo history (`TextUndoStack`): Ctrl+Z, Ctrl+Shift+Z and the edit menu use it.
    public let undoStack = TextUndoStack()

    package var storage = ""
    var selectionAnchor: Int?
    /// The wrapped lines, kept until the text, font, size, width or direction changes.
    var laidOut: TextViewLines?
    /// Each paragraph's layout by its text: an edit lays out again only the paragraphs it changed.
    var paragraphCache = TextViewLines.Cache()
    /// The edit menu, while it shows.
    var editMenu: EditMenu?
    /// The loupe, while a long press moves the caret.
    var magnifier: TextMagnifier?
    let caretRecognizer = TapGestureRecognizer()
    let wordRecognizer = TapGestureRecognizer()
    let editMenuRecognizer = LongPressGestureRecognizer()
    /// Dragging either end of the selection.
    let selectionHandles = SelectionHandleDrag()

    /// A text view showing `text`.
    public init(frame: Rect, text: String = "") {
        storage = text
        super.init(frame: frame)
        caret = text.count
        setUp()
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        alwaysBounceVertical = true
        backgroundColor = .white
        undoStack.owner = self
        installTextGestures()
    }

    // MARK: KeyInput

    public var hasText: Bool { !storage.isEmpty }

    /// Types `text` in place of the selection (nothing when not editable).
    public func insertText(_ text: String) {
        guard isEditable, !text.isEmpty else { return }
        replace(selectedRange, with: text)
    }

    /// Deletes the selection, or else the character before the caret.
    public func deleteBackward() {
        guard isEditable else { return }
        let selection = selectedRange
        if !selection.isEmpty { return replace(selection, with: "") }
        guard caret > 0 else { return }
        replace((caret - 1)..<caret, with: "")
    }

    /// Replaces the characters in `range` (character offsets) with `string`, if the delegate
    /// agrees; recorded for undo.
    func replace(_ range: Range<Int>, with string: String) {
        let lower = storage.index(storage.startIndex, offsetBy: range.lowerBound)
        let upper = storage.index(lower, offsetBy: range.count)
        guard delegate?.textView(self, shouldChangeTextIn: lower..<upper, replacementText: string) ?? true else { return }
        let removed = String(storage[lower..<upper])
        storage.replaceSubrange(lower..<upper, with: string)
        undoStack.record(at: range.lowerBound, removed: removed, inserted: string)
        selectionAnchor = nil
        caret = range.lowerBound + string.count
        dismissEditMenu()
        textDidChange()
        delegate?.textViewDidChange(self)
    }

    /// The text or caret changed: lines laid out again (unchanged paragraphs from the cache), the
    /// content size follows, the caret shows.
    func textDidChange() {
        laidOut = nil
        if caret > storage.count { caret = storage.count }
        updateContentSize()
        scrollToCaret()
        setNeedsDisplay()
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard isEditable, super.becomeFirstResponder() else { return false }
        if let window, window.inputMethod?.showsInAppKeyboard ?? true {
            OnScreenKeyboard.show(for: self, view: self, keyboardType: .default, returnKeyType: .default, in: window)
        }
        setNeedsDisplay()
        return true
    }

    @discardableResult open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard super.resignFirstResponder() else { return false }
        dismissEditMenu()
        if let window { OnScreenKeyboard.hide(in: window) }
        setNeedsDisplay()
        return true
    }

    // MARK: Keys

    /// Typing, Return (a newline), Backspace, the arrows, Home, End, Ctrl+Z and Ctrl+Shift+Z
    /// (TextView+Editing.swift); other keys go to the next responder.
    open override func keyDown(_ event: KeyEvent) {
        guard isFirstResponder, handleKey(event) else { return super.keyDown(event) }
    }

    // MARK: Layout and drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let laidOut, laidOut.settings != lineSettings { textDidChange() } else if laidOut == nil { updateContentSize() }
    }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        drawText(in: rect, canvas: canvas)
    }

    // MARK: Accessibility

    /// The text as the value; static text when it cannot be edited.
    open override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: nil, value: storage, traits: isEditable ? [] : .staticText)
    }
}
