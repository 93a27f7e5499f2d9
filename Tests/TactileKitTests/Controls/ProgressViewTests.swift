import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor @Suite struct ProgressViewTests {
    @Test func progressIsClampedToZeroThroughOne() {
        let bar = ProgressView(frame: R(0, 0, 200, 4))
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -0.5
        #expect(bar.progress == 0)
        bar.setProgress(0.25, animated: false)
        #expect(bar.progress == 0.25 && bar.displayedProgress == 0.25)
    }

    @Test func nonFiniteProgressIsLoggedAndIgnored() {
        let s = ControlScene()
        let bar = ProgressView(frame: R(0, 0, 200, 4))
        s.window.addSubview(bar)
        let log = ControlLogCapture()
        bar.logger = log.logger
        bar.progress = 0.4
        bar.progress = .nan
        bar.setProgress(.infinity, animated: true)
        #expect(bar.progress == 0.4 && bar.displayedProgress == 0.4)
        #expect(log.messages == ["warning: ProgressView.setProgress(nan): not a finite number; kept 0.4",
                                 "warning: ProgressView.setProgress(inf): not a finite number; kept 0.4"])
        #expect(!s.window.hasRunningAnimations)
        _ = s.window.snapshot()
    }

    @Test func theFillGrowsFromTheLeadingEdge() {
        let s = ControlScene()
        let bar = ProgressView(frame: R(0, 0, 200, 4))
        s.window.addSubview(bar)
        bar.progress = 0.25
        #expect(bar.fillRect == R(0, 0, 50, 4))
        s.window.layoutDirection = .rightToLeft
        #expect(bar.fillRect == R(150, 0, 50, 4))
    }

    @Test func setProgressAnimatedSlidesTheFillOnTheClock() {
        let s = ControlScene()
        let bar = ProgressView(frame: R(0, 0, 200, 4))
        s.window.addSubview(bar)
        bar.setProgress(1, animated: true)
        #expect(bar.progress == 1 && bar.displayedProgress == 0)
        #expect(s.window.hasRunningAnimations)
        s.wait(150)
        #expect(bar.displayedProgress > 0.3 && bar.displayedProgress < 0.7)
        s.wait(200)
        #expect(bar.displayedProgress == 1 && !s.window.hasRunningAnimations)
        // A newer change wins over an animation under way.
        bar.setProgress(0, animated: true)
        s.wait(100)
        bar.progress = 0.5
        s.wait(400)
        #expect(bar.displayedProgress == 0.5)
    }

    @Test func withoutAWindowSetProgressAnimatedJumps() {
        let bar = ProgressView(frame: R(0, 0, 200, 4))
        bar.setProgress(0.7, animated: true)
        #expect(bar.displayedProgress == 0.7)
    }

    @Test func accessibilitySpeaksAPercentage() {
        let bar = ProgressView(frame: R(0, 0, 200, 4))
        bar.progress = 0.4
        #expect(bar.isAccessibilityElement)
        #expect(bar.accessibilityValue == "40 %")
        #expect(bar.accessibilityTraits == .updatesFrequently)
    }

    @Test func intrinsicSizeIsABarOfNoWidth() {
        #expect(ProgressView().intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 4))
    }

    /// Half done: the leading half drawn in the progress tint, the rest in the track tint.
    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func theFillIsDrawnOnTheLeadingSide(direction: LayoutDirection) {
        let s = ControlScene()
        s.window.layoutDirection = direction
        let bar = ProgressView(frame: R(0, 100, 200, 10))
        s.window.addSubview(bar)
        bar.progress = 0.5
        let shot = s.window.snapshot()
        let (filled, empty) = direction == .leftToRight ? (40, 160) : (160, 40)
        #expect(colorsMatch(shot.pixel(x: filled, y: 105), bar.progressTintColor))
        #expect(colorsMatch(shot.pixel(x: empty, y: 105), bar.trackTintColor))
    }
}
