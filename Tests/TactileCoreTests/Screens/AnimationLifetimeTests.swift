@testable import TactileCore
import TactileTesting
import Testing

/// Animations keep nothing alive past their end.
@MainActor @Suite struct AnimationLifetimeTests {
    private final class WeakView {
        weak var view: View?
        init(_ view: View) { self.view = view }
    }

    /// Adds a view, animates it, removes it `after` into the animation, and lets the duration pass.
    private func animateAndRemove(after elapsed: Duration, in window: Window, clock: ManualClock) -> WeakView {
        let panel = View(frame: R(10, 10, 50, 50))
        window.addSubview(panel)
        panel.alpha = 0
        View.animate(withDuration: 0.2, options: [.allowUserInteraction, .curveEaseOut]) {
            panel.alpha = 1
            panel.transform = .identity
        }
        clock.advance(by: elapsed)
        _ = window.snapshot()
        panel.removeFromSuperview()
        return WeakView(panel)
    }

    @Test(arguments: [0, 50, 199])
    func aViewRemovedBeforeItsAnimationEndedIsFreedOnceTheDurationPassed(milliseconds: Int) {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 120, 120), clock: clock)
        let removed = animateAndRemove(after: .milliseconds(milliseconds), in: window, clock: clock)
        clock.advance(by: .milliseconds(500))
        _ = window.snapshot()
        #expect(removed.view == nil)
        #expect(!window.hasRunningAnimations)
    }

    @Test func aCompletionStillRunsOnceWithTheViewGone() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 120, 120), clock: clock)
        var finished: [Bool] = []
        var panel: View? = View(frame: R(0, 0, 10, 10))
        window.addSubview(panel!)
        View.animate(withDuration: 0.2, animations: { panel?.alpha = 0.5 }) { finished.append($0) }
        let watched = WeakView(panel!)
        panel?.removeFromSuperview()
        panel = nil
        clock.advance(by: .seconds(1))
        _ = window.snapshot()       // the frame that follows drops the view from the window's animating views
        #expect(finished == [true])
        #expect(watched.view == nil)
    }
}
