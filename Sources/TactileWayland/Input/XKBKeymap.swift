import CXKBCommon
import Logging
import TactileCore

#if canImport(Glibc)
import Glibc
#endif

/// A compiled xkb keymap with its state: turns key codes into keysyms, text and modifiers.
///
/// The modifier state follows the compositor's `wl_keyboard.modifiers` events (`updateModifiers`),
/// as Wayland clients must; key presses themselves do not change it.
final class XKBKeymap {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer
    /// Where xkbcommon's own messages about this keymap go (not stderr).
    private let log: XKBLog

    /// Compiles a keymap from its text (xkb_v1 format). Nil when xkbcommon rejects it; what it
    /// says about the text goes to `logger`.
    init?(text: UnsafeBufferPointer<CChar>, logger: Logger = PlatformLog.input) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        let log = XKBLog.install(on: context, logger: logger)
        guard let base = text.baseAddress,
              let keymap = xkb_keymap_new_from_buffer(context, base, text.count, XKB_KEYMAP_FORMAT_TEXT_V1,
                                                       XKB_KEYMAP_COMPILE_NO_FLAGS)
        else {
            xkb_context_unref(context)
            return nil
        }
        guard let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap)
            xkb_context_unref(context)
            return nil
        }
        self.context = context
        self.keymap = keymap
        self.state = state
        self.log = log
    }

    /// Compiles a keymap from RMLVO names (e.g. layout "us"), for tests and tools.
    init?(layout: String, variant: String = "", logger: Logger = PlatformLog.input) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        let log = XKBLog.install(on: context, logger: logger)
        let keymap: OpaquePointer? = "evdev".withCString { rules in
            "pc105".withCString { model in
                layout.withCString { layoutName in
                    variant.withCString { variantName in
                        var names = xkb_rule_names(rules: rules, model: model, layout: layoutName,
                                                   variant: variantName, options: nil)
                        return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                    }
                }
            }
        }
        guard let keymap, let state = xkb_state_new(keymap) else {
            xkb_context_unref(context)
            return nil
        }
        self.context = context
        self.keymap = keymap
        self.state = state
        self.log = log
    }

    deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The keymap as text (what a compositor sends).
    var text: String? {
        guard let raw = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1) else { return nil }
        defer { free(raw) }
        return String(cString: raw)
    }

    /// Applies a `wl_keyboard.modifiers` event.
    func updateModifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        _ = xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
    }

    /// The keysym `keyCode` (xkb code: evdev + 8) produces now.
    func keysym(_ keyCode: UInt32) -> UInt32 {
        xkb_state_key_get_one_sym(state, keyCode)
    }

    /// The text `keyCode` types now (empty for none).
    func text(_ keyCode: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = Int(xkb_state_key_get_utf8(state, keyCode, &buffer, buffer.count))
        guard length > 0 else { return "" }
        return String(decoding: buffer[..<min(length, buffer.count - 1)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether holding the key repeats it.
    func repeats(_ keyCode: UInt32) -> Bool {
        xkb_keymap_key_repeats(keymap, keyCode) != 0
    }

    /// The active modifiers.
    var modifiers: KeyModifiers {
        var result: KeyModifiers = []
        func active(_ name: String) -> Bool {
            xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0
        }
        if active(XKB_MOD_NAME_SHIFT) { result.insert(.shift) }
        if active(XKB_MOD_NAME_CTRL) { result.insert(.control) }
        if active(XKB_MOD_NAME_ALT) { result.insert(.alt) }
        if active(XKB_MOD_NAME_LOGO) { result.insert(.logo) }
        if active(XKB_MOD_NAME_CAPS) { result.insert(.capsLock) }
        if active(XKB_MOD_NAME_NUM) { result.insert(.numLock) }
        return result
    }
}
