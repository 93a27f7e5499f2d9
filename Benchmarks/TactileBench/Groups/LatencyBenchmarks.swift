import TactileCore
import TactileTesting
import TactileHeadless

#if canImport(Glibc)
import Glibc
#endif

/// Touch frame to commit under HeadlessCompositor, against weston-simple-touch.
///
/// Each client runs as a child process (`WAYLAND_SOCKET`) under its own in-process compositor with
/// immediate frame callbacks. A finger goes down, then every motion + `wl_touch.frame` is timed from
/// the moment the compositor flushes it to the arrival of the client's `wl_surface.commit` that shows
/// it (a new buffer, or a moved subsurface). The clients' samples are interleaved, so load on this
/// shared machine hits all of them alike.
enum LatencyBenchmarks: BenchmarkGroup {
    static let name = "latency"
    static let summary = "touch frame to commit under HeadlessCompositor, against weston-simple-touch"
    static let simpleTouchPath = "/usr/bin/weston-simple-touch"

    /// `TACTILE_BENCH_LATENCY_MOTIONS=N` measures N motions per client instead of 1,000 (profiling).
    static var motionsOverride: Int? {
        getenv("TACTILE_BENCH_LATENCY_MOTIONS").flatMap { Int(String(cString: $0)) }.map { max($0, 1) }
    }

    /// `TACTILE_BENCH_LATENCY_PAN=0` skips the map pan (profiling the pin drag and its peer alone).
    static var measuresPan: Bool {
        getenv("TACTILE_BENCH_LATENCY_PAN").map { String(cString: $0) != "0" } ?? true
    }

    @MainActor static func run(in run: BenchmarkRun) throws {
        let mapPins = try SiblingBinary.path(of: "map-pins", in: run.appsDirectory,
                                              buildHint: "swift build -c release --product map-pins")
        // Pin drag and its peer first, samples interleaved; then the pan on its own (its occasional
        // tile renders keep a core busy for ~100 ms and would disturb the pair).
        var pair: [TouchLatencyScenario] = []
        let pinDrag = try TouchLatencyScenario(
            label: "pin drag", executable: mapPins, arguments: ["--pin", "400,300"],
            start: Point(x: 400, y: 300), step: Point(x: 3, y: 1), stepsPerLeg: 60)
        pair.append(pinDrag)
        var simpleTouch: TouchLatencyScenario?
        var simpleTouchNote: String?
        if access(simpleTouchPath, X_OK) == 0 {
            do {
                let peer = try TouchLatencyScenario(
                    label: "weston-simple-touch", executable: simpleTouchPath, arguments: [],
                    start: Point(x: 100, y: 100), step: Point(x: 3, y: 1), stepsPerLeg: 60)
                pair.append(peer)
                simpleTouch = peer
            } catch {
                simpleTouchNote = "weston-simple-touch could not run: \(error)"
            }
        } else {
            simpleTouchNote = "\(simpleTouchPath) is not installed (Debian package weston): no peer figure"
        }
        for scenario in pair { try scenario.warmUp(motions: run.count(30)) }
        for _ in 0..<run.count(motionsOverride ?? 1000) {
            for scenario in pair { try scenario.measureOne() }
        }
        for scenario in pair { scenario.dumpProfile() }
        pair = []
        simpleTouch?.stop()
        pinDrag.stop()

        guard measuresPan else {
            recordFigures(in: run, pinDrag: pinDrag, simpleTouch: simpleTouch, simpleTouchNote: simpleTouchNote, pan: nil)
            return
        }
        let pan = try TouchLatencyScenario(
            label: "map pan 1920×1080", executable: mapPins, arguments: ["--size", "1920x1080"],
            output: OutputSettings(width: 1920, height: 1080),
            start: Point(x: 960, y: 150), step: Point(x: 4, y: 2), stepsPerLeg: 60)
        try pan.warmUp(motions: run.count(30))
        for _ in 0..<run.count(motionsOverride.map { min($0, 400) } ?? 400) { try pan.measureOne() }
        pan.dumpProfile()
        pan.stop()
        recordFigures(in: run, pinDrag: pinDrag, simpleTouch: simpleTouch, simpleTouchNote: simpleTouchNote, pan: pan)
    }

    @MainActor private static func recordFigures(in run: BenchmarkRun, pinDrag: TouchLatencyScenario,
                                                 simpleTouch: TouchLatencyScenario?, simpleTouchNote: String?,
                                                 pan: TouchLatencyScenario?) {
        for scenario in [pinDrag] + (simpleTouch.map { [$0] } ?? []) + (pan.map { [$0] } ?? []) {
            guard let cpu = scenario.cpuMicrosecondsPerMotion else { continue }
            run.record(Figure(group: name, name: "\(scenario.label): client CPU time per motion", unit: "µs",
                              median: cpu, samples: scenario.latencies.count,
                              note: "user + system time of the child over the measured motions (/proc/<pid>/stat), "
                                  + "including its frame-callback wakeups; a mean, not a median"))
        }

        let method = "HeadlessCompositor, immediate frame callbacks, client in a child process; "
            + "from flushing wl_touch.frame after a motion to the arrival of the commit showing it"
        func record(_ scenario: TouchLatencyScenario, target: Double?, parameters: [String: String]) -> Statistics {
            let stats = scenario.statistics
            run.record(Figure(group: name, name: "\(scenario.label): touch frame → commit", unit: "ms",
                              median: stats.median, p99: stats.p99, samples: stats.count,
                              target: target.map { .atMost($0) }, parameters: parameters, note: method))
            return stats
        }
        let drag = record(pinDrag, target: 0.5, parameters: ["client": "map-pins --pin 400,300", "window": "800×600"])
        if let pan {
            _ = record(pan, target: 4, parameters: ["client": "map-pins --size 1920x1080", "window": "1920×1080"])
        }
        if let simpleTouch {
            let peer = record(simpleTouch, target: nil, parameters: ["client": simpleTouchPath, "peer": "C, libwayland, wl_shm"])
            run.record(Figure(group: name, name: "pin drag p50 / weston-simple-touch p50", unit: "×",
                              median: peer.median > 0 ? drag.median / peer.median : 0, samples: drag.count,
                              target: .atMost(1.0), parameters: ["peer": "weston-simple-touch"],
                              note: "both measured in the same run, samples interleaved"))
        } else {
            run.record(Figure(group: name, name: "weston-simple-touch: touch frame → commit", unit: "ms",
                              median: 0, samples: 0, note: simpleTouchNote))
        }
    }
}
