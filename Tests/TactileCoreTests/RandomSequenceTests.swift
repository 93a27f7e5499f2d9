import Testing
@testable import TactileCore
import TactileTesting

/// A small deterministic random generator (SplitMix64), so failures reproduce from the seed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A recognizer that decides at random, but always decides: on a timer after its first touch,
/// or when its touches lift; continuous gestures end or cancel with their touches.
@MainActor final class RandomRecognizer: GestureRecognizer {
    var rng: SeededRandom
    private var timer: TimerToken?

    init(seed: UInt64) {
        rng = SeededRandom(seed: seed)
        super.init()
    }

    private func decide() {
        switch state {
        case .possible:
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: state = .failed
            case 1: state = .ended
            default: state = numberOfTouches > 0 ? .began : .ended    // a continuous gesture needs touches to end it
            }
        case .began, .changed:
            state = Bool.random(using: &rng) && numberOfTouches > 0 ? .changed : .ended
        default: break
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if timer == nil, let clock {
            timer = clock.schedule(after: .milliseconds(Int64.random(in: 10...300, using: &rng))) { [weak self] in
                guard let self else { return }
                self.timer = nil
                self.decide()
            }
        }
        if Int.random(in: 0..<8, using: &rng) == 0, let t = touches.first { ignore(t, for: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        if Int.random(in: 0..<4, using: &rng) == 0 { decide() }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard touches.count >= numberOfTouches else { return }
        switch state {
        case .possible: state = Bool.random(using: &rng) ? .ended : .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    override func reset() {
        if let timer, let clock { clock.cancel(timer) }
        timer = nil
    }
}

/// Random view trees, recognizers, flags and finger sequences; after every sequence the delivery
/// invariants must hold.
@MainActor @Suite("Random sequences") struct RandomSequenceTests {
    @Test(arguments: 0..<300)
    func invariantsHoldForRandomSequences(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed) &* 7919 &+ 17)
        let s = Scene()
        var views: [View] = [s.window]
        var recognizers: [RandomRecognizer] = []
        for i in 0..<Int.random(in: 2...6, using: &rng) {
            let parent = views.randomElement(using: &rng)!
            let v = s.view("v\(i)", R(Double.random(in: 0...200, using: &rng), Double.random(in: 0...200, using: &rng),
                                      Double.random(in: 50...300, using: &rng), Double.random(in: 50...300, using: &rng)),
                           in: parent)
            v.isMultipleTouchEnabled = Bool.random(using: &rng)
            v.isExclusiveTouch = Int.random(in: 0..<6, using: &rng) == 0
            if Int.random(in: 0..<5, using: &rng) == 0 { v.transform = AffineTransform(rotationAngle: 0.3) }
            views.append(v)
        }
        let delegate = TestDelegate()
        delegate.simultaneous = { a, b in (a.displayName.count + b.displayName.count + seed) % 2 == 0 }
        delegate.requireFailure = { a, b in a.displayName < b.displayName && seed % 3 == 0 }
        for i in 0..<Int.random(in: 1...6, using: &rng) {
            let g = RandomRecognizer(seed: rng.next())
            g.name = "g\(i)"
            g.cancelsTouchesInView = Int.random(in: 0..<4, using: &rng) != 0
            g.delaysTouchesBegan = Int.random(in: 0..<4, using: &rng) == 0
            g.delaysTouchesEnded = Bool.random(using: &rng)
            if Int.random(in: 0..<3, using: &rng) == 0 { g.delegate = delegate }
            if let other = recognizers.randomElement(using: &rng), Bool.random(using: &rng) { g.require(toFail: other) }
            s.checker.watch(g)
            views.randomElement(using: &rng)!.addGestureRecognizer(g)
            recognizers.append(g)
        }
        if Int.random(in: 0..<4, using: &rng) == 0, let pv = views.dropFirst().randomElement(using: &rng) {
            s.window.addViewForTouchPriority(pv)
        }

        var down: [Int32] = []
        var ignoring = false
        for _ in 0..<Int.random(in: 5...40, using: &rng) {
            switch Int.random(in: 0..<18, using: &rng) {
            case 14 where !recognizers.isEmpty:
                let g = recognizers.randomElement(using: &rng)!
                g.isEnabled.toggle()
            case 15 where !recognizers.isEmpty:
                let g = recognizers.randomElement(using: &rng)!
                if let v = g.view { v.removeGestureRecognizer(g) } else { views.randomElement(using: &rng)!.addGestureRecognizer(g) }
            case 16 where views.count > 2:
                let v = views[Int.random(in: 1..<views.count, using: &rng)]
                let target = views.randomElement(using: &rng)!
                target.addSubview(v)                    // reparent (ignored if it would make a cycle)
            case 17:
                s.clock.advance(by: .zero)
            case 10:
                let live = s.window.activeTouches
                if let i = live.indices.randomElement(using: &rng), let target = views.randomElement(using: &rng),
                   target.window === s.window {
                    s.window.captureTouch(live[i], to: target)
                }
            case 11:
                let live = s.window.activeTouches
                if let i = live.indices.randomElement(using: &rng) { s.window.releaseCapture(of: live[i]) }
            case 12 where views.count > 2 && Int.random(in: 0..<3, using: &rng) == 0:
                let i = Int.random(in: 1..<views.count, using: &rng)
                views[i].removeFromSuperview()
            case 13:
                if ignoring { Application.shared.endIgnoringInteractionEvents() } else { Application.shared.beginIgnoringInteractionEvents() }
                ignoring.toggle()
            case 0...2 where down.count < 4:
                let id = Int32.random(in: 1...6, using: &rng)
                s.driver.down(id, at: P(Double.random(in: 0...400, using: &rng), Double.random(in: 0...400, using: &rng)))
                if !down.contains(id) { down.append(id) }
            case 3...6 where !down.isEmpty:
                for id in down where Bool.random(using: &rng) {
                    s.driver.move(id, to: P(Double.random(in: -50...450, using: &rng), Double.random(in: -50...450, using: &rng)))
                }
            case 7...8 where !down.isEmpty:
                let id = down.remove(at: Int.random(in: 0..<down.count, using: &rng))
                s.driver.up(id)
            case 9 where Int.random(in: 0..<4, using: &rng) == 0:
                s.driver.cancel()
                down.removeAll()
            default:
                s.clock.advance(by: .milliseconds(Int64.random(in: 0...120, using: &rng)))
            }
            if Bool.random(using: &rng) { s.driver.frame() }
        }
        if ignoring { Application.shared.endIgnoringInteractionEvents() }
        for g in recognizers { g.isEnabled = true }
        for id in down { s.driver.up(id) }
        s.driver.frame()
        s.clock.advance(by: .seconds(2))          // every pending decision has been made
        s.checker.verify()
        #expect(s.window.activeTouches.isEmpty)
    }
}
