import TactileCore

/// A single line of editable text, as UIKit's `UITextField`. A tap makes it first responder (the
/// on-screen keyboard slides in) and puts the caret at the nearest character boundary; typing from
/// the keyboard or a hardware keyboard goes in through `KeyInput`. Sends the editing events
/// (`.editingDidBegin`, `.editingChanged`, `.editingDidEnd`, `.editingDidEndOnExit`).
///
/// A double tap selects the word under the finger (`selectedRange`); a long press shows the edit
/// menu (Cut, Copy, Paste, Select All). Typing replaces the selection.
///
/// With `isSecureTextEntry` it shows one bullet per character; the text itself is never logged,
/// recorded or traced by the toolkit.
@MainActor open class TextField: Control, KeyInput {
    /// The text. Setting it moves the caret to the end, drops any composing text and sends no event.
    public var text: String {
        get { storage }
        set {
            guard newValue != storage else { return }
            clearMarkedText()
            storage = newValue
            caret = newValue.count
            undoStack.removeAll()
            textDidChange()
        }
    }
    /// Shown in grey while the text is empty.
    public var placeholder: String? { didSet { if placeholder != oldValue { setNeedsDisplay() } } }
    /// The typeface; defaults to `Font.systemDefault`. A sized font also sets `fontSize`.
    public var font: Font? = Font.systemDefault {
        didSet {
            guard font !== oldValue else { return }
            if let size = font?.pointSize { fontSize = size }
            textDidChange()
        }
    }
    /// The text size in points. Default 20.
    public var fontSize: Double = 20 { didSet { if fontSize != oldValue { textDidChange() } } }
    /// The text colour.
    public var textColor = Color(white: 0.1) { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    /// Bullets instead of the characters.
    public var isSecureTextEntry = false { didSet { if isSecureTextEntry != oldValue { textDidChange() } } }
    /// Which keys the on-screen keyboard offers.
    public var keyboardType: KeyboardType = .default
    /// What the keyboard's return key says.
    public var returnKeyType: ReturnKeyType = .default
    /// Asked before editing begins, before each change and on return.
    public weak var delegate: TextFieldDelegate?
    /// Whether becoming first responder shows the in-app keyboard. Default true (and when the app
    /// runs with `RunOptions.textEntry` `.inputMethod` on a compositor with one, it never shows).
    public var showsOnScreenKeyboard = true
    /// The most characters typing, pasting or an input method may put in the field. Default 1000;
    /// longer input is cut at the limit (a log line gives the count, never the text).
    public var maximumLength = 1000
    /// The most UTF-8 bytes the field holds, whatever the characters. Default 16,000; longer input is
    /// cut at a character boundary. Runs of combining marks are cut at 30 (`insertText`).
    public var maximumUTF8Length = 16_000
    /// Whether the field is being edited: it is first responder (typing goes into it).
    public var isEditing: Bool { isFirstResponder }
    /// When the clear button shows at the trailing end (TextField+ClearButton.swift). Default `.never`.
    public var clearButtonMode: ViewMode = .never {
        didSet { if clearButtonMode != oldValue { textDidChange() } }
    }
    /// The input method's composing text (preedit), drawn underlined at the caret; not part of `text`.
    public internal(set) var markedText: String?

    /// The caret, as a count of characters (grapheme clusters) before it; the end of the selection
    /// when there is one. Moving it drops the selection.
    public internal(set) var caret = 0 {
        didSet {
            caret = min(max(caret, 0), storage.count)
            if selectionAnchor != nil {
                selectionAnchor = nil
                setNeedsDisplay()
            }
            if caret != oldValue { editingStateDidChange() }
        }
    }
    /// Space between the border and the text, in points.
    public static let textInset: Double = 10
    /// How long the caret stays on, then off.
    public static let caretBlinkInterval: Duration = .milliseconds(530)

    package var storage = ""
    /// `displayText` shaped, kept until the text, font or size changes.
    struct ShapedText {
        /// The caret's x for each boundary 0...count, in text coordinates.
        var boundaryOffsets: [Double]?
        /// Each character's visual extent, in text coordinates (`characterExtents()`).
        var characterExtents: [LayoutCaretPositions.Extent]?
        /// The laid-out line the field draws.
        var layout: TextLayout?
        /// The text area's width and the field's direction the layout was made for.
        var room: Double = 0
        var direction: LayoutDirection = .leftToRight
    }
    var shaped = ShapedText()
    /// How far the text is scrolled left to keep the caret visible.
    var scrollOffset: Double = 0
    var caretVisible = true
    var blinkTimer: TimerToken?
    /// The cursor (or highlight) inside `markedText`, in characters; nil hides it.
    var markedCursor: Range<Int>?
    /// Where the selection starts (before `caret`), when some text is selected.
    var selectionAnchor: Int?
    /// The edit menu, while it shows.
    var editMenu: EditMenu?
    /// The loupe, while a long press moves the caret.
    var magnifier: TextMagnifier?
    /// A double tap selects a word; a long press shows the edit menu.
    let wordSelectionRecognizer = TapGestureRecognizer()
    let editMenuRecognizer = LongPressGestureRecognizer()
    /// Dragging either end of the selection.
    let selectionHandles = SelectionHandleDrag()
    /// The text's undo history (`TextUndoStack`): Ctrl+Z, Ctrl+Shift+Z and the edit menu use it.
    public let undoStack = TextUndoStack()

    /// A field with `text`.
    public init(frame: Rect, text: String = "") {
        storage = text
        caret = text.count
        super.init(frame: frame)
        undoStack.owner = self
        installSelectionGestures()
    }

    public override init(frame: Rect) {
        super.init(frame: frame)
        undoStack.owner = self
        installSelectionGestures()
    }

    /// A field is as tall as its font needs, plus its insets.
    open override var intrinsicContentSize: Size {
        let lineHeight = font?.lineHeight(atSize: fontSize) ?? fontSize * 1.2
        return Size(width: View.noIntrinsicMetric, height: (lineHeight + 2 * Self.textInset).rounded(.up))
    }

    // MARK: KeyInput

    public var hasText: Bool { !storage.isEmpty }

    /// Types `text` in place of the selection. Newlines and NULs are dropped, combining marks past 30
    /// in a row are dropped, and the rest is cut to the room `maximumLength` and `maximumUTF8Length`
    /// leave (see `admissibleText(_:replacing:)`).
    public func insertText(_ text: String) {
        if text == "\n" { return returnPressed() }
        let selection = selectedRange
        let clean = admissibleText(text, replacing: selection)
        guard !clean.isEmpty else { return }
        replace(selection, with: clean)
    }

    /// Deletes the selection, or else the character before the caret.
    public func deleteBackward() {
        if deleteSelection() { return }
        guard caret > 0 else { return }
        replace((caret - 1)..<caret, with: "")
    }

    /// Deletes back to the start of the word before the caret (and the spaces after it).
    public func deleteWordBackward() {
        if deleteSelection() { return }
        guard caret > 0 else { return }
        let characters = Array(storage)
        var start = caret
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        replace(start..<caret, with: "")
    }

    /// The return key: the delegate decides; by default editing ends (`.editingDidEndOnExit`).
    public func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }

    /// Replaces the characters in `range` (character offsets) with `string`, if the delegate agrees.
    func replace(_ range: Range<Int>, with string: String) {
        let lower = storage.index(storage.startIndex, offsetBy: range.lowerBound)
        let upper = storage.index(lower, offsetBy: range.count)
        guard delegate?.textField(self, shouldChangeCharactersIn: lower..<upper, replacementString: string) ?? true else { return }
        let removed = String(storage[lower..<upper])
        storage.replaceSubrange(lower..<upper, with: string)
        undoStack.record(at: range.lowerBound, removed: removed, inserted: string)
        caret = range.lowerBound + string.count
        dismissEditMenu()
        textDidChange()
        sendActions(for: .editingChanged)
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard isEnabled, delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        startBlinking()
        let inputMethod = window?.inputMethod
        if showsOnScreenKeyboard, inputMethod?.showsInAppKeyboard ?? true, let window {
            OnScreenKeyboard.show(for: self, in: window)
        }
        inputMethod?.fieldBeganEditing(self)
        sendActions(for: .editingDidBegin)
        setNeedsDisplay()
        return true
    }

    @discardableResult open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard super.resignFirstResponder() else { return false }
        stopBlinking()
        clearMarkedText()
        dismissEditMenu()
        hideMagnifier()
        if selectionAnchor != nil { caret = selectedRange.upperBound }
        if let window {
            OnScreenKeyboard.hide(in: window)
            window.inputMethod?.fieldEndedEditing(self)
        }
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self)
        setNeedsDisplay()
        return true
    }

    // MARK: Touch

    /// A tap inside makes the field first responder and puts the caret where the finger lifted; a
    /// tap on the clear button empties the field.
    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        if isOnClearButton(touch.location(in: self)) { return clearTapped() }
        if !isFirstResponder, !becomeFirstResponder() { return }
        let offset = storageOffset(forDisplay: nearestBoundary(toX: touch.location(in: self).x))
        clearMarkedText()
        undoStack.endGroup()
        caret = offset
        restartBlink()
        setNeedsDisplay()
    }

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        drawField(in: canvas)
    }

    // MARK: Accessibility

    /// Its text as the value (a secure field says only how many characters: "5 characters"), the
    /// placeholder as the label; a search field when its return key searches.
    open override var accessibilityDefaults: AccessibilityDescription {
        let count = text.count
        let value = isSecureTextEntry ? (count == 1 ? "1 character" : "\(count) characters") : text
        var traits: AccessibilityTraits = returnKeyType == .search ? .searchField : []
        if !isEnabled { traits.insert(.notEnabled) }
        return AccessibilityDescription(isElement: true, label: placeholder, value: value, traits: traits)
    }

    /// "Clear text" while the clear button shows (TextField+ClearButton.swift).
    open override var accessibilityDefaultCustomActions: [AccessibilityCustomAction]? { clearTextActions }

    /// Shows the new language's placeholder when it came from the catalogue (typed text stays).
    open override func localizationDidChange(_ relocalization: Relocalization) {
        super.localizationDidChange(relocalization)
        relocalization.update(&placeholder)
    }

    // MARK: Hardware keys

    open override func keyDown(_ event: KeyEvent) {
        guard isFirstResponder else { return super.keyDown(event) }
        if undoStack.handle(event) || handleClipboardShortcut(event) { return }
        switch event.keysym {
        case 0xff0d, 0xff8d: returnPressed()                 // Return, KP_Enter
        case 0xff08: deleteBackward()                         // BackSpace
        case 0xff51: moveCaret(by: -1)                        // Left
        case 0xff53: moveCaret(by: 1)                         // Right
        case 0xff50: moveCaret(by: -storage.count)            // Home
        case 0xff57: moveCaret(by: storage.count)             // End
        default:
            if event.modifiers.contains(.control) || event.modifiers.contains(.logo) || event.text.isEmpty {
                super.keyDown(event)
            } else {
                insertText(event.text)
            }
        }
    }

    /// Moves the caret; with a selection, Left and Right go to its start and end.
    private func moveCaret(by delta: Int) {
        clearMarkedText()
        undoStack.endGroup()
        let selection = selectedRange
        if !selection.isEmpty, abs(delta) == 1 {
            caret = delta < 0 ? selection.lowerBound : selection.upperBound
        } else {
            caret += delta
        }
        restartBlink()
        setNeedsDisplay()
    }

    func textDidChange() {
        shaped = ShapedText()
        if caret > storage.count { caret = storage.count }
        restartBlink()
        setNeedsDisplay()
        editingStateDidChange()
    }

    /// Tells the compositor's input method (when one serves the window) about the text and caret.
    func editingStateDidChange() {
        guard isFirstResponder, let window else { return }
        window.inputMethod?.fieldDidChange(self)
    }
}
