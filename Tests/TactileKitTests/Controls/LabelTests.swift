import Foundation
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor @Suite struct LabelTests {
    /// The window coordinates of every pixel whose alpha exceeds `threshold`.
    func inkPixels(_ bitmap: Bitmap, threshold: Double = 0) -> [(x: Int, y: Int)] {
        var result: [(x: Int, y: Int)] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).alpha > threshold {
                result.append((x, y))
            }
        }
        return result
    }

    func makeScene(text: String, size: Double = 24, frame: Rect = R(20, 20, 260, 60)) -> (Window, Label) {
        let window = Window(frame: R(0, 0, 300, 100), clock: ManualClock())
        let label = Label(frame: frame, text: text)
        label.fontSize = size
        window.addSubview(label)
        return (window, label)
    }

    @Test func glyphsAreDrawnInsideTheirLayoutBoxesAndNowhereElse() throws {
        let (window, label) = makeScene(text: "Hello, Tactile!")
        #expect(label.font != nil)
        let layout = label.layout
        #expect(layout.glyphs.count == 15)
        let origin = label.textOrigin
        let boxes = layout.glyphs.map { g in
            label.convert(g.inkBounds.offsetBy(dx: origin.x, dy: origin.y), to: nil)
        }.filter { $0.width > 0 && $0.height > 0 }
        let bitmap = window.snapshot()
        let ink = inkPixels(bitmap)
        #expect(ink.count > 300)

        // No ink outside the glyph boxes (1.5 px of slack for hinting and anti-aliasing).
        let grown = boxes.map { $0.insetBy(dx: -1.5, dy: -1.5) }
        let stray = ink.filter { p in
            !grown.contains { $0.contains(Point(x: Double(p.x) + 0.5, y: Double(p.y) + 0.5)) }
        }
        #expect(stray.isEmpty, "ink outside every glyph box: \(stray.prefix(10))")

        // Every glyph box holds ink.
        for (i, box) in boxes.enumerated() {
            let inside = ink.filter { box.contains(Point(x: Double($0.x) + 0.5, y: Double($0.y) + 0.5)) }.count
            #expect(inside >= 3, "glyph \(i) box \(box) has \(inside) ink pixels")
        }
        // Text is crisp: stems are fully opaque.
        #expect(ink.contains { bitmap.pixel(x: $0.x, y: $0.y).alpha == 1 })
        // Colour is the label's.
        let opaque = ink.first { bitmap.pixel(x: $0.x, y: $0.y).alpha == 1 }!
        #expect(bitmap.pixel(x: opaque.x, y: opaque.y) == Color(red: 0, green: 0, blue: 0, alpha: 1))
    }

    @Test func textIsRasterizedAtTheDeviceScale() throws {
        let (window, _) = makeScene(text: "Hi")
        let one = inkPixels(window.snapshot(), threshold: 0.5)
        let image = try PixelImage(width: 600, height: 200)
        ViewRenderer().render(window, into: image, scale: 2)
        let two = inkPixels(image.bitmap(), threshold: 0.5)
        func box(_ pts: [(x: Int, y: Int)]) -> (Int, Int, Int, Int) {
            (pts.map(\.x).min()!, pts.map(\.y).min()!, pts.map(\.x).max()! + 1, pts.map(\.y).max()! + 1)
        }
        let b1 = box(one), b2 = box(two)
        #expect(abs(b2.0 - 2 * b1.0) <= 2 && abs(b2.1 - 2 * b1.1) <= 2)
        #expect(abs(b2.2 - 2 * b1.2) <= 2 && abs(b2.3 - 2 * b1.3) <= 2)
        // Rasterized at 2×, not magnified: about four times the covered pixels.
        let ratio = Double(two.count) / Double(one.count)
        #expect(ratio > 3 && ratio < 5)
    }

    @Test func kerningAndLigaturesComeFromHarfBuzz() throws {
        let font = try #require(Font.systemDefault)
        let av = font.layout("AV", size: 40).size.width
        let a = font.layout("A", size: 40).size.width, v = font.layout("V", size: 40).size.width
        #expect(av < a + v - 1)                             // kerned pair
        let dejaVu = try Font(path: Font.fallbackPath)
        #expect(dejaVu.layout("fi", size: 40).glyphs.count == 1)   // DejaVu Sans has an fi ligature
    }

    @Test func linesWrapAtSpacesWithinTheWidth() throws {
        let font = try #require(Font.systemDefault)
        let layout = font.layout("one two three four five six", size: 20, width: 100)
        #expect(layout.lines.count >= 3)
        for line in layout.lines {
            #expect(line.width <= 100)
        }
        for g in layout.glyphs where g.inkBounds.width > 0 {
            #expect(g.inkBounds.minX >= -1 && g.inkBounds.maxX <= 101)
        }
        let lineHeight = font.lineHeight(atSize: 20)
        #expect(abs(layout.size.height - Double(layout.lines.count) * lineHeight) < 1e-9)
        #expect(abs(layout.lines[1].baseline - layout.lines[0].baseline - lineHeight) < 1e-9)
    }

    @Test func aWordWiderThanTheLineBreaksBetweenGlyphs() throws {
        let font = try #require(Font.systemDefault)
        let layout = font.layout("Supercalifragilistic", size: 20, width: 60)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.allSatisfy { $0.width <= 60 && !$0.glyphRange.isEmpty })
        #expect(layout.glyphs.count == 20)
    }

    @Test func newlinesStartLinesAndAlignmentPlacesThem() throws {
        let font = try #require(Font.systemDefault)
        let layout = font.layout("a\nlonger line", size: 20, width: 200, alignment: .center)
        #expect(layout.lines.count == 2)
        for line in layout.lines {
            #expect(abs(line.x - (200 - line.width) / 2) < 1e-9)
        }
        let right = font.layout("a", size: 20, width: 200, alignment: .right)
        #expect(abs(right.lines[0].x + right.lines[0].width - 200) < 1e-9)
    }

    @Test func numberOfLinesLimitsTheLayoutWithAnEllipsis() throws {
        let label = Label(frame: R(0, 0, 80, 200), text: "one two three four five six seven")
        label.fontSize = 20
        label.numberOfLines = 2
        let layout = label.layout
        #expect(layout.lines.count == 2)
        let font = try #require(label.font)
        let ellipsis = try #require(font.layout("\u{2026}", size: 20).glyphs.first)
        #expect(layout.glyphs.last?.id == ellipsis.id)
        #expect(layout.lines.allSatisfy { $0.width <= 80 })

        let single = font.layout("A title much too long for its button", size: 17, width: 120, maximumLines: 1)
        #expect(single.lines.count == 1)
        #expect(single.glyphs.last?.id == ellipsis.id)
        #expect(single.lines[0].width <= 120 && single.lines[0].width > 90)
        // Text that fits gets no ellipsis.
        #expect(font.layout("Short", size: 17, width: 120, maximumLines: 1).glyphs.count == 5)
    }

    @Test func intrinsicSizeAndSizeThatFits() throws {
        let label = Label(text: "Hello world")
        label.fontSize = 20
        let font = try #require(label.font)
        let natural = font.layout("Hello world", size: 20)
        #expect(label.intrinsicContentSize == Size(width: natural.size.width.rounded(.up),
                                                   height: font.lineHeight(atSize: 20).rounded(.up)))
        let narrow = label.sizeThatFits(Size(width: 60, height: 1000))
        #expect(narrow.width <= 60)
        #expect(narrow.height >= 2 * font.lineHeight(atSize: 20).rounded(.down))
        label.sizeToFit()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(Label(text: "").intrinsicContentSize == .zero)
    }

    @Test func charactersTheFontLacksComeFromAFallbackFont() throws {
        let sans = try Font(path: Font.fallbackPath)
        let bold = Unicode.Scalar(0x1D400)!                   // MATHEMATICAL BOLD CAPITAL A: not in DejaVu Sans
        #expect(!sans.covers(bold))
        let layout = sans.layout("A\(Character(bold))A", size: 30)
        #expect(layout.glyphs.count == 3)
        let fallback = layout.glyphs[1].font
        #expect(fallback !== sans)
        #expect(fallback.covers(bold))
        #expect(layout.glyphs[1].id != 0)                     // a real glyph, not .notdef
        #expect(layout.glyphs[0].font === sans && layout.glyphs[2].font === sans)
        #expect(layout.glyphs[1].inkBounds.width > 5)

        // Drawn: ink inside the fallback glyph's box.
        let window = Window(frame: R(0, 0, 200, 60), clock: ManualClock())
        let label = Label(frame: R(0, 0, 200, 60), text: "A\(Character(bold))A")
        label.font = sans
        label.fontSize = 30
        window.addSubview(label)
        let box = label.layout.glyphs[1].inkBounds.offsetBy(dx: label.textOrigin.x, dy: label.textOrigin.y)
        let bitmap = window.snapshot()
        let inside = inkPixels(bitmap, threshold: 0.5).filter { box.contains(Point(x: Double($0.x) + 0.5, y: Double($0.y) + 0.5)) }
        #expect(inside.count > 30)
    }

    @Test func missingFontFileIsAThrownError() {
        #expect(throws: FontError.fileNotFound(path: "/nonexistent/NoSuchFont.ttf")) {
            try Font(path: "/nonexistent/NoSuchFont.ttf")
        }
        #expect(throws: FontError.fileNotFound(path: "/usr")) { try Font(path: "/usr") }
        do {
            _ = try Font(path: "/etc/passwd")
            Issue.record("a text file loaded as a font")
        } catch {
            if case .unreadable(let path, _) = error { #expect(path == "/etc/passwd") }
            else { Issue.record("unexpected error \(error)") }
        }
    }

    @Test func labelWithoutAFontDrawsNothingAndReportsOnce() {
        let (window, label) = makeScene(text: "Invisible")
        label.font = nil
        #expect(inkPixels(window.snapshot()).isEmpty)
        #expect(inkPixels(window.snapshot()).isEmpty)
        #expect(label.missingFontReports == 1)
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func fontconfigFindsFamilies() throws {
        let font = try Font(family: "DejaVu Sans")
        #expect(font.familyName == "DejaVu Sans")
        #expect(FileManager.default.fileExists(atPath: font.path))
    }

    @Test func textColourIsDrawn() {
        let (window, label) = makeScene(text: "II", size: 40)
        label.textColor = .red
        let bitmap = window.snapshot()
        let opaque = inkPixels(bitmap, threshold: 0.99)
        #expect(!opaque.isEmpty)
        #expect(opaque.allSatisfy { bitmap.pixel(x: $0.x, y: $0.y) == .red })
    }
}

extension Rect {
    func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
}
