import CXKBCommon
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

/// A real xkb keymap (rules "evdev", model "pc105", layout "us" unless a test picks another) and the
/// modifier state of the seat's keyboard. Owns its xkbcommon objects; one per compositor, used on the compositor's thread only.
final class XKBKeyboard {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer
    /// The keymap in xkb text format v1.
    let keymapText: [UInt8]

    /// The serialized modifiers: depressed, latched, locked, group.
    struct Modifiers: Equatable {
        var depressed: UInt32
        var latched: UInt32
        var locked: UInt32
        var group: UInt32
    }

    /// The keymap of xkb-data's `layout` and `variant` ("" for the layout's default).
    init(layout: String = "us", variant: String = "") throws(HeadlessCompositorError) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else {
            throw .keymapUnavailable(reason: "xkb_context_new failed")
        }
        // A layout that does not compile is reported by the error thrown, not on stderr.
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        let compiled: OpaquePointer? = "evdev".withCString { rules in
            "pc105".withCString { model in
                layout.withCString { layoutName in
                    variant.withCString { variantName in
                        var names = xkb_rule_names(rules: rules, model: model, layout: layoutName, variant: variantName,
                                                   options: nil)
                        return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                    }
                }
            }
        }
        guard let keymap = compiled else {
            xkb_context_unref(context)
            throw .keymapUnavailable(
                reason: "rules evdev / model pc105 / layout \(layout) variant '\(variant)' did not compile (is xkb-data installed?)")
        }
        guard let text = xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1), let state = xkb_state_new(keymap) else {
            xkb_keymap_unref(keymap)
            xkb_context_unref(context)
            throw .keymapUnavailable(reason: "cannot serialize the keymap or create its state")
        }
        // The keymap event's size includes the terminating NUL.
        keymapText = Array(UnsafeRawBufferPointer(start: text, count: strlen(text) + 1))
        free(text)
        self.context = context
        self.keymap = keymap
        self.state = state
    }

    deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// The size to announce in `wl_keyboard.keymap`.
    var keymapSize: UInt32 { UInt32(keymapText.count) }

    /// A new anonymous shared file holding the keymap text.
    func keymapFileDescriptor() -> OwnedFileDescriptor? {
        try? SharedMemory.file(containing: keymapText)
    }

    /// Updates the state for evdev `key` going down or up; returns the new modifiers when they changed.
    /// A code with no xkb equivalent (evdev + 8 overflows) changes nothing.
    func update(key: UInt32, pressed: Bool) -> Modifiers? {
        guard let keyCode = key.checkedAdding(8) else { return nil }
        let changed = xkb_state_update_key(state, keyCode, pressed ? XKB_KEY_DOWN : XKB_KEY_UP)
        return changed.rawValue == 0 ? nil : modifiers
    }

    /// The current serialized modifiers.
    var modifiers: Modifiers {
        Modifiers(
            depressed: xkb_state_serialize_mods(state, XKB_STATE_MODS_DEPRESSED),
            latched: xkb_state_serialize_mods(state, XKB_STATE_MODS_LATCHED),
            locked: xkb_state_serialize_mods(state, XKB_STATE_MODS_LOCKED),
            group: xkb_state_serialize_layout(state, XKB_STATE_LAYOUT_EFFECTIVE))
    }
}
