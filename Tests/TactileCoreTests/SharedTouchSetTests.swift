import Testing
@testable import TactileCore
import TactileTesting

/// The set of an event's touches made once for the recognizers that get all of them is handed to
/// a view only when the view's touches are exactly those; a view the app keeps a set from keeps
/// what it was given.
@MainActor @Suite("Touch sets shared by recognizers and views") struct SharedTouchSetTests {
    @Test func eachViewGetsExactlyItsOwnTouches() {
        let s = Scene()
        let a = s.view("A", R(0, 0, 200, 400))
        let b = s.view("B", R(200, 0, 200, 400))
        a.isMultipleTouchEnabled = true
        b.isMultipleTouchEnabled = true
        _ = s.recognizer("all", .failOnEnd, on: s.window)
        var seen: [String: [[Int32]]] = [:]
        for (v, key) in [(a, "A"), (b, "B")] {
            v.onCall = { phase, touches, _ in
                seen["\(key) \(phase)", default: []].append(touches.map(\.identifier).sorted())
            }
        }
        // Three fingers on A and two on B: the recognizer gets all five, each view its own.
        for (id, x) in [(1, 20.0), (2, 60), (3, 100), (4, 220), (5, 260)] as [(Int32, Double)] {
            s.driver.down(id, at: Point(x: x, y: 20))
        }
        s.driver.frame()
        #expect(seen["A began"] == [[1, 2, 3]])
        #expect(seen["B began"] == [[4, 5]])
        for id in Int32(1)...5 { s.driver.up(id) }
        s.driver.frame()
        #expect(seen["A ended"] == [[1, 2, 3]])
        #expect(seen["B ended"] == [[4, 5]])
        s.checker.verify()
    }

    @Test func aViewGettingEveryTouchKeepsTheSetItWasGiven() {
        let s = Scene()
        let a = s.view("A", R(0, 0, 400, 400))
        a.isMultipleTouchEnabled = true
        _ = s.recognizer("g", .discreteOnEnd, on: a)
        var kept: Set<Touch> = []
        a.onCall = { phase, touches, _ in
            if phase == .began { kept = touches }
        }
        for id in Int32(1)...4 { s.driver.down(id, at: Point(x: 40 * Double(id), y: 20)) }
        s.driver.frame()
        #expect(kept.map(\.identifier).sorted() == [1, 2, 3, 4])
        s.driver.move(1, to: Point(x: 45, y: 30))
        s.driver.frame()
        #expect(kept.count == 4)
        kept = []
        for id in Int32(1)...4 { s.driver.up(id) }
        s.driver.frame()
        s.checker.verify()
    }

    /// A view that last got one moving finger, then that finger and another lifting together
    /// through the shared set, keeps neither touch alive.
    @Test func aViewKeepsNoFinishedTouchAfterASharedSet() {
        let s = Scene()
        let a = s.view("A", R(0, 0, 400, 400))
        a.isMultipleTouchEnabled = true
        _ = s.recognizer("g", .failOnEnd, on: a)
        var ended: [[Int32]] = []
        a.onCall = { phase, touches, _ in
            if phase == .ended { ended.append(touches.map(\.identifier).sorted()) }
        }
        s.down(1, 20, 20)
        s.move(1, 30, 20)
        s.down(2, 80, 20)
        weak let second = s.window.activeTouches.last
        #expect(second?.identifier == 2)
        for id in Int32(1)...2 { s.driver.up(id) }
        s.driver.frame()
        #expect(ended == [[1, 2]])
        #expect(second == nil)
        s.checker.verify()
    }
}
