import Glibc
import MapPinsKit
import Tactile
import TourSupport

/// `map-pins-tour DIR`: the app in an in-process headless compositor with the touch
/// overlay on, playing a scripted tour through real Wayland touches — pan, pinch, drag a pin far,
/// long press to add a pin, open a pin's menu and delete it — and saving what the compositor shows
/// after each step as a numbered PNG.
@MainActor public enum HeadlessTour {
    /// Plays the tour; returns the paths of the PNGs written.
    public static func run(outputDirectory: String, size: Size = Size(width: 800, height: 600),
                           trace: MapTrace = MapTrace()) throws -> [String] {
        let session = try HeadlessSession(size: size, overlay: true, trace: trace)
        try session.start()
        let shots = try TourShots(of: session, into: outputDirectory)
        func shot(_ name: String) throws { try shots.take(name) }
        let w = size.width, h = size.height
        try shot("start")

        // Pan: one finger drags the map up and left (shot with the finger still down).
        try session.drag(0, from: Point(x: w * 0.8, y: h * 0.85), to: Point(x: w * 0.65, y: h * 0.7), steps: 6, lift: false)
        try shot("pan")
        try session.up([0])

        // Pinch: two fingers spread apart about the centre.
        let c = Point(x: w * 0.5, y: h * 0.55)
        try session.down([(1, Point(x: c.x - 60, y: c.y)), (2, Point(x: c.x + 60, y: c.y))])
        for i in 1...5 {
            let d = 60 + Double(i) * 7
            try session.move([(1, Point(x: c.x - d, y: c.y - Double(i) * 2)), (2, Point(x: c.x + d, y: c.y + Double(i) * 2))])
        }
        try shot("pinch")
        try session.up([1, 2])

        // Drag a pin far away in three motions.
        if let id = visiblePins(in: session, size: size).first, let p = session.pinPosition(id) {
            let target = Point(x: p.x + (p.x < w / 2 ? 300 : -300), y: min(h - 60, p.y + 120))
            try session.drag(3, from: p, to: target, steps: 3, lift: false)
            try shot("drag-pin")
            try session.up([3])
        }

        // Long press on empty map: a new pin.
        let empty = emptySpot(in: session, size: size)
        try session.press(4, at: empty)
        try shot("long-press-adds-pin")
        try session.up([4])

        // Long press on another pin: its menu; then Delete.
        if let id = visiblePins(in: session, size: size).dropFirst().first, let p = session.pinPosition(id) {
            try session.press(5, at: p)
            try session.up([5])
            try shot("pin-menu")
            if let delete = session.menuItemCenter("Delete") {
                try session.tap(6, at: delete)
                try shot("pin-deleted")
            }
        }
        return shots.written
    }

    /// The pins whose heads are well inside the window, by id.
    private static func visiblePins(in session: HeadlessSession, size: Size) -> [Int] {
        let inside = Rect(x: 30, y: 30, width: size.width - 60, height: size.height - 90)
        return session.scene.pinIDs.sorted().filter { id in session.pinPosition(id).map(inside.contains) ?? false }
    }

    /// A point well away from every pin.
    private static func emptySpot(in session: HeadlessSession, size: Size) -> Point {
        let candidates = [Point(x: size.width * 0.15, y: size.height * 0.15), Point(x: size.width * 0.85, y: size.height * 0.2),
                          Point(x: size.width * 0.2, y: size.height * 0.8), Point(x: size.width * 0.5, y: size.height * 0.1)]
        let pins = session.scene.pinIDs.compactMap { session.pinPosition($0) }
        return candidates.first { c in pins.allSatisfy { p in hypot(p.x - c.x, p.y - c.y) > 80 } } ?? candidates[0]
    }
}
