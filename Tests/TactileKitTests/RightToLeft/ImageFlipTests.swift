import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Images are mirrored in a right-to-left layout only when made with
/// `imageFlippedForRightToLeftLayoutDirection()`.
@MainActor @Suite struct ImageFlipTests {
    /// A 20×10 picture: red left half, blue right half.
    private func halves() throws -> Image {
        var rgba: [UInt8] = []
        for _ in 0..<10 {
            for x in 0..<20 { rgba += x < 10 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return try Image(data: Bitmap(width: 20, height: 10, rgba: rgba).pngData())
    }

    /// The colour at the left and at the right of `image` drawn by an image view in a window of
    /// `direction`.
    private func drawn(_ image: Image, _ direction: LayoutDirection) -> (left: Color, right: Color, mirrored: Bool) {
        let window = Window(frame: R(0, 0, 40, 20), clock: ManualClock())
        window.layoutDirection = direction
        let view = ImageView(image: image)
        view.frame = R(0, 0, 20, 10)
        window.addSubview(view)
        let shot = window.snapshot()
        return (shot.pixel(x: 2, y: 5), shot.pixel(x: 17, y: 5), view.drawsImageMirrored)
    }

    @Test func onlyAnImageMarkedToFlipIsMirroredAndOnlyInRightToLeft() throws {
        let plain = try halves()
        #expect(!plain.flipsForRightToLeftLayoutDirection)
        let flipping = plain.imageFlippedForRightToLeftLayoutDirection()
        #expect(flipping.flipsForRightToLeftLayoutDirection && flipping.size == plain.size)
        let isRed: (Color) -> Bool = { $0.red > 0.9 && $0.blue < 0.1 }
        let isBlue: (Color) -> Bool = { $0.blue > 0.9 && $0.red < 0.1 }
        for (image, direction, flipped) in [(plain, LayoutDirection.leftToRight, false), (plain, .rightToLeft, false),
                                            (flipping, .leftToRight, false), (flipping, .rightToLeft, true)] {
            let d = drawn(image, direction)
            #expect(d.mirrored == flipped)
            #expect(flipped ? isBlue(d.left) && isRed(d.right) : isRed(d.left) && isBlue(d.right))
        }
    }

    @Test func aLiveDirectionChangeRedrawsAFlippingImage() throws {
        let window = Window(frame: R(0, 0, 40, 20), clock: ManualClock())
        let view = ImageView(image: try halves().imageFlippedForRightToLeftLayoutDirection())
        window.addSubview(view)
        #expect(window.snapshot().pixel(x: 2, y: 5).red > 0.9)
        window.layoutDirection = .rightToLeft
        #expect(window.snapshot().pixel(x: 2, y: 5).blue > 0.9)
    }
}
