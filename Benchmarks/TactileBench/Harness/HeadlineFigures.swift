/// The ten figures the README shows (`tactile-bench --table FILE --headline`); every other figure is in
/// the results file and docs/BENCHMARKS.md says what each group measures.
enum HeadlineFigures {
    /// Group and figure name, in the README's order.
    static let names: [(group: String, name: String)] = [
        ("dispatch", "motion N=10000 depth=64 R=5"),
        ("dispatch", "motion N=10000 depth=64 R=50"),
        ("dispatch", "motion allocations N=10000 depth=64 R=50"),
        ("arbitration", "10-finger down frame"),
        ("drawing", "map pan frame 1920×1080 / floor"),
        ("latency", "pin drag: touch frame → commit"),
        ("latency", "pin drag p50 / weston-simple-touch p50"),
        ("startup", "map-pins: process start → first committed frame"),
        ("startup", "map-pins: RSS after the first frame"),
        ("memory", "RSS growth 10000 → 1000070 events"),
    ]

    /// The headline figures found in `figures`, in the README's order (a figure a run lacks is left out).
    static func pick(from figures: [Figure]) -> [Figure] {
        names.compactMap { wanted in figures.first { $0.group == wanted.group && $0.name == wanted.name } }
    }
}
