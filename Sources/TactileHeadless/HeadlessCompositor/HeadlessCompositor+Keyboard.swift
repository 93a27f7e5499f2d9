import WaylandServer

extension HeadlessCompositor {
    /// Linux evdev key codes for `keyPress`/`keyRelease` (xkb adds 8).
    public enum Key {
        public static let escape: UInt32 = 1
        public static let backspace: UInt32 = 14
        public static let tab: UInt32 = 15
        public static let q: UInt32 = 16
        public static let e: UInt32 = 18
        public static let enter: UInt32 = 28
        public static let leftControl: UInt32 = 29
        public static let a: UInt32 = 30
        /// The ' key (dead acute, shifted dead diaeresis, in the "us" "intl" layout).
        public static let apostrophe: UInt32 = 40
        /// The ` key (dead grave, shifted dead tilde, in the "us" "intl" layout).
        public static let grave: UInt32 = 41
        public static let leftShift: UInt32 = 42
        public static let space: UInt32 = 57
    }

    /// Gives `surface` keyboard focus (`wl_keyboard.enter` + current modifiers), leaving the previous one.
    public func keyboardEnter(_ surface: HeadlessSurface) throws(HeadlessCompositorError) {
        try requireCapability(.keyboard, "keyboard")
        try requireAlive(surface)
        guard hasResource(in: keyboardResources, for: surface) else { throw .noInputObject(interface: "wl_keyboard") }
        let modifiers = try xkbKeyboard().modifiers
        if keyboardFocus != nil {
            try? keyboardLeave()  // the old focus may belong to a client without a keyboard any more
            keyboardFocus = nil
        }
        keyboardFocus = surface
        let serial = server.nextSerial()
        try deliver(to: keyboardResources, for: surface) { keyboard in
            try? keyboard.enter(serial: serial, surface: surface.resource, keys: [])
            try? keyboard.modifiers(serial: serial, modsDepressed: modifiers.depressed, modsLatched: modifiers.latched,
                                    modsLocked: modifiers.locked, group: modifiers.group)
        }
        moveTextInputFocus(to: surface)
        sendSelection(toClientOf: surface)
    }

    /// Sends `wl_keyboard.leave` and drops keyboard focus.
    public func keyboardLeave() throws(HeadlessCompositorError) {
        let serial = server.nextSerial()
        let surface = keyboardFocus
        try deliverToFocusedKeyboard { keyboard in
            if let surface { try? keyboard.leave(serial: serial, surface: surface.resource) }
        }
        keyboardFocus = nil
        moveTextInputFocus(to: nil)
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
        try requireCapability(.keyboard, "keyboard")
        guard let surface = keyboardFocus, !surface.isDestroyed else { throw .noKeyboardFocus }
        guard hasResource(in: keyboardResources, for: surface) else { throw .noInputObject(interface: "wl_keyboard") }
        let changed = try xkbKeyboard().update(key: key, pressed: pressed)
        let serial = server.nextSerial()
        try deliverToFocusedKeyboard { keyboard in
            try? keyboard.key(serial: serial, time: eventTime, key: key, state: pressed ? .pressed : .released)
            if let modifiers = changed {
                try? keyboard.modifiers(serial: serial, modsDepressed: modifiers.depressed, modsLatched: modifiers.latched,
                                        modsLocked: modifiers.locked, group: modifiers.group)
            }
        }
    }

    private func deliverToFocusedKeyboard(_ body: (WlKeyboardResource) -> Void) throws(HeadlessCompositorError) {
        try requireCapability(.keyboard, "keyboard")
        guard let surface = keyboardFocus, !surface.isDestroyed else { throw .noKeyboardFocus }
        try deliver(to: keyboardResources, for: surface, body)
    }
}
