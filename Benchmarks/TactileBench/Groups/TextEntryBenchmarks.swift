import Tactile

/// Typing on the in-app keyboard at 1080p: a key press to the redrawn field, and what a key touch
/// allocates.
enum TextEntryBenchmarks: BenchmarkGroup {
    static let name = "text"
    static let summary = "a key press on the in-app keyboard to the redrawn text field at 1920×1080; allocations per key touch"

    @MainActor static func run(in run: BenchmarkRun) throws {
        let scene = try KeyboardScene()
        let key = scene.keyCentre("a")
        let parameters = ["window": "1920×1080", "field": "1600×56", "keyboard height": Figure.format(scene.keyboard.bounds.height)]
        // The field is emptied outside the timing every 30 keys, so its text stays one line long.
        var typed = 0
        func resetIfFull() {
            typed += 1
            guard typed % 30 == 0 else { return }
            scene.field.text = ""
            scene.frame()
        }
        run.measure(group: name, name: "key press to redrawn field at 1080p", unit: "ms", target: .atMost(2),
                    parameters: parameters,
                    note: "a tap on the 'a' key (down frame, up frame: the key lights, its preview shows, the letter "
                        + "is typed on lift) and the next display frame (layout, then the damage painted into an "
                        + "emulated shm buffer, buffer age included); the thread's CPU time",
                    samples: 101, warmUpSamples: 10, onCPUTime: true) {
            scene.tap(at: key)
            scene.frame()
            resetIfFull()
        }
        scene.frame()
        run.record(Figure(group: name, name: "pixels repainted per key press", unit: "px",
                          median: Double(lastRepaint(scene, key)), samples: 1, parameters: parameters,
                          note: "the area the display frame after a key press repaints"))

        // What a key touch allocates beyond what any touch costs the engine (the `Touch` object and
        // its delivery lists): the same tap on a plain view of the same window is the baseline.
        let counting = CountingKeyInput()
        scene.keyboard.target = counting
        let keyboard = ChildAllocationCount.record(
            in: run, group: name, name: "allocations per key touch", target: nil, parameters: parameters,
            note: "a tap on the 'a' key typing into a KeyInput that only counts, no drawing", operations: 200) {
            scene.tap(at: key)
        }
        let plain = ChildAllocationCount.record(
            in: run, group: name, name: "allocations per tap on a plain view", target: nil, parameters: parameters,
            note: "the same tap on a plain view beside the keyboard: the engine's cost of a new touch", operations: 200) {
            scene.tap(at: Point(x: 40, y: 40))
        }
        if let keyboard, let plain {
            run.record(Figure(group: name, name: "the keyboard's own allocations per key touch", unit: "allocations",
                              median: keyboard.median - plain.median, samples: keyboard.samples, target: .atMost(0),
                              parameters: parameters, note: "allocations per key touch − allocations per tap on a plain view"))
        }
    }

    @MainActor private static func lastRepaint(_ scene: KeyboardScene, _ key: Point) -> Int {
        scene.tap(at: key)
        scene.frame()
        return scene.surface.lastRepaintArea
    }
}
