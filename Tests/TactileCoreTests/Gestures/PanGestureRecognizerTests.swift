import Testing
@testable import TactileCore
import TactileTesting

/// The pan recognizer: hysteresis, translation, velocity, touch-count limits, and axis-locked subclasses.
@MainActor @Suite struct PanGestureRecognizerTests {
    @Test func beginsOnlyPastTheHysteresis() {
        let s = GestureScene()
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        s.down(1, P(100, 100))
        s.wait(10)
        s.move(1, P(110, 100))
        #expect(s.log.states("pan").isEmpty)
        s.wait(10)
        s.move(1, P(111, 100))
        #expect(s.log.states("pan") == [.began])
        #expect(pan.translation(in: nil) == P(11, 0))   // reckoned from the touch-down point
        s.wait(10)
        s.move(1, P(120, 105))
        s.up(1)
        #expect(s.log.states("pan") == [.began, .changed, .ended])
        #expect(pan.translation(in: nil) == P(20, 5))
        s.verify()
    }

    @Test func failsWhenLiftedBeforeTheHysteresis() {
        let s = GestureScene()
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        s.down(1, P(100, 100))
        s.wait(100)
        s.move(1, P(103, 104))
        s.up(1)
        #expect(s.log.states("pan").isEmpty)
        #expect(pan.failureReason == "lifted after moving 5 pt, not more than 10 pt, in 100 ms")
        s.verify()
    }

    @Test func velocityOfAKnownMotion() throws {
        let s = GestureScene()
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        var seen: [Point] = []
        pan.addAction { g in
            if g.state == .changed, let p = g as? PanGestureRecognizer { seen.append(p.velocity(in: nil)) }
        }
        s.down(1, P(50, 100))
        for i in 1...20 {   // 10 pt per 10 ms
            s.wait(10)
            s.move(1, P(50 + Double(i) * 10, 100))
        }
        let last = try #require(seen.last)
        #expect(abs(last.x - 1000) < 1e-6)
        #expect(abs(last.y) < 1e-6)
        s.up(1)
        s.verify()
    }

    @Test func velocityDropsWhenTheFingerStops() {
        let s = GestureScene()
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        s.down(1, P(50, 100))
        for i in 1...10 {
            s.wait(10)
            s.move(1, P(50 + Double(i) * 10, 100))
        }
        s.wait(300)
        s.up(1)
        #expect(pan.velocity(in: nil) == .zero)
        s.verify()
    }

    @Test func velocityIsInTheGivenViewsCoordinates() {
        let s = GestureScene()
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        let scaled = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = AffineTransform(scaleX: 2, y: 2)
        s.content.addSubview(scaled)
        s.down(1, P(250, 250))
        for i in 1...10 {
            s.wait(10)
            s.move(1, P(250 + Double(i) * 10, 250))
        }
        // The view is drawn twice as large, so a window point is half a point in it.
        #expect(abs(pan.velocity(in: scaled).x - 500) < 1e-6)
        #expect(abs(pan.translation(in: scaled).x - 50) < 1e-6)
        s.up(1)
        s.verify()
    }

    @Test func setTranslationRebases() {
        let s = GestureScene()
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        s.down(1, P(100, 100))
        s.wait(10)
        s.move(1, P(130, 100))
        #expect(pan.translation(in: nil) == P(30, 0))
        pan.setTranslation(.zero, in: nil)
        s.wait(10)
        s.move(1, P(135, 90))
        #expect(pan.translation(in: nil) == P(5, -10))
        pan.setTranslation(P(100, 100), in: s.content)
        s.wait(10)
        s.move(1, P(136, 90))
        #expect(pan.translation(in: s.content) == P(101, 100))
        s.up(1)
        s.verify()
    }

    /// A handler that drags without keeping state: apply the translation, then reset it to zero.
    @Test func draggingWithSetTranslationMovesAViewWithTheFinger() {
        let s = GestureScene()
        let piece = View(frame: Rect(x: 50, y: 50, width: 60, height: 60))
        s.content.addSubview(piece)
        let pan = PanGestureRecognizer { g in
            guard let p = g as? PanGestureRecognizer, let v = p.view,
                  p.state == .began || p.state == .changed else { return }
            let delta = p.translation(in: v.superview)
            v.center = Point(x: v.center.x + delta.x, y: v.center.y + delta.y)
            p.setTranslation(.zero, in: v.superview)
        }
        piece.addGestureRecognizer(pan)
        s.driver.drag(1, from: P(80, 80), to: P(180, 130), steps: 10, over: .milliseconds(100))
        #expect(piece.center == P(180, 130))
        s.verify()
    }

    @Test func addingAndLiftingAFingerMidPanDoesNotJump() {
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        s.down(1, P(100, 100))
        s.wait(10)
        s.move(1, P(130, 100))
        #expect(pan.translation(in: nil) == P(30, 0))
        s.wait(10)
        s.down(2, P(300, 300))              // the centroid jumps by (85, 100): the translation must not
        #expect(pan.translation(in: nil) == P(30, 0))
        s.wait(10)
        s.driver.move(1, to: P(140, 100))
        s.driver.move(2, to: P(310, 300))
        s.driver.frame()
        #expect(pan.translation(in: nil) == P(40, 0))
        s.wait(10)
        s.up(1)                               // and back
        #expect(pan.translation(in: nil) == P(40, 0))
        s.wait(10)
        s.move(2, P(320, 305))
        #expect(pan.translation(in: nil) == P(50, 5))
        s.up(2)
        #expect(s.log.states("pan").last == .ended)
        #expect(abs(pan.velocity(in: nil).x) < 1500)   // no spike from the jumps
        s.verify()
    }

    @Test func minimumTouchesHoldsBackASingleFinger() {
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        s.add(pan, named: "pan")
        s.down(1, P(100, 100))
        s.wait(10)
        s.move(1, P(150, 100))
        #expect(s.log.states("pan").isEmpty)
        s.down(2, P(150, 200))
        s.wait(10)
        s.driver.move(1, to: P(150, 130))
        s.driver.move(2, to: P(150, 230))
        s.driver.frame()
        #expect(s.log.states("pan") == [.began])
        #expect(pan.translation(in: nil) == P(0, 30))
        s.up(1)
        #expect(s.log.states("pan") == [.began, .ended])
        s.verify(lifting: [2])
    }

    @Test func tooManyTouchesFailBeforeThePanBegins() {
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let pan = PanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        s.add(pan, named: "pan")
        s.driver.down(1, at: P(100, 100))
        s.driver.down(2, at: P(200, 100))
        s.driver.frame()
        #expect(pan.failureReason == "2 touches > 1 maximum")
        s.verify(lifting: [1, 2])
    }

    @Test func extraTouchesAreIgnoredOnceThePanBegan() {
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let pan = PanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        s.add(pan, named: "pan")
        s.down(1, P(100, 100))
        s.wait(10)
        s.move(1, P(130, 100))
        s.down(2, P(300, 300))
        s.wait(10)
        s.move(2, P(350, 350))
        #expect(pan.translation(in: nil) == P(30, 0))
        #expect(pan.numberOfTouches == 1)
        s.up(1)
        #expect(s.log.states("pan") == [.began, .ended])
        s.verify(lifting: [2])
    }

    @Test func cancelledTouchCancelsThePan() {
        let s = GestureScene()
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        s.down(1, P(100, 100))
        s.wait(10)
        s.move(1, P(130, 100))
        s.driver.cancel()
        #expect(s.log.states("pan") == [.began, .cancelled])
        #expect(pan.failureReason == "touch cancelled during the pan")
        s.verify()
    }

    @Test func cancelledTouchFailsAPanNotYetBegun() {
        let s = GestureScene()
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        s.down(1, P(100, 100))
        s.wait(10)
        s.move(1, P(104, 100))
        s.driver.cancel()
        #expect(s.log.states("pan").isEmpty)
        #expect(pan.failureReason == "touch cancelled before the pan began")
        s.verify()
    }

    @Test func inconsistentTouchLimitsFailWithAClearReason() {
        let s = GestureScene()
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 3
        pan.maximumNumberOfTouches = 2
        s.add(pan, named: "pan")
        s.driver.drag(1, from: P(100, 100), to: P(200, 100), steps: 5, over: .milliseconds(50))
        #expect(s.log.states("pan").isEmpty)
        #expect(pan.failureReason == "maximumNumberOfTouches 2 < minimumNumberOfTouches 3")
        s.verify()
    }

    /// Capturing the touch to a view outside the pan's view cancels a pan in progress, naming the capture;
    /// the next gesture starts clean.
    @Test func captureElsewhereCancelsThePan() throws {
        let s = GestureScene()
        let left = s.scene.view("left", R(0, 0, 200, 400), in: s.content)
        let right = s.scene.view("right", R(200, 0, 200, 400), in: s.content)
        let pan = s.add(PanGestureRecognizer(), named: "pan", to: left)
        pan.cancelsTouchesInView = false
        s.down(1, P(100, 100))
        s.wait(10)
        s.move(1, P(130, 100))
        #expect(s.log.states("pan") == [.began])
        s.window.captureTouch(try #require(s.window.event.allTouches.first), to: right)
        #expect(s.log.states("pan") == [.began, .cancelled])
        #expect(pan.failureReason == "touch captured by right")
        s.wait(10)
        s.move(1, P(150, 100))
        s.up(1)
        #expect(right.phases == [.began, .moved, .ended])
        s.wait(100)
        s.driver.drag(2, from: P(100, 200), to: P(100, 260), steps: 3, over: .milliseconds(30))
        #expect(s.log.states("pan") == [.began, .cancelled, .began, .changed, .changed, .ended])
        #expect(pan.translation(in: nil) == P(0, 60))
        s.verify()
    }

    @Test func horizontalPanSubclassFailsOnVerticalMovement() {
        let s = GestureScene()
        let pan = s.add(HorizontalPanGestureRecognizer(), named: "h")
        s.down(1, P(100, 100))
        s.wait(10)
        s.move(1, P(103, 115))
        s.wait(10)
        s.move(1, P(110, 140))
        s.up(1)
        #expect(s.log.states("h").isEmpty)
        #expect(pan.state != .began)
        s.verify()
    }

    @Test func horizontalPanSubclassReportsNoVerticalTranslation() {
        let s = GestureScene()
        let pan = s.add(HorizontalPanGestureRecognizer(), named: "h")
        var translations: [Point] = []
        pan.addAction { g in translations.append((g as! HorizontalPanGestureRecognizer).translation(in: nil)) }
        s.down(1, P(100, 100))
        s.wait(10)
        s.move(1, P(130, 112))
        s.wait(10)
        s.move(1, P(160, 130))
        s.up(1)
        #expect(s.log.states("h") == [.began, .changed, .ended])
        #expect(translations == [P(30, 0), P(60, 0), P(60, 0)])
        s.verify()
    }
}

/// A horizontal and a vertical pan subclass on one view decide exclusively: a horizontal drag moves only horizontally,
/// a vertical drag only vertically.
@MainActor @Suite struct AxisLockedPanTests {
    @Test(arguments: [(Point(x: 60, y: 8), "h"), (Point(x: -7, y: 60), "v")])
    func horizontalAndVerticalPansOnOneViewAreExclusive(drag d: Point, winner: String) {
        let s = GestureScene()
        let h = s.add(HorizontalPanGestureRecognizer(), named: "h")
        let v = s.add(VerticalPanGestureRecognizer(), named: "v")
        var center = Point(x: 200, y: 200)
        for g in [h, v] as [PanGestureRecognizer] {
            g.addAction { g in
                guard let p = g as? PanGestureRecognizer, p.state == .began || p.state == .changed else { return }
                let t = p.translation(in: nil)
                center = Point(x: center.x + t.x, y: center.y + t.y)
                p.setTranslation(.zero, in: nil)
            }
        }
        s.driver.drag(1, from: P(100, 100), to: P(100 + d.x, 100 + d.y), steps: 6, over: .milliseconds(60))
        #expect(s.log.states(winner).first == .began)
        #expect(s.log.states(winner == "h" ? "v" : "h").isEmpty)
        #expect(center == (winner == "h" ? P(260, 200) : P(200, 260)))
        s.verify()
    }
}

/// A vertical-only pan, the twin of the horizontal one.
@MainActor
final class VerticalPanGestureRecognizer: PanGestureRecognizer {
    private var origin: Point = .zero

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if let t = touches.first { origin = t.location(in: view?.superview) }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        if state == .possible, let t = touches.first {
            let p = t.location(in: view?.superview)
            if abs(p.x - origin.x) >= abs(p.y - origin.y) { state = .failed }
        }
        super.touchesMoved(touches, with: event)
    }

    override func translation(in view: View?) -> Point {
        var t = super.translation(in: view)
        t.x = 0
        return t
    }
}

/// A horizontal-only pan: fails unless the first movement is more horizontal than vertical, and
/// reports no vertical translation.
@MainActor
final class HorizontalPanGestureRecognizer: PanGestureRecognizer {
    private var origin: Point = .zero

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if let t = touches.first { origin = t.location(in: view?.superview) }
        super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        if state == .possible, let t = touches.first {
            let p = t.location(in: view?.superview)
            if abs(p.y - origin.y) >= abs(p.x - origin.x) { state = .failed }
        }
        super.touchesMoved(touches, with: event)
    }

    override func translation(in view: View?) -> Point {
        var t = super.translation(in: view)
        t.y = 0
        return t
    }
}
