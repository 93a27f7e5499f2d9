import Tactile
import TactileCore
import TactileTesting
import TactileHeadless

/// `ResampledDrag` end to end: the same jittered 120 Hz samples sent as `wl_touch` events (with
/// their millisecond times) by a `HeadlessCompositor` offering `wp_presentation` (nanosecond
/// presentation times), whose display refreshes at 60 Hz (`vblank()`),
/// to a window on the Wayland backend, which holds motion for the display frame and resamples it
/// to the predicted presentation. Reports per display frame where the dragged view is drawn.
@MainActor
struct HeadlessResampledDrag {
    let resampling: Bool
    let seed: UInt64
    var seconds = 2.0

    func run() throws -> ResampledDrag.Outcome {
        let compositor = try HeadlessCompositor()
        try compositor.offerPresentation()
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: clock)
        window.touchResampling = resampling
        let (box, pan, start) = ResampledDrag.draggedBox(in: window)
        let h = try HeadlessHarness(window: window, clock: clock, compositor: compositor, completesFrameCallbacks: false)
        let surface = try h.mapWindow().surface

        let samples = ResampledDrag.samples(seed: seed, seconds: seconds)
        func milliseconds(_ s: Double) -> UInt32 { UInt32(max(0, s * 1000)) }
        func advance(to s: Double) {
            let target = Duration.nanoseconds(Int64(s * 1e9))
            if target > clock.now { clock.advance(by: target - clock.now) }
        }
        let y = 300.0
        try compositor.touchDown(id: 1, at: Point(x: ResampledDrag.truePosition(at: 0), y: y), on: surface)
        try compositor.touchFrame()
        try h.settle()

        var next = 0
        var outcome = ResampledDrag.Outcome()
        var frame = 1
        let phase = 0.0031
        while Double(frame) * ResampledDrag.frameInterval + phase < seconds {
            let frameTime = Double(frame) * ResampledDrag.frameInterval + phase
            while next < samples.count && samples[next].arrival <= frameTime {
                let s = samples[next]
                advance(to: s.arrival)
                compositor.eventTime = milliseconds(s.time)
                try compositor.touchMotion(id: 1, to: Point(x: ResampledDrag.truePosition(at: s.time), y: y))
                try compositor.touchFrame()
                try h.settle()
                next += 1
            }
            advance(to: frameTime)
            compositor.eventTime = milliseconds(frameTime)
            compositor.presentationTime = .nanoseconds(Int64(frameTime * 1e9))
            compositor.vblank()
            try h.settle()
            frame += 1
            guard pan.state == .began || pan.state == .changed else { continue }
            // Steps against the true path's steps over the same frames (as `ResampledDrag`); the lag
            // against where the finger is when this update is shown, at the next refresh.
            outcome.note(view: box.center.x - start.x + ResampledDrag.truePosition(at: 0), frameTime: frameTime,
                         lagTime: frameTime + ResampledDrag.frameInterval)
        }
        try compositor.touchUp(id: 1)
        try compositor.touchFrame()
        try h.settle()
        return outcome
    }
}
