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
}
