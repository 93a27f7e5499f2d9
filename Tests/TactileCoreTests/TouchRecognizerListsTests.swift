import Testing
@testable import TactileCore
import TactileTesting

/// A touch's recognizer lists: members leave `gestureRecognizers` as they stop receiving it (its
/// swarm keeps them), and the lists of finished touches are reused by later ones without changing
/// what the app kept.
@MainActor @Suite("Touch recognizer lists") struct TouchRecognizerListsTests {
    @Test func aFailedRecognizerLeavesTheTouchButTheNextTouchGetsTheWholeSwarm() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let stays = s.recognizer("stays", .discreteOnEnd, on: v)
        let leaves = s.recognizer("leaves", .failOnMove, on: v)
        s.down(1, 20, 20)
        #expect(s.window.activeTouches[0].gestureRecognizers.map(\.displayName) == ["leaves", "stays"])
        s.move(1, 60, 20)
        #expect(leaves.state == .failed)
        #expect(s.window.activeTouches[0].gestureRecognizers.map(\.displayName) == ["stays"])
        #expect(s.window.activeTouches[0].record.swarm.count == 2)
        s.up(1)
        #expect(stays.state == .possible && leaves.state == .possible)
        s.down(2, 20, 20)
        #expect(s.window.activeTouches[0].gestureRecognizers.map(\.displayName) == ["leaves", "stays"])
        #expect(s.window.activeTouches[0].record.swarm.count == 2)
        s.up(2)
        s.checker.verify()
    }

    @Test func aListTheAppKeptIsNotChangedWhenItsStorageIsReused() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        _ = s.recognizer("first", .failOnEnd, on: v)
        _ = s.recognizer("second", .failOnEnd, on: v)
        s.down(1, 20, 20)
        let kept = s.window.activeTouches[0].gestureRecognizers
        s.up(1)
        let other = s.view("W", R(0, 0, 100, 100), in: v)
        _ = s.recognizer("third", .failOnEnd, on: other)
        for id in 2...5 {
            s.down(Int32(id), 20, 20)
            s.up(Int32(id))
        }
        #expect(kept.map(\.displayName) == ["second", "first"])
        s.checker.verify()
    }

    /// Three fingers coming down together on one view share one swarm list; a recognizer removed
    /// from the view mid-gesture leaves every touch's swarm, and each touch keeps its own members.
    @Test func fingersComingDownTogetherShareTheirSwarmUntilOneChanges() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        v.isMultipleTouchEnabled = true
        let a = s.recognizer("a", .discreteOnEnd, on: v)
        let b = s.recognizer("b", .discreteOnEnd, on: v)
        for id in Int32(1)...3 { s.driver.down(id, at: Point(x: 20 * Double(id), y: 20)) }
        s.driver.frame()
        var touches = s.window.activeTouches
        #expect(touches.count == 3)
        for t in touches {
            #expect(t.record.swarmIsShared)
            #expect(t.gestureRecognizers.map(\.displayName) == ["b", "a"])
        }
        v.removeGestureRecognizer(b)
        for t in touches {
            #expect(t.record.swarm.map(\.displayName) == ["a"])
            #expect(t.gestureRecognizers.map(\.displayName) == ["a"])
        }
        touches = []    // the checker counts touch objects still alive
        for id in Int32(1)...3 { s.driver.up(id) }
        s.driver.frame()
        #expect(a.actionStates == [.ended])
        // A later lone finger builds its own list again.
        s.down(4, 20, 20)
        #expect(!s.window.activeTouches[0].record.swarmIsShared)
        #expect(s.window.activeTouches[0].gestureRecognizers.map(\.displayName) == ["a"])
        s.up(4)
        s.checker.verify()
    }

    /// A delegate that refuses the second finger gives it a different swarm, which is its own.
    @Test func aFingerWithADifferentSwarmGetsItsOwnList() {
        @MainActor final class SecondRefused: GestureRecognizerDelegate {
            var seen = 0
            func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
                seen += 1
                return seen != 2
            }
        }
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        v.isMultipleTouchEnabled = true
        _ = s.recognizer("a", .discreteOnEnd, on: v)
        let b = s.recognizer("b", .discreteOnEnd, on: v)
        let refusing = SecondRefused()
        b.delegate = refusing
        for id in Int32(1)...3 { s.driver.down(id, at: Point(x: 20 * Double(id), y: 20)) }
        s.driver.frame()
        var touches = s.window.activeTouches
        #expect(touches.map { $0.gestureRecognizers.map(\.displayName) } == [["b", "a"], ["a"], ["b", "a"]])
        #expect(!touches[1].record.swarmIsShared)
        touches = []
        for id in Int32(1)...3 { s.driver.up(id) }
        s.driver.frame()
        s.checker.verify()
    }

    /// A view whose hit test runs app code before each new finger's swarm is gathered.
    @MainActor final class HookView: View {
        var onHitTest: (() -> Void)?
        override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
            onHitTest?()
            return super.hitTest(point, with: event)
        }
    }

    /// Fingers of one frame repeat the swarm of the finger before them only while nothing that
    /// decides a swarm changed: app code in a hit test enabling, disabling or re-delegating a
    /// recognizer between two fingers of the same frame is seen by the next finger.
    @Test func appCodeBetweenFingersOfOneFrameChangesTheNextSwarm() {
        @MainActor final class Refusing: GestureRecognizerDelegate {
            func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool { false }
        }
        let s = Scene()
        let v = HookView(frame: R(0, 0, 300, 300))
        v.isMultipleTouchEnabled = true
        s.window.addSubview(v)
        let a = s.recognizer("a", .discreteOnEnd, on: v)
        let b = s.recognizer("b", .discreteOnEnd, on: v)
        let late = s.recognizer("late", .discreteOnEnd, on: v)
        late.isEnabled = false
        let refusing = Refusing()
        var calls = 0
        v.onHitTest = {
            calls += 1
            switch calls {
            case 3: late.isEnabled = true          // before the third finger
            case 4: a.isEnabled = false            // before the fourth
            case 5: b.delegate = refusing          // before the fifth
            default: break
            }
        }
        for id in Int32(1)...6 { s.driver.down(id, at: Point(x: 10 * Double(id), y: 20)) }
        s.driver.frame()
        var touches = s.window.activeTouches
        #expect(touches.map { $0.gestureRecognizers.map(\.displayName) }
                == [["b"], ["b"], ["late", "b"], ["late", "b"], ["late"], ["late"]])
        #expect(touches[1].record.swarmIsShared && touches[5].record.swarmIsShared)
        touches = []
        for id in Int32(1)...6 { s.driver.up(id) }
        s.driver.frame()
        s.checker.verify()
    }

    /// Fingers repeating a swarm join its members' tracked lists together, before any app code can
    /// read them: a delegate asked about a later finger of the same frame, on another view, sees
    /// every finger that came down before it.
    @Test func aDelegateAskedAboutALaterFingerSeesTheFingersThatJoinedBeforeIt() {
        @MainActor final class Counting: GestureRecognizerDelegate {
            let watched: GestureRecognizer
            var seen: [Int] = []
            init(watching g: GestureRecognizer) { watched = g }
            func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
                seen.append(watched.numberOfTouches)
                return true
            }
        }
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        v.isMultipleTouchEnabled = true
        let w = s.view("W", R(0, 300, 100, 100))
        let a = s.recognizer("a", .discreteOnEnd, on: v)
        let b = s.recognizer("b", .discreteOnEnd, on: w)
        let counting = Counting(watching: a)
        b.delegate = counting
        for id in Int32(1)...3 { s.driver.down(id, at: Point(x: 20 * Double(id), y: 20)) }
        s.driver.down(4, at: Point(x: 20, y: 320))
        s.driver.frame()
        #expect(counting.seen == [3])
        #expect(a.numberOfTouches == 3 && b.numberOfTouches == 1)
        #expect(s.window.activeTouches[1].record.swarmIsShared)
        for id in Int32(1)...4 { s.driver.up(id) }
        s.driver.frame()
        s.checker.verify()
    }
}
