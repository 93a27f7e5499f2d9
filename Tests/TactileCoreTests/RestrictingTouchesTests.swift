import Testing
@testable import TactileCore
import TactileTesting

@MainActor @Suite("Restricting Touches") struct RestrictingTouchesTests {
    @Test func ignoringInteractionDropsTouchesForTheirWholeLife() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        v.isMultipleTouchEnabled = true
        let g = s.recognizer("g", .discreteOnEnd, on: v)
        s.down(1, 10, 10)                           // before: delivered normally
        Application.shared.beginIgnoringInteractionEvents()
        Application.shared.beginIgnoringInteractionEvents()
        s.down(2, 20, 20)                           // dropped for its whole life
        Application.shared.endIgnoringInteractionEvents()
        #expect(Application.shared.isIgnoringInteractionEvents)
        s.move(1, 15, 15)
        Application.shared.endIgnoringInteractionEvents()
        #expect(!Application.shared.isIgnoringInteractionEvents)
        s.move(2, 30, 30)
        s.up(2)
        s.up(1)
        #expect(v.calls.allSatisfy { $0.ids == [1] })
        #expect(g.touchesSeen == 1)
        #expect(g.actionStates == [.ended])
        s.checker.verify()
    }

    @Test func singleTouchViewIgnoresTheSecondTouchButItsRecognizersSeeIt() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let g = s.recognizer("g", .manual, on: v)
        s.down(1, 10, 10)
        s.down(2, 20, 20)
        s.move(2, 30, 30)
        #expect(v.calls.allSatisfy { $0.ids == [1] })
        #expect(g.touchesSeen == 2)
        #expect(g.numberOfTouches == 2)
        s.up(2)
        s.up(1)
        g.state = .failed
        #expect(v.phases == [.began, .ended])
        s.checker.verify()
    }

    @Test func multipleTouchViewGetsBoth() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        v.isMultipleTouchEnabled = true
        s.driver.down(1, at: P(10, 10))
        s.driver.down(2, at: P(20, 20))
        s.driver.frame()
        s.driver.up(1)
        s.driver.up(2)
        s.driver.frame()
        #expect(v.calls == [.init(phase: .began, ids: [1, 2]), .init(phase: .ended, ids: [1, 2])])
        s.checker.verify()
    }
}

extension RestrictingTouchesTests {
    @Test func restrictedViewsLetTouchesFallThroughToTheViewBehind() {
        let s = Scene()
        let back = s.view("back", R(0, 0, 200, 200))
        let front = s.view("front", R(0, 0, 200, 200))
        let child = s.view("child", R(0, 0, 50, 50), in: front)
        front.isUserInteractionEnabled = false
        s.tap(10, 10)
        front.isUserInteractionEnabled = true
        front.alpha = 0
        s.tap(10, 10)
        front.alpha = 1
        front.isHidden = true
        s.tap(10, 10)
        front.isHidden = false
        s.tap(10, 10)
        #expect(back.phases == [.began, .ended, .began, .ended, .began, .ended])
        #expect(child.phases == [.began, .ended])
        #expect(front.calls.isEmpty)
        s.checker.verify()
    }
}
