import ArgumentParser
import Foundation
import TactileFuzzKit

extension TactileFuzz {
    /// `--text N`: N text-fuzzer sessions; prints the figures and the slowest operation, exits 1 on
    /// a broken invariant.
    @MainActor
    func runText(sessions: Int) throws {
        guard sessions > 0 else {
            throw ValidationError("--text needs a positive number of sessions, not \(sessions)")
        }
        let seed = self.seed ?? UInt64.random(in: 0...UInt64.max)
        print("tactile-fuzz: text fuzzer, seed \(seed), \(sessions) sessions of 200 operations")
        let clock = ContinuousClock()
        let origin = clock.now
        // Operations are timed in the thread's CPU time: on a loaded machine wall time would count
        // the time other processes ran.
        let summary = TextFuzzCampaign.run(seed: seed, sessions: sessions, operations: 200) { Self.threadCPUTime() }
        let total = clock.now - origin
        let ms = { (d: Duration) in Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }
        print("tactile-fuzz: \(summary.operations) operations, \(summary.bytesOffered) bytes offered, "
              + String(format: "%.1f s; slowest operation %.2f ms of CPU time", ms(total) / 1e3, ms(summary.slowest))
              + " (\(summary.slowestOperation)), \(summary.failures.count) failures (seed \(seed))")
        for failure in summary.failures { print("  " + failure) }
        if !summary.failures.isEmpty { throw ExitCode(1) }
    }

    /// The calling thread's CPU time.
    static func threadCPUTime() -> Duration {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return .seconds(t.tv_sec) + .nanoseconds(t.tv_nsec)
    }
}
