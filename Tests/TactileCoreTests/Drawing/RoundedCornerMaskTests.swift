import Testing
@testable import TactileCore

/// Rounded fills reuse the coverage of their corner squares from earlier fills only when the
/// corners are the same: the pixels are those of a fill into a fresh image.
@MainActor @Suite struct RoundedCornerMaskTests {
    /// The premultiplied pixels of a 60×50 image holding only `box` filled with `color`.
    private func alone(_ box: RoundedBox, border: Double = 0, color: Color = .white) throws -> [UInt32] {
        let image = try PixelImage(width: 60, height: 50)
        Canvas(image: image).fillRounded(box, border: border, with: color)
        return pixels(of: image, x: 0, y: 0, width: 60, height: 50)
    }

    private func pixels(of image: PixelImage, x: Int, y: Int, width: Int, height: Int) -> [UInt32] {
        var result: [UInt32] = []
        for row in y..<(y + height) {
            for column in x..<(x + width) { result.append(image.premultipliedPixel(x: column, y: row)) }
        }
        return result
    }

    @Test func boxesWithOtherCornersOrBordersOfTheSameSquareSizeKeepTheirOwnCorners() throws {
        // Radius 16 and 15.5 both round to 16-pixel corner squares; a ring of width 3 has the same outline.
        let boxes: [(RoundedBox, Double)] = [
            (RoundedBox(x: 4, y: 3, width: 50, height: 40, radius: 16), 0),
            (RoundedBox(x: 4, y: 3, width: 50, height: 40, radius: 15.5), 0),
            (RoundedBox(x: 4, y: 3, width: 50, height: 40, radius: 16), 3),
            (RoundedBox(x: 4, y: 3, width: 50, height: 41, radius: 16), 0),
        ]
        let expected = try boxes.map { try alone($0.0, border: $0.1) }
        // Filled one after another (every corner mask of the earlier ones kept), then each alone again.
        let shared = try PixelImage(width: 60 * boxes.count, height: 50)
        let canvas = Canvas(image: shared)
        for (index, (box, border)) in boxes.enumerated() {
            var moved = box
            moved.x += Double(60 * index)
            canvas.fillRounded(moved, border: border, with: .white)
        }
        for index in boxes.indices {
            #expect(pixels(of: shared, x: 60 * index, y: 0, width: 60, height: 50) == expected[index], "box \(index)")
        }
        #expect(try boxes.map { try alone($0.0, border: $0.1) } == expected)
    }

    @Test func aBoxOffThePixelGridIsFilledAsBefore() throws {
        let box = RoundedBox(x: 4.5, y: 3.25, width: 50, height: 40, radius: 16)
        let pixels = try alone(box)
        // Its left column is half covered along the straight edge; its top-left corner pixel, outside the arc, is not.
        #expect((120...135).contains(pixels[25 * 60 + 4] >> 24))
        #expect(pixels[3 * 60 + 4] == 0)
        #expect(pixels[25 * 60 + 30] == 0xFFFF_FFFF)
    }
}
