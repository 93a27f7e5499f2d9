import Testing
@testable import TactileCore
import TactileTesting

/// A recognizer's location after its last touch has gone is the centroid of the touches it last had.
@MainActor struct RecognizerCentroidTests {
    @Test func aRecognizerThatStopsReceivingAMovingTouchKeepsTheCentroidOfTheOthers() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        v.isMultipleTouchEnabled = true
        let g = s.recognizer("g", .manual, on: v)
        // Newer, so delivered first: it makes `g` ignore each touch it sees move.
        let h = s.recognizer("h", .manual, on: v)
        h.onMoved = { _, touches, event in
            for t in touches { g.ignore(t, for: event) }
        }
        s.driver.down(1, at: P(10, 10))
        s.driver.down(2, at: P(30, 10))
        s.driver.frame()
        #expect(g.location(in: nil) == P(20, 10))
        // One finger moves (the one-touch delivery path): `g` loses it before its turn and keeps
        // tracking the other one.
        s.move(1, 12, 10)
        #expect(g.numberOfTouches == 1)
        // The other one moves and goes too: `g`'s last centroid is where that finger was.
        s.move(2, 40, 10)
        #expect(g.numberOfTouches == 0)
        #expect(g.location(in: nil) == P(30, 10))
        s.up(1)
        s.up(2)
        g.state = .failed    // the view's withheld ends go out
        h.state = .failed
        s.checker.verify()
    }
}
