import Foundation
import Testing
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
}
