import Testing
import TactileCore
import TactileTesting

/// A short soak (docs/RELIABILITY.md, "Soak"): the map-pins-like window takes 200,000 raw touch
/// events and the process neither grows nor gains descriptors. The bounds are loose because other
/// tests run in the same process at the same time, yet a leak of one object per event (at least
/// 32 bytes × 190,000 ≈ 6 MB) or one descriptor per event breaks them.
@MainActor @Suite struct SoakSmokeTests {
    @Test func residentMemoryAndDescriptorsStayFlatOverTwoHundredThousandEvents() throws {
        let run = SoakRun(events: 200_000, warmUp: 10_000)
        try #require(run.start.residentBytes != nil && run.end.residentBytes != nil)
        try #require(run.start.openFileDescriptors != nil && run.end.openFileDescriptors != nil)
        #expect(run.events >= 200_000)
        #expect(run.residentGrowth < 3 << 20, "RSS grew by \(run.residentGrowth) bytes")
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
