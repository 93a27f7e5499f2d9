import TactileCore

/// A trace picture as a list of shapes, drawn the same way into a PNG (`TracePNG`) or an SVG (`TraceSVG`).
public struct TraceDrawing: Sendable {
    public enum Shape: Sendable {
        case rect(Rect, Color)
        case circle(center: Point, radius: Double, Color)
        case text(String, at: Point, size: Double, Color)
    }

    public var size: Size
    public var shapes: [Shape] = []

    static let gutter = 230.0
    static let laneHeight = 24.0
    static let top = 34.0
    static let textColor = Color(white: 0.1)

    /// Lays out `events`: one lane per touch, then one per recognizer, over `width` points.
    public init(events: TraceEvents, width: Double = 1400) {
        let touchIDs = Self.touchIDs(events)
        let recognizers = Self.recognizerNames(events)
        let lanes = touchIDs.count + recognizers.count
        size = Size(width: max(width, Self.gutter + 200), height: Self.top + Double(lanes) * Self.laneHeight + 60)
        let end = max(events.endTime, 1)
        let span = size.width - Self.gutter - 30
        func x(_ t: Double) -> Double { Self.gutter + t / end * span }

        shapes.append(.rect(Rect(origin: .zero, size: size), .white))
        // Time axis.
        let step = Self.tickStep(end)
        var t = 0.0
        while t <= end {
            shapes.append(.rect(Rect(x: x(t), y: Self.top - 6, width: 1, height: size.height - Self.top - 40), Color(white: 0.88)))
            shapes.append(.text("\(Int(t)) ms", at: Point(x: x(t) + 2, y: 8), size: 10, Color(white: 0.4)))
            t += step
        }
        var y = Self.top
        for id in touchIDs {
            drawTouchLane(id, events: events, y: y, x: x)
            y += Self.laneHeight
        }
        for name in recognizers {
            drawRecognizerLane(name, events: events, y: y, x: x, right: size.width - 4)
            y += Self.laneHeight
        }
        drawLegend(y: y + 14)
    }

    private mutating func drawTouchLane(_ id: Int32, events: TraceEvents, y: Double, x: (Double) -> Double) {
        let deliveries = events.deliveries.filter { $0.ids.contains(id) }
        let raw = events.rawTouches.filter { $0.id == id }
        let times = deliveries.map(\.time) + raw.map(\.time)
        guard let first = times.min(), let last = times.max() else { return }
        let label = id == Int32.min ? "touch (pointer)" : "touch \(id)"
        shapes.append(.rect(Rect(x: 0, y: y, width: size.width, height: Self.laneHeight - 2), Color(red: 0.93, green: 0.95, blue: 1)))
        shapes.append(.text(label, at: Point(x: 6, y: y + 5), size: 12, Self.textColor))
        shapes.append(.rect(Rect(x: x(first), y: y + 10, width: max(2, x(last) - x(first)), height: 3), Color(white: 0.45)))
        for r in raw where r.change != "move" {
            shapes.append(.circle(center: Point(x: x(r.time), y: y + 11.5), radius: 4, Color(white: 0.3)))
        }
        var lastView: String?
        for d in deliveries {
            let color = Self.phaseColor(d.phase)
            shapes.append(.rect(Rect(x: x(d.time) - 1, y: y + 3, width: 3, height: Self.laneHeight - 8), color))
            if d.view != lastView || d.phase != "Moved" {
                shapes.append(.text("\(d.view) \(d.phase.lowercased())", at: Point(x: x(d.time) + 4, y: y + 12), size: 9, color))
                lastView = d.view
            }
        }
    }

    private mutating func drawRecognizerLane(_ name: String, events: TraceEvents, y: Double, x: (Double) -> Double, right: Double) {
        let changes = events.transitions.filter { $0.recognizer == name }
        shapes.append(.text(name, at: Point(x: 6, y: y + 5), size: 12, Self.textColor))
        shapes.append(.rect(Rect(x: Self.gutter, y: y + Self.laneHeight - 2, width: size.width - Self.gutter, height: 1), Color(white: 0.9)))
        for (i, c) in changes.enumerated() {
            let x0 = x(c.time)
            let next = i + 1 < changes.count ? x(changes[i + 1].time) : right
            if c.to != "possible" {
                shapes.append(.rect(Rect(x: x0, y: y + 4, width: max(3, next - x0), height: Self.laneHeight - 10),
                                    Self.stateColor(c.to)))
            }
            shapes.append(.rect(Rect(x: x0 - 1, y: y + 1, width: 2, height: Self.laneHeight - 4), Color(white: 0.2)))
            if c.to != "possible" {
                var text = c.to == "ended" ? "recognized" : c.to
                if let reason = c.reason { text += ": " + reason }
                let barWidth = max(3, next - x0)
                if barWidth > Double(text.count) * 6 + 8 {
                    shapes.append(.text(text, at: Point(x: x0 + 4, y: y + 6), size: 10, .white))
                } else {
                    shapes.append(.text(text, at: Point(x: x0 + barWidth + 3, y: y + 6), size: 10, Self.stateColor(c.to)))
                }
            }
        }
    }

    private mutating func drawLegend(y: Double) {
        var x = 6.0
        for (word, state) in [("possible", "possible"), ("began/changed", "began"), ("recognized", "ended"),
                              ("failed", "failed"), ("cancelled", "cancelled")] {
            shapes.append(.rect(Rect(x: x, y: y, width: 14, height: 12), Self.stateColor(state)))
            shapes.append(.text(word, at: Point(x: x + 18, y: y), size: 11, Self.textColor))
            x += 120
        }
        shapes.append(.text("touch lanes: bars mark deliveries to views (green began, grey moved, blue ended, orange cancelled)",
                            at: Point(x: x, y: y), size: 11, Self.textColor))
    }

    static func stateColor(_ state: String) -> Color {
        switch state {
        case "began", "changed": Color(red: 0.15, green: 0.4, blue: 0.9)
        case "ended": Color(red: 0.1, green: 0.6, blue: 0.25)
        case "failed": Color(red: 0.8, green: 0.15, blue: 0.15)
        case "cancelled": Color(red: 0.9, green: 0.5, blue: 0.05)
        default: Color(white: 0.6)
        }
    }

    static func phaseColor(_ phase: String) -> Color {
        switch phase {
        case "Began": Color(red: 0.1, green: 0.6, blue: 0.25)
        case "Ended": Color(red: 0.15, green: 0.4, blue: 0.9)
        case "Cancelled": Color(red: 0.9, green: 0.5, blue: 0.05)
        default: Color(white: 0.5)
        }
    }

    /// Touch ids in order of first appearance.
    static func touchIDs(_ e: TraceEvents) -> [Int32] {
        var seen: [(Double, Int32)] = []
        for d in e.deliveries { for id in d.ids where !seen.contains(where: { $0.1 == id }) { seen.append((d.time, id)) } }
        for r in e.rawTouches where r.id != Int32.min && !seen.contains(where: { $0.1 == r.id }) { seen.append((r.time, r.id)) }
        return seen.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Recognizer names in order of first appearance.
    static func recognizerNames(_ e: TraceEvents) -> [String] {
        var names: [String] = []
        for t in e.transitions where !names.contains(t.recognizer) { names.append(t.recognizer) }
        return names
    }

    static func tickStep(_ end: Double) -> Double {
        for s in [10.0, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000] where end / s <= 12 { return s }
        return 20000
    }
}
