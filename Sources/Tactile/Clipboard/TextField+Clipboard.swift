import TactileCore

/// Cut, Copy and Paste through the compositor's clipboard (`wl_data_device`). The field has no
/// selection yet, so Copy and Cut take its whole text.
extension TextField {
    /// Whether the clipboard holds text to paste.
    public var canPaste: Bool {
        guard let window else { return false }
        return WaylandClipboard.serving(window)?.hasText ?? false
    }

    /// Inserts the clipboard's text at the caret when it arrives from the client holding it, as
    /// typing does (the delegate decides; `maximumLength` cuts; line breaks become spaces). Returns
    /// whether a paste started.
    @discardableResult public func paste() -> Bool {
        guard isEnabled, let window, let clipboard = WaylandClipboard.serving(window) else { return false }
        return clipboard.requestText { [weak self] text in
            guard let self, self.isEnabled else { return }
            self.clearMarkedText()
            self.insertText(String(text.map { $0.isNewline ? " " : $0 }))
        }
    }

    /// Puts the field's text on the clipboard (never for secure entry). Returns whether it did.
    @discardableResult public func copy() -> Bool {
        guard !isSecureTextEntry, !storage.isEmpty, let window, let clipboard = WaylandClipboard.serving(window) else {
            return false
        }
        return clipboard.copy(storage)
    }

    /// Copies the field's text to the clipboard, then deletes it (through the delegate). Never for
    /// secure entry. Returns whether it did.
    @discardableResult public func cut() -> Bool {
        guard copy() else { return false }
        replace(0..<storage.count, with: "")
        return true
    }
}
