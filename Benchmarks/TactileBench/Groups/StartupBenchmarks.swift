import TactileTesting
import TactileHeadless

#if canImport(Glibc)
import Glibc
#endif

/// The examples' start-up time and resident memory: `map-pins`, `kiosk-demo` and `order-kiosk`.
///
/// Each launch starts the example (the binary next to `tactile-bench`) as a child process under a
/// fresh `HeadlessCompositor` with immediate frame callbacks, and times it from just before the
/// spawn to the arrival of its first commit with a buffer; the child's VmRSS is read at that moment.
enum StartupBenchmarks: BenchmarkGroup {
    static let name = "startup"
    static let summary = "map-pins, kiosk-demo and order-kiosk start-up time and resident memory"

    /// The examples measured, with what their first frame holds.
    static let clients: [(name: String, setting: String)] = [
        ("map-pins", "800×600, default pins"),
        ("kiosk-demo", "1280×800, home screen with its tile and carousel pictures decoded"),
        ("order-kiosk", "1280×800, start screen"),
    ]

    @MainActor static func run(in run: BenchmarkRun) throws {
        for client in clients { try measure(client.name, setting: client.setting, in: run) }
    }

    @MainActor private static func measure(_ client: String, setting: String, in run: BenchmarkRun) throws {
        let binary = try SiblingBinary.path(of: client, in: run.appsDirectory,
                                         buildHint: "swift build -c release --product \(client)")
        var times: [Double] = []
        var rss: [Double] = []
        // One unrecorded launch first: the page cache holds the binary and its libraries afterwards.
        for launch in 0..<(1 + run.count(11)) {
            let session = try ChildSession(executable: binary, arguments: [])
            _ = try session.waitForFirstFrame()
            guard launch > 0, let firstFrameAt = session.probe.firstFrameAt else { continue }
            times.append(Double(firstFrameAt &- session.startedAt) / 1e6)
            if let kB = session.firstFrameRSS { rss.append(Double(kB) / 1024) }
        }
        let method = "\(client) (\(setting)) as a child process under HeadlessCompositor; "
        let t = Statistics(times)
        run.record(Figure(group: name, name: "\(client): process start → first committed frame", unit: "ms",
                          median: t.median, p99: t.maximum, samples: t.count, target: .atMost(100),
                          parameters: ["client": client],
                          note: method + "from just before posix_spawn to the arrival of the first commit with a buffer (p99 = slowest launch)"))
        let r = Statistics(rss)
        run.record(Figure(group: name, name: "\(client): RSS after the first frame", unit: "MB",
                          median: r.median, p99: r.maximum, samples: r.count, target: .atMost(40),
                          parameters: ["client": client],
                          note: method + "VmRSS of /proc/<pid>/status when the first frame arrived (p99 = largest)"))
    }
}
