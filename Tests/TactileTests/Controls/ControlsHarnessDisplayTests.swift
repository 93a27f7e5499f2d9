import Testing
@testable import Tactile
@testable import TactileKit
import TactileHeadless
import TactileTesting

/// Progress and activity indicators and a text view end to end: a window on the Wayland backend
/// against an in-process `HeadlessCompositor`, touched through its `wl_touch` events, time on its
/// `ManualClock`.
@MainActor @Suite struct ControlsHarnessDisplayTests {
    @Test func aProgressViewPaintsItsTintUpToItsProgress() throws {
        let h = try HeadlessHarness(size: Size(width: 240, height: 60))
        h.window.backgroundColor = .white
        let progress = ProgressView(frame: R(20, 28, 200, 4))
        progress.progress = 0.25
        h.window.addSubview(progress)
        try h.mapWindow()
        let shot = try h.screenshot()
        #expect(shot.width == 240)                                                              // one pixel a point
        #expect(h.pixels(of: shot, in: R(20, 28, 200, 4), notMatching: .white) > 760)            // anti-aliased ends
        #expect(h.pixels(of: shot, in: R(28, 28, 32, 4), matching: progress.progressTintColor) == 128)
        #expect(h.pixels(of: shot, in: R(90, 28, 100, 4), matching: progress.trackTintColor) == 400)

        progress.setProgress(0.75, animated: true)
        #expect(try h.settleAnimations())
        #expect(h.pixels(of: try h.screenshot(), in: R(90, 28, 60, 4), matching: progress.progressTintColor) == 240)
    }

    @Test func anActivityIndicatorShowsTurningSpokesOnlyWhileAnimating() throws {
        let h = try HeadlessHarness(size: Size(width: 120, height: 120))
        h.window.backgroundColor = .white
        let spinner = ActivityIndicatorView(style: .large)
        spinner.center = P(60, 60)
        h.window.addSubview(spinner)
        try h.mapWindow()
        #expect(h.pixels(of: try h.screenshot(), in: spinner.frame, notMatching: .white) == 0)   // hidden when stopped

        spinner.startAnimating()
        try h.advance(by: .milliseconds(16))
        let first = try h.screenshot()
        #expect(h.pixels(of: first, in: spinner.frame, notMatching: .white) > 60)
        try h.advance(by: .milliseconds(250))                                                   // a quarter turn
        let later = try h.screenshot()
        #expect(h.changedPixels(from: first, to: later, in: spinner.frame) > 10)

        spinner.stopAnimating()
        try h.advance(by: .milliseconds(16))
        #expect(h.pixels(of: try h.screenshot(), in: spinner.frame, notMatching: .white) == 0)
        let commits = h.windowCommits.count
        try h.advance(by: .seconds(2))
        #expect(h.windowCommits.count == commits)                                              // nothing more drawn
    }

    @Test func aTapInATextViewPlacesTheCaretAndTheOnScreenKeyboardTypesThere() throws {
        let h = try HeadlessHarness(size: Size(width: 800, height: 480))
        h.window.backgroundColor = .white
        let textView = TextView(frame: R(20, 20, 300, 120), text: "hello world")
        h.window.addSubview(textView)
        let delegate = ChangeCounter()
        textView.delegate = delegate
        try h.mapWindow()
        let before = try h.screenshot()

        let r = textView.caretRect(at: 5)                                                       // after "hello"
        try h.tap(1, at: textView.convert(P(r.midX, r.midY), to: h.window))
        #expect(textView.isFirstResponder && textView.caret == 5)
        #expect(try h.settleAnimations())                                                       // the keyboard slid in
        #expect(OnScreenKeyboard.keyboard(in: h.window) != nil)

        try h.type(",")
        try h.type(" dear")
        #expect(textView.text == "hello, dear world")
        #expect(textView.caret == 11 && delegate.changes == 6)
        try h.settleAnimations()
        #expect(h.changedPixels(from: before, to: try h.screenshot(), in: textView.frame) > 50)
    }
}

/// Counts `textViewDidChange(_:)`.
@MainActor private final class ChangeCounter: TextViewDelegate {
    var changes = 0
    func textViewDidChange(_ tv: TextView) { changes += 1 }
}
