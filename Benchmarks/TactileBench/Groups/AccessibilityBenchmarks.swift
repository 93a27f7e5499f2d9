import Tactile
import TactileCore

/// Issue 37's speech figure: in speech mode, a finger landing on kiosk-demo's home screen at 1080p
/// to the utterance handed to the `SpeechOutput` (explore by touch). The AT-SPI walk's figure comes
/// from `AtspiOrcaClientTests`, which runs a real bus and registry (docs/BENCHMARKS.md).
enum AccessibilityBenchmarks: BenchmarkGroup {
    static let name = "accessibility"
    static let summary = "explore by touch on kiosk-demo's home screen at 1080p: touch frame → utterance handed to SpeechOutput"

    @MainActor static func run(in run: BenchmarkRun) throws {
        let probe = try ExploreProbe()
        var samples: [Double] = []
        for index in 0..<(run.count(101) + 8) {
            let elapsed = try probe.touchTile()
            if index >= 8 { samples.append(Double(elapsed) / 1_000_000) }
        }
        let stats = Statistics(samples)
        run.record(Figure(group: name, name: "explore by touch at 1080p: touch frame → utterance", unit: "ms",
                          median: stats.median, p99: stats.p99, samples: stats.count, target: .atMost(1),
                          parameters: ["size": "1920x1080", "app": "kiosk-demo home screen"],
                          note: "HeadlessCompositor in-process (one thread runs both): wall time from sending wl_touch.down "
                              + "and frame on a tile to the SpeechOutput's speak call, alternating two tiles; last said: \""
                              + probe.output.last + "\""))
    }
}
