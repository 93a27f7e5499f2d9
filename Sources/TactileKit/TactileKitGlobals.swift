// Everything in TactileKit that lives for the whole process, in one file.
//
// Why it is safe: `KitGlobals` is isolated to the main actor, so the compiler admits reads and
// writes of what it holds from the main thread only; no two threads ever touch it.

/// What the widget set shares across windows.
@MainActor enum KitGlobals {
    /// fontconfig's state and the default font, loaded once for every label and field.
    static let fonts = FontCache()
}
