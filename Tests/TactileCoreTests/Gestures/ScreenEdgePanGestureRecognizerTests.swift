import Testing
@testable import TactileCore
import TactileTesting

/// The screen-edge pan: starts near a watched window edge and moves inward, or fails naming the edge.
@MainActor @Suite struct ScreenEdgePanGestureRecognizerTests {
    @discardableResult
    private func edgePan(_ edges: RectEdge, in s: GestureScene) -> ScreenEdgePanGestureRecognizer {
        let g = ScreenEdgePanGestureRecognizer()
        g.edges = edges
        return s.add(g, named: "edge")
    }

    @Test func beginsFromTheLeftEdgeMovingRight() {
        let s = GestureScene()
        let g = edgePan(.left, in: s)
        s.driver.drag(1, from: P(5, 200), to: P(105, 210), steps: 10, over: .milliseconds(100))
        #expect(s.log.states("edge").first == .began)
        #expect(s.log.states("edge").last == .ended)
        #expect(g.translation(in: nil) == P(100, 10))
        s.verify()
    }

    @Test(arguments: [
        (RectEdge.right, Point(x: 395, y: 200), Point(x: 300, y: 200)),
        (RectEdge.top, Point(x: 200, y: 3), Point(x: 200, y: 100)),
        (RectEdge.bottom, Point(x: 200, y: 390), Point(x: 190, y: 300)),
    ])
    func beginsFromEachEdgeMovingInward(edge: RectEdge, from a: Point, to b: Point) {
        let s = GestureScene()
        edgePan(edge, in: s)
        s.driver.drag(1, from: a, to: b, steps: 10, over: .milliseconds(100))
        #expect(s.log.states("edge").first == .began)
        s.verify()
    }

    @Test func failsWhenStartingAwayFromTheEdges() {
        let s = GestureScene()
        let g = edgePan(.left, in: s)
        s.driver.drag(1, from: P(100, 200), to: P(200, 200), steps: 10, over: .milliseconds(100))
        #expect(s.log.states("edge").isEmpty)
        #expect(g.failureReason == "started 100 pt from the left edge > 20 pt")
        s.verify()
    }

    @Test func failsWhenMovingAlongTheEdge() {
        let s = GestureScene()
        let g = edgePan(.left, in: s)
        s.down(1, P(5, 100))
        s.wait(10)
        s.move(1, P(8, 112))
        #expect(s.log.states("edge").isEmpty)
        #expect(g.failureReason == "moved along the left edge (12 pt along > 3 pt inward)")
        s.verify(lifting: [1])
    }

    @Test func failsWhenMovingAlongAndSlightlyOutward() {
        let s = GestureScene()
        let g = edgePan(.left, in: s)
        s.down(1, P(5, 100))
        s.wait(10)
        s.move(1, P(3, 115))
        #expect(g.failureReason == "moved along the left edge (15 pt along, 2 pt outward)")
        s.verify(lifting: [1])
    }

    @Test func aCornerCountsForBothEdges() {
        let s = GestureScene()
        let g = edgePan([.left, .top], in: s)
        s.driver.drag(1, from: P(5, 5), to: P(10, 105), steps: 5, over: .milliseconds(50))   // down, from the top
        #expect(s.log.states("edge").first == .began)
        #expect(g.failureReason == nil)
        s.verify()
    }

    @Test func failsWhenMovingAwayFromTheEdge() {
        let s = GestureScene()
        let g = edgePan(.right, in: s)
        s.down(1, P(385, 200))
        s.wait(10)
        s.move(1, P(399, 200))
        #expect(g.failureReason == "moved away from the right edge (14 pt outward)")
        s.verify(lifting: [1])
    }

    @Test func failsWithNoEdges() {
        let s = GestureScene()
        let g = edgePan([], in: s)
        s.driver.drag(1, from: P(5, 200), to: P(105, 200), steps: 10, over: .milliseconds(100))
        #expect(s.log.states("edge").isEmpty)
        #expect(g.failureReason == "edges is empty: no edge to start from")
        s.verify()
    }
}
