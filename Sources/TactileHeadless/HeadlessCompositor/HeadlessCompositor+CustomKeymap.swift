import WaylandServer

extension HeadlessCompositor {
    /// Sends `wl_keyboard.keymap` with a file the test made — unusable, truncated, huge — to every
    /// bound keyboard, announcing `size` bytes in `format`. Each keyboard gets its own duplicate of
    /// `fileDescriptor`; the caller still owns (and closes) the original. Returns how many keyboards got it.
    @discardableResult
    public func sendKeymap(
        fileDescriptor: Int32, size: UInt32, format: WlKeyboardResource.KeymapFormat = .xkbV1
    ) -> Int {
        var sent = 0
        for keyboard in keyboardResources where keyboard.isAlive {
            guard let descriptor = OwnedFileDescriptor.duplicating(fileDescriptor) else { continue }
            if (try? keyboard.keymap(format: format, fd: descriptor, size: size)) != nil { sent += 1 }
        }
        server.flushClients()
        return sent
    }

    /// Switches the seat's keyboard to xkb-data's `layout` and `variant` ("" for the default; for
    /// example "us" with "intl" has dead keys on ' ` ~ ^ "), as a compositor does when the user
    /// switches layouts: every bound keyboard gets the new keymap, and the focused one the new
    /// (cleared) modifiers. Later `keyPress` calls use it. A layout xkb-data does not have throws
    /// `keymapUnavailable` and keeps the old keymap.
    public func useKeyboardLayout(_ layout: String, variant: String = "") throws(HeadlessCompositorError) {
        let compiled = try XKBKeyboard(layout: layout, variant: variant)
        keyboard = compiled
        let serial = server.nextSerial()
        let modifiers = compiled.modifiers
        for resource in keyboardResources where resource.isAlive {
            if let descriptor = compiled.keymapFileDescriptor() {
                try? resource.keymap(format: .xkbV1, fd: descriptor, size: compiled.keymapSize)
            }
            if let focus = keyboardFocus, !focus.isDestroyed, resource.client === focus.resource.client {
                try? resource.modifiers(serial: serial, modsDepressed: modifiers.depressed, modsLatched: modifiers.latched,
                                        modsLocked: modifiers.locked, group: modifiers.group)
            }
        }
        server.flushClients()
    }
}
