import ArgumentParser
import Foundation

/// `tactile-bench`: measures Tactile's hot paths against their targets (docs/BENCHMARKS.md).
@main
struct TactileBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-bench",
        abstract: "Measures Tactile's hot paths and writes the figures to Benchmarks/results/<date>.json.",
        discussion: """
            Each figure is the median over many samples (p99 too where the tail matters), next to its \
            target. Build with -c release for real figures (`make bench`). --smoke runs every benchmark a \
            token number of times: it proves they still run and asserts nothing about speed (CI).
            """)

    @Flag(help: "Run every benchmark a token number of times; figures are meaningless, nothing is written.")
    var smoke = false

    @Option(name: .customLong("group"), help: "Run only these groups (repeatable): \(TactileBench.groupNames).")
    var groups: [String] = []

    @Option(help: "Where to write the JSON results (default Benchmarks/results/<date>.json; none in smoke mode).")
    var output: String?

    @Option(help: "Print the README summary table of an existing results file and exit.")
    var table: String?

    @Flag(help: "With --table: only the figures that have a target.")
    var targetsOnly = false

    @Flag(help: "With --table: only the README's ten headline figures.")
    var headline = false

    @Option(help: ArgumentHelp(
        "Directory of the apps the latency and startup groups run (default: beside tactile-bench).",
        discussion: "`make bench` passes dist/, the shipped binaries `make release` builds."))
    var apps: String?

    @Flag(help: "List the groups and exit.")
    var list = false

    static var groupNames: String {
        BenchmarkGroups.all.map { $0.name }.joined(separator: ", ")
    }

    mutating func validate() throws {
        let known = Set(BenchmarkGroups.all.map { $0.name })
        for g in groups where !known.contains(g) {
            throw ValidationError("unknown group '\(g)'; the groups are: \(Self.groupNames).")
        }
    }

    @MainActor
    func run() async throws {
        if list {
            for g in BenchmarkGroups.all { print("\(g.name): \(g.summary)") }
            return
        }
        if let table {
            let file: ResultsFile
            do { file = try ResultsFile.read(from: table) } catch {
                throw ValidationError("cannot read \(table): \(error)")
            }
            print(file.markdownTable(targetsOnly: targetsOnly, headline: headline))
            return
        }
        let machine = MachineInfo.current()
        let run = BenchmarkRun(mode: smoke ? .smoke : .full, appsDirectory: apps)
        print("tactile-bench (\(run.mode.rawValue), \(machine.build) build) on \(machine.cpu), \(machine.cores) cores, "
              + "load \(machine.loadAverage.map { Figure.format($0) }.joined(separator: " "))")
        #if DEBUG
        if !smoke { print("warning: a debug build; figures are far slower than `make bench` (-c release)") }
        #endif
        // Only a full release run is judged against the targets: smoke counts and debug code say
        // nothing about speed.
        let judged = !smoke && machine.build == "release"
        run.onFigure = { f in
            var line = "  \(f.name): \(Figure.format(f.median)) \(f.unit)"
            if let p99 = f.p99, f.samples > 1 { line += " (p99 \(Figure.format(p99)))" }
            if let t = f.target {
                line += "  target \(t.text)"
                if judged { line += "  \(f.met == true ? "met" : "NOT MET")" }
            }
            print(line)
        }
        var failures: [String] = []
        for group in BenchmarkGroups.all where groups.isEmpty || groups.contains(group.name) {
            print("\(group.name): \(group.summary)")
            do { try group.run(in: run) } catch {
                print("  error: \(error)")
                failures.append(group.name)
            }
        }
        if !smoke {
            let path = output ?? "Benchmarks/results/\(ResultsFile.today()).json"
            let file = ResultsFile(date: ResultsFile.today(), mode: run.mode.rawValue, machine: machine, figures: run.figures)
            try file.write(to: path)
            print("wrote \(path)")
        } else if let output {
            try ResultsFile(date: ResultsFile.today(), mode: run.mode.rawValue, machine: machine, figures: run.figures)
                .write(to: output)
        }
        let targeted = run.figures.filter { $0.target != nil }.count
        if judged {
            let missed = run.figures.filter { $0.met == false }.count
            print("\(run.figures.count) figures, \(targeted) with targets, \(missed) missed")
        } else {
            print("\(run.figures.count) figures, \(targeted) with targets; \(smoke ? "a smoke run" : "a debug build"): "
                  + "figures are not judged against their targets (`make bench` judges a release build)")
        }
        if !failures.isEmpty {
            print("tactile-bench: these groups could not run: \(failures.joined(separator: ", "))")
            throw ExitCode(1)
        }
    }
}
