/// One soak run: a `SoakWindow` fed `events` raw touch events from a `SoakStream`, with the
/// process's resources sampled after a warm-up and at the end.
@MainActor public struct SoakRun {
    /// The resources after the warm-up.
    public let start: ProcessResources
    /// The resources at the end.
    public let end: ProcessResources
    /// Raw events sent in all (warm-up included; at least the number asked for).
    public let events: Int
    /// Sequences played in all.
    public let sequences: Int
    /// Recognizer actions that fired.
    public let actions: Int
    /// Touches the touch-priority pins received.
    public let pinTouches: Int

    /// Runs `events` raw events, sampling after the first `warmUp`. `progress` is called about
    /// every `progressInterval` events with the count so far.
    public init(events: Int, warmUp: Int = 10_000, seed: UInt64 = 0x50AC,
                progressInterval: Int = 1_000_000, progress: (Int) -> Void = { _ in }) {
        let soak = SoakWindow()
        var stream = SoakStream(seed: seed)
        while stream.events < min(warmUp, events) { stream.playSequence(on: soak) }
        start = ProcessResources.current()
        var nextProgress = progressInterval
        while stream.events < events {
            stream.playSequence(on: soak)
            if stream.events >= nextProgress {
                progress(stream.events)
                nextProgress += progressInterval
            }
        }
        end = ProcessResources.current()
        self.events = stream.events
        sequences = stream.sequences
        actions = soak.actions
        pinTouches = soak.pinTouches
    }

    /// Resident memory growth in bytes between the samples (0 when unreadable).
    public var residentGrowth: Int { (end.residentBytes ?? 0) - (start.residentBytes ?? 0) }
    /// Open descriptor change between the samples (0 when unreadable).
    public var descriptorChange: Int { (end.openFileDescriptors ?? 0) - (start.openFileDescriptors ?? 0) }
}
