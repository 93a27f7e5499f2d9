import ArgumentParser
import Foundation
import TactileCore
import TactileTesting
import TactileSoakKit

/// `tactile-soak`: millions of raw touch events into a map-pins-like window; resident memory and
/// open file descriptors must stay flat (docs/RELIABILITY.md, "Soak").
@main
struct TactileSoak: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-soak",
        abstract: "Drives a realistic window with a long deterministic touch stream and checks for leaks.",
        discussion: """
            Fast mode: a ManualClock and no rendering. Resources are sampled after the warm-up and at \
            the end; exit status 1 when resident memory grew by the limit or more, or the number of open \
            file descriptors changed.
            """)

    @Option(help: "How many raw touch events (downs, motions, ups, frames, cancels) to send.")
    var events = 10_000_000

    @Option(help: "Events sent before the first sample.")
    var warmUp = 10_000

    @Option(help: "The stream seed.")
    var seed: UInt64 = 0x50AC

    @Option(help: "Resident memory growth (bytes) that fails the run.")
    var rssLimit = 1 << 20

    mutating func validate() throws {
        guard events > 0 else { throw ValidationError("--events must be positive.") }
        guard warmUp >= 0 else { throw ValidationError("--warm-up must not be negative.") }
        guard rssLimit > 0 else { throw ValidationError("--rss-limit must be positive.") }
    }

    @MainActor
    func run() async throws {
        print("tactile-soak: \(events) events, warm-up \(warmUp), seed \(seed)")
        let clock = ContinuousClock()
        let began = clock.now
        let run = SoakRun(events: events, warmUp: warmUp, seed: seed) { count in
            print("  \(count) events…")
        }
        let elapsed = clock.now - began
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        guard let rssStart = run.start.residentBytes, let rssEnd = run.end.residentBytes,
              let fdStart = run.start.openFileDescriptors, let fdEnd = run.end.openFileDescriptors else {
            print("tactile-soak: cannot read /proc/self/statm or /proc/self/fd")
            throw ExitCode(2)
        }
        let mebibytes = { (bytes: Int) in String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
        print("tactile-soak: \(run.events) events, \(run.sequences) sequences, \(run.actions) actions, "
              + "\(run.pinTouches) pin touches, \(String(format: "%.1f", seconds)) s, "
              + "\(Int(Double(run.events) / max(seconds, 1e-9))) events/s, "
              + "RSS \(mebibytes(rssStart)) → \(mebibytes(rssEnd)) (growth \(run.residentGrowth) bytes), "
              + "fds \(fdStart) → \(fdEnd)")
        if run.residentGrowth >= rssLimit || run.descriptorChange != 0 {
            print("tactile-soak: FAILED (RSS growth limit \(rssLimit) bytes; fds must not change)")
            throw ExitCode(1)
        }
        print("tactile-soak: passed")
    }
}
