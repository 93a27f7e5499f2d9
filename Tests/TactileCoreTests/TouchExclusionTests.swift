import Testing
@testable import TactileCore
import TactileTesting

@MainActor @Suite("Touch Exclusion Logic") struct TouchExclusionTests {
    @Test func exclusiveViewBlocksOthersWhileItHasATouch() {
        let s = Scene()
        let ex = s.view("ex", R(0, 0, 100, 100))
        ex.isExclusiveTouch = true
        let other = s.view("other", R(200, 0, 100, 100))
        let g = s.recognizer("g", .manual, on: other)
        s.down(1, 10, 10)
        s.down(2, 210, 10)        // withheld: no view, no recognizers
        s.up(2)
        #expect(other.calls.isEmpty && g.touchesSeen == 0)
        s.up(1)
        s.tap(210, 10)            // free again
        #expect(other.phases == [.began])
        g.state = .failed
        #expect(other.phases == [.began, .ended])
        s.checker.verify()
    }

    @Test func exclusiveViewGetsNothingWhileAnotherViewHasATouch() {
        let s = Scene()
        let ex = s.view("ex", R(0, 0, 100, 100))
        ex.isExclusiveTouch = true
        let other = s.view("other", R(200, 0, 100, 100))
        s.down(1, 210, 10)
        s.tap(10, 10)
        s.up(1)
        #expect(ex.calls.isEmpty)
        #expect(other.phases == [.began, .ended])
        s.checker.verify()
    }

    /// First paragraph of the section: a new touch on a single-touch view that already has one is
    /// never delivered to the view, but is delivered to the view's swarm.
    @Test func secondTouchOnSingleTouchViewGoesToTheSwarmOnly() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let parent = s.window
        let g = s.recognizer("g", .continuousOnMove, on: parent)
        g.cancelsTouchesInView = false
        s.down(1, 10, 10)
        s.down(2, 50, 50)
        s.move(2, 60, 60)
        #expect(g.actionStates == [.began])
        #expect(v.calls.allSatisfy { $0.ids == [1] })
        s.up(1)
        s.up(2)
        #expect(g.actionStates == [.began, .ended])
        #expect(v.phases == [.began, .ended])
        s.checker.verify()
    }
}
