#if canImport(Glibc)
import Glibc
#endif
import Tactile

/// Scrolls the list a fixed distance every display frame (turning at the ends) from the window's
/// frame callback; after 60 warm-up frames it measures `frames` frames of process CPU time and
/// reports them as one JSON line.
@MainActor final class AutoScroller: FrameAnimator {
    private let list: CollectionView
    private let step: Double
    private let frames: Int
    private let report: (String) -> Void
    private var count = 0
    private var direction = 1.0
    private var startCPU = 0.0
    private var startWall = 0.0

    init(list: CollectionView, step: Double, frames: Int, report: @escaping (String) -> Void) {
        self.list = list
        self.step = step
        self.frames = frames
        self.report = report
    }

    func step(at now: Duration) -> Bool {
        count += 1
        if count == 61 { (startCPU, startWall) = (Self.seconds(CLOCK_PROCESS_CPUTIME_ID), Self.seconds(CLOCK_MONOTONIC)) }
        if count == 61 + frames {
            let cpu = Self.seconds(CLOCK_PROCESS_CPUTIME_ID) - startCPU, wall = Self.seconds(CLOCK_MONOTONIC) - startWall
            report(#"{"event":"autoscroll","toolkit":"tactile","list":"\#(list.numberOfSections > 1 ? "sectioned" : "plain")","frames":\#(frames),"step":\#(step),"cpu_ms_per_frame":\#(cpu * 1000 / Double(frames)),"wall_ms_per_frame":\#(wall * 1000 / Double(frames))}"#)
            return false
        }
        let maxY = max(0, list.contentSize.height - list.bounds.height)
        var y = list.contentOffset.y + step * direction
        if y > maxY || y < 0 {
            direction = -direction
            y = min(max(0, y), maxY)
        }
        list.contentOffset = Point(x: list.contentOffset.x, y: y)
        return true
    }

    private static func seconds(_ clock: clockid_t) -> Double {
        var t = timespec()
        clock_gettime(clock, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
