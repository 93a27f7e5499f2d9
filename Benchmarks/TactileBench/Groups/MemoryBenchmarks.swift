import CBenchPeers
import Foundation
import TactileTesting
import TactileSoakKit

/// Resident memory over a long replayed touch session.
///
/// A fresh child process (`MemoryChildProcess`) replays `MapPinsReplay` — the real map-pins scene
/// with realistic pans, pinches, taps, pin drags and long presses, rendering the damage every
/// `renderInterval`-th frame — and samples its RSS after the first 10,000 events and after
/// 1,000,000. The target: the second within 1 MB (10^6 bytes) of the first.
enum MemoryBenchmarks: BenchmarkGroup {
    static let name = "memory"
    static let summary = "resident memory after 1,000,000 replayed touch events against after the first 10,000"

    @MainActor static func run(in run: BenchmarkRun) throws {
        if MemoryChildProcess.isChild {
            try measure(in: run)
        } else {
            for figure in try MemoryChildProcess.run(smoke: run.isSmoke) { run.record(figure) }
        }
    }

    private static func residentBytes() -> Int? { ProcessResources.current().residentBytes }

    /// `TACTILE_BENCH_MEMORY_EVENTS=N` replays N events instead of 1,000,000 (experiments, profiling).
    static var eventsOverride: Int? {
        ProcessInfo.processInfo.environment["TACTILE_BENCH_MEMORY_EVENTS"].flatMap { Int($0) }.map { max($0, 10_001) }
    }

    /// Paints every 16th frame by default: a full repaint of the map costs milliseconds today, so
    /// painting all ~800,000 frames would take the run past half an hour; every 16th still renders
    /// ~50,000 frames of every kind (pans, pinches, drags, menus) over the whole run.
    /// `TACTILE_BENCH_MEMORY_RENDER_INTERVAL=N` paints every N-th frame instead (1: all, 0: none).
    static var renderInterval: Int {
        ProcessInfo.processInfo.environment["TACTILE_BENCH_MEMORY_RENDER_INTERVAL"].flatMap { Int($0) }.map { max($0, 0) } ?? 16
    }

    /// `TACTILE_BENCH_MEMORY_PROBE=N` prints, every N events, the RSS, the malloc heap's in-use and
    /// free bytes and mmapped bytes (`mallinfo2`), and the map tiles rendered so far, to stderr (finding
    /// what grows).
    static var probeInterval: Int? {
        ProcessInfo.processInfo.environment["TACTILE_BENCH_MEMORY_PROBE"].flatMap { Int($0) }.map { max($0, 1) }
    }

    @MainActor private static func probe(_ replay: MapPinsReplay) {
        let info = cbench_heap()
        let line = "memory probe: events \(replay.events) rss \(residentBytes() ?? 0) heapInUse \(info.in_use) "
            + "heapFree \(info.free_in_heap) arena \(info.heap_size) mmapped \(info.mmapped) mmaps \(info.mmapped_blocks) "
            + "tilesRendered \(replay.scene.map.tileRenderCount) renderedFrames \(replay.renderedFrames)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The measurement itself (in the child).
    @MainActor static func measure(in run: BenchmarkRun) throws {
        let warmUp = run.isSmoke ? 40 : 10_000
        let total = run.isSmoke ? 120 : (eventsOverride ?? 1_000_000)
        let checkpoints = run.isSmoke ? 40 : 100_000
        let replay = try MapPinsReplay(renderInterval: renderInterval)
        while replay.events < warmUp { replay.playSequence() }
        guard let first = residentBytes() else { throw MemoryBenchmarkError.unreadableRSS }
        let tilesAtFirst = (rendered: replay.scene.map.tileRenderCount, cached: replay.scene.map.cachedTileCount)
        var checkpointsRSS: [Int] = [first]
        // RSS after every sequence in the 10,000 events after the first sample and in the last 10,000.
        let window = run.isSmoke ? 40 : 10_000
        var firstWindow: [Int] = [first], lastWindow: [Int] = []
        var nextCheckpoint = warmUp + checkpoints
        let probeEvery = probeInterval
        var nextProbe = warmUp
        let start = Stopwatch.now()
        while replay.events < total {
            replay.playSequence()
            if let probeEvery, replay.events >= nextProbe {
                probe(replay)
                nextProbe += probeEvery
            }
            if replay.events < warmUp + window { firstWindow.append(residentBytes() ?? first) }
            if replay.events >= total - window { lastWindow.append(residentBytes() ?? first) }
            if replay.events >= nextCheckpoint {
                checkpointsRSS.append(residentBytes() ?? 0)
                nextCheckpoint += checkpoints
            }
        }
        let elapsed = Stopwatch.now() &- start
        guard let last = residentBytes() else { throw MemoryBenchmarkError.unreadableRSS }
        checkpointsRSS.append(last)
        let mb = 1_000_000.0
        let parameters = [
            "events": String(replay.events), "sequences": String(replay.sequences),
            "renderedFrames": String(replay.renderedFrames), "pins": String(replay.scene.pinIDs.count),
            "mapScale": Figure.format(replay.scene.map.camera.scale),
            "traceEventsRetained": String(replay.scene.trace.events.count), "renderInterval": String(renderInterval),
            "tilesRendered": "\(tilesAtFirst.rendered) → \(replay.scene.map.tileRenderCount)",
            "tilesCached": "\(tilesAtFirst.cached) → \(replay.scene.map.cachedTileCount)",
        ]
        let trail = checkpointsRSS.map { Figure.format(Double($0) / mb) }.joined(separator: ", ")
        run.record(Figure(group: name, name: "RSS after the first \(warmUp) events", unit: "MB",
                          median: Double(first) / mb, samples: 1, parameters: parameters,
                          note: "map-pins scene replay in a fresh process; MB = 10^6 bytes"))
        run.record(Figure(group: name, name: "RSS after \(replay.events) events", unit: "MB",
                          median: Double(last) / mb, samples: 1, parameters: parameters,
                          note: "RSS every \(checkpoints) events: \(trail) MB"))
        run.record(Figure(group: name, name: "RSS growth \(warmUp) → \(replay.events) events", unit: "MB",
                          median: Double(last - first) / mb, samples: 1, target: .atMost(1), parameters: parameters,
                          note: "the issue's target: within 1 MB of the value after the first 10,000 events"))
        let firstPeak = firstWindow.max() ?? first, lastPeak = lastWindow.max() ?? last
        run.record(Figure(group: name, name: "RSS peak growth, first vs last \(window) events", unit: "MB",
                          median: Double(lastPeak - firstPeak) / mb, samples: firstWindow.count + lastWindow.count, target: .atMost(1),
                          parameters: parameters,
                          note: "highest RSS after any sequence in the \(window) events after the first sample "
                              + "(\(Figure.format(Double(firstPeak) / mb)) MB) vs in the last \(window) "
                              + "(\(Figure.format(Double(lastPeak) / mb)) MB): insensitive to where in the map tile "
                              + "cache's fill/evict cycle the two single samples fall"))
        run.record(Figure(group: name, name: "replay cost per event (incl. rendering)", unit: "µs",
                          median: Double(elapsed) / 1_000 / Double(max(1, replay.events - warmUp)), samples: 1,
                          parameters: parameters))
    }
}
