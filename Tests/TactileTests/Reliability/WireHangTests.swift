import Foundation
import Testing
import TactileCore
@testable import TactileFuzzKit

#if canImport(Glibc)
import Glibc
#endif

/// How the wire fuzzer tells a hung app from a slow one: a child that is blocked does not answer in
/// time, and the wait past the first budget goes on only while the child uses CPU time.
@Suite(.serialized) struct WireHangTests {
    @Test func aStoppedChildIsAHangAndAnswersOnceItRunsAgain() throws {
        guard let app = WireFuzzTests.apps.first(where: { $0.name == "controls-demo" }) else {
            Issue.record("controls-demo is not built next to the test bundle (swift build --build-tests)")
            return
        }
        let stage = try WireStage(app: app, budget: 30)
        defer { stage.child.kill() }
        #expect(stage.roundTrip(within: 5))
        let before = try #require(stage.child.cpuSeconds)
        #expect(before >= 0)

        kill(stage.child.pid, SIGSTOP)
        // A stopped child uses no CPU time: no answer within 0.1 s, nor within 12 × 0.1 s.
        #expect(!stage.roundTrip(within: 0.1))
        #expect(stage.slowAnswers == 0)
        #expect(stage.isAlive)

        kill(stage.child.pid, SIGCONT)
        #expect(stage.roundTrip(within: 5))
        #expect(try #require(stage.child.cpuSeconds) >= before)
        stage.child.kill()
        #expect(stage.child.cpuSeconds == nil)
    }

    /// kiosk-demo's sequences start with its search field editing: the compositor's text-input
    /// events then meet a focused field (and the in-app keyboard).
    @Test func kioskDemoStartsEachSequenceWithItsSearchFieldEditing() throws {
        guard let app = WireFuzzTests.apps.first(where: { $0.name == "kiosk-demo" }) else {
            Issue.record("kiosk-demo is not built next to the test bundle (swift build --build-tests)")
            return
        }
        let stage = try WireStage(app: app, budget: 30)
        defer { stage.child.kill() }
        #expect(stage.compositor.enabledTextInput == nil)
        #expect(stage.focusTextField(budget: 30))
        #expect(stage.compositor.enabledTextInput != nil)
        let verdict = WireCampaign.play([], on: stage, options: WireCampaign.Options(apps: [app], sequences: 1, seed: 0))
        #expect(verdict.problem == nil, "\(verdict.problem.map(\.description) ?? "")")
        #expect(verdict == .healthy(dragVerified: true))
    }

    /// A sequence that left kiosk-demo on an exhibit's screen: the next one still starts on the
    /// home screen, its search field editing.
    @Test func kioskDemoGoesBackHomeBeforeASequence() throws {
        guard var app = WireFuzzTests.apps.first(where: { $0.name == "kiosk-demo" }) else {
            Issue.record("kiosk-demo is not built next to the test bundle (swift build --build-tests)")
            return
        }
        app.arguments.append("--trace")
        let stage = try WireStage(app: app, budget: 30)
        defer { stage.child.kill() }
        #expect(stage.prepare(budget: 30))
        // A tap on the first exhibit tile opens its screen.
        let shown = { (screen: String) in
            stage.serve(within: 30) {
                stage.compositor.vblank()
                return stage.child.takeStdoutLines().contains { $0.contains(#""screen-shown","screen":"\#(screen)""#) }
            }
        }
        stage.drag(id: 5, from: Point(x: 450, y: 150), by: .zero)
        #expect(shown("detail"))
        #expect(stage.prepare(budget: 30))
        #expect(shown("home"))
        #expect(stage.compositor.enabledTextInput != nil)
    }

    /// In Arabic kiosk-demo mirrors its screens: the preparation still reaches home and the search
    /// field, and the health drag still finds the banner carousel (at the mirrored place).
    @Test func kioskDemoInArabicIsPreparedAndJudgedAtTheMirroredPlaces() throws {
        guard var app = WireFuzzTests.apps.first(where: { $0.name == "kiosk-demo" }) else {
            Issue.record("kiosk-demo is not built next to the test bundle (swift build --build-tests)")
            return
        }
        app.arguments.append("--trace")
        let stage = try WireStage(app: app, budget: 30)
        defer { stage.child.kill() }
        #expect(stage.prepare(budget: 30))
        let traced = { (text: String) in
            stage.serve(within: 30) {
                stage.compositor.vblank()
                return stage.child.takeStdoutLines().contains { $0.contains(text) }
            }
        }
        // The language button, at the trailing end of the title row: English, German, then Arabic.
        stage.drag(id: 5, from: Point(x: 732, y: 38), by: .zero)
        #expect(traced(#""language-changed","language":"de"#))
        stage.drag(id: 4, from: Point(x: 732, y: 38), by: .zero)
        #expect(traced(#""language-changed","language":"ar"#))
        // An exhibit tile at the mirrored place opens its screen; the preparation comes back.
        stage.drag(id: 6, from: app.mirrored(Point(x: 450, y: 150)), by: .zero)
        #expect(traced(#""screen-shown","screen":"detail""#))
        #expect(stage.prepare(budget: 30))
        #expect(traced(#""screen-shown","screen":"home""#))
        #expect(stage.compositor.enabledTextInput != nil)
        let verdict = stage.verdict(sentClose: false, budget: 5, limits: WireLimits())
        guard case .healthy(let verified) = verdict else {
            Issue.record("\(verdict.problem.map(\.description) ?? "")")
            return
        }
        #expect(verified)
    }
}
