import TactileCore

/// Cut, Copy and Paste through the clipboard the platform installed on the window (`Window.clipboard`). Copy and Cut take the
/// selection, or the whole text when nothing is selected; Paste replaces the selection.
extension TextField {
    /// Whether the clipboard holds text to paste.
    public var canPaste: Bool {
        guard let window else { return false }
        return window.clipboard?.hasText ?? false
    }

    /// Inserts the clipboard's text at the caret (in place of the selection) when it arrives from the client holding it, as
    /// typing does (the delegate decides; `maximumLength` cuts; line breaks become spaces). Returns
    /// whether a paste started.
    @discardableResult public func paste() -> Bool {
        guard isEnabled, let window, let clipboard = window.clipboard else { return false }
        return clipboard.requestText { [weak self] text in
            guard let self, self.isEnabled else { return }
            self.clearMarkedText()
            self.insertText(String(text.map { $0.isNewline ? " " : $0 }))
        }
    }

    /// Puts the selected text, or the whole text when nothing is selected, on the clipboard (never
    /// for secure entry). Returns whether it did.
    @discardableResult public func copy() -> Bool {
        guard !isSecureTextEntry, !storage.isEmpty, let window, let clipboard = window.clipboard else {
            return false
        }
        return clipboard.copy(selectedRange.isEmpty ? storage : selectedText)
    }

    /// Copies the selection (or the whole text) to the clipboard, then deletes it (through the
    /// delegate). Never for secure entry. Returns whether it did.
    @discardableResult public func cut() -> Bool {
        let range = selectedRange.isEmpty ? 0..<storage.count : selectedRange
        guard copy() else { return false }
        replace(range, with: "")
        return true
    }

    /// Ctrl+C copies, Ctrl+X cuts, Ctrl+V pastes (a hardware keyboard's shortcuts); true when
    /// `event` was one of them.
    func handleClipboardShortcut(_ event: KeyEvent) -> Bool {
        guard event.modifiers.contains(.control), !event.modifiers.contains(.alt) else { return false }
        switch event.keysym {
        case 0x63, 0x43: copy()                               // c, C
        case 0x78, 0x58: cut()                                // x, X
        case 0x76, 0x56: paste()                              // v, V
        default: return false
        }
        return true
    }
}
