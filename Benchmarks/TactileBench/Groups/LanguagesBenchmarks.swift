import KioskHeadless
import KioskKit
import Tactile

/// Switching kiosk-demo's language live at 1080p: the lift on the language button to the first
/// frame committed in the new language.
enum LanguagesBenchmarks: BenchmarkGroup {
    static let name = "languages"
    static let summary = "kiosk-demo's language button at 1080p: touch frame to the first frame committed in the new language"

    @MainActor static func run(in run: BenchmarkRun) throws {
        let session = try KioskDemoSession(size: Size(width: 1920, height: 1080))
        try session.start()
        let button = session.scene.home.languageButton
        var samples: [Double] = []
        let count = run.count(101)
        for index in 0..<(count + 8) {
            // Asked each time: in a right-to-left language the button sits on the other side.
            let center = button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: session.window)
            try session.down([(7, center)])
            let commits = session.windowCommits.count
            let language = session.scene.currentLanguage
            // The lift is the touch frame that fires the button: the switch, the relayout and the
            // redraw of the whole screen, and its commit reaching the compositor (in-process).
            let elapsed = try Stopwatch.time { try session.up([7]) }
            guard session.windowCommits.count > commits, session.scene.currentLanguage != language else {
                throw BenchmarkError.timedOut("the language button did not commit a frame in a new language "
                    + "(commits \(commits) → \(session.windowCommits.count), language \(language) → \(session.scene.currentLanguage))")
            }
            if index >= 8 { samples.append(Double(elapsed) / 1_000_000) }     // the first eight warm up
            try session.advance(by: .milliseconds(300))
        }
        let stats = Statistics(samples)
        run.record(Figure(group: name, name: "language switch at 1080p: touch frame → first committed frame", unit: "ms",
                          median: stats.median, p99: stats.p99, samples: stats.count, target: .atMost(16),
                          parameters: ["size": "1920x1080", "languages": "en → de → ar → ja → en"],
                          note: "kiosk-demo's home screen on HeadlessCompositor in-process (one thread runs both): "
                              + "wall time from sending the lift on the language button to the window's commit of the "
                              + "relocalized, relaid-out and redrawn frame arriving; every string, the direction and "
                              + "the whole screen change"))
    }
}
