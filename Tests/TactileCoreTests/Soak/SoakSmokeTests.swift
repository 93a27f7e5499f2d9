import Testing
import TactileCore
import TactileTesting

/// A short soak (docs/RELIABILITY.md, "Soak"): the map-pins-like window takes 200,000 raw touch
/// events and the process neither grows nor gains descriptors. RSS may grow by less than 1 MiB; a
/// leaked object per event (at least 32 bytes × 190,000 ≈ 6 MB) breaks that, and so does one per
/// touch frame (checked by hand: about 2.7 MB). The descriptor bound is loose because other tests
/// share the process at the same time, yet one leaked descriptor per event breaks it.
@MainActor @Suite struct SoakSmokeTests {
    @Test func residentMemoryAndDescriptorsStayFlatOverTwoHundredThousandEvents() throws {
        let run = SoakRun(events: 200_000, warmUp: 10_000)
        try #require(run.start.residentBytes != nil && run.end.residentBytes != nil)
        try #require(run.start.openFileDescriptors != nil && run.end.openFileDescriptors != nil)
        #expect(run.events >= 200_000)
        #expect(run.residentGrowth < 1 << 20, "RSS grew by \(run.residentGrowth) bytes")
        #expect(abs(run.descriptorChange) < 32, "fds changed by \(run.descriptorChange)")
    }

    @Test func theStreamExercisesRecognizersAndPinsAndIsDeterministic() {
        let a = SoakRun(events: 20_000, warmUp: 0)
        let b = SoakRun(events: 20_000, warmUp: 0)
        #expect(a.actions > 1_000)
        #expect(a.pinTouches > 100)
        #expect(a.sequences > 500)
        #expect(a.events == b.events && a.sequences == b.sequences)
        #expect(a.actions == b.actions && a.pinTouches == b.pinTouches)
    }

    @Test func resourcesAreReadableOnLinux() {
        let sample = ProcessResources.current()
        #expect((sample.residentBytes ?? 0) > 1 << 20)
        #expect((sample.openFileDescriptors ?? 0) >= 3)
    }
}
