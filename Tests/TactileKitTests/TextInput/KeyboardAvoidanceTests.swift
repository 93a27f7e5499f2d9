import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Keyboard avoidance in `ScrollView` under `ManualClock` and `TouchDriver`: the in-app keyboard
/// makes room below the content of the scroll view holding the field and scrolls the field into
/// view above itself, animated with its slide; hiding gives the room back.
@MainActor @Suite struct KeyboardAvoidanceTests {
    @MainActor struct Scene {
        let window: Window
        let clock: ManualClock
        let driver: TouchDriver
        let scrollView: ScrollView
        let low: TextField
        let high: TextField

        /// The keyboard's top edge at rest, in window coordinates.
        var keyboardTop: Double { window.bounds.height - KeyboardView.height(for: window.bounds.size) }

        /// `field`'s frame in the window (the model, where it ends up).
        func onScreen(_ field: TextField) -> Rect { field.convert(field.bounds, to: nil) }

        func tap(_ field: TextField) {
            let f = onScreen(field)
            driver.tap(at: Point(x: f.midX, y: f.midY))
        }

        /// Lets the slide finish and lays the window out.
        func settle() {
            clock.advance(by: .milliseconds(300))
            window.prepareForFrame()
        }
    }

    /// A full-window scroll view, 1000 points of content, a field at y 100 and one at y 400.
    func makeScene(size: Size = Size(width: 800, height: 480), lowY: Double = 400) -> Scene {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), clock: clock)
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = Size(width: size.width, height: 1000)
        let high = TextField(frame: Rect(x: 20, y: 100, width: 300, height: 44))
        let low = TextField(frame: Rect(x: 20, y: lowY, width: 300, height: 44))
        scrollView.addSubview(high)
        scrollView.addSubview(low)
        window.addSubview(scrollView)
        return Scene(window: window, clock: clock, driver: TouchDriver(window: window, clock: clock),
                     scrollView: scrollView, low: low, high: high)
    }

    @Test func aFieldTheKeyboardWouldCoverScrollsAboveItWithTheSlide() throws {
        let s = makeScene()
        s.tap(s.low)
        #expect(s.low.isFirstResponder)
        let top = s.keyboardTop                                   // 480 - 202
        #expect(s.scrollView.keyboardInset == 480 - top)
        #expect(s.scrollView.contentOffset.y == 444 + ScrollView.keyboardAvoidanceMargin - top)
        #expect(s.scrollView.isAnimating, "the scroll moves with the keyboard's slide")
        s.clock.advance(by: .milliseconds(125))
        #expect(s.scrollView.isAnimating)
        s.settle()
        #expect(!s.scrollView.isAnimating)
        let keyboard = try #require(OnScreenKeyboard.keyboard(in: s.window))
        #expect(keyboard.presentationFrame.minY == top)
        #expect(s.onScreen(s.low).maxY <= top && s.onScreen(s.low).minY >= 0)
        // The content's end can still be reached above the keyboard.
        #expect(s.scrollView.maximumContentOffset.y == 1000 + (480 - top) - 480)
    }

    @Test func aFieldAlreadyAboveTheKeyboardDoesNotMove() {
        let s = makeScene()
        s.tap(s.high)
        s.settle()
        #expect(s.high.isFirstResponder)
        #expect(s.scrollView.contentOffset == .zero)
        #expect(s.scrollView.keyboardInset == 480 - s.keyboardTop)
        #expect(!s.scrollView.isAnimating)
    }

    @Test func hidingGivesTheRoomBackAndKeepsTheOffsetInRange() {
        let s = makeScene()
        s.tap(s.low)
        s.settle()
        s.scrollView.contentOffset = s.scrollView.maximumContentOffset     // scrolled to the very end
        #expect(s.scrollView.contentOffset.y == 1000 + 480 - s.keyboardTop - 480)
        s.low.resignFirstResponder()
        #expect(s.scrollView.keyboardInset == 0)
        #expect(s.scrollView.contentOffset.y == 1000 - 480)
        s.settle()
        #expect(OnScreenKeyboard.keyboard(in: s.window) == nil)
        #expect(s.scrollView.maximumContentOffset.y == 1000 - 480)
        #expect(!s.scrollView.isAnimating)
    }

    @Test func theScrollViewTakesTouchesWhileItGivesTheRoomBack() {
        let s = makeScene()
        s.tap(s.low)
        s.settle()
        s.scrollView.contentOffset = s.scrollView.maximumContentOffset
        s.low.resignFirstResponder()
        #expect(s.scrollView.isAnimating)
        s.driver.drag(s.driver.freshID(), from: Point(x: 600, y: 100), to: Point(x: 600, y: 200), steps: 5,
                      over: .milliseconds(100))                          // within the 250 ms slide
        #expect(s.scrollView.contentOffset.y < 1000 - 480)
    }

    @Test func aScrollOffsetAlreadyInRangeStaysWhenTheKeyboardHides() {
        let s = makeScene()
        s.tap(s.low)
        s.settle()
        let offset = s.scrollView.contentOffset
        s.low.resignFirstResponder()
        s.settle()
        #expect(s.scrollView.contentOffset == offset)
        #expect(s.scrollView.keyboardInset == 0)
    }

    @Test func movingToAnotherFieldRevealsIt() {
        let s = makeScene()
        s.tap(s.high)
        s.settle()
        #expect(s.scrollView.contentOffset == .zero)
        s.low.becomeFirstResponder()                      // under the keyboard: the app moves on (return)
        #expect(s.scrollView.isAnimating)
        s.settle()
        #expect(s.low.isFirstResponder && !s.high.isFirstResponder)
        #expect(OnScreenKeyboard.isShown(in: s.window))
        #expect(s.onScreen(s.low).maxY <= s.keyboardTop)
        #expect(s.scrollView.keyboardInset == 480 - s.keyboardTop)
    }

    @Test func rotatingWhileTheKeyboardShowsKeepsTheFieldAboveIt() throws {
        let s = makeScene(size: Size(width: 480, height: 800), lowY: 560)
        s.tap(s.low)
        s.settle()
        #expect(s.scrollView.contentOffset == .zero, "above the portrait keyboard (top \(s.keyboardTop))")
        #expect(s.scrollView.keyboardInset == 800 - s.keyboardTop)
        s.window.frame = Rect(x: 0, y: 0, width: 800, height: 480)       // to landscape
        s.window.prepareForFrame()
        let keyboard = try #require(OnScreenKeyboard.keyboard(in: s.window))
        let top = s.keyboardTop
        #expect(keyboard.frame == Rect(x: 0, y: top, width: 800, height: 480 - top))
        #expect(s.scrollView.keyboardInset == 480 - top)
        #expect(s.onScreen(s.low).maxY <= top && s.onScreen(s.low).minY >= 0)
        s.window.frame = Rect(x: 0, y: 0, width: 480, height: 800)       // and back
        s.window.prepareForFrame()
        #expect(keyboard.frame.height == KeyboardView.height(for: Size(width: 480, height: 800)))
        #expect(s.scrollView.keyboardInset == 800 - s.keyboardTop)
        #expect(s.scrollView.contentOffset.y <= s.scrollView.maximumContentOffset.y)
        #expect(s.onScreen(s.low).maxY <= s.keyboardTop)
    }

    @Test func afterARotationTheFieldIsRevealedWhereLayoutPutIt() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 480, height: 800), clock: clock)
        let scrollView = FieldNearTheEnd(frame: window.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(scrollView)
        window.prepareForFrame()
        scrollView.field.becomeFirstResponder()
        clock.advance(by: .milliseconds(300))
        window.prepareForFrame()
        func onScreen() -> Rect { scrollView.field.convert(scrollView.field.bounds, to: nil) }
        var top = window.bounds.height - KeyboardView.height(for: window.bounds.size)
        #expect(onScreen().maxY <= top && onScreen().minY >= 0)
        window.frame = Rect(x: 0, y: 0, width: 800, height: 480)         // layout moves the field
        window.prepareForFrame()
        top = window.bounds.height - KeyboardView.height(for: window.bounds.size)
        #expect(scrollView.field.frame.minY == 480 - 200)
        #expect(onScreen().maxY <= top && onScreen().minY >= 0, "\(onScreen()) above \(top)")
    }

    @Test func aScrollViewThatDoesNotAdjustIsLeftAlone() {
        let s = makeScene()
        s.scrollView.adjustsForKeyboard = false
        s.tap(s.low)
        s.settle()
        #expect(s.low.isFirstResponder)
        #expect(s.scrollView.keyboardInset == 0)
        #expect(s.scrollView.contentOffset == .zero)
    }

    @Test func contentShorterThanTheViewCanScrollOnceTheKeyboardCoversIt() {
        let s = makeScene()
        s.scrollView.contentSize = Size(width: 800, height: 480)
        #expect(!s.scrollView.canScrollVertically)
        s.tap(s.low)
        s.settle()
        #expect(s.scrollView.canScrollVertically)
        #expect(s.onScreen(s.low).maxY <= s.keyboardTop)
        s.low.resignFirstResponder()
        s.settle()
        #expect(s.scrollView.contentOffset == .zero)
        #expect(!s.scrollView.canScrollVertically)
    }

    @Test func theRevealingOffsetKeepsAMarginAndStaysInRange() {
        let m = ScrollView.keyboardAvoidanceMargin
        let visible = Rect(x: 0, y: 100, width: 10, height: 20)
        #expect(ScrollView.offset(revealing: visible, from: Point(x: 0, y: 50), visibleHeight: 100, maximum: 500) == 50)
        let below = Rect(x: 0, y: 300, width: 10, height: 20)
        #expect(ScrollView.offset(revealing: below, from: .zero, visibleHeight: 100, maximum: 500) == 320 + m - 100)
        let above = Rect(x: 0, y: 10, width: 10, height: 20)
        #expect(ScrollView.offset(revealing: above, from: Point(x: 0, y: 200), visibleHeight: 100, maximum: 500) == 10 - m)
        let tall = Rect(x: 0, y: 300, width: 10, height: 400)
        #expect(ScrollView.offset(revealing: tall, from: .zero, visibleHeight: 100, maximum: 500) == 300 - m)
        #expect(ScrollView.offset(revealing: below, from: .zero, visibleHeight: 100, maximum: 50) == 50)
    }
}

/// A scroll view that lays its content out by code: a field 200 points above the end of the visible
/// height, in content 200 points taller than the view.
@MainActor private final class FieldNearTheEnd: ScrollView {
    let field = TextField(frame: Rect(x: 20, y: 0, width: 300, height: 44))

    override init(frame: Rect) {
        super.init(frame: frame)
        addSubview(field)
    }

    override func layoutSubviews() {
        contentSize = Size(width: bounds.width, height: bounds.height + 200)
        field.frame = Rect(x: 20, y: bounds.height - 200, width: 300, height: 44)
    }
}
