import TactileCore
import TactileTesting

/// A random window for fuzzing, fully determined by its seed: nested views with every
/// delivery-affecting flag (hidden, non-interactive, transformed, exclusive-touch, single-touch,
/// touch priority, handlers that capture and release), every built-in recognizer with random
/// settings and delivery flags, require-to-fail chains, delegates (simultaneous pairs,
/// failure requirements, refused touches, vetoes) and actions that capture or release touches.
public struct FuzzWindowRecipe: Sendable {
    /// The seed the window is built from.
    public let seed: UInt64
    /// The window size.
    public static let size = Size(width: 400, height: 400)

    /// Whether view handlers also mutate the window mid-gesture (remove and re-add views, hide
    /// them, disable or remove recognizers). Off by default; drawn from a separate generator, so
    /// the rest of the window is the same either way.
    public var mutations: Bool

    /// The recipe for `seed`.
    public init(seed: UInt64, mutations: Bool = false) {
        self.seed = seed
        self.mutations = mutations
    }

    /// Builds the window on a fresh `ManualClock`.
    @MainActor public func build() -> FuzzWorld {
        var rng = FuzzRandom(seed: seed)
        let clock = ManualClock()
        let window = Window(frame: Rect(origin: .zero, size: Self.size), clock: clock)
        window.name = "Window"
        window.isMultipleTouchEnabled = rng.oneIn(2)
        var lines: [String] = []
        var views: [View] = [window]
        let viewCount = 2 + rng.below(6)
        for i in 0..<viewCount {
            let parent = views[rng.below(views.count)]
            let pb = parent.bounds
            let w = rng.double(in: 20...max(21, pb.width)), h = rng.double(in: 20...max(21, pb.height))
            let x = rng.double(in: -20...max(-19, pb.width - w + 20)), y = rng.double(in: -20...max(-19, pb.height - h + 20))
            let v = FuzzView(frame: Rect(x: x, y: y, width: w, height: h))
            v.name = "V\(i)"
            var flags: [String] = []
            if rng.oneIn(2) { v.isMultipleTouchEnabled = true; flags.append("multi") } else { flags.append("single-touch") }
            if rng.oneIn(14) { v.isHidden = true; flags.append("hidden") }
            if rng.oneIn(12) { v.isUserInteractionEnabled = false; flags.append("non-interactive") }
            if rng.oneIn(9) { v.isExclusiveTouch = true; flags.append("exclusive") }
            if rng.oneIn(6) {
                switch rng.below(3) {
                case 0: v.transform = AffineTransform(rotationAngle: rng.double(in: -3...3))
                case 1: v.transform = AffineTransform(scaleX: rng.double(in: 0.5...2), y: rng.double(in: 0.5...2))
                default: v.transform = AffineTransform(translationX: rng.double(in: -50...50), y: rng.double(in: -50...50))
                }
                flags.append("transformed")
            }
            if rng.oneIn(3) { v.forwards = true; flags.append("forwards") }
            if rng.oneIn(8) { v.releasesOnMove = true; flags.append("releases-on-move") }
            parent.addSubview(v)
            views.append(v)
            lines.append("\(v.displayName) in \(parent.displayName) frame \(Self.text(v.frame)) [\(flags.joined(separator: " "))]")
        }
        for v in views.dropFirst() where rng.oneIn(6) {
            let target = views[rng.below(views.count)]
            (v as? FuzzView)?.captureTarget = target
            lines.append("\(v.displayName) captures ids%3==0 to \(target.displayName) on began")
        }
        var priority: [View] = []
        for v in views.dropFirst() where rng.oneIn(12) {
            window.addViewForTouchPriority(v)
            priority.append(v)
            lines.append("\(v.displayName) has touch priority")
        }

        var recognizers: [GestureRecognizer] = []
        for v in views {
            for _ in 0..<rng.below(v === window ? 2 : 4) {
                let g = Self.randomRecognizer(&rng, index: recognizers.count)
                if rng.oneIn(4) { g.delaysTouchesBegan = true }
                if rng.oneIn(4) { g.delaysTouchesEnded = false }
                if rng.oneIn(4) { g.cancelsTouchesInView = false }
                v.addGestureRecognizer(g)
                recognizers.append(g)
                lines.append("\(g.displayName) on \(v.displayName): \(Self.describe(g))")
            }
        }
        let delegate = FuzzDelegate()
        if recognizers.count > 1 {
            for _ in 0..<rng.below(recognizers.count) {
                let a = recognizers[rng.below(recognizers.count)], b = recognizers[rng.below(recognizers.count)]
                guard a !== b else { continue }
                switch rng.below(4) {
                case 0, 1:
                    a.require(toFail: b)
                    lines.append("\(a.displayName) requires \(b.displayName) to fail")
                case 2:
                    delegate.simultaneous.append((a, b))
                    lines.append("\(a.displayName) + \(b.displayName) simultaneous")
                default:
                    delegate.requiresFailure.append((a, b))
                    lines.append("\(a.displayName) requires \(b.displayName) to fail (delegate)")
                }
            }
        }
        for g in recognizers {
            if rng.oneIn(10) { delegate.picky.append(g); lines.append("\(g.displayName) refuses ids%5==4") }
            if rng.oneIn(15) { delegate.vetoed.append(g); lines.append("\(g.displayName) vetoed by delegate") }
            if rng.oneIn(3) { g.delegate = delegate }
            if rng.oneIn(8) {
                let target = views[rng.below(views.count)]
                g.addAction { [weak window, weak target] g in
                    guard g.state == .began || g.state == .ended, let window, let target,
                          let t = window.activeTouches.first(where: { !$0.phase.isTerminal }) else { return }
                    window.captureTouch(t, to: target)
                }
                lines.append("\(g.displayName) action captures a touch to \(target.displayName)")
            } else if rng.oneIn(10) {
                g.addAction { [weak window] g in
                    guard let window, g.state == .began || g.state == .changed, let t = window.activeTouches.last else { return }
                    window.releaseCapture(of: t)
                }
                lines.append("\(g.displayName) action releases a touch's capture")
            }
        }
        if mutations { addMutations(views: views, recognizers: recognizers, lines: &lines) }
        return FuzzWorld(window: window, clock: clock, views: views, recognizers: recognizers,
                         delegate: delegate, description: lines)
    }

    @MainActor private func addMutations(views: [View], recognizers: [GestureRecognizer], lines: inout [String]) {
        var rng = FuzzRandom(seed: FuzzRandom.derive(seed, 0x4D55_5441))
        for case let v as FuzzView in views where rng.oneIn(3) {
            switch rng.below(4) {
            case 0:
                v.mutation = { v in
                    guard let parent = v.superview else { return }
                    let index = parent.subviews.firstIndex { $0 === v } ?? 0
                    v.removeFromSuperview()
                    parent.insertSubview(v, at: index)
                }
                lines.append("\(v.displayName) removes and re-adds itself on began (ids%4==1)")
            case 1:
                v.mutation = { v in v.isHidden.toggle() }
                lines.append("\(v.displayName) toggles its own isHidden on began (ids%4==1)")
            case 2:
                guard !recognizers.isEmpty else { continue }
                let g = recognizers[rng.below(recognizers.count)]
                v.mutation = { _ in g.isEnabled.toggle() }
                lines.append("\(v.displayName) toggles \(g.displayName).isEnabled on began (ids%4==1)")
            default:
                guard !recognizers.isEmpty else { continue }
                let g = recognizers[rng.below(recognizers.count)]
                v.mutation = { _ in
                    guard let host = g.view else { return }
                    host.removeGestureRecognizer(g)
                    host.addGestureRecognizer(g)
                }
                lines.append("\(v.displayName) removes and re-adds \(g.displayName) on began (ids%4==1)")
            }
        }
    }

    @MainActor private static func randomRecognizer(_ rng: inout FuzzRandom, index: Int) -> GestureRecognizer {
        let g: GestureRecognizer
        switch rng.below(7) {
        case 0:
            let t = TapGestureRecognizer()
            t.numberOfTapsRequired = 1 + rng.below(3)
            t.numberOfTouchesRequired = 1 + (rng.oneIn(4) ? 1 : 0)
            t.name = "tap\(index)"
            g = t
        case 1:
            let p = LongPressGestureRecognizer()
            p.numberOfTapsRequired = rng.oneIn(4) ? 1 : 0
            p.numberOfTouchesRequired = 1 + (rng.oneIn(4) ? 1 : 0)
            p.minimumPressDuration = .milliseconds(50 + rng.below(900))
            p.allowableMovement = rng.double(in: 0...30)
            p.name = "press\(index)"
            g = p
        case 2:
            let p = PanGestureRecognizer()
            p.minimumNumberOfTouches = 1 + (rng.oneIn(4) ? 1 : 0)
            p.maximumNumberOfTouches = p.minimumNumberOfTouches + rng.below(3)
            p.name = "pan\(index)"
            g = p
        case 3:
            let e = ScreenEdgePanGestureRecognizer()
            e.edges = RectEdge(rawValue: UInt(1 + rng.below(15)))
            e.name = "edge\(index)"
            g = e
        case 4:
            let s = SwipeGestureRecognizer()
            s.direction = SwipeDirection(rawValue: UInt(1 + rng.below(15)))
            s.numberOfTouchesRequired = 1 + (rng.oneIn(4) ? 1 : 0)
            s.name = "swipe\(index)"
            g = s
        case 5:
            g = PinchGestureRecognizer()
            g.name = "pinch\(index)"
        default:
            g = RotationGestureRecognizer()
            g.name = "rotation\(index)"
        }
        return g
    }

    private static func text(_ r: Rect) -> String {
        func n(_ d: Double) -> String { String(Double(Int(d * 10)) / 10) }
        return "(\(n(r.minX)), \(n(r.minY)), \(n(r.width))×\(n(r.height)))"
    }

    @MainActor private static func describe(_ g: GestureRecognizer) -> String {
        var parts: [String] = []
        switch g {
        case let t as TapGestureRecognizer: parts.append("taps \(t.numberOfTapsRequired) touches \(t.numberOfTouchesRequired)")
        case let p as LongPressGestureRecognizer:
            parts.append("taps \(p.numberOfTapsRequired) touches \(p.numberOfTouchesRequired) duration \(p.minimumPressDuration) movement \(p.allowableMovement)")
        case let e as ScreenEdgePanGestureRecognizer: parts.append("edges \(e.edges.rawValue)")
        case let p as PanGestureRecognizer: parts.append("touches \(p.minimumNumberOfTouches)...\(p.maximumNumberOfTouches)")
        case let s as SwipeGestureRecognizer: parts.append("direction \(s.direction.rawValue) touches \(s.numberOfTouchesRequired)")
        default: break
        }
        if g.delaysTouchesBegan { parts.append("delaysTouchesBegan") }
        if !g.delaysTouchesEnded { parts.append("!delaysTouchesEnded") }
        if !g.cancelsTouchesInView { parts.append("!cancelsTouchesInView") }
        return parts.joined(separator: ", ")
    }
}

/// A window built from a `FuzzWindowRecipe`, with everything that must stay alive with it.
@MainActor public final class FuzzWorld {
    /// The window.
    public let window: Window
    /// Its clock.
    public let clock: ManualClock
    /// The window and its views, in creation order.
    public let views: [View]
    /// Every recognizer attached.
    public let recognizers: [GestureRecognizer]
    /// The shared delegate (recognizers hold delegates weakly).
    let delegate: FuzzDelegate
    /// One line per view, recognizer and relationship.
    public let description: [String]

    init(window: Window, clock: ManualClock, views: [View], recognizers: [GestureRecognizer],
         delegate: FuzzDelegate, description: [String]) {
        self.window = window
        self.clock = clock
        self.views = views
        self.recognizers = recognizers
        self.delegate = delegate
        self.description = description
    }
}
