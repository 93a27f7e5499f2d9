import WaylandServer

extension HeadlessCompositor {
    /// Linux evdev key codes for `keyPress`/`keyRelease` (xkb adds 8).
    public enum Key {
        public static let escape: UInt32 = 1
        public static let backspace: UInt32 = 14
        public static let tab: UInt32 = 15
        public static let enter: UInt32 = 28
        public static let leftControl: UInt32 = 29
        public static let a: UInt32 = 30
        public static let leftShift: UInt32 = 42
        public static let space: UInt32 = 57
    }

    /// Gives `surface` keyboard focus (`wl_keyboard.enter` + current modifiers), leaving the previous one.
    public func keyboardEnter(_ surface: HeadlessSurface) throws(HeadlessCompositorError) {
        try requireCapability(.keyboard, "keyboard")
        try requireAlive(surface)
        let keyboards = try resources(keyboardResources, for: surface)
        if keyboardFocus != nil { try keyboardLeave() }
        keyboardFocus = surface
        let modifiers = try xkbKeyboard().modifiers
        let serial = server.nextSerial()
        for keyboard in keyboards {
            try? keyboard.enter(serial: serial, surface: surface.resource, keys: [])
            try? keyboard.modifiers(serial: serial, modsDepressed: modifiers.depressed, modsLatched: modifiers.latched,
                                    modsLocked: modifiers.locked, group: modifiers.group)
        }
    }

    /// Sends `wl_keyboard.leave` and drops keyboard focus.
    public func keyboardLeave() throws(HeadlessCompositorError) {
        let keyboards = try focusedKeyboards()
        guard let surface = keyboardFocus else { return }
        keyboardFocus = nil
        let serial = server.nextSerial()
        for keyboard in keyboards { try? keyboard.leave(serial: serial, surface: surface.resource) }
    }

    /// Presses evdev `key` (`Key` codes) on the focused surface; sends `modifiers` when they change.
    public func keyPress(_ key: UInt32) throws(HeadlessCompositorError) {
        try sendKey(key, pressed: true)
    }

    /// Releases evdev `key` on the focused surface; sends `modifiers` when they change.
    public func keyRelease(_ key: UInt32) throws(HeadlessCompositorError) {
        try sendKey(key, pressed: false)
    }

    private func sendKey(_ key: UInt32, pressed: Bool) throws(HeadlessCompositorError) {
        let keyboards = try focusedKeyboards()
        let changed = try xkbKeyboard().update(key: key, pressed: pressed)
        let serial = server.nextSerial()
        for keyboard in keyboards {
            try? keyboard.key(serial: serial, time: eventTime, key: key, state: pressed ? .pressed : .released)
            if let modifiers = changed {
                try? keyboard.modifiers(serial: serial, modsDepressed: modifiers.depressed, modsLatched: modifiers.latched,
                                        modsLocked: modifiers.locked, group: modifiers.group)
            }
        }
    }

    private func focusedKeyboards() throws(HeadlessCompositorError) -> [WlKeyboardResource] {
        try requireCapability(.keyboard, "keyboard")
        guard let surface = keyboardFocus, !surface.isDestroyed else { throw .noKeyboardFocus }
        return try resources(keyboardResources, for: surface)
    }
}
