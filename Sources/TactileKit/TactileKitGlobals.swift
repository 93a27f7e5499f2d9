import Synchronization

// Everything in TactileKit that lives for the whole process, in one file.
//
// Why it is safe: `KitGlobals` is isolated to the main actor, so the compiler admits reads and
// writes of what it holds from the main thread only; no two threads ever touch it. The asset
// tables are a global `let` of a `Mutex`: the mutex is `Sendable`, and every read and write of the
// array goes through `withLock`, so no thread sees it half-written.

/// What the widget set shares across windows.
@MainActor enum KitGlobals {
    /// fontconfig's state and the default font, loaded once for every label and field.
    static let fonts = FontCache()
    /// The working arrays of `Font.layout`, kept between layouts for their capacity (a layout takes
    /// them and puts them back).
    static var textScratch = TextScratch()
}

/// The asset tables `Image.register(assets:)` was given, in registration order, for
/// `Image(named:)`. Only `Image+Named.swift` touches it.
let registeredImageAssets = Mutex<[ImageAssets]>([])
