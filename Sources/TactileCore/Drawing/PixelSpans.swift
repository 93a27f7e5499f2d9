/// The pixel columns (or rows) an edge-to-edge interval covers, with how much of each it covers: a
/// partly covered first pixel, the whole pixels, a partly covered last pixel; or one pixel when the
/// interval starts and ends inside it. At most three spans, kept inline (no allocation).
struct PixelSpans {
    /// One run of pixels `start..<end` covered by the same fraction.
    struct Span {
        var start: Double
        var end: Double
        var coverage: Double
    }

    private(set) var count = 0
    private var first = Span(start: 0, end: 0, coverage: 0)
    private var second = Span(start: 0, end: 0, coverage: 0)
    private var third = Span(start: 0, end: 0, coverage: 0)

    /// The spans of `lower..<upper` (pixel coordinates; empty when `upper <= lower`).
    init(from lower: Double, to upper: Double) {
        guard upper > lower else { return }
        let firstPixel = lower.rounded(.down)
        if upper <= firstPixel + 1 {
            append(Span(start: firstPixel, end: firstPixel + 1, coverage: upper - lower))
            return
        }
        var wholeStart = firstPixel
        if lower > firstPixel {
            append(Span(start: firstPixel, end: firstPixel + 1, coverage: firstPixel + 1 - lower))
            wholeStart = firstPixel + 1
        }
        let lastPixel = upper.rounded(.down)
        if lastPixel > wholeStart { append(Span(start: wholeStart, end: lastPixel, coverage: 1)) }
        if upper > lastPixel { append(Span(start: lastPixel, end: lastPixel + 1, coverage: upper - lastPixel)) }
    }

    /// Span `index` (0..<count).
    subscript(index: Int) -> Span {
        switch index {
        case 0: first
        case 1: second
        default: third
        }
    }

    private mutating func append(_ span: Span) {
        switch count {
        case 0: first = span
        case 1: second = span
        default: third = span
        }
        count += 1
    }
}
