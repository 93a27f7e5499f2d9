import Foundation
import Testing
import TactileCore
import TactileTesting
import TactileSoakKit

/// A short soak (docs/RELIABILITY.md, "Soak"): the map-pins-like window takes 200,000 raw touch
/// events and the process neither grows nor gains descriptors. It runs the `tactile-soak` binary in a
/// child process of its own, so tests running in parallel in this process cannot disturb its RSS and
/// descriptor samples. `tactile-soak` exits 1 when RSS grows by 1 MiB or more or the descriptor count
/// changes; a leaked object per event (≥ 32 bytes × 190,000 ≈ 6 MB) or per touch frame (≈ 2.7 MB,
/// checked by hand) breaks that.
@MainActor @Suite struct SoakSmokeTests {
    /// `tactile-soak` next to the test bundle (`swift build --build-tests` builds it).
    nonisolated static let soakBinary: String? = {
        guard let first = CommandLine.arguments.first else { return nil }
        let path = URL(fileURLWithPath: first).deletingLastPathComponent().appendingPathComponent("tactile-soak").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }()

    /// Under CI (`CI=true`) the binary is part of every build: a missing one fails the test.
    nonisolated static let isCI = ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? "")

    @Test(.enabled(if: isCI || soakBinary != nil, "needs the tactile-soak binary built next to the tests; under CI=true it runs and fails"))
    func residentMemoryAndDescriptorsStayFlatOverTwoHundredThousandEvents() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.soakBinary))
        process.arguments = ["--events", "200000", "--warm-up", "10000"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0, "tactile-soak said:\n\(text)")
        #expect(text.contains("tactile-soak: passed"), "tactile-soak said:\n\(text)")
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
