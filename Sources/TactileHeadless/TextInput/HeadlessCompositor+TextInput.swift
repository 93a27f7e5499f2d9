import WaylandServer

/// `zwp_text_input_manager_v3`, offered on request (`offerTextInput()`): the compositor acts as the
/// input method. Text-input focus follows keyboard focus (`keyboardEnter`/`keyboardLeave` send
/// `enter`/`leave` to the focused client's text inputs); tests read what the client committed
/// (`enabledTextInput`, `HeadlessTextInput.current`) and type as an input method would
/// (`sendPreedit`, `sendCommitString`, `sendDeleteSurroundingText`, then `sendTextInputDone`).
final class HeadlessTextInputRegistry {
    var inputs: [HeadlessTextInput] = []
    var global: Global?
}

extension HeadlessCompositor {
    /// Advertises `zwp_text_input_manager_v3` (version 1) to clients that connect from now on.
    public func offerTextInput() throws(HeadlessCompositorError) {
        guard textInput.global == nil else { return }
        do {
            textInput.global = try server.createGlobal(ZwpTextInputManagerV3Resource.self, version: 1) { [weak self] in
                self?.bindTextInputManager($0)
            }
        } catch {
            throw .server(error)
        }
    }

    /// Every live text input, in creation order.
    public var textInputs: [HeadlessTextInput] { textInput.inputs.filter { $0.resource.isAlive } }

    /// The text input the client with keyboard focus enabled (and committed), if any.
    public var enabledTextInput: HeadlessTextInput? {
        textInputs.first { $0.focus != nil && $0.current.isEnabled }
    }

    /// Sends `preedit_string` to the enabled text input: `text` is shown at the cursor, with the
    /// cursor (or the highlighted part) between the byte offsets `cursorBegin` and `cursorEnd`
    /// (both -1: hidden). Applied on the next `sendTextInputDone()`.
    public func sendPreedit(_ text: String?, cursorBegin: Int32, cursorEnd: Int32) throws(HeadlessCompositorError) {
        let input = try requireEnabledTextInput()
        try Self.checkWireSize(text.map { $0.utf8.count } ?? 0, otherArguments: 2)
        try? input.resource.preeditString(text: text, cursorBegin: cursorBegin, cursorEnd: cursorEnd)
        server.flushClients()
    }

    /// Sends `commit_string` to the enabled text input. Applied on the next `sendTextInputDone()`.
    public func sendCommitString(_ text: String?) throws(HeadlessCompositorError) {
        let input = try requireEnabledTextInput()
        try Self.checkWireSize(text.map { $0.utf8.count } ?? 0, otherArguments: 0)
        try? input.resource.commitString(text: text)
        server.flushClients()
    }

    /// Sends `commit_string` with exactly `bytes` (no NUL inside), valid UTF-8 or not: a faulty input method.
    public func sendCommitString(bytes: [UInt8]) throws(HeadlessCompositorError) {
        let input = try requireEnabledTextInput()
        try postCommitString(bytes: bytes, on: input.resource)
        server.flushClients()
    }

    /// Sends `commit_string` with exactly `bytes` on any text input, enabled or not, valid UTF-8 or
    /// not (a hostile input method, for fuzzers). Throws for a NUL inside or a message too large.
    public func postCommitString(bytes: [UInt8], on resource: ZwpTextInputV3Resource) throws(HeadlessCompositorError) {
        try Self.checkWireSize(bytes.count, otherArguments: 0)
        guard !bytes.contains(0) else { throw .invalidArgument("a wire string cannot hold a NUL byte") }
        postRawString(bytes, opcode: 3, on: resource)
    }

    /// Sends `delete_surrounding_text`: `before` and `after` bytes around the cursor. Applied on
    /// the next `sendTextInputDone()`.
    public func sendDeleteSurroundingText(before: UInt32, after: UInt32) throws(HeadlessCompositorError) {
        let input = try requireEnabledTextInput()
        try? input.resource.deleteSurroundingText(beforeLength: before, afterLength: after)
        server.flushClients()
    }

    /// Sends `done` with `serial`, by default the number of commits the text input made (the one
    /// the protocol asks for); another value tests a client's handling of a stale serial.
    public func sendTextInputDone(serial: UInt32? = nil) throws(HeadlessCompositorError) {
        let input = try requireEnabledTextInput()
        try? input.resource.done(serial: serial ?? input.commitCount)
        server.flushClients()
    }

    /// Sends `leave` to the text inputs focused elsewhere and `enter` to `new`'s client's ones.
    func moveTextInputFocus(to new: HeadlessSurface?) {
        for input in textInputs {
            if let focus = input.focus, focus !== new {
                if !focus.isDestroyed { try? input.resource.leave(surface: focus.resource) }
                input.focus = nil
                input.current.isEnabled = false
            }
            if let new, !new.isDestroyed, input.focus == nil, input.resource.client === new.resource.client {
                try? input.resource.enter(surface: new.resource)
                input.focus = new
            }
        }
        server.flushClients()
    }

    private func bindTextInputManager(_ manager: ZwpTextInputManagerV3Resource) {
        keep(manager)
        manager.onRequest = { [weak self] request in
            guard let self else { return }
            switch request {
            case let .getTextInput(resource, _):
                let input = HeadlessTextInput(resource: resource)
                textInput.inputs.append(input)
                resource.onRequest = { [weak input] request in input?.handle(request) }
                resource.onDestroy = { [weak self, weak input] in
                    self?.textInput.inputs.removeAll { $0 === input }
                }
                if let focus = keyboardFocus, !focus.isDestroyed, focus.resource.client === resource.client {
                    try? resource.enter(surface: focus.resource)
                    input.focus = focus
                }
            case .destroy:
                break
            }
        }
    }

    private func requireEnabledTextInput() throws(HeadlessCompositorError) -> HeadlessTextInput {
        guard let input = enabledTextInput else { throw .noEnabledTextInput }
        return input
    }

    /// libwayland refuses (and disconnects the client for) a message over 4096 bytes: an 8-byte
    /// header, the string's 4-byte length, its bytes with a NUL padded to 4, and 4 bytes per other argument.
    static func checkWireSize(_ stringBytes: Int, otherArguments: Int) throws(HeadlessCompositorError) {
        let size = 8 + 4 + (stringBytes + 1 + 3) / 4 * 4 + 4 * otherArguments
        guard size <= maximumMessageSize else { throw .messageTooLarge(bytes: size, limit: maximumMessageSize) }
    }

    /// The largest message libwayland sends.
    public static let maximumMessageSize = 4096
}
