import Foundation

/// The JSON file a full run writes to `Benchmarks/results/<date>.json`.
struct ResultsFile: Codable, Sendable {
    var date: String
    var mode: String
    var machine: MachineInfo
    var figures: [Figure]

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(self)
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    static func read(from path: String) throws -> ResultsFile {
        try JSONDecoder().decode(ResultsFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Today's date, `YYYY-MM-DD` (UTC).
    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }

    /// A summary table: the figures with a target, in run order, then (unless `targetsOnly`) the
    /// others; or, with `headline`, the README's ten headline figures.
    func markdownTable(targetsOnly: Bool = false, headline: Bool = false) -> String {
        var lines = ["| Group | Figure | Median | p99 | Target | Met |", "|---|---|---|---|---|---|"]
        let shown = headline ? HeadlineFigures.pick(from: figures)
            : figures.filter { $0.target != nil } + (targetsOnly ? [] : figures.filter { $0.target == nil })
        for f in shown {
            let p99 = f.p99.map { Figure.format($0) + " " + f.unit } ?? "–"
            let target = f.target.map { $0.text + " " + f.unit } ?? "–"
            let met = f.met.map { $0 ? "yes" : "**no**" } ?? "–"
            lines.append("| \(f.group) | \(f.name) | \(Figure.format(f.median)) \(f.unit) | \(p99) | \(target) | \(met) |")
        }
        return lines.joined(separator: "\n")
    }
}
