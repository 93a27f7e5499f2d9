import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

/// `Font.systemFont(ofSize:)` / `boldSystemFont(ofSize:)`: sized fonts sharing the default faces,
/// taken up by labels and fields, bad sizes replaced, and the face built into the binary.
@MainActor @Suite struct SystemFontTests {
    @Test func systemFontCarriesItsSizeAndSharesTheDefaultFace() throws {
        let font = Font.systemFont(ofSize: 24)
        #expect(font.pointSize == 24)
        let base = try #require(Font.systemDefault)
        #expect(base.pointSize == nil)
        #expect(font.typeface === base.typeface)
        #expect(Font.systemFont(ofSize: 12).typeface === font.typeface)
    }

    @Test func boldSystemFontIsABoldFace() {
        let bold = Font.boldSystemFont(ofSize: 18)
        #expect(bold.pointSize == 18)
        #expect(bold.typeface !== Font.systemFont(ofSize: 18).typeface)
        let style = bold.face.pointee.style_name.map { String(cString: $0) } ?? ""
        #expect(style.contains("Bold"))
    }

    @Test func aLabelAndAFieldTakeTheSizeOfASizedFont() {
        let label = Label(text: "Menu")
        let before = label.intrinsicContentSize.height
        label.font = .systemFont(ofSize: 40)
        #expect(label.fontSize == 40)
        #expect(label.intrinsicContentSize.height > before)
        label.font = Font.systemDefault          // unsized: the size stays
        #expect(label.fontSize == 40)

        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 40))
        field.font = .boldSystemFont(ofSize: 15)
        #expect(field.fontSize == 15)
    }

    @Test func badSizesAreReplaced() {
        #expect(Font.systemFont(ofSize: .nan).pointSize == 17)
        #expect(Font.systemFont(ofSize: -3).pointSize == 17)
        #expect(Font.systemFont(ofSize: 0).pointSize == 17)
        #expect(Font.boldSystemFont(ofSize: .infinity).pointSize == 17)
        #expect(Font.systemFont(ofSize: 5000).pointSize == 1000)
    }

    @Test(arguments: [false, true]) func theBuiltInFaceDrawsLatinText(bold: Bool) throws {
        let font = try #require(Font.builtIn(bold: bold))
        #expect(font.path.hasPrefix("embedded:"))
        #expect(font.familyName == "DejaVu Sans")
        for scalar in "Zürich – 12,50 €".unicodeScalars where !scalar.properties.isWhitespace {
            #expect(font.covers(scalar), "built-in face lacks \(scalar)")
        }
        let image = try PixelImage(width: 160, height: 40)
        image.fill(with: .white)
        let size = Canvas(image: image).draw("Zürich", at: Point(x: 4, y: 4), font: font, size: 24, color: .black)
        #expect(size.width > 40)
        let bitmap = image.bitmap()
        var dark = 0
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).red < 0.5 { dark += 1 } }
        #expect(dark > 100)
    }
}
