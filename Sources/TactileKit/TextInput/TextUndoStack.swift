import TactileCore

/// A text object that a `TextUndoStack` changes back and forth.
@MainActor package protocol TextUndoable: AnyObject {
    /// Replaces characters `range` with `string` and puts the caret after it, as an undo or redo
    /// (no delegate is asked; change events are sent as for typing).
    func applyUndoEdit(replacing range: Range<Int>, with string: String)
}

/// The undo history of one text object (`TextField.undoStack`, `TextView.undoStack`): each edit
/// can be undone and redone, in order. Typing is grouped by words — a run of typed characters is
/// one step, and a space after a word starts the next — and so is a run of backspaces; moving the
/// caret or selecting ends a group. A new edit clears what could be redone; setting the object's
/// `text` clears the history. Ctrl+Z undoes and Ctrl+Shift+Z redoes on a hardware keyboard, and
/// the edit menu offers Undo and Redo when they apply.
@MainActor public final class TextUndoStack {
    /// One change: at `location`, `removed` was replaced by `inserted`.
    struct Edit {
        var location: Int
        var removed: String
        var inserted: String
    }

    /// The most steps kept; older ones are forgotten.
    public static let limit = 100

    private var undoSteps: [Edit] = []
    private var redoSteps: [Edit] = []
    /// Whether the next typed character may join the last step.
    private var isGrouping = false
    /// The text object changed.
    package weak var owner: (any TextUndoable)?
    /// Set while an undo or redo changes the text, which is then not recorded.
    private var isApplying = false

    /// Creates an empty history.
    public init() {}

    /// Whether there is an edit to undo.
    public var canUndo: Bool { !undoSteps.isEmpty }
    /// Whether there is an undone edit to redo.
    public var canRedo: Bool { !redoSteps.isEmpty }

    /// Reverts the last edit (or group of typing); nothing when there is none.
    public func undo() {
        guard let owner, let edit = undoSteps.popLast() else { return }
        isGrouping = false
        apply(to: owner, edit.location..<(edit.location + edit.inserted.count), edit.removed)
        redoSteps.append(edit)
    }

    /// Makes the last undone edit again; nothing when there is none.
    public func redo() {
        guard let owner, let edit = redoSteps.popLast() else { return }
        isGrouping = false
        apply(to: owner, edit.location..<(edit.location + edit.removed.count), edit.inserted)
        undoSteps.append(edit)
    }

    /// Forgets every step.
    public func removeAll() {
        undoSteps.removeAll()
        redoSteps.removeAll()
        isGrouping = false
    }

    /// Ends the current group of typing: the next edit is a step of its own.
    package func endGroup() { isGrouping = false }

    /// Records that `removed` at `location` was replaced by `inserted` (ignored while undoing).
    package func record(at location: Int, removed: String, inserted: String) {
        guard !isApplying, !(removed.isEmpty && inserted.isEmpty) else { return }
        redoSteps.removeAll()
        if isGrouping, var last = undoSteps.last, joins(last, location: location, removed: removed, inserted: inserted) {
            if inserted.isEmpty {
                last.location = location
                last.removed = removed + last.removed
            } else {
                last.inserted += inserted
            }
            undoSteps[undoSteps.count - 1] = last
            return
        }
        undoSteps.append(Edit(location: location, removed: removed, inserted: inserted))
        if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
        // Single characters typed or deleted start a group; pastes and replacements stand alone.
        isGrouping = (removed.isEmpty && inserted.count == 1) || (inserted.isEmpty && removed.count == 1)
    }

    /// Whether an edit continues `last`: the next character typed after it (a space only after
    /// other spaces), or the character deleted just before it.
    private func joins(_ last: Edit, location: Int, removed: String, inserted: String) -> Bool {
        if removed.isEmpty, inserted.count == 1, last.removed.isEmpty, !last.inserted.isEmpty,
           location == last.location + last.inserted.count {
            let startsWord = inserted.first?.isWhitespace == true && last.inserted.last?.isWhitespace == false
            let newLine = inserted == "\n"
            return !startsWord && !newLine
        }
        if inserted.isEmpty, removed.count == 1, last.inserted.isEmpty, !last.removed.isEmpty {
            return location + 1 == last.location
        }
        return false
    }

    private func apply(to owner: any TextUndoable, _ range: Range<Int>, _ string: String) {
        isApplying = true
        owner.applyUndoEdit(replacing: range, with: string)
        isApplying = false
    }
}

extension TextUndoStack {
    /// Ctrl+Z undoes, Ctrl+Shift+Z (and Ctrl+Y) redoes; true when `event` was one of them.
    package func handle(_ event: KeyEvent) -> Bool {
        guard event.modifiers.contains(.control), !event.modifiers.contains(.alt) else { return false }
        switch event.keysym {
        case 0x7a, 0x5a:                                      // z, Z
            if event.modifiers.contains(.shift) { redo() } else { undo() }
        case 0x79, 0x59: redo()                               // y, Y
        default: return false
        }
        return true
    }

    /// The edit menu's Undo and Redo items that apply now.
    var menuItems: [EditMenu.Item] {
        (canUndo ? [.undo] : []) + (canRedo ? [.redo] : [])
    }
}

extension String {
    /// Replaces characters `range` (grapheme offsets, clamped to the text) with `string`; returns
    /// the offset just after the inserted text.
    mutating func replaceCharacters(in range: Range<Int>, with string: String) -> Int {
        let lower = min(max(range.lowerBound, 0), count), upper = min(max(range.upperBound, lower), count)
        let start = index(startIndex, offsetBy: lower)
        replaceSubrange(start..<index(start, offsetBy: upper - lower), with: string)
        return lower + string.count
    }
}
