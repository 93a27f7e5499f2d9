import Testing
@testable import TactileCore
import TactileTesting
import TactileFuzzKit

/// The touch-engine fuzzer in CI: a fixed-seed campaign, the shrinker, and the minimal streams of
/// the engine bugs it found (docs/RELIABILITY.md), kept as regression tests.
@MainActor @Suite struct TouchEngineFuzzTests {
    /// 20,000 random streams (at most 40 records each) on random windows keep every invariant.
    @Test func twentyThousandStreamsKeepTheInvariants() {
        let summary = FuzzCampaign.run(seed: 20_251_122, streams: 20_000, maxRecords: 40)
        #expect(summary.streams == 20_000)
        #expect(summary.events > 100_000)
        #expect(summary.failedStreams == 0, "\(summary.firstFailure?.report ?? "")")
    }

    /// 5,000 streams on windows whose handlers also remove and re-add views, hide them and
    /// disable or remove recognizers mid-gesture.
    @Test func fiveThousandMutatingStreamsKeepTheInvariants() {
        let summary = FuzzCampaign.run(seed: 7_357, streams: 5_000, maxRecords: 40, mutations: true)
        #expect(summary.streams == 5_000)
        #expect(summary.failedStreams == 0, "\(summary.firstFailure?.report ?? "")")
    }

    @Test func theShrinkerFindsTheMinimalFailingStream() {
        let records = (0..<50).map { i in InputRecord(.touchUp(id: Int32(i)), at: .milliseconds(Int64(i))) }
        // "Fails" while records 7 and 31 are both present.
        let shrunk = FuzzShrinker.shrink(records) { list in
            list.contains { $0.input == .touchUp(id: 7) } && list.contains { $0.input == .touchUp(id: 31) }
        }
        #expect(shrunk.map(\.input) == [.touchUp(id: 7), .touchUp(id: 31)])
    }

    @Test func theSameSeedGivesTheSameStreamAndWindow() {
        let a = FuzzStreamGenerator.generate(seed: 99, maxRecords: 60)
        #expect(a == FuzzStreamGenerator.generate(seed: 99, maxRecords: 60))
        #expect(FuzzWindowRecipe(seed: 5).build().description == FuzzWindowRecipe(seed: 5).build().description)
    }

    @Test func theMonitorReportsBrokenInvariants() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.name = "V"
        window.addSubview(view)
        let monitor = TouchInvariantMonitor()
        let observer = ArbitrationObserver(window: window) { event, _ in monitor.check(event) }
        window.input.down(id: 1, at: Point(x: 5, y: 5), timestamp: .zero)
        window.input.frame()
        #expect(monitor.problems.isEmpty)
        // Pretend the view never got its end: a down is still open when checked.
        monitor.verifyQuiescent(window: window)
        #expect(monitor.problems.contains("V touch 1: never ended or cancelled"))
        #expect(monitor.problems.contains("1 touch(es) still active in the window's input"))
        window.input.cancelAll(timestamp: .zero)
        observer.stop()
    }

    /// Minimal streams of the bugs found, replayed on their windows (see docs/RELIABILITY.md).
    nonisolated static let regressions: [(window: UInt64, records: [InputRecord])] = [
        // Two views capturing a touch back and forth from touchesBegan: stack overflow.
        (543_109_078_729_763_583, [InputRecord(.touchDown(id: 18, at: Point(x: 212.82666714060522, y: 329.2419076355566)), at: .milliseconds(4954))]),
        // Capture from a withheld touchesBegan released after the finger lifted: the new view never ended.
        (16_490_543_277_153_074_982, [InputRecord(.touchDown(id: 18, at: Point(x: 93.22878149437507, y: 399.3960977834002)), at: .milliseconds(854))]),
        // Failure requirement cycle through a delegate: both recognizers stuck failed, the touch leaked.
        (9_316_027_266_037_987_148, [
            InputRecord(.touchDown(id: 1_000_000, at: Point(x: 111.76202908749167, y: 264.36499877889304)), at: .milliseconds(446)),
            InputRecord(.touchMotion(id: 1_000_000, to: Point(x: 218.03654585276917, y: 99.40700886566782)), at: .milliseconds(469)),
        ]),
        // Ping-pong capture ending back at the first view from a withheld began: its end was lost.
        (16_760_874_854_861_799_671, [
            InputRecord(.touchDown(id: 18, at: Point(x: 285.49334229577636, y: 71.86095134412548)), at: .milliseconds(612_528)),
            InputRecord(.touchMotion(id: 18, to: Point(x: 95.27340456426325, y: 131.22982761896827)), at: .milliseconds(612_550)),
        ]),
    ]

    /// Bug 4, found with `--mutations` (docs/RELIABILITY.md): a touch whose `touchesBegan` was
    /// withheld by a double tap, lifted in the frame where another view's handler disabled a
    /// recognizer of its swarm, got its withheld began but never its end.
    @Test func withheldEndSurvivesARecognizerDisabledMidFrame() {
        let records = [
            InputRecord(.touchDown(id: 7, at: Point(x: 316.0997902838774, y: 54.85949945970572)), at: .milliseconds(697)),
            InputRecord(.touchDown(id: 18, at: Point(x: 349.5787065438623, y: 231.11146049861375)), at: .milliseconds(1618)),
            InputRecord(.touchUp(id: 7), at: .milliseconds(1815)),
            InputRecord(.touchFrame, at: .milliseconds(1851)),
            InputRecord(.touchDown(id: 5, at: Point(x: 242.64894921354846, y: 41.65627692153686)), at: .milliseconds(1851)),
        ]
        let recipe = FuzzWindowRecipe(seed: 16_115_774_098_993_290_670, mutations: true)
        let outcome = FuzzRunner.run(recipe: recipe, records: records)
        #expect(outcome.problems.isEmpty, "\(outcome.problems)")
    }

    /// Bug 5, found with `--mutations` (docs/RELIABILITY.md): removing and re-adding a recognizer that
    /// requires another to fail left it engaged in `.possible`, so the required recognizer stayed
    /// failed forever and its touch leaked.
    @Test func reAddedRecognizerDoesNotKeepItsRequirementFailed() {
        let records = [
            InputRecord(.touchDown(id: 6, at: Point(x: 346.78890206562, y: 232.80174696146725)), at: .milliseconds(483_121)),
            InputRecord(.touchUp(id: 6), at: .milliseconds(483_136)),
            InputRecord(.touchFrame, at: .milliseconds(483_136)),
            InputRecord(.touchDown(id: 9, at: Point(x: 244.26348615141006, y: 19.947837365644673)), at: .milliseconds(483_345)),
            InputRecord(.touchFrame, at: .milliseconds(483_345)),
            InputRecord(.touchDown(id: 4, at: Point(x: 18.805083991837613, y: 345.40780076452273)), at: .milliseconds(486_055)),
        ]
        let recipe = FuzzWindowRecipe(seed: 10_978_633_924_858_801_730, mutations: true)
        let outcome = FuzzRunner.run(recipe: recipe, records: records)
        #expect(outcome.problems.isEmpty, "\(outcome.problems)")
    }

    @Test(arguments: 0..<regressions.count)
    func foundBugsStayFixed(_ index: Int) {
        let (window, records) = Self.regressions[index]
        let outcome = FuzzRunner.run(recipe: FuzzWindowRecipe(seed: window), records: records)
        #expect(outcome.problems.isEmpty, "\(outcome.problems)")
        #expect(outcome.events > 0)
    }
}
