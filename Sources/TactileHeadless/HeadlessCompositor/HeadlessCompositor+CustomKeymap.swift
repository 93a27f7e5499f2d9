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
}
