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

    @Test func aRepeatingAnimationEndsWithFalseWhenItsViewLeavesTheWindowAndFreesIt() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 120, 120), clock: clock)
        var finished: [Bool] = []
        var spinner: View? = View(frame: R(0, 0, 10, 10))
        window.addSubview(spinner!)
        // The completion holds the view, as an app's often does.
        View.animate(withDuration: 0.5, options: [.repeat, .autoreverse], animations: { spinner?.alpha = 0.2 }) { [spinner] in
            finished.append($0)
            _ = spinner
        }
        clock.advance(by: .milliseconds(300))
        _ = window.snapshot()
        #expect(spinner?.isAnimating == true && finished.isEmpty)
        let watched = WeakView(spinner!)
        spinner?.removeFromSuperview()
        spinner = nil
        clock.advance(by: .milliseconds(16))
        _ = window.snapshot()       // the frame that finds the view gone ends its endless animation
        #expect(finished == [false])
        #expect(watched.view == nil)
        #expect(!window.hasRunningAnimations)
    }

    @Test func aRepeatingAnimationGoesOnWhenItsViewMovesWithinTheFrame() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 120, 120), clock: clock)
        let holder = View(frame: R(0, 0, 60, 60))
        window.addSubview(holder)
        let spinner = View(frame: R(0, 0, 10, 10))
        window.addSubview(spinner)
        var finished: [Bool] = []
        View.animate(withDuration: 0.5, options: [.repeat], animations: { spinner.alpha = 0.2 }) { finished.append($0) }
        spinner.removeFromSuperview()
        holder.addSubview(spinner)
        clock.advance(by: .milliseconds(16))
        _ = window.snapshot()
        #expect(spinner.isAnimating)
        #expect(finished.isEmpty)
    }
}
