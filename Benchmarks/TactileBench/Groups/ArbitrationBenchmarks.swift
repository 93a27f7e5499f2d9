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
        for _ in 0..<run.count(20) {
            scene.downFrame(); scene.upFrame(); scene.idle()
        }
        // Five rounds of 101 taps, 150 ms apart; the round with the lowest down median is kept
        // (BenchmarkRun.measure(rounds:), docs/BENCHMARKS.md "Rounds").
        let rounds = run.isSmoke ? 1 : 5, cycles = run.count(101)
        var down = SegmentTimer(capacity: cycles), up = SegmentTimer(capacity: cycles)
        var medians: [String] = []
        for round in 0..<rounds {
            if round > 0 { BenchmarkRun.pause(.milliseconds(150)) }
            var roundDown = SegmentTimer(capacity: cycles), roundUp = SegmentTimer(capacity: cycles)
            for _ in 0..<cycles {
                roundDown.time { scene.downFrame() }
                scene.idle()
                roundUp.time { scene.upFrame() }
                scene.idle()
            }
            medians.append(String(Int(roundDown.median.rounded())))
            if round == 0 || roundDown.median < down.median { (down, up) = (roundDown, roundUp) }
        }
        let roundsNote = rounds > 1 ? "; the round with the lowest down median of \(rounds) rounds 150 ms apart (down: \(medians.joined(separator: ", ")) ns)" : ""
        down.record(in: run, group: name, name: "10-finger down frame", target: .atMost(20_000),
                    parameters: parameters, note: mixNote + "; every recognizer receives 10 touchesBegan" + roundsNote)
        up.record(in: run, group: name, name: "10-finger up frame", target: .atMost(20_000),
                  parameters: parameters,
                  note: mixNote + "; a 10-finger tap lifting: tap10 waits on doubleTap10, the rest fail" + roundsNote)

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
