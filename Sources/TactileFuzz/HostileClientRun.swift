import ArgumentParser
import Foundation
import TactileTesting
import TactileFuzzKit

extension WireFuzzOptions {
    /// `tactile-fuzz --client`: random bad requests from an in-process client against a
    /// `HeadlessCompositor`. Any crash is a finding: the signal handler prints the sequence seed.
    @MainActor
    func runHostileClient(seed: UInt64?) throws {
        CrashNote.install()
        if let sequenceSeed {
            CrashNote.set(text: "\ntactile-fuzz --client: CRASH in sequence seed \(sequenceSeed)\n")
            print("sequence \(sequenceSeed): \(try HostileClientCampaign.runOne(seed: sequenceSeed, maxRequests: maxEvents))")
            return
        }
        let seed = seed ?? UInt64.random(in: 0...UInt64.max)
        print("tactile-fuzz --client: seed \(seed), \(sequences) sequences of at most \(maxEvents) requests")
        let start = Date()
        let summary = try HostileClientCampaign.run(seed: seed, sequences: sequences, maxRequests: maxEvents) { index, sequenceSeed in
            CrashNote.set(text: "\ntactile-fuzz --client: CRASH in sequence seed \(sequenceSeed): rerun with --client --sequence-seed \(sequenceSeed)\n")
            if index > 0, index % 10_000 == 0 { print("  \(index) sequences…") }
        }
        print("tactile-fuzz --client: \(summary.sequences) sequences, no crash, \(String(format: "%.1f", Date().timeIntervalSince(start))) s (seed \(seed))")
        for (ending, count) in summary.endings.sorted(by: { $0.value > $1.value }).prefix(12) { print("  ended ×\(count): \(ending)") }
    }
}
