import Glibc
import TactileTestSupport
import CPixman
import Tactile
import TactileTesting
import TactileSoakKit

/// Momentum-like scrolling of a 10,000-item list and grid at 1080p: frame CPU time against the fill
/// floor of the frame's damage, allocations per frame once warm, live cells; and the memory a list
/// costs as it grows from 100 to 100,000 items.
@MainActor enum ListScrollBenchmarks {
    /// Points the content moves per frame (a brisk fling at 60 Hz).
    static let step = 24.0

    static func run(in run: BenchmarkRun, group: String) throws {
        for grid in [false, true] { try scroll(grid: grid, in: run, group: group) }
        try scroll(grid: false, indicators: true, in: run, group: group)
        try memory(in: run, group: group)
    }

    /// Moves the content one step, turning back at either end.
    static func advance(_ list: CollectionView, direction: inout Double) {
        let maxY = max(0, list.contentSize.height - list.bounds.height)
        var y = list.contentOffset.y + step * direction
        if y > maxY || y < 0 {
            direction = -direction
            y = min(max(0, y), maxY)
        }
        list.contentOffset = Point(x: 0, y: y)
    }

    /// `indicators`: the scroll indicators shown every frame, as during a fling by a finger (only
    /// the ratio is recorded).
    static func scroll(grid: Bool, indicators: Bool = false, in run: BenchmarkRun, group: String) throws {
        let clock = ManualClock()
        // The list holds its data source weakly: `rows` must live as long as the scroll, or every row
        // past the first screen is missing (no cell is made without a data source).
        let (window, list, rows) = try ListScenes.make(count: 10_000, grid: grid, clock: clock)
        defer { withExtendedLifetime(rows) {} }
        // TACTILE_NO_SCROLL_MOVE=1 repaints the list every frame instead of moving its pixels (as in WindowSurface).
        let surface = try EmulatedWindowSurface(window: window, movesScrolledPixels: getenv("TACTILE_NO_SCROLL_MOVE") == nil)
        surface.drawFrame(whole: true)
        let floor = try FrameFillFloor(width: 1920, height: 1080)
        var direction = 1.0
        let frame = {
            clock.advance(by: .milliseconds(16))
            advance(list, direction: &direction)
            if indicators { list.flashScrollIndicators() }
            window.prepareForFrame()
            surface.drawFrame()
        }
        for _ in 0..<60 { frame() }   // warm: cells made, glyphs and pictures cached
        let what = grid ? "grid" : indicators ? "list, its indicators shown" : "list"
        let parameters = ["size": "1920x1080", "items": "10000", "step": "\(Int(step)) pt/frame",
                          "item": grid ? "180×120 cell: 48×48 picture + label" : "64 pt row: 48×48 picture + label"]
        var ratios: [Double] = []
        var repainted: [Double] = []
        var moved = 0
        var maxLive = 0
        let slidBefore = surface.slideCount
        for _ in 0..<max(1, run.count(300)) {
            clock.advance(by: .milliseconds(16))
            advance(list, direction: &direction)
            if indicators { list.flashScrollIndicators() }
            let start = Stopwatch.cpuNow()
            window.prepareForFrame()
            surface.drawFrame()
            let time = Stopwatch.cpuNow() &- start
            maxLive = max(maxLive, ListScenes.liveCells(list))
            // The floor fills the damage reported to the compositor: the moved rect and what was repainted.
            let boxes = [PixmanFloor.boxes(of: surface.lastReported)]
            guard boxes.contains(where: { !$0.isEmpty }) else { continue }
            ratios.append(Double(time) / floor.time(boxes))
            repainted.append(Double(surface.lastRepaintArea))
            if surface.lastMove != nil { moved += 1 }
        }
        let stats = Statistics(ratios.isEmpty ? [0] : ratios)
        run.record(Figure(group: group, name: "scroll a 10,000-item \(what): frame / fill floor of its damage", unit: "×",
                          median: stats.median, p99: stats.p99, samples: stats.count, target: indicators ? nil : .atMost(1.5),
                          parameters: parameters,
                          note: "contentOffset moved \(Int(step)) pt per frame (turning at the ends), prepareForFrame() + "
                              + "the frame drawn as WindowSurface draws it (the list's pixels moved from the previous buffer, "
                              + "then ViewRenderer over the repainted region), against pixman_image_fill_boxes of the damage "
                              + "the frame reports to the compositor (the moved rect included) into one of three frame-sized "
                              + "buffers in turn, interleaved; \(moved) of \(ratios.count) frames moved pixels, "
                              + "\(surface.slideCount - slidBefore) slid in the pool of rows without a copy"))
        guard !indicators else { return }
        let repaint = Statistics(repainted.isEmpty ? [0] : repainted)
        run.record(Figure(group: group, name: "scroll a 10,000-item \(what): repainted pixels per frame", unit: "px",
                          median: repaint.median, p99: repaint.p99, samples: repaint.count, parameters: parameters,
                          note: "pixels ViewRenderer repainted per frame (the uncovered strip and what does not move "
                              + "with the content); the rest of the list's \(1920 * 1080) px were moved"))
        ChildAllocationCount.record(in: run, group: group, name: "scroll a 10,000-item \(what): allocations per frame",
                                    parameters: parameters, note: "Swift heap allocations per frame once warm (measured in a child)",
                                    operations: run.count(200)) { frame() }
        let rowsOnScreen = grid ? (1080.0 / 132).rounded(.up) * (1920.0 / 192).rounded(.down) : (1080.0 / 64).rounded(.up)
        run.record(Figure(group: group, name: "scroll a 10,000-item \(what): live cells", unit: "cells",
                          median: Double(maxLive), samples: 1, target: .atMost(3 * rowsOnScreen),
                          parameters: parameters,
                          note: "the most cell objects (shown or waiting for reuse) during the scroll; target = what one "
                              + "screen shows (\(Int(rowsOnScreen))) + two screens"))
    }

    /// RSS of a list of 100 items scrolled top to bottom, then the same list with 100,000 items scrolled
    /// the same way: the growth is what each item costs without a view of its own.
    static func memory(in run: BenchmarkRun, group: String) throws {
        let clock = ManualClock()
        let (window, list, rows) = try ListScenes.make(count: 100, grid: false, clock: clock)
        let surface = try EmulatedWindowSurface(window: window)
        func visit() {
            for fraction in [0.0, 0.25, 0.5, 0.75, 1.0, 0] {
                let maxY = max(0, list.contentSize.height - list.bounds.height)
                list.contentOffset = Point(x: 0, y: maxY * fraction)
                window.prepareForFrame()
                surface.drawFrame()
            }
        }
        visit()
        let small = ProcessResources.current().residentBytes ?? 0
        rows.count = 100_000
        list.reloadData()
        visit()
        let large = ProcessResources.current().residentBytes ?? 0
        let growth = Double(large &- small) / 1_048_576
        run.record(Figure(group: group, name: "RSS growth from a 100-item to a 100,000-item list", unit: "MiB",
                          median: growth, samples: 1, target: .atMost(10),
                          parameters: ["size": "1920x1080", "row": "64 pt"],
                          note: "resident set after showing the top, quarters and bottom of each list, in this process"))
    }
}
