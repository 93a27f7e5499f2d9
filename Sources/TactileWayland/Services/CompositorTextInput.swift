import TactileCore
import TactileKit
import WaylandClient

/// The app's side of the compositor's input method for one window: a `zwp_text_input_v3` per seat.
///
/// While a text field is first responder and a seat's text-input focus is on the window (`enter`),
/// the field's text input is enabled and told the content type, the surrounding text with the caret,
/// and the caret's rectangle, then committed; the field resigning disables it. The input method's
/// `preedit_string`, `commit_string` and `delete_surrounding_text` wait for `done` and are applied
/// together (`TextField.apply`). After a `done` whose serial counts every commit made, the field's new
/// state is sent; after a stale one it is not (the compositor has newer state coming). Events for no
/// field being edited, or for a field the app disabled (`isEnabled` false), are dropped.
@MainActor final class CompositorTextInput: InputMethodService {
    /// The choice in `RunOptions.textEntry`.
    let mode: TextEntryMode
    private let manager: ZwpTextInputManagerV3?
    private let surface: WlSurface
    private var seats: [TextInputSeat] = []
    private weak var field: TextField?
    /// Set while an input method's edit is applied: the field's changes are not echoed one by one.
    private var isApplyingEdit = false

    init(mode: TextEntryMode, manager: ZwpTextInputManagerV3?, surface: WlSurface) {
        self.mode = mode
        self.manager = mode == .inAppKeyboard ? nil : manager
        self.surface = surface
        if mode != .inAppKeyboard, manager == nil {
            PlatformLog.textEntry.notice("the compositor offers no zwp_text_input_manager_v3: text fields use the in-app keyboard")
        }
    }

    /// Whether a field becoming first responder now shows the in-app keyboard: always, unless the
    /// mode is `.inputMethod` and the compositor's input method serves the window (a seat's text-input
    /// focus is on it: sway, for one, offers text-input-v3 but sends no `enter` while no input method runs).
    public var showsInAppKeyboard: Bool { mode != .inputMethod || manager == nil || !seats.contains { $0.hasFocus } }

    /// Whether a seat's text input is enabled (tests).
    var isEnabled: Bool { seats.contains { $0.isEnabled } }

    // MARK: Seats

    /// A seat appeared: get its text input.
    func seatAdded(_ seat: WlSeat, name: UInt32) {
        guard let manager else { return }
        do {
            let entry = TextInputSeat(name: name, textInput: try manager.getTextInput(seat: seat))
            entry.textInput.onEvent = { [weak self, weak entry] event in
                guard let self, let entry else { return }
                self.handle(event, on: entry)
            }
            seats.append(entry)
        } catch {
            PlatformLog.textEntry.error("cannot create a text input: \(error)")
        }
    }

    /// A seat went away.
    func seatRemoved(name: UInt32) {
        for entry in seats where entry.name == name { try? entry.textInput.destroy() }
        seats.removeAll { $0.name == name }
    }

    // MARK: The field

    /// `field` became first responder.
    public func fieldBeganEditing(_ field: TextField) {
        guard manager != nil else { return }
        self.field = field
        for entry in seats where entry.hasFocus { enable(entry, for: field) }
    }

    /// `field` resigned first responder.
    public func fieldEndedEditing(_ field: TextField) {
        guard field === self.field else { return }
        self.field = nil
        for entry in seats where entry.isEnabled {
            entry.isEnabled = false
            entry.pending = InputMethodEdit()
            send(on: entry) { textInput in
                try textInput.disable()
                try textInput.commit()
            }
            entry.commits &+= 1
        }
    }

    /// The field's text or caret changed (typing, a tap, the app).
    public func fieldDidChange(_ field: TextField) {
        guard field === self.field, !isApplyingEdit else { return }
        for entry in seats where entry.isEnabled { sendState(of: field, on: entry, cause: .other) }
    }

    // MARK: Protocol

    private func handle(_ event: ZwpTextInputV3.Event, on entry: TextInputSeat) {
        switch event {
        case let .enter(surface):
            guard surface === self.surface else { return }
            entry.hasFocus = true
            guard let field, field.isFirstResponder else { return }
            enable(entry, for: field)
            // The input method takes over from the in-app keyboard shown meanwhile.
            if mode == .inputMethod, let window = field.window { OnScreenKeyboard.hide(in: window) }
        case .leave:
            entry.hasFocus = false
            entry.isEnabled = false
            entry.pending = InputMethodEdit()
            entry.sent = nil
            field?.clearMarkedText()
        case let .preeditString(text, cursorBegin, cursorEnd):
            entry.pending.preedit = text
            entry.pending.preeditCursorBegin = cursorBegin
            entry.pending.preeditCursorEnd = cursorEnd
        case let .commitString(text):
            entry.pending.commit = text
        case let .deleteSurroundingText(before, after):
            entry.pending.deleteBefore = before
            entry.pending.deleteAfter = after
        case let .done(serial):
            done(serial: serial, on: entry)
        }
    }

    private func done(serial: UInt32, on entry: TextInputSeat) {
        let edit = entry.pending
        entry.pending = InputMethodEdit()
        guard entry.isEnabled, let field, field.isFirstResponder, field.isEnabled else {
            if edit != InputMethodEdit() {
                PlatformLog.textEntry.debug("an input-method edit arrived with no text field being edited: dropped")
            }
            return
        }
        isApplyingEdit = true
        field.apply(edit)
        isApplyingEdit = false
        // A stale serial: the compositor has not seen our latest state; it sends a newer done.
        guard serial == entry.commits, entry.isEnabled, field === self.field else { return }
        sendState(of: field, on: entry, cause: .inputMethod)
    }

    private func enable(_ entry: TextInputSeat, for field: TextField) {
        send(on: entry) { try $0.enable() }
        entry.isEnabled = true
        entry.sent = nil
        entry.pending = InputMethodEdit()
        sendState(of: field, on: entry, cause: .other)
    }

    /// Sends what `field` shows (when it differs from what was sent) and commits it.
    private func sendState(of field: TextField, on entry: TextInputSeat, cause: ZwpTextInputV3.ChangeCause) {
        let content = InputMethodContent(field: field)
        guard content != entry.sent else { return }
        entry.sent = content
        send(on: entry) { textInput in
            if let text = content.surroundingText {
                try textInput.setSurroundingText(text: text, cursor: content.cursor, anchor: content.anchor)
                try textInput.setTextChangeCause(cause: cause)
            }
            try textInput.setContentType(hint: content.hint, purpose: content.purpose)
            try textInput.setCursorRectangle(x: content.cursorX, y: content.cursorY,
                                             width: content.cursorWidth, height: content.cursorHeight)
            try textInput.commit()
        }
        entry.commits &+= 1
    }

    private func send(on entry: TextInputSeat, _ requests: (ZwpTextInputV3) throws -> Void) {
        do { try requests(entry.textInput) } catch {
            PlatformLog.textEntry.error("cannot send to the text input: \(error)")
        }
    }

}

/// One seat's `zwp_text_input_v3` and what the app knows of it.
@MainActor final class TextInputSeat {
    let name: UInt32
    let textInput: ZwpTextInputV3
    /// The seat's text-input focus is on the window (`enter` without `leave`).
    var hasFocus = false
    /// Enabled (and committed) for the field being edited.
    var isEnabled = false
    /// How many `commit` requests were sent: the serial a current `done` carries.
    var commits: UInt32 = 0
    /// Events waiting for `done`.
    var pending = InputMethodEdit()
    /// The state last committed.
    var sent: InputMethodContent?

    init(name: UInt32, textInput: ZwpTextInputV3) {
        self.name = name
        self.textInput = textInput
    }
}
