import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor @Suite struct ActivityIndicatorViewTests {
    /// Counts the window's requests for a frame (what would wake the app's loop) from now on,
    /// starting with no damage recorded.
    func countWakeUps(of window: Window) -> () -> Int {
        window.clearDamage()
        var requests = 0
        window.onNeedsDisplay = { requests += 1 }
        return { requests }
    }

    @Test func startsStoppedAndHidden() {
        let spinner = ActivityIndicatorView(style: .medium)
        #expect(!spinner.isAnimating && spinner.hidesWhenStopped && spinner.isHidden)
        #expect(spinner.frame.size == Size(width: 20, height: 20))
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == Size(width: 37, height: 37))
    }

    @Test func animatingInAWindowTurnsOnTheClock() {
        let s = ControlScene()
        let spinner = ActivityIndicatorView(style: .large)
        s.window.addSubview(spinner)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        #expect(s.window.hasRunningAnimations)
        #expect(!s.clock.hasPendingTimers)                   // frames, not timers
        s.wait(500)
        #expect(spinner.litSpoke == 6)                       // half a turn of twelve spokes
        s.wait(250)
        #expect(spinner.litSpoke == 9)
    }

    @Test func stoppedItAsksForNoFramesAndSetsNoTimers() {
        let s = ControlScene()
        let spinner = ActivityIndicatorView(style: .medium)
        s.window.addSubview(spinner)
        spinner.startAnimating()
        s.wait(100)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        #expect(!s.window.hasRunningAnimations && !s.clock.hasPendingTimers)
        s.wait(16)
        let wakeUps = countWakeUps(of: s.window)
        s.wait(1000)
        #expect(wakeUps() == 0 && s.window.damagedRects.isEmpty && !s.window.hasPendingLayout)
    }

    @Test func hiddenItPausesAndShownItResumes() {
        let s = ControlScene()
        let spinner = ActivityIndicatorView(style: .medium)
        s.window.addSubview(spinner)
        spinner.startAnimating()
        spinner.isHidden = true
        #expect(spinner.isAnimating)
        #expect(!s.window.hasRunningAnimations && !s.clock.hasPendingTimers)
        s.wait(16)
        let wakeUps = countWakeUps(of: s.window)
        s.wait(1000)
        #expect(wakeUps() == 0)
        spinner.isHidden = false
        #expect(s.window.hasRunningAnimations)
    }

    @Test func aHiddenAncestorPausesItAfterOneFrameAndShowingItResumes() {
        let s = ControlScene()
        let panel = View(frame: R(0, 0, 200, 200))
        s.window.addSubview(panel)
        let spinner = ActivityIndicatorView(style: .medium)
        panel.addSubview(spinner)
        spinner.startAnimating()
        panel.isHidden = true
        s.wait(32)
        #expect(!s.window.hasRunningAnimations && !s.clock.hasPendingTimers)
        let wakeUps = countWakeUps(of: s.window)
        s.wait(1000)
        #expect(wakeUps() == 0 && !s.window.hasPendingLayout)
        panel.isHidden = false
        _ = s.window.snapshot()                              // drawn again: shown
        #expect(s.window.hasRunningAnimations)
    }

    @Test func startedOutsideAWindowItBeginsOnceLaidOutInOne() {
        let s = ControlScene()
        let spinner = ActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !s.window.hasRunningAnimations)
        s.window.addSubview(spinner)
        s.wait(16)
        #expect(s.window.hasRunningAnimations)
        spinner.removeFromSuperview()
        s.wait(16)
        #expect(!s.window.hasRunningAnimations && !s.clock.hasPendingTimers)
        s.window.addSubview(spinner)
        s.wait(16)
        #expect(s.window.hasRunningAnimations)
    }

    @Test func withoutHidesWhenStoppedItStaysVisibleButStill() {
        let s = ControlScene()
        let spinner = ActivityIndicatorView(style: .medium)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        s.window.addSubview(spinner)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden && !s.window.hasRunningAnimations)
        spinner.hidesWhenStopped = true
        #expect(spinner.isHidden)
    }

    @Test func accessibilitySaysInProgressWhileAnimating() {
        let spinner = ActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        #expect(spinner.isAccessibilityElement)
        #expect(spinner.accessibilityLabel == "In progress")
        #expect(spinner.accessibilityTraits == .updatesFrequently)
        spinner.stopAnimating()
        #expect(spinner.accessibilityLabel == "Progress halted")
    }

    /// The drawing moves: two snapshots a quarter turn apart differ, and a stopped spinner
    /// (hidden) draws nothing.
    @Test func theSpokesTurn() {
        let s = ControlScene(width: 60, height: 60)
        s.window.backgroundColor = .white
        let spinner = ActivityIndicatorView(style: .large)
        spinner.frame = R(10, 10, 37, 37)
        s.window.addSubview(spinner)
        spinner.startAnimating()
        let first = s.window.snapshot()
        s.wait(250)
        let later = s.window.snapshot()
        let top = (x: 28, y: 14), right = (x: 43, y: 28)     // on the 12 and the 3 o'clock spokes
        #expect(first.pixel(x: top.x, y: top.y).red < later.pixel(x: top.x, y: top.y).red)
        #expect(first.pixel(x: right.x, y: right.y).red > later.pixel(x: right.x, y: right.y).red)
        spinner.stopAnimating()
        let stopped = s.window.snapshot()
        #expect(colorsMatch(stopped.pixel(x: top.x, y: top.y), .white))
    }
}
