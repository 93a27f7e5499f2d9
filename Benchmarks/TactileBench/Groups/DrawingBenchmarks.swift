import TactileTestSupport
import Foundation
import Tactile
import MapPinsHeadless

/// Map-pin scene repaints against the pixman fill floor.
///
/// Every frame is drawn the way the platform draws it (`EmulatedWindowSurface`: ViewRenderer into
/// shm-like buffers with the damage WindowSurface would pass), next to the floor — one
/// `pixman_image_fill_boxes` over the whole frame — timed in the same run at the same size.
enum DrawingBenchmarks: BenchmarkGroup {
    static let name = "drawing"
    static let summary = "map-pin scene repaints against the pixman fill floor"

    @MainActor static func run(in run: BenchmarkRun) throws {
        // `TACTILE_BENCH_DRAWING_ONLY=shadow` measures the shadowed card drag only.
        if ProcessInfo.processInfo.environment["TACTILE_BENCH_DRAWING_ONLY"] == "shadow" {
            return try ShadowCardDrag.measure(in: run, group: name)
        }
        var sizes = run.isSmoke ? [(480, 270)] : [(1920, 1080), (3840, 2160)]
        // `TACTILE_BENCH_DRAWING_SIZE=1920x1080` measures one size only (profiling under callgrind).
        if let only = ProcessInfo.processInfo.environment["TACTILE_BENCH_DRAWING_SIZE"] {
            let parts = only.split(separator: "x").compactMap { Int($0) }
            if parts.count == 2, parts.allSatisfy({ (16...8192).contains($0) }) { sizes = [(parts[0], parts[1])] }
        }
        for (width, height) in sizes {
            try measure(width: width, height: height, in: run)
        }
        try measureSubsurfaceDrag(in: run)
        try ShadowCardDrag.measure(in: run, group: name)
    }

    @MainActor private static func measure(width: Int, height: Int, in run: BenchmarkRun) throws {
        let size = "\(width)×\(height)"
        let params = ["width": "\(width)", "height": "\(height)"]
        let g = name
        let floor = try PixmanFloor(width: width, height: height)
        let floorFigure = run.measure(group: g, name: "floor: fill_boxes \(size)", unit: "µs", parameters: params,
                                      note: "one pixman_image_fill_boxes (SRC) over the whole a8r8g8b8 frame",
                                      samples: 51) { floor.fill() }
        let floorTime = floorFigure.median
        let copyFigure = run.measure(group: g, name: "copy floor: one SRC blit \(size)", unit: "µs", parameters: params,
                                     note: "one pixman SRC composite of a whole frame-sized image (a cached frame's cost)",
                                     samples: 51) { floor.copy() }
        func ratio(_ figure: Figure, _ label: String, target: Target? = nil) {
            run.record(Figure(group: g, name: "\(label) \(size) / floor", unit: "×",
                              median: floorTime > 0 ? figure.median / floorTime : 0, samples: figure.samples,
                              target: target, parameters: params, note: "median over the floor's median, same run"))
        }

        ratio(copyFigure, "copy floor")

        // Cold: a fresh scene (empty tile cache) per sample; only the frame is timed.
        var cold: [Double] = []
        for _ in 0..<max(1, run.count(7)) {
            let frames = try MapPinsFrames(width: width, height: height)
            cold.append(Double(Stopwatch.time { frames.fullRepaint() }) / 1000)
        }
        let coldStats = Statistics(cold)
        let coldFigure = Figure(group: g, name: "full repaint cold \(size)", unit: "µs", median: coldStats.median,
                                p99: coldStats.p99, samples: coldStats.count, parameters: params,
                                note: "map + default pins, empty tile cache")
        run.record(coldFigure)
        ratio(coldFigure, "full repaint cold")

        let frames = try MapPinsFrames(width: width, height: height)
        frames.fullRepaint()
        savePNG(frames.surface.lastBuffer, "full-\(width)x\(height)")
        let warm = run.measure(group: g, name: "full repaint warm \(size)", unit: "µs", parameters: params,
                               note: "map + default pins, tiles cached", samples: 31) { frames.fullRepaint() }
        ratio(warm, "full repaint warm")

        for _ in 0..<4 { frames.panFrame() }
        let inline = run.measure(group: g, name: "map pan frame in one buffer \(size)", unit: "µs", parameters: params,
                                 note: "no subsurfaces (snapshots, compositors without wl_subcompositor): the "
                                     + "tile layer drawn into the window buffer; camera moves 3 pt, tiles cached",
                                 samples: 51) { frames.panFrame() }
        ratio(inline, "map pan frame in one buffer")
        savePNG(frames.surface.lastBuffer, "pan-\(width)x\(height)")

        let probe = try SubsurfacePanProbe.run(width: width, height: height, motions: run.count(101))
        let panStats = Statistics(probe.frameMicros)
        let pan = Figure(group: g, name: "map pan frame \(size)", unit: "µs", median: panStats.median, p99: panStats.p99,
                         samples: panStats.count, parameters: params,
                         note: "real finger through HeadlessSession: WaylandPlatform.update() per pan frame (window "
                             + "damage repainted around the pins, tile layer moved and cropped on its subsurface below "
                             + "the window, commits); finger ±3 pt; tile layer redrawn \(probe.layerRedraws) times "
                             + "in \(probe.frames) frames")
        run.record(pan)
        ratio(pan, "map pan frame", target: .atMost(2))
        let panPixels = Statistics(probe.windowPixels)
        run.record(Figure(group: g, name: "map pan: window pixels repainted per frame \(size)", unit: "pixels",
                          median: panPixels.median, p99: panPixels.maximum, samples: panPixels.count, parameters: params,
                          note: "the pins' old and new areas (the map is on its own surface); p99 column = maximum"))

        let pin = try frames.pin()
        for _ in 0..<4 { frames.dragFrame(pin) }
        let drag = run.measure(group: g, name: "pin drag frame \(size)", unit: "µs", parameters: params,
                               note: "pin in the window buffer, damage tracking + buffer age", samples: 101) {
            frames.dragFrame(pin)
        }
        ratio(drag, "pin drag frame")
        var repainted: [Double] = []
        let pinArea = Double(Int(pin.bounds.width.rounded(.up)) * Int(pin.bounds.height.rounded(.up)) * 2)
        for _ in 0..<max(1, run.count(20)) { repainted.append(Double(frames.dragFrame(pin))) }
        let pixels = Statistics(repainted).median
        run.record(Figure(group: g, name: "pin drag pixels repainted \(size)", unit: "pixels", median: pixels,
                          samples: repainted.count, parameters: params,
                          note: "repaint region's area (new damage + the buffer's missed damage)"))
        run.record(Figure(group: g, name: "pin drag repainted / pin old+new area \(size)", unit: "×",
                          median: pixels / pinArea, samples: repainted.count, target: .atMost(2), parameters: params,
                          note: "pin old + new area = \(Int(pinArea)) pixels"))
    }

    /// Writes `image` to `$TACTILE_BENCH_PNG_DIR/<label>.png` when that variable is set (to look at
    /// what the benchmark draws).
    static func savePNG(_ image: PixelImage, _ label: String) {
        guard let dir = ProcessInfo.processInfo.environment["TACTILE_BENCH_PNG_DIR"] else { return }
        let path = dir + "/" + label + ".png"
        let data = Data(image.bitmap().pngData())
        if (try? data.write(to: URL(fileURLWithPath: path))) == nil { print("  could not write \(path)") }
    }

    @MainActor private static func measureSubsurfaceDrag(in run: BenchmarkRun) throws {
        let (width, height) = run.isSmoke ? (480, 270) : (1920, 1080)
        let result = try SubsurfaceDragProbe.run(width: width, height: height, motions: run.count(30))
        let stats = Statistics(result.windowPixelsPerFrame)
        run.record(Figure(group: name, name: "subsurface pin drag: map pixels repainted per frame \(width)×\(height)",
                          unit: "pixels", median: stats.median, p99: stats.maximum, samples: stats.count,
                          target: .atMost(0), parameters: ["width": "\(width)", "height": "\(height)"],
                          note: "real touches through HeadlessSession; window frames drawn during the drag: "
                              + "\(result.windowFrames) of \(result.motions) motions; p99 column = maximum"))
    }
}
