import Foundation
import Testing
import TactileCore
import WaylandServer
@testable import TactileFuzzKit

#if canImport(Glibc)
import Glibc
#endif

/// The wire fuzzer's copy side of the clipboard, touchpad gestures and presentation feedback: each
/// reaches a real app, which stays responsive (a round trip answered within a hang bound).
@Suite(.serialized) struct WireCopyAndGestureTests {
    private func app(_ name: String) -> WireApp? {
        guard let app = WireFuzzTests.apps.first(where: { $0.name == name }) else {
            Issue.record("\(name) is not built next to the test bundle (swift build --build-tests)")
            return nil
        }
        return app
    }

    private func send(_ lines: String, on stage: WireStage) {
        for line in lines.split(separator: "\n") {
            let event = WireEvent(line: line)
            #expect(event != nil, "unparsable: \(line)")
            if let event { stage.send(event) }
        }
    }

    /// `copy-text` makes kiosk-demo own the selection; pipes nobody reads, pipes whose reader is
    /// gone, many sends at once and repeated cancels leave it answering.
    @Test func kioskDemoOwnsASourceAndSurvivesHostileSends() throws {
        guard let app = app("kiosk-demo") else { return }
        let stage = try WireStage(app: app, budget: 30)
        defer { stage.child.kill() }
        #expect(stage.prepare(budget: 30))
        send("copy-text 4000 0\ncopy-text 4000 0", on: stage)
        let owns = stage.serve(within: 10) { !stage.compositor.boundResources(of: stage.client).dataSources.isEmpty }
        #expect(owns, "kiosk-demo made no wl_data_source after ctrl+c")
        #expect(stage.compositor.selectionOwner === stage.client)
        send("source-send 0 24 0\nsource-send 1 8 1\nsource-send 2 8 2", on: stage)
        #expect(stage.reachedDataSource)
        #expect(stage.heldSendPipes.count >= 24)
        #expect(stage.roundTrip(within: 5), "kiosk-demo blocked on a clipboard pipe")
        send("source-cancelled 3\nsource-send 0 4 0\nsource-cancelled 1", on: stage)
        #expect(stage.roundTrip(within: 5))
        let verdict = stage.verdict(sentClose: false, budget: 5, limits: WireLimits())
        #expect(verdict.problem == nil, "\(verdict.problem.map(\.description) ?? "")")
    }

    /// Swipes and pinches with extreme values, unknown serials, an end without a begin and a begin
    /// on a surface that is not a window reach map-pins' gesture objects.
    @Test func touchpadGesturesWithHostileValuesReachTheApp() throws {
        guard let app = app("map-pins") else { return }
        let stage = try WireStage(app: app, budget: 30)
        defer { stage.child.kill() }
        let bound = stage.serve(within: 10) {
            let r = stage.compositor.boundResources(of: stage.client)
            return !r.swipeGestures.isEmpty && !r.pinchGestures.isEmpty
        }
        #expect(bound, "map-pins has no pinch and swipe objects")
        send("""
            pinch-end 5 0
            swipe-begin 4294967295 123 0
            swipe-update 8388607.99 -8388608
            swipe-begin 3 1 0
            swipe-end 0 -1
            pinch-begin 0 0 1
            pinch-begin 2 7 3
            pinch-update 1000000000 -1000000000 8388607.99 -8388608
            pinch-update 0 0 0 0
            pinch-update 1 1 -8388608 32767.5
            pinch-end 9 1
            swipe-begin 2147483648 0 0
            swipe-update -0.5 0.001
            swipe-end 4294967295 2147483647
            """, on: stage)
        #expect(stage.roundTrip(within: 5))
        let verdict = stage.verdict(sentClose: false, budget: 5, limits: WireLimits())
        #expect(verdict.problem == nil, "\(verdict.problem.map(\.description) ?? "")")
    }

    /// `presented` with extreme timestamps, refreshes, sequences and flags, `discarded`, and
    /// `sync_output` to a removed output reach controls-demo's feedback objects.
    @Test func hostilePresentationFeedbackReachesTheApp() throws {
        guard let app = app("controls-demo") else { return }
        let stage = try WireStage(app: app, budget: 30)
        defer { stage.child.kill() }
        #expect(stage.serve(within: 10) { stage.extras.pendingFeedback(0) != nil }, "controls-demo asked for no presentation feedback")
        let first = try #require(stage.extras.pendingFeedback(0))
        send("presented 0 4294967295 4294967295 999999999 0 4294967295 4294967295 4294967295", on: stage)
        #expect(!first.isAlive, "presented did not answer the newest feedback")
        stage.extras.addOutput()
        #expect(stage.roundTrip(within: 5))
        stage.extras.removeOutput(0)
        for _ in 0..<6 {
            stage.compositor.vblank()
            _ = stage.roundTrip(within: 5)
            send("""
                present-sync-output 0 1
                presented 1 2147483648 0 1000000000 1 0 0 255
                presented 0 0 1 4294967295 4294967295 0 1 0
                present-discarded 0
                presented 1 0 0 0 16666667 0 0 16
                present-sync-output 1 5
                presented 2 1 2 3 4 5 6 7
                """, on: stage)
        }
        #expect(stage.roundTrip(within: 5))
        let verdict = stage.verdict(sentClose: false, budget: 5, limits: WireLimits())
        #expect(verdict.problem == nil, "\(verdict.problem.map(\.description) ?? "")")
    }

    /// A bounded campaign of the copy side, touchpad gestures and presentation feedback (with
    /// pointer, output and touch-frame noise): no failure, and some sequences reach a source
    /// kiosk-demo owns.
    @Test func aBoundedCampaignOfCopiesGesturesAndPresentationKillsNoApp() throws {
        let apps = WireFuzzTests.apps
        guard apps.count == 3 else {
            Issue.record("map-pins, controls-demo and kiosk-demo are not built next to the test bundle (swift build --build-tests)")
            return
        }
        var options = WireCampaign.Options(apps: apps, sequences: 30, seed: 20_261_129)
        options.maxEvents = 40
        // Without touch-down (no touch gestures): the new kinds make up most of each sequence.
        options.kinds = [.touchFrame, .touchCancel, .pointerEnter, .pointerMotion, .copyText, .sourceSend, .sourceCancelled,
                         .swipeBegin, .swipeUpdate, .swipeEnd, .pinchBegin, .pinchUpdate, .pinchEnd,
                         .presented, .presentDiscarded, .presentSyncOutput, .addOutput, .removeOutput]
        let summary = WireCampaign.run(options)
        let reports = summary.failures.map { failure in
            WireCampaign.shrink(failure, app: apps.first { $0.name == failure.app } ?? apps[0], options: options, attempts: 30)
                .report(campaignSeed: options.seed)
        }
        #expect(summary.failures.isEmpty, "\(reports.joined(separator: "\n"))")
        #expect(summary.sequences == options.sequences)
        #expect(summary.dataSourceSequences > 0)
        print("WireCopyAndGestureTests: \(summary.sequences) sequences, \(summary.events) events, "
              + "\(summary.dataSourceSequences) reached a data source, \(summary.verifiedDrags) verified drags")
    }
}
