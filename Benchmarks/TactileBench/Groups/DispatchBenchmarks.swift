import Foundation

/// Touch motion through windows of N views with R recognizers; hit-testing new touches.
enum DispatchBenchmarks: BenchmarkGroup {
    static let name = "dispatch"
    static let summary = "touch motion through windows of N views with R recognizers; hit-testing new touches"

    static let viewCounts = [100, 1_000, 10_000]
    static let depths = [8, 64]
    static let recognizerCounts = [5, 50]

    @MainActor static func run(in run: BenchmarkRun) throws {
        // `TACTILE_BENCH_DISPATCH_MOTION=5` measures the motions with R=5 only (profiling under callgrind).
        if let only = ProcessInfo.processInfo.environment["TACTILE_BENCH_DISPATCH_MOTION"], let r = Int(only) {
            for n in viewCounts { for depth in depths { motion(in: run, views: n, depth: depth, recognizers: r) } }
            return
        }
        for n in viewCounts {
            for depth in depths {
                for r in recognizerCounts { motion(in: run, views: n, depth: depth, recognizers: r) }
            }
        }
        for n in viewCounts {
            for depth in depths { hitTesting(in: run, views: n, depth: depth) }
        }
        for siblings in [0, 10, 100, 1_000] { siblingsVisited(in: run, siblings: siblings) }
    }

    static let mixNote = "one finger moving through Window.input (move + frame → one TouchEvent → recognizers → view); "
        + "every recognizer in its swarm stays active: of every 5, 2 pans (simultaneous through a delegate, "
        + "changed + action each motion, cancelsTouchesInView false), 2 long presses (allowableMovement ∞, "
        + "possible), 1 custom recognizer counting moves; recognizers on the touched view's last 8 ancestors"

    @MainActor static func motion(in run: BenchmarkRun, views: Int, depth: Int, recognizers: Int) {
        let scene = DispatchScene(views: views, depth: depth, recognizers: recognizers)
        scene.touchDown(warmUp: run.count(200))
        let parameters = ["N": "\(views)", "depth": "\(depth)", "R": "\(recognizers)",
                          "active": "\(scene.activeRecognizers)"]
        let label = "N=\(views) depth=\(depth) R=\(recognizers)"
        run.measure(group: name, name: "motion \(label)", target: .atMost(recognizers <= 5 ? 1_000 : 5_000),
                    parameters: parameters, note: mixNote, samples: 101, operationsPerSample: 200, rounds: 7) {
            scene.motion()
        }
        ChildAllocationCount.record(in: run, group: name, name: "motion allocations \(label)", parameters: parameters,
                                   note: "Swift heap allocations per motion event in steady state", operations: 1000) {
            scene.motion()
        }
        scene.touchUp()
    }

    @MainActor static func hitTesting(in run: BenchmarkRun, views: Int, depth: Int) {
        let scene = DispatchScene(views: views, depth: depth, recognizers: 5)
        let label = "N=\(views) depth=\(depth)"
        var parameters = ["N": "\(views)", "depth": "\(depth)", "visited": "\(scene.visitedViews)"]
        let hit = run.measure(group: name, name: "hitTest \(label)", parameters: parameters,
                              note: "Window.hitTest of the touch point; visits the window and the chain only",
                              samples: 101, operationsPerSample: 100) {
            precondition(scene.hitTest() === scene.target, "hit-testing missed the touched view")
        }
        run.record(Figure(group: name, name: "hitTest per visited view \(label)", unit: "ns",
                          median: hit.median / Double(scene.visitedViews), samples: hit.samples,
                          parameters: parameters, note: "hitTest median / views visited"))
        parameters["R"] = "5"
        run.measure(group: name, name: "new touch down+up \(label) R=5", parameters: parameters,
                    note: "a new touch through Window.input: down frame (hit-test, swarm of 5) + up frame",
                    samples: 101, operationsPerSample: 20) {
            scene.tap()
        }
    }

    @MainActor static func siblingsVisited(in run: BenchmarkRun, siblings: Int) {
        let views = 10_000, depth = 8
        let scene = DispatchScene(views: views, depth: depth, recognizers: 0, siblingsVisited: siblings)
        let parameters = ["N": "\(views)", "depth": "\(depth)", "siblings visited": "\(siblings)",
                          "visited": "\(scene.visitedViews)"]
        let hit = run.measure(group: name, name: "hitTest N=\(views) depth=\(depth) siblings=\(siblings)",
                              parameters: parameters,
                              note: "siblings in front of the touched view, each visited and rejected",
                              samples: 101, operationsPerSample: 20) {
            precondition(scene.hitTest() === scene.target, "hit-testing missed the touched view")
        }
        run.record(Figure(group: name, name: "hitTest per visited view siblings=\(siblings)", unit: "ns",
                          median: hit.median / Double(scene.visitedViews), samples: hit.samples,
                          parameters: parameters, note: "hitTest median / views visited"))
    }
}
