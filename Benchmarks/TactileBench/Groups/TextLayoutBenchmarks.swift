import Tactile

/// Laying out and drawing mixed-direction text: a 200-character Arabic/English paragraph laid out
/// cold (bidi, itemisation, shaping, line breaking) and redrawn from its layout.
enum TextLayoutBenchmarks: BenchmarkGroup {
    static let name = "text-layout"
    static let summary = "layout of a 200-character mixed Arabic/English paragraph (bidi + shaping), and its cached redraw"

    /// 200 characters of Arabic and English words with digits.
    static let mixedParagraph: String = {
        let words = ["Welcome", "مرحبا", "to", "the", "بالعالم", "station", "2026", "رحلة", "gate", "12", "المطار", "exit"]
        var text = ""
        var i = 0
        while text.count < 200 {
            text += (text.isEmpty ? "" : " ") + words[i % words.count]
            i += 1
        }
        return String(text.prefix(200))
    }()

    /// 200 characters of English words, the same shape of text without bidi or fallback fonts.
    static let latinParagraph: String = {
        String(String(repeating: "Welcome to the station gate 12 exit ", count: 7).prefix(200))
    }()

    @MainActor static func run(in run: BenchmarkRun) throws {
        guard let font = Font.systemDefault else { return }
        let image = try PixelImage(width: 640, height: 240)
        let canvas = Canvas(image: image)
        for (label, text) in [("mixed Arabic/English", mixedParagraph), ("English", latinParagraph)] {
            let parameters = ["characters": "\(text.count)", "size": "17 pt", "width": "600 pt"]
            // Fallback fonts found once, outside the timing (a kiosk's first frame pays for them).
            _ = font.layout(text, size: 17, width: 600)
            run.measure(group: name, name: "layout of a 200-character \(label) paragraph, cold", unit: "ms",
                        target: label == "English" ? nil : .atMost(0.5), parameters: parameters,
                        note: "Font.layout with no cached layout: bidi levels (fribidi), runs by level, script and font, "
                            + "HarfBuzz shaping, UAX #14 breaks, visual reordering; the thread's CPU time",
                        samples: 101, warmUpSamples: 5, onCPUTime: true) {
                _ = font.layout(text, size: 17, width: 600)
            }
            let layout = font.layout(text, size: 17, width: 600)
            run.measure(group: name, name: "cached redraw of the \(label) paragraph", unit: "ms",
                        parameters: parameters,
                        note: "drawing the laid-out paragraph from the glyph caches into a 640×240 canvas (white fill included); the thread's CPU time",
                        samples: 101, warmUpSamples: 5, onCPUTime: true) {
                image.fill(with: .white)
                canvas.draw(layout, font: font, at: Point(x: 20, y: 10), color: .black)
            }
        }
    }
}
