import Synchronization

// Every piece of process-wide state TactileKit keeps, in one place.

/// The asset tables `Image.register(assets:)` was given, in registration order, for
/// `Image(named:)`.
///
/// A global `let` of a `Mutex` needs no unsafe annotation: the mutex is `Sendable`, and every read
/// and write of the array goes through `withLock`, so threads never see it half-written. Only
/// `Image+Named.swift` touches it.
let registeredImageAssets = Mutex<[ImageAssets]>([])
