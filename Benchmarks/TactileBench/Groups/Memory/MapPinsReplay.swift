import Foundation
import MapPinsKit
import Tactile
import TactileTesting
import TactileFuzzKit

/// The real map-pins app (`MapPinsWindow` + `MapPinsScene`) fed a deterministic, endless stream of
/// realistic touch sequences through `TouchDriver` on a `ManualClock`, rendering the accumulated
/// damage with `ViewRenderer` as the platform does, every `renderInterval`-th touch frame (1: every
/// frame; the platform likewise skips frames while the compositor has not asked for one).
///
/// Sequences: one-finger pans and two-finger pinches (each returning roughly to where it
/// started, as a user looking around does), map taps and double taps (followed by a pinch back
/// out), pin taps, pin drags there and back, long presses on pins (the menu opens; Cancel, Bring
/// to Front or a touch on the backdrop closes it) and long presses on the map (a pin is added, then
/// long-pressed and deleted), so the scene stays the same size however long it runs. Every raw
/// input call (down, motion, up, frame, cancel) counts as one event.
@MainActor final class MapPinsReplay {
    static let size = Size(width: 800, height: 600)

    let clock = ManualClock()
    let window: MapPinsWindow
    let scene: MapPinsScene
    private let driver: TouchDriver
    private let renderer = ViewRenderer()
    private let image: PixelImage
    private let renderInterval: Int
    private var framesSinceRender = 0
    private var rng: FuzzRandom
    private let initialPins: Set<Int>
    private var initialPinCount: Int { initialPins.count }

    /// Raw events sent so far.
    private(set) var events = 0
    /// Sequences played so far.
    private(set) var sequences = 0
    /// Frames rendered so far.
    private(set) var renderedFrames = 0

    /// A replay drawn from `seed` that paints every `renderInterval`-th touch frame (0: never).
    init(seed: UInt64 = 0x7AC7_11E, renderInterval: Int = 1) throws {
        window = MapPinsWindow(frame: Rect(origin: .zero, size: Self.size), clock: clock)
        scene = MapPinsScene(window: window)
        driver = TouchDriver(window: window, clock: clock)
        image = try PixelImage(width: Int(Self.size.width), height: Int(Self.size.height))
        self.renderInterval = renderInterval
        rng = FuzzRandom(seed: seed)
        initialPins = Set(scene.pinIDs)
        window.setNeedsDisplay(window.bounds)
        render(force: true)
    }

    /// Plays one whole sequence (every touch ends by its end), then an idle pause.
    func playSequence() {
        sequences += 1
        switch rng.below(10) {
        case 0, 1: pan()
        case 2: pinch(from: rng.double(in: 40...80), by: rng.double(in: 0.6...1.6), andBack: true)
        case 3: tap(at: mapPoint())
        case 4: doubleTapAndZoomBack()
        case 5, 6: dragPin()
        case 7: if let p = visiblePin() { tap(at: p) } else { pan() }
        case 8: pinMenu()
        default: addAndDeletePin()
        }
        idle(.milliseconds(400 + rng.below(300)))
        tidyUp()
    }

    /// What a user does to get back to their map: closes a menu left open, deletes pins beyond the
    /// initial ones and zooms back to the initial scale, so the scene's state stays bounded.
    private func tidyUp() {
        if scene.menuPinID != nil {
            tapButton("Cancel")
            idle(.milliseconds(300))
        }
        if scene.pinIDs.count > initialPinCount, let extra = scene.pinIDs.last(where: { !initialPins.contains($0) }),
            let head = scene.pinPosition(extra), Rect(origin: .zero, size: Self.size).insetBy(dx: 30, dy: 30).contains(head) {
            longPress(at: head)
            idle(.milliseconds(300))
            tapButton(scene.menuPinID == extra ? "Delete" : "Cancel")
            idle(.milliseconds(300))
        }
        let scale = scene.map.camera.scale
        if abs(scale - 1) > 0.05 {
            pinch(from: 60, by: min(max(1 / scale, 0.3), 3), andBack: false)
            idle(.milliseconds(300))
        }
    }

    // MARK: Sequences

    /// A per-frame finger step of 4–12 points in a random direction: fast enough that a pan or a
    /// drag is never mistaken for a long press.
    private func step() -> (dx: Double, dy: Double) {
        let angle = rng.double(in: 0...(2 * Double.pi)), length = rng.double(in: 4...12)
        return (length * cos(angle), length * sin(angle))
    }

    private func pan() {
        let start = mapPoint()
        let (dx, dy) = step()
        let steps = 5 + rng.below(20)
        down(1, start)
        var p = start
        for i in 0..<(2 * steps) {
            let sign: Double = i < steps ? 1 : -1
            p = Point(x: p.x + sign * dx, y: p.y + sign * dy)
            move([(1, p)])
        }
        up([1])
    }

    private func pinch(from radius: Double, by factor: Double, andBack: Bool) {
        let c = Point(x: rng.double(in: 250...550), y: rng.double(in: 200...400))
        let steps = 5 + rng.below(15)
        func fingers(_ r: Double) -> [(Int32, Point)] { [(1, Point(x: c.x - r, y: c.y)), (2, Point(x: c.x + r, y: c.y))] }
        down(1, fingers(radius)[0].1)
        idle(.milliseconds(10))
        down(2, fingers(radius)[1].1)
        let target = radius * factor
        for i in 1...steps { move(fingers(radius + (target - radius) * Double(i) / Double(steps))) }
        if andBack {
            for i in 1...steps { move(fingers(target + (radius - target) * Double(i) / Double(steps))) }
        }
        up([2])
        idle(.milliseconds(20))
        up([1])
    }

    private func tap(at p: Point) {
        down(1, p)
        idle(.milliseconds(40 + rng.below(40)))
        up([1])
    }

    private func doubleTapAndZoomBack() {
        let p = mapPoint()
        tap(at: p)
        idle(.milliseconds(100))
        tap(at: p)
        idle(.milliseconds(400))
        pinch(from: 120, by: 0.5, andBack: false)
    }

    private func dragPin() {
        guard let head = visiblePin() else { return pan() }
        let (dx, dy) = step()
        let steps = 6 + rng.below(15)
        down(1, head)
        var p = head
        for i in 0..<(2 * steps) {
            let sign: Double = i < steps ? 1 : -1
            p = Point(x: p.x + sign * dx, y: p.y + sign * dy)
            move([(1, p)])
        }
        up([1])
    }

    private func pinMenu() {
        guard let head = visiblePin() else { return pan() }
        longPress(at: head)
        guard scene.menuPinID != nil else { return }
        idle(.milliseconds(300))
        switch rng.below(3) {
        case 0: tapButton("Cancel")
        case 1: tapButton("Bring to Front")
        default: tap(at: Point(x: 5, y: 5))
        }
    }

    private func addAndDeletePin() {
        let before = Set(scene.pinIDs)
        longPress(at: mapPoint())
        guard let added = scene.pinIDs.first(where: { !before.contains($0) }),
            let head = scene.pinPosition(added)
        else { return }
        idle(.milliseconds(300))
        longPress(at: head)
        if scene.menuPinID == added {
            idle(.milliseconds(300))
            tapButton("Delete")
        } else if scene.menuPinID != nil {
            tapButton("Cancel")
        }
    }

    private func longPress(at p: Point) {
        down(1, p)
        for _ in 0..<7 { idle(.milliseconds(100)) }
        up([1])
    }

    /// Taps the shown button named `title`: a `Button`, or a menu item (found by the name it gives
    /// the accessibility tree, as the pin menu's items are not `Button`s).
    private func tapButton(_ title: String) {
        guard let button = findButton(title, in: window) else { return }
        tap(at: button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil))
    }

    private func findButton(_ title: String, in view: View) -> View? {
        guard !view.isHidden else { return nil }
        if let button = view as? Button, button.title == title { return button }
        if view.accessibilityTraits.contains(.button), view.accessibilityLabel == title { return view }
        for sub in view.subviews.reversed() { if let found = findButton(title, in: sub) { return found } }
        return nil
    }

    // MARK: Points

    private func mapPoint() -> Point {
        Point(x: rng.double(in: 60...740), y: rng.double(in: 60...540))
    }

    /// The head of a random pin that is well inside the window, if any.
    private func visiblePin() -> Point? {
        let inside = Rect(x: 40, y: 40, width: Self.size.width - 80, height: Self.size.height - 80)
        let heads = scene.pinIDs.compactMap { scene.pinPosition($0) }.filter { inside.contains($0) }
        return heads.isEmpty ? nil : heads[rng.below(heads.count)]
    }

    // MARK: Input and frames

    private func down(_ id: Int32, _ p: Point) {
        driver.down(id, at: p)
        events += 1
        frame()
    }

    /// One touch frame 16 ms after the last, moving `touches`.
    private func move(_ touches: [(Int32, Point)]) {
        clock.advance(by: .milliseconds(16))
        for (id, p) in touches {
            driver.move(id, to: p)
            events += 1
        }
        frame()
    }

    private func up(_ ids: [Int32]) {
        clock.advance(by: .milliseconds(16))
        for id in ids {
            driver.up(id)
            events += 1
        }
        frame()
    }

    private func frame() {
        driver.frame()
        events += 1
        render()
    }

    private func idle(_ d: Duration) {
        clock.advance(by: d)
        render()
    }

    /// Paints what changed, as the platform does for a frame (when this frame is one to paint).
    private func render(force: Bool = false) {
        guard renderInterval > 0 else {
            window.prepareForFrame()
            return window.clearDamage()
        }
        framesSinceRender += 1
        guard force || framesSinceRender >= renderInterval else { return }
        framesSinceRender = 0
        // As the platform does before drawing: scroll glides, layout, and the damage of animated
        // views (which lets go of views whose animations ended or that left the window).
        window.prepareForFrame()
        let damage = window.damagedRects
        guard !damage.isEmpty else { return }
        window.clearDamage()
        var region = DamageRegion()
        for rect in damage { region.formUnion(covering: rect) }
        renderer.render(window, into: image, damage: region)
        renderedFrames += 1
    }
}
