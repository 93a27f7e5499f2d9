import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// `Canvas.draw(_:at:font:size:color:)`: custom views label what they draw, as a Label would.
@MainActor @Suite struct CanvasTextTests {
    final class Labelled: View {
        var origin = Point(x: 10, y: 10)
        override func draw(_ rect: Rect, in canvas: Canvas) {
            canvas.fill(bounds, with: .white)
            canvas.draw("Hello", at: origin, size: 24, color: .black)
        }
    }

    /// The dark pixels of `bitmap` (each channel below 0.5).
    func darkPixels(_ bitmap: Bitmap) -> Set<Int> {
        var out: Set<Int> = []
        for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).red < 0.5 { out.insert(y * bitmap.width + x) } }
        return out
    }

    @Test func drawsTheSamePixelsAsALabel() throws {
        let b = ControlScene(width: 200, height: 60)
        let background = View(frame: R(0, 0, 200, 60))
        background.backgroundColor = .white
        b.window.addSubview(background)
        let label = Label(frame: R(10, 10, 190, 40), text: "Hello")
        label.fontSize = 24
        b.window.addSubview(label)
        let reference = b.window.snapshot()

        let a = ControlScene(width: 200, height: 60)
        let custom = Labelled(frame: R(0, 0, 200, 60))
        custom.origin = P(10, 10 + label.textOrigin.y)   // where the label puts its text
        a.window.addSubview(custom)
        let drawn = a.window.snapshot()

        let dark = darkPixels(drawn)
        #expect(dark.count > 50)                      // text was drawn
        #expect(dark == darkPixels(reference))
        // Nothing above or left of the origin.
        #expect(dark.allSatisfy { $0 % 200 >= 10 && $0 / 200 >= 10 })
    }

    @Test func returnsTheTextSizeAndDrawsNothingForEmptyText() throws {
        let image = try PixelImage(width: 100, height: 40)
        image.fill(with: .white)
        let canvas = Canvas(image: image)
        #expect(canvas.draw("", at: .zero) == .zero)
        #expect(image.bitmap().rgba.allSatisfy { $0 == 255 })
        let size = canvas.draw("Hi", at: P(2, 2), size: 20, color: .black)
        #expect(size.width > 10 && size.height > 15)
        #expect(darkPixels(image.bitmap()).isEmpty == false)
    }
}
