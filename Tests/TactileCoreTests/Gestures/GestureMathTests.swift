import Foundation
import Testing
@testable import TactileCore

/// Unit tests of the allocation-free math the built-in recognizers rest on.
@Suite struct GestureMathTests {
    @Test func centroidIsTheMeanOfThePoints() {
        let c = GestureGeometry.centroid(of: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 30)])
        #expect(c == Point(x: 10, y: 10))
        #expect(GestureGeometry.centroid(of: [Point]()) == .zero)
    }

    @Test func angleDeltaTakesTheShortWayRound() {
        let almostPi = Double.pi - 0.1
        #expect(abs(GestureGeometry.angleDelta(from: almostPi, to: -almostPi) - 0.2) < 1e-12)
        #expect(abs(GestureGeometry.angleDelta(from: -almostPi, to: almostPi) + 0.2) < 1e-12)
        #expect(abs(GestureGeometry.angleDelta(from: 0.25, to: 1.0) - 0.75) < 1e-12)
    }

    @Test func secondsConvertsDurations() {
        #expect(GestureGeometry.seconds(.milliseconds(1500)) == 1.5)
        #expect(GestureGeometry.seconds(.zero) == 0)
    }

    @Test func reasonNumbersHaveAtMostOneDecimal() {
        #expect(GestureReasonFormat.points(14.2345) == "14.2 pt")
        #expect(GestureReasonFormat.points(10) == "10 pt")
        #expect(GestureReasonFormat.milliseconds(.microseconds(119_600)) == "120 ms")
        #expect(GestureReasonFormat.milliseconds(.seconds(Int64.max)).hasSuffix(" ms"))   // no trap on huge values
        #expect(GestureReasonFormat.points(.infinity) == "inf pt")
        #expect(GestureReasonFormat.degrees(.pi / 6) == "30°")
        #expect(GestureReasonFormat.ordinal(2) == "second")
        #expect(GestureReasonFormat.ordinal(12) == "tap 12")
        #expect(GestureReasonFormat.touches(1) == "1 touch")
        #expect(GestureReasonFormat.touches(3) == "3 touches")
    }

    @Test func velocityOfUniformMotionIsItsSlope() {
        var v = VelocityEstimator()
        // 10 pt right and 5 pt up every 10 ms.
        for i in 0...20 {
            v.add(Point(x: Double(i) * 10, y: Double(i) * -5), at: .milliseconds(10 * i))
        }
        #expect(abs(v.velocity.x - 1000) < 1e-6)
        #expect(abs(v.velocity.y + 500) < 1e-6)
        // Only the last 100 ms are kept: 11 samples, 10 ms apart.
        #expect(v.count == 11)
    }

    @Test func velocityOnlyCountsTheLastWindow() {
        var v = VelocityEstimator()
        // Fast at first, then still for 200 ms: the old motion is out of the window.
        for i in 0...10 { v.add(Point(x: Double(i) * 50, y: 0), at: .milliseconds(10 * i)) }
        for i in 11...30 { v.add(Point(x: 500, y: 0), at: .milliseconds(10 * i)) }
        #expect(v.velocity == .zero)
    }

    @Test func velocityIsAFitNotTheLastStep() {
        var v = VelocityEstimator()
        // Noisy positions around 1000 pt/s: the fit recovers the trend, not the last jitter.
        let noise = [0.0, 2, -2, 2, -2, 2, -2, 2, -2, 2, 0]
        for i in 0...10 { v.add(Point(x: Double(i) * 10 + noise[i], y: 0), at: .milliseconds(10 * i)) }
        #expect(abs(v.velocity.x - 1000) < 60)
    }

    @Test func velocityNeedsTwoSamplesAndMovingTime() {
        var v = VelocityEstimator()
        #expect(v.velocity == .zero)
        v.add(Point(x: 5, y: 5), at: .milliseconds(10))
        #expect(v.velocity == .zero)
        v.add(Point(x: 50, y: 5), at: .milliseconds(10))   // same time: replaces
        #expect(v.count == 1)
        v.add(Point(x: 0, y: 0), at: .milliseconds(5))     // going back in time: ignored
        #expect(v.count == 1)
        v.removeAll()
        #expect(v.count == 0)
    }

    @Test func shiftingSamplesKeepsTheVelocity() {
        var v = VelocityEstimator()
        for i in 0...5 { v.add(Point(x: Double(i) * 10, y: 0), at: .milliseconds(10 * i)) }
        v.shift(by: Point(x: 300, y: -40))
        for i in 6...10 { v.add(Point(x: 300 + Double(i) * 10, y: -40), at: .milliseconds(10 * i)) }
        #expect(abs(v.velocity.x - 1000) < 1e-6)
        #expect(abs(v.velocity.y) < 1e-6)
    }

    @Test func ringBufferOverwritesTheOldestSample() {
        var v = VelocityEstimator(window: .seconds(10), capacity: 4)
        for i in 0..<10 { v.add(Point(x: Double(i * i), y: 0), at: .milliseconds(100 * i)) }
        #expect(v.count == 4)
        // Samples 6...9 of x = t² (t in tenths of a second): slope of the fit is 2·7.5 per 100 ms.
        #expect(abs(v.velocity.x - 150) < 1e-6)
    }

    @Test(arguments: [
        (Point(x: 60, y: 0), SwipeDirection.right),
        (Point(x: -60, y: 5), SwipeDirection.left),
        (Point(x: 3, y: -60), SwipeDirection.up),
        (Point(x: -3, y: 60), SwipeDirection.down),
    ])
    func swipeClassifiesCardinalDirections(translation: Point, expected: SwipeDirection) {
        #expect(SwipeClassifier.direction(of: translation, tolerance: .pi / 8) == expected)
    }

    @Test func swipeOutsideTheToleranceHasNoDirection() {
        // 30° off the x axis.
        let t = Point(x: 60 * 0.8660254037844386, y: 30)
        #expect(SwipeClassifier.direction(of: t, tolerance: .pi / 8) == nil)
        let r = SwipeClassifier.classify(t)
        #expect(r?.direction == .right)
        #expect(abs((r?.deviation ?? 0) - .pi / 6) < 1e-9)
        #expect(SwipeClassifier.classify(.zero) == nil)
    }

    @Test func twoTouchSpanAndAngleFollowThePair() {
        var m = TwoTouchMeasure(Point(x: 0, y: 0), Point(x: 100, y: 0))
        #expect(m.span == 100)
        #expect(m.angle == 0)
        m.update(Point(x: 0, y: 0), Point(x: 0, y: 200))
        #expect(m.span == 200)
        #expect(abs(m.angle - .pi / 2) < 1e-12)
    }

    @Test func twoTouchAngleAccumulatesPastHalfATurn() {
        var m = TwoTouchMeasure(Point(x: 0, y: 0), Point(x: 100, y: 0))
        // Turn a full circle and a quarter in 10° steps.
        for step in 1...45 {
            let a = Double(step) * .pi / 18
            m.update(Point(x: 0, y: 0), Point(x: 100 * cos(a), y: 100 * sin(a)))
        }
        #expect(abs(m.angle - 2.5 * .pi) < 1e-9)
    }

    @Test func twoTouchRebaseKeepsTheAngleAndReportsTheSpanJump() {
        var m = TwoTouchMeasure(Point(x: 0, y: 0), Point(x: 100, y: 0))
        let jump = m.rebase(Point(x: 0, y: 0), Point(x: 0, y: 40))
        #expect(jump == -60)
        #expect(m.angle == 0)
        m.update(Point(x: 0, y: 0), Point(x: -40, y: 40))
        #expect(abs(m.angle - .pi / 4) < 1e-12)
    }
}
