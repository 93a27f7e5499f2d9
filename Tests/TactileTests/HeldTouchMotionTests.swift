import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// A view that repaints on every motion (so each delivered drag frame is a painted frame with a
/// frame callback) and records the window locations it was given.
@MainActor private final class DragRecorder: View {
    var moves: [Point] = []
    var phases: [String] = []
    var repaints = true
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { note("began", touches) }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        for t in touches where t.identifier == 1 { moves.append(t.location(in: nil)) }
        note("moved", touches)
        if repaints { setNeedsDisplay() }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { note("ended", touches) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { note("cancelled", touches) }
    private func note(_ phase: String, _ touches: Set<Touch>) {
        phases.append(phase + touches.map { "\($0.identifier)" }.sorted().joined(separator: ","))
    }
}

/// Motion held for the display frame (`TouchFrameAssembler`): frame callbacks complete only through
/// `compositor.vblank()`; the compositor's event time and the window clock advance together.
@MainActor @Suite struct HeldTouchMotionTests {
    @MainActor private struct Scene {
        let h: PlatformHarness
        let view = DragRecorder(frame: Rect(x: 0, y: 0, width: 400, height: 300))

        init(presentation: Bool = false) throws {
            let compositor = try HeadlessCompositor()
            if presentation { try compositor.offerPresentation() }
            h = try PlatformHarness(size: Size(width: 400, height: 300), compositor: compositor)
            view.backgroundColor = .white
            view.isMultipleTouchEnabled = true
            h.window.addSubview(view)
            try h.mapWindow()
            try frameDone()
        }

        /// Time passes on both sides (no settling: frame callbacks stay as they are).
        func wait(_ ms: Int) {
            h.compositor.eventTime &+= UInt32(ms)
            h.clock.advance(by: .milliseconds(ms))
        }

        func down(_ id: Int32, _ x: Double) throws {
            try h.compositor.touchDown(id: id, at: Point(x: x, y: 100), on: try #require(h.toplevel).surface)
            try h.compositor.touchFrame()
            try h.settle()
        }

        func move(_ id: Int32, _ x: Double, after ms: Int = 8) throws {
            wait(ms)
            try h.compositor.touchMotion(id: id, to: Point(x: x, y: 100))
            try h.compositor.touchFrame()
            try h.settle()
        }

        func up(_ id: Int32) throws {
            try h.compositor.touchUp(id: id)
            try h.compositor.touchFrame()
            try h.settle()
        }

        /// The display refreshes: pending frame callbacks complete.
        func frameDone() throws {
            h.compositor.vblank()
            try h.settle()
        }

        var waitsForFrame: Bool { h.platform.windowSurface?.frameCallback != nil }

        /// A finger down at 10 and dragged past its slop to 70; the drag repainted, so a frame
        /// callback is pending.
        func startDrag() throws {
            try down(1, 10)
            try move(1, 70)
            #expect(waitsForFrame)
            #expect(view.phases == ["began1", "moved1"])
        }
    }

    @Test func motionWaitsForTheFrameCallbackAndIsDeliveredOncePerFrameResampled() throws {
        let s = try Scene()
        try s.startDrag()
        try s.move(1, 80)
        try s.move(1, 90)
        #expect(s.view.moves.count == 1)          // held while the callback is pending
        try s.frameDone()
        // One delivery for both samples, placed 5 ms (resampleLatency) before the update: 3 ms after
        // the sample at 80, on the line to the one at 90.
        #expect(s.view.moves.count == 2)
        let x = try #require(s.view.moves.last).x
        #expect(abs(x - 83.75) < 0.01)
        #expect(s.h.window.input.activeTouchCount == 1)
        // The delivery repainted, so the next motion waits for the next frame again.
        try s.move(1, 100)
        #expect(s.view.moves.count == 2)
        try s.frameDone()
        #expect(s.view.moves.count == 3)
    }

    @Test func aFingerThatStopsComesToRestOnItsLastSampleOneFrameLater() throws {
        let s = try Scene()
        try s.startDrag()
        try s.move(1, 80)
        try s.move(1, 90)
        try s.frameDone()
        #expect(s.view.moves.last?.x != 90)     // resampled behind the newest sample
        try s.frameDone()                       // the frame showing it completed; no new motion
        #expect(s.view.moves.count == 3)
        #expect(s.view.moves.last?.x == 90)
        try s.frameDone()                       // already there: nothing more
        #expect(s.view.moves.count == 3)
    }

    @Test func aFingerThatStopsWithoutDisplayFramesComesToRestByTheTimer() throws {
        let s = try Scene()
        try s.startDrag()
        try s.move(1, 80)
        s.wait(22)                              // no frame callback: the timer delivers, extrapolated
        #expect(s.view.moves.count == 2)
        #expect(abs((s.view.moves.last?.x ?? 0) - 83.75) < 0.01)
        s.wait(21)                              // and the next one puts it on the newest sample
        #expect(s.view.moves.count == 3)
        #expect(s.view.moves.last?.x == 80)
    }

    @Test func aDownOrUpIsDeliveredAtOnceAfterTheHeldMotion() throws {
        let s = try Scene()
        try s.startDrag()
        try s.move(1, 80)
        try s.down(2, 300)
        #expect(s.view.phases == ["began1", "moved1", "moved1", "began2"])
        #expect(s.view.moves.last?.x == 80)     // held motion goes out raw, before the down
        try s.move(1, 90)
        try s.up(1)
        #expect(s.view.phases == ["began1", "moved1", "moved1", "began2", "moved1", "ended1"])
        #expect(s.waitsForFrame)
    }

    @Test func aLiftAfterAResampledFrameMovesToTheNewestSampleFirst() throws {
        let s = try Scene()
        try s.startDrag()
        try s.move(1, 80)
        try s.move(1, 90)
        try s.frameDone()                       // delivered resampled, behind the sample at 90
        try s.up(1)
        #expect(s.view.phases == ["began1", "moved1", "moved1", "moved1", "ended1"])
        #expect(s.view.moves.last?.x == 90)
    }

    @Test func aCancelDeliversTheHeldMotionFirst() throws {
        let s = try Scene()
        try s.startDrag()
        try s.move(1, 80)
        try s.h.compositor.touchCancel()
        try s.h.settle()
        #expect(s.view.phases == ["began1", "moved1", "moved1", "cancelled1"])
    }

    @Test func withoutAFrameCallbackTheFallbackTimerDeliversAfterAboutOneFrame() throws {
        let s = try Scene()
        try s.startDrag()
        try s.move(1, 80)
        s.wait(10)
        #expect(s.view.moves.count == 1)
        s.wait(12)                              // 22 ms after the motion was held: past the bound
        #expect(s.view.moves.count == 2)
        #expect(s.waitsForFrame)                // the compositor never answered
        try s.move(1, 90)                       // and the next hold is bounded the same way
        #expect(s.view.moves.count == 2)
        s.wait(25)
        #expect(s.view.moves.count == 3)
    }

    @Test func withResamplingOffEveryFrameIsDeliveredAtOnceRaw() throws {
        let s = try Scene()
        s.h.window.touchResampling = false
        try s.startDrag()
        try s.move(1, 80)
        try s.move(1, 90)
        #expect(s.view.moves.map(\.x) == [70, 80, 90])
        #expect(s.waitsForFrame)
    }

    @Test func aWindowThatDoesNotRepaintGetsMotionAtOnce() throws {
        let s = try Scene()
        s.view.repaints = false
        try s.down(1, 10)
        for x in stride(from: 30.0, through: 90, by: 20) { try s.move(1, x) }
        // Nothing repainted, so no frame callback is pending: each frame goes out at once, raw.
        #expect(s.view.moves.map(\.x) == [30, 50, 70, 90])
        #expect(!s.waitsForFrame)
    }

    // MARK: wp_presentation

    @Test func presentationFeedbackReachesTheWindow() throws {
        let s = try Scene(presentation: true)
        let feedback = try #require(s.h.platform.windowSurface?.presentationFeedback)
        #expect(feedback.isAvailable)
        #expect(s.h.compositor.presentedFeedbackCount == 1)
        #expect(feedback.presentedCount == 1)
        #expect(feedback.timeline.lastPresented == .zero)
        #expect(feedback.timeline.refreshInterval == .nanoseconds(16_666_666))
        #expect(try Scene().h.platform.windowSurface?.presentationFeedback.isAvailable == false)
    }

    @Test func heldMotionIsResampledToTheVblankPresentationFeedbackReports() throws {
        let s = try Scene(presentation: true)
        try s.startDrag()
        try s.move(1, 80)
        try s.move(1, 90)
        s.h.compositor.vblank()                 // at 24 ms: presented then, and the callback completes
        s.wait(4)                               // the app gets to it 4 ms later
        try s.h.settle()
        #expect(s.view.moves.count == 2)
        // Resampled for the frame of the 24 ms vblank (presented at 24 ms + one refresh), not for the
        // late update: 5 ms before 24 ms is 3 ms after the sample at 80. From the update's time
        // (28 ms, without feedback) it would be 88.75.
        let x = try #require(s.view.moves.last).x
        #expect(abs(x - 83.75) < 0.01)
        let feedback = try #require(s.h.platform.windowSurface?.presentationFeedback)
        #expect(feedback.timeline.lastPresented == .milliseconds(24))
        #expect(feedback.predictedPresentation() == .milliseconds(24) + .nanoseconds(16_666_666))
    }

    @Test func withoutPresentationFeedbackHeldMotionIsResampledToTheUpdateTime() throws {
        let s = try Scene()
        try s.startDrag()
        try s.move(1, 80)
        try s.move(1, 90)
        s.h.compositor.vblank()
        s.wait(4)
        try s.h.settle()
        let x = try #require(s.view.moves.last).x
        #expect(abs(x - 88.75) < 0.01)
    }

    @Test func aReplacedFrameIsDiscardedAndPredictionFallsBackToTheUpdateTime() throws {
        let s = try Scene(presentation: true)
        try s.startDrag()                       // a painted frame waits for presentation
        let toplevel = try #require(s.h.toplevel)
        s.h.compositor.sendConfigure(to: toplevel, width: 300, height: 200, states: [])
        try s.h.settle()                        // acked and redrawn at the new size: replaces it
        let feedback = try #require(s.h.platform.windowSurface?.presentationFeedback)
        #expect(s.h.compositor.discardedFeedbackCount == 1)
        #expect(feedback.discardedCount == 1)
        #expect(feedback.timeline.lastPresented == nil)
        #expect(feedback.predictedPresentation() == s.h.clock.now)
    }
}
