import Testing
@testable import TactileCore
import TactileTesting

/// A small deterministic generator (SplitMix64), so every run replays the same sequences.
private struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func coordinate() -> Double { Double(below(4001)) / 10 }
}

/// Lets the two-finger recognizers run together, as a photo viewer would.
@MainActor private final class TwoFingerTogether: GestureRecognizerDelegate {
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        (g is PinchGestureRecognizer || g is RotationGestureRecognizer || g is PanGestureRecognizer)
            && (other is PinchGestureRecognizer || other is RotationGestureRecognizer || other is PanGestureRecognizer)
    }
}

/// Random touch sequences (up to three fingers, moves, lifts, cancels, pauses) over views carrying every
/// built-in recognizer with failure requirements and a delegate. Nothing may trap, and after every sequence
/// the delivery and recognizer invariants hold (views get one end per begin, recognizers are back to
/// `.possible`, no touch object outlives its sequence).
@MainActor @Suite struct BuiltInFuzzTests {
    @Test(arguments: 0..<40)
    func randomSequencesKeepTheInvariants(seed: Int) {
        var rng = SplitMix64(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D &+ 1)
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let inner = s.scene.view("inner", R(100, 100, 200, 200), in: s.content)
        inner.isMultipleTouchEnabled = true

        let together = TwoFingerTogether()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        s.add(double, named: "double")
        let single = s.add(TapGestureRecognizer(), named: "single")
        single.require(toFail: double)
        let twoFingerTap = TapGestureRecognizer()
        twoFingerTap.numberOfTouchesRequired = 2
        s.add(twoFingerTap, named: "twoFingerTap", to: inner)
        s.add(LongPressGestureRecognizer(), named: "press", to: inner)
        let tapAndHold = LongPressGestureRecognizer()
        tapAndHold.numberOfTapsRequired = 1
        s.add(tapAndHold, named: "tapAndHold")
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        let swipe = SwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        s.add(swipe, named: "swipe", to: inner)
        pan.require(toFail: swipe)
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = [.left, .bottom]
        s.add(edge, named: "edge")
        let pinch = s.add(PinchGestureRecognizer(), named: "pinch", to: inner)
        let rotation = s.add(RotationGestureRecognizer(), named: "rotation", to: inner)
        for g in [pan, pinch, rotation] as [GestureRecognizer] { g.delegate = together }
        s.add(HorizontalPanGestureRecognizer(), named: "horizontal", to: inner)

        var down: [(id: Int32, at: Point)] = []
        var nextID: Int32 = 1
        for _ in 0..<150 {
            switch rng.below(12) {
            case 0, 1:
                if down.count < 3 {
                    let p = P(rng.coordinate(), rng.coordinate())
                    s.driver.down(nextID, at: p)
                    down.append((nextID, p))
                    nextID += 1
                }
            case 2, 3:
                if !down.isEmpty { s.driver.up(down.remove(at: rng.below(down.count)).id) }
            case 4:
                if rng.below(8) == 0 {
                    s.driver.cancel()
                    down.removeAll()
                }
            default:
                // Mostly small steps (drags, pinches, swipes), sometimes a jump.
                let reach = rng.below(10) == 0 ? 200 : 30
                for i in down.indices where rng.below(4) > 0 {
                    let p = P(min(399, max(0, down[i].at.x + Double(rng.below(2 * reach + 1) - reach))),
                              min(399, max(0, down[i].at.y + Double(rng.below(2 * reach + 1) - reach))))
                    s.driver.move(down[i].id, to: p)
                    down[i].at = p
                }
            }
            s.driver.frame()
            s.wait([0, 8, 8, 16, 16, 40, 120, 400, 600][rng.below(9)])
        }
        #expect(!s.log.entries.isEmpty)   // the sequence did exercise recognition
        s.verify(lifting: down.map(\.id))
    }
}
