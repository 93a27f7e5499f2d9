/// A 10-finger frame through 20 recognizers with failure chains and simultaneous pairs.
enum ArbitrationBenchmarks: BenchmarkGroup {
    static let name = "arbitration"
    static let summary = "a 10-finger frame through 20 recognizers with failure chains and simultaneous pairs"

    static let mixNote = "10 fingers on one view under 20 recognizers (pans, pinches, rotations, long presses, "
        + "taps, swipes, custom) on 3 levels; failure chains pan3→pan2→longPress10, tap10→doubleTap10, "
        + "pinch2→pinch1, rotation2→rotation1; 7 simultaneous pairs through a delegate (ArbitrationScene.swift)"

    @MainActor static func run(in run: BenchmarkRun) throws {
        let parameters = ["fingers": "10", "recognizers": "20"]
        // Down and up frames: a 10-finger tap, then enough idle time for the double tap to time out.
        let scene = ArbitrationScene()
        let cycles = run.count(501)
        var down = SegmentTimer(capacity: cycles), up = SegmentTimer(capacity: cycles)
        for _ in 0..<run.count(20) {
            scene.downFrame(); scene.upFrame(); scene.idle()
        }
        for _ in 0..<cycles {
            down.time { scene.downFrame() }
            scene.idle()
            up.time { scene.upFrame() }
            scene.idle()
        }
        down.record(in: run, group: name, name: "10-finger down frame", target: .atMost(20_000),
                    parameters: parameters, note: mixNote + "; every recognizer receives 10 touchesBegan")
        up.record(in: run, group: name, name: "10-finger up frame", target: .atMost(20_000),
                  parameters: parameters,
                  note: mixNote + "; a 10-finger tap lifting: tap10 waits on doubleTap10, the rest fail")

        // Motion: steady state after recognition.
        let moving = ArbitrationScene()
        moving.downFrame()
        for _ in 0..<run.count(200) { moving.motionFrame() }
        var motionParameters = parameters
        let active = moving.activeRecognizers
        motionParameters["active"] = "\(active.count): " + active.map { "\($0.displayName) \($0.state)" }.joined(separator: ", ")
        run.measure(group: name, name: "10-finger motion frame", target: .atMost(20_000),
                    parameters: motionParameters,
                    note: mixNote + "; steady state after recognition (parameter `active` lists who still receives touches)",
                    samples: 101, operationsPerSample: 50) {
            moving.motionFrame()
        }
        ChildAllocationCount.record(in: run, group: name, name: "10-finger motion frame allocations", target: nil,
                                   parameters: motionParameters, operations: 500) {
            moving.motionFrame()
        }
        moving.upFrame()
    }
}
