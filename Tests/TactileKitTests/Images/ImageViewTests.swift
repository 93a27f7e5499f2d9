import Testing
import TactileCore
@testable import TactileKit
import TactileTesting
import TactileTestSupport

/// `ImageView`: placement by content mode, intrinsic size, scaled drawing and its cache.
@MainActor @Suite struct ImageViewTests {
    /// A 2×2 picture: red, green / blue, white.
    func quadrants(opaque: Bool = true) throws -> Image {
        var b = Bitmap(width: 2, height: 2)
        b.setPixel(x: 0, y: 0, to: .red)
        b.setPixel(x: 1, y: 0, to: Color(red: 0, green: 1, blue: 0))
        b.setPixel(x: 0, y: 1, to: Color(red: 0, green: 0, blue: 1))
        b.setPixel(x: 1, y: 1, to: opaque ? .white : Color(white: 1, alpha: 0))
        return try Image(data: try ImageFixtures.png(b, colour: opaque ? .rgb : .rgba))
    }

    func near(_ c: Color, _ r: Double, _ g: Double, _ b: Double, tolerance: Double = 0.02) -> Bool {
        abs(c.red - r) <= tolerance && abs(c.green - g) <= tolerance && abs(c.blue - b) <= tolerance
    }

    @Test func contentModesPlaceContentLikeUIKit() {
        let bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        let size = Size(width: 50, height: 50)
        #expect(ContentMode.scaleToFill.rect(forContentOfSize: size, in: bounds) == bounds)
        #expect(ContentMode.scaleAspectFit.rect(forContentOfSize: size, in: bounds) == Rect(x: 50, y: 0, width: 100, height: 100))
        #expect(ContentMode.scaleAspectFill.rect(forContentOfSize: size, in: bounds) == Rect(x: 0, y: -50, width: 200, height: 200))
        #expect(ContentMode.center.rect(forContentOfSize: size, in: bounds) == Rect(x: 75, y: 25, width: 50, height: 50))
        #expect(ContentMode.top.rect(forContentOfSize: size, in: bounds) == Rect(x: 75, y: 0, width: 50, height: 50))
        #expect(ContentMode.bottom.rect(forContentOfSize: size, in: bounds) == Rect(x: 75, y: 50, width: 50, height: 50))
        #expect(ContentMode.left.rect(forContentOfSize: size, in: bounds) == Rect(x: 0, y: 25, width: 50, height: 50))
        #expect(ContentMode.right.rect(forContentOfSize: size, in: bounds) == Rect(x: 150, y: 25, width: 50, height: 50))
        #expect(ContentMode.scaleAspectFit.rect(forContentOfSize: .zero, in: bounds).size == .zero)
    }

    @Test func intrinsicSizeIsTheImageSizeInPoints() throws {
        let image = try Image(data: ImageFixtures.png(ImageFixturePixels.colourful(width: 40, height: 30)), scale: 2)
        let view = ImageView(image: image)
        #expect(view.intrinsicContentSize == Size(width: 20, height: 15))
        #expect(view.frame == Rect(x: 0, y: 0, width: 20, height: 15))
        #expect(ImageView(image: nil).intrinsicContentSize == Size(width: -1, height: -1))
        #expect(!view.isUserInteractionEnabled)
    }

    @Test func scaleToFillStretchesWithSmoothFilteringAndCachesTheScaledCopy() throws {
        let scene = ControlScene(width: 200, height: 200)
        let view = ImageView(image: try quadrants())
        view.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        scene.window.addSubview(view)
        let shot = scene.window.snapshot()
        #expect(near(shot.pixel(x: 10, y: 10), 1, 0, 0))
        #expect(near(shot.pixel(x: 190, y: 10), 0, 1, 0))
        #expect(near(shot.pixel(x: 10, y: 190), 0, 0, 1))
        #expect(near(shot.pixel(x: 190, y: 190), 1, 1, 1))
        // Filtered, not nearest: the centre blends all four.
        let centre = shot.pixel(x: 100, y: 100)
        #expect(centre.red > 0.2 && centre.green > 0.2 && centre.blue > 0.2)
        #expect(view.cachedScaledPixelSize! == (200, 200))
        #expect(view.resampleCount == 1)
        view.setNeedsDisplay()
        _ = scene.window.snapshot()
        #expect(view.resampleCount == 1)            // drawn again from the cache
        view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        _ = scene.window.snapshot()
        #expect(view.resampleCount == 2)
        #expect(view.cachedScaledPixelSize! == (100, 100))
    }

    @Test func anAspectFillCroppingMostOfThePictureAwayDrawsWithoutACopy() throws {
        let scene = ControlScene(width: 100, height: 200)
        let view = ImageView(image: try quadrants())
        // 20×200 points: the 2×2 picture is placed 200×200, only its middle tenth shows.
        view.frame = Rect(x: 0, y: 0, width: 20, height: 200)
        view.contentMode = .scaleAspectFill
        scene.window.addSubview(view)
        let shot = scene.window.snapshot()
        #expect(near(shot.pixel(x: 10, y: 50), 0.5, 0.5, 0, tolerance: 0.1))    // red and green meet
        #expect(near(shot.pixel(x: 10, y: 150), 0.5, 0.5, 1, tolerance: 0.1))   // blue and white meet
        #expect(view.cachedScaledPixelSize == nil)
        #expect(view.resampleCount == 0)
        // Less cropped, the copy is made again.
        view.frame = Rect(x: 0, y: 0, width: 100, height: 200)
        _ = scene.window.snapshot()
        #expect(view.cachedScaledPixelSize! == (200, 200))
        #expect(view.resampleCount == 1)
    }

    @Test func aViewTooLargeForACopyDrawsFromThePicturesOwnPixels() throws {
        let scene = ControlScene(width: 100, height: 100)
        let view = ImageView(image: try quadrants())
        // 5000×4000 points (20 M pixels, over `maximumCopyPixels`): the window shows its top-left corner.
        view.frame = Rect(x: 0, y: 0, width: 5000, height: 4000)
        scene.window.addSubview(view)
        let shot = scene.window.snapshot()
        #expect(near(shot.pixel(x: 50, y: 50), 1, 0, 0))
        #expect(view.cachedScaledPixelSize == nil)
        #expect(view.resampleCount == 0)
    }

    @Test func aspectFitLetterboxesAndCenterDoesNotScale() throws {
        let scene = ControlScene(width: 300, height: 100)
        scene.window.backgroundColor = .black
        let view = ImageView(image: try quadrants())
        view.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        view.contentMode = .scaleAspectFit
        scene.window.addSubview(view)
        var shot = scene.window.snapshot()
        #expect(near(shot.pixel(x: 20, y: 50), 0, 0, 0))          // letterbox
        #expect(near(shot.pixel(x: 105, y: 5), 1, 0, 0))          // image from x 100 to 200
        #expect(near(shot.pixel(x: 195, y: 95), 1, 1, 1))
        #expect(near(shot.pixel(x: 280, y: 50), 0, 0, 0))
        view.contentMode = .center
        shot = scene.window.snapshot()
        #expect(near(shot.pixel(x: 149, y: 49), 1, 0, 0))
        #expect(near(shot.pixel(x: 150, y: 50), 1, 1, 1))
        #expect(near(shot.pixel(x: 147, y: 50), 0, 0, 0))
        view.contentMode = .right
        shot = scene.window.snapshot()
        #expect(near(shot.pixel(x: 299, y: 50), 1, 1, 1))
    }

    @Test func drawsOpaquelyOnlyWhenAnOpaqueImageCoversTheBounds() throws {
        let view = ImageView(image: try quadrants())
        view.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        #expect(view.drawsOpaquely)                 // scaleToFill
        view.contentMode = .scaleAspectFill
        #expect(view.drawsOpaquely)
        view.contentMode = .scaleAspectFit
        #expect(!view.drawsOpaquely)                // letterboxed
        view.contentMode = .scaleToFill
        view.image = try quadrants(opaque: false)
        #expect(!view.drawsOpaquely)
        view.image = nil
        #expect(!view.drawsOpaquely)
    }

    @Test func translucentPixelsBlendOverTheBackground() throws {
        let scene = ControlScene(width: 100, height: 100)
        scene.window.backgroundColor = .black
        let view = ImageView(image: try quadrants(opaque: false))
        view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        view.contentMode = .scaleToFill
        scene.window.addSubview(view)
        let shot = scene.window.snapshot()
        #expect(near(shot.pixel(x: 95, y: 95), 0, 0, 0))           // the clear corner shows black
        #expect(near(shot.pixel(x: 5, y: 5), 1, 0, 0))
    }

    @Test func buttonShowsAnImageWithOrInsteadOfItsTitle() throws {
        let image = try Image(data: ImageFixtures.png(ImageFixturePixels.colourful(width: 24, height: 24, alpha: false)))
        let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 44), image: image)
        #expect(!button.imageView.isHidden && button.titleLabel.isHidden)
        #expect(button.imageView.frame == Rect(x: 88, y: 10, width: 24, height: 24))
        button.title = "Go"
        let titleWidth = button.titleLabel.intrinsicContentSize.width
        #expect(!button.titleLabel.isHidden)
        #expect(button.imageView.frame.minX == ((200 - 24 - 8 - titleWidth) / 2))
        #expect(button.titleLabel.frame.minX == button.imageView.frame.maxX + 8)
        button.image = nil
        #expect(button.imageView.isHidden && button.titleLabel.frame == button.bounds)
        // Larger than the button: scaled down to fit.
        let big = try Image(data: ImageFixtures.png(ImageFixturePixels.colourful(width: 100, height: 100, alpha: false)))
        let small = Button(frame: Rect(x: 0, y: 0, width: 60, height: 40), image: big)
        #expect(small.imageView.frame == Rect(x: 10, y: 0, width: 40, height: 40))
    }

    @Test func buttonWithAnImageDrawsItAndStillPresses() throws {
        let scene = ControlScene(width: 200, height: 100)
        var b = Bitmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { b.setPixel(x: x, y: y, to: Color(red: 1, green: 1, blue: 0)) } }
        let button = Button(frame: Rect(x: 0, y: 0, width: 200, height: 100), image: try Image(data: b.pngData()))
        scene.window.addSubview(button)
        var presses = 0
        button.addAction { _ in presses += 1 }
        let shot = scene.window.snapshot()
        #expect(near(shot.pixel(x: 100, y: 50), 1, 1, 0))
        scene.tap(100, 50)
        #expect(presses == 1)
    }
}
