import Testing
@testable import TactileCore

/// A view whose drawing is a closure, for tests.
@MainActor final class DrawingView: View {
    var drawing: (Rect, Canvas) -> Void = { _, _ in }
    private(set) var drawCount = 0
    private(set) var lastDirtyRect: Rect?

    convenience init(frame: Rect, drawing: @escaping (Rect, Canvas) -> Void) {
        self.init(frame: frame)
        self.drawing = drawing
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        drawCount += 1
        lastDirtyRect = rect
        drawing(rect, canvas)
    }
}

/// A window-sized view with a background colour.
@MainActor func colouredView(_ frame: Rect, _ color: Color) -> View {
    let v = View(frame: frame)
    v.backgroundColor = color
    return v
}

/// Whether two 8-bit RGBA values are within `tolerance` per channel.
func close(_ a: [Int], _ b: [Int], tolerance: Int = 1) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@MainActor @Suite struct RendererTests {
    @Test func filledRectHasExactPixelsAndTheRestIsTransparentBlack() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 12, height: 10))
        window.addSubview(colouredView(Rect(x: 2, y: 3, width: 5, height: 4), .red))
        let b = window.snapshot()
        #expect(b.width == 12 && b.height == 10)
        for y in 0..<10 {
            for x in 0..<12 {
                let inside = (2..<7).contains(x) && (3..<7).contains(y)
                #expect(rgba(b, x, y) == (inside ? [255, 0, 0, 255] : [0, 0, 0, 0]), "pixel \(x),\(y)")
            }
        }
        #expect(b.pixel(x: 0, y: 0) == Color(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func antiAliasedCircle() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        window.addSubview(DrawingView(frame: Rect(x: 10, y: 10, width: 40, height: 40)) { _, canvas in
            canvas.fillEllipse(in: Rect(x: 0, y: 0, width: 40, height: 40), with: .blue)
        })
        let b = window.snapshot()
        #expect(rgba(b, 30, 30) == [0, 0, 255, 255])
        #expect(rgba(b, 12, 30) == [0, 0, 255, 255])
        #expect(rgba(b, 30, 48) == [0, 0, 255, 255])
        #expect(rgba(b, 11, 11) == [0, 0, 0, 0])
        #expect(rgba(b, 5, 5) == [0, 0, 0, 0])
        #expect(rgba(b, 49, 49) == [0, 0, 0, 0])
        let edge = (10...20).map { rgba(b, $0, $0)[3] }
        #expect(edge.contains { $0 > 0 && $0 < 255 })
    }

    @Test func rotatedViewCoversTheRotatedShape() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let bar = colouredView(Rect(x: 20, y: 40, width: 60, height: 20), .green)
        bar.transform = AffineTransform(rotationAngle: .pi / 4)
        window.addSubview(bar)
        let b = window.snapshot()
        // Centre (50, 50); the long axis now runs along the diagonal towards (+1, +1).
        for (x, y) in [(50, 50), (62, 62), (38, 38), (70, 70)] {
            #expect(rgba(b, x, y) == [0, 255, 0, 255], "inside \(x),\(y)")
        }
        for (x, y) in [(78, 50), (22, 50), (64, 36), (36, 64), (90, 90)] {
            #expect(rgba(b, x, y)[3] == 0, "outside \(x),\(y)")
        }
    }

    @Test func alphaBlendsTheGroupOnce() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 20))
        window.backgroundColor = .white
        let half = colouredView(Rect(x: 0, y: 0, width: 20, height: 20), .red)
        half.alpha = 0.5
        window.addSubview(half)
        // A translucent group of two overlapping opaque views: the overlap shows only the front one.
        let group = View(frame: Rect(x: 20, y: 0, width: 20, height: 20))
        group.alpha = 0.5
        group.addSubview(colouredView(Rect(x: 0, y: 0, width: 15, height: 20), .red))
        group.addSubview(colouredView(Rect(x: 5, y: 0, width: 15, height: 20), .blue))
        window.addSubview(group)
        let b = window.snapshot()
        #expect(close(rgba(b, 10, 10), [255, 128, 128, 255]))
        #expect(close(rgba(b, 30, 10), [128, 128, 255, 255]))  // overlap: blue at 50 % over white
        #expect(close(rgba(b, 22, 10), [255, 128, 128, 255]))
        // Over nothing, a 30 % view stays translucent.
        let bare = Window(frame: Rect(x: 0, y: 0, width: 4, height: 4))
        let faint = colouredView(Rect(x: 0, y: 0, width: 4, height: 4), Color(red: 0, green: 1, blue: 0))
        faint.alpha = 0.3
        bare.addSubview(faint)
        #expect(close(rgba(bare.snapshot(), 1, 1), [0, 255, 0, 77]))
    }

    @Test func clipsToBoundsOnAndOff() {
        func scene(clips: Bool) -> Bitmap {
            let window = Window(frame: Rect(x: 0, y: 0, width: 50, height: 50))
            let parent = colouredView(Rect(x: 10, y: 10, width: 20, height: 20), .white)
            parent.clipsToBounds = clips
            parent.addSubview(colouredView(Rect(x: 10, y: 10, width: 20, height: 20), .red))
            window.addSubview(parent)
            return window.snapshot()
        }
        let open = scene(clips: false), clipped = scene(clips: true)
        #expect(rgba(open, 25, 25) == [255, 0, 0, 255])
        #expect(rgba(clipped, 25, 25) == [255, 0, 0, 255])
        #expect(rgba(open, 35, 35) == [255, 0, 0, 255])
        #expect(rgba(clipped, 35, 35) == [0, 0, 0, 0])
        #expect(rgba(clipped, 15, 15) == [255, 255, 255, 255])
    }

    @Test func drawingIsAlwaysClippedToTheViewsBounds() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        window.addSubview(DrawingView(frame: Rect(x: 10, y: 10, width: 10, height: 10)) { _, canvas in
            canvas.fill(Rect(x: -10, y: -10, width: 30, height: 30), with: .red)
        })
        let b = window.snapshot()
        #expect(rgba(b, 15, 15) == [255, 0, 0, 255])
        #expect(rgba(b, 5, 5) == [0, 0, 0, 0])
        #expect(rgba(b, 25, 25) == [0, 0, 0, 0])
    }

    @Test func hiddenViewsAndTheirSubviewsDoNotDraw() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        let hidden = colouredView(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        hidden.isHidden = true
        hidden.addSubview(colouredView(Rect(x: 0, y: 0, width: 5, height: 5), .blue))
        let invisible = colouredView(Rect(x: 10, y: 0, width: 10, height: 10), .red)
        invisible.alpha = 0
        let drawn = DrawingView(frame: Rect(x: 20, y: 0, width: 10, height: 10)) { _, _ in }
        drawn.isHidden = true
        window.addSubview(hidden)
        window.addSubview(invisible)
        window.addSubview(drawn)
        let b = window.snapshot()
        #expect(b == Bitmap(width: 30, height: 30))
        #expect(drawn.drawCount == 0)
        hidden.isHidden = false
        #expect(rgba(window.snapshot(), 2, 2) == [0, 0, 255, 255])
    }

    @Test func nestedTransformsCompose() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let parent = colouredView(Rect(x: 30, y: 30, width: 40, height: 40), .green)
        parent.transform = AffineTransform(rotationAngle: .pi / 2)
        let corner = colouredView(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        parent.addSubview(corner)
        window.addSubview(parent)
        let b = window.snapshot()
        // A quarter turn (+x towards +y) carries the parent's top-left corner to its top-right.
        #expect(close(rgba(b, 65, 35), [255, 0, 0, 255]))
        #expect(close(rgba(b, 35, 35), [0, 255, 0, 255]))

        // Scale the parent by 2 and shift the child: the child grows and moves with it.
        parent.transform = AffineTransform(scaleX: 2, y: 2)
        corner.transform = AffineTransform(translationX: 5, y: 0)
        let s = window.snapshot()
        // Parent covers 10...90; the child's local 5...15 × 0...10 maps to 20...40 × 10...30.
        #expect(rgba(s, 30, 20) == [255, 0, 0, 255])
        #expect(rgba(s, 15, 20) == [0, 255, 0, 255])
        #expect(rgba(s, 45, 20) == [0, 255, 0, 255])
        #expect(rgba(s, 5, 5) == [0, 0, 0, 0])
    }

    @Test func roundedRectPolylineAndImageInViews() {
        var picture = Bitmap(width: 2, height: 1)
        picture.setPixel(x: 0, y: 0, to: .red)
        picture.setPixel(x: 1, y: 0, to: .blue)
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(DrawingView(frame: Rect(x: 0, y: 0, width: 40, height: 40)) { _, canvas in
            canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 40), radius: 12, with: .white)
        })
        window.addSubview(DrawingView(frame: Rect(x: 40, y: 0, width: 40, height: 40)) { _, canvas in
            canvas.stroke([Point(x: 5, y: 20), Point(x: 35, y: 20)], width: 4, color: .green)
        })
        window.addSubview(DrawingView(frame: Rect(x: 80, y: 0, width: 20, height: 10)) { _, canvas in
            canvas.draw(picture, in: Rect(x: 0, y: 0, width: 20, height: 10))
        })
        let b = window.snapshot()
        #expect(rgba(b, 0, 0)[3] == 0)
        #expect(rgba(b, 1, 1)[3] == 0)
        #expect(rgba(b, 20, 0) == [255, 255, 255, 255])
        #expect(rgba(b, 12, 12) == [255, 255, 255, 255])
        #expect(rgba(b, 60, 19) == [0, 255, 0, 255])
        #expect(rgba(b, 60, 25)[3] == 0)
        #expect(rgba(b, 81, 5) == [255, 0, 0, 255])
        #expect(rgba(b, 98, 5) == [0, 0, 255, 255])
    }

    @Test func damageRegionLimitsRepaint() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(colouredView(Rect(x: 0, y: 0, width: 40, height: 40), .blue))
        let image = try PixelImage(width: 40, height: 40)
        image.fill(with: Color(red: 1, green: 1, blue: 0))
        let damage = DamageRegion([PixelRect(x: 5, y: 5, width: 10, height: 10), PixelRect(x: 30, y: 0, width: 5, height: 40)])
        ViewRenderer().render(window, into: image, scale: 1, damage: damage)
        let b = image.bitmap()
        for y in 0..<40 {
            for x in 0..<40 {
                let expected = damage.contains(x: x, y: y) ? [0, 0, 255, 255] : [255, 255, 0, 255]
                #expect(rgba(b, x, y) == expected, "pixel \(x),\(y)")
            }
        }
    }

    @Test func damageRegionAlsoBoundsTransformedAndTranslucentViews() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let spun = colouredView(Rect(x: 5, y: 5, width: 30, height: 30), .red)
        spun.transform = AffineTransform(rotationAngle: 0.3)
        spun.alpha = 0.8
        window.addSubview(spun)
        let image = try PixelImage(width: 40, height: 40)
        image.fill(with: .white)
        ViewRenderer().render(window, into: image, scale: 1, damage: DamageRegion(PixelRect(x: 0, y: 0, width: 20, height: 40)))
        let b = image.bitmap()
        #expect(rgba(b, 25, 20) == [255, 255, 255, 255])
        #expect(rgba(b, 20, 20) == [255, 255, 255, 255])
        #expect(close(rgba(b, 15, 20), [255, 0, 0, 204]))
    }

    @Test func bufferScaleTwoDoublesTheImage() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 30, height: 20))
        window.backgroundColor = Color(white: 0.2)
        window.addSubview(colouredView(Rect(x: 3, y: 4, width: 10, height: 5), .red))
        let inner = colouredView(Rect(x: 15, y: 2, width: 12, height: 12), .blue)
        inner.addSubview(colouredView(Rect(x: 2, y: 2, width: 3, height: 7), .yellow))
        window.addSubview(inner)
        let one = window.snapshot()
        let image = try PixelImage(width: 60, height: 40)
        ViewRenderer().render(window, into: image, scale: 2)
        let two = image.bitmap()
        for y in 0..<40 {
            for x in 0..<60 {
                #expect(rgba(two, x, y) == rgba(one, x / 2, y / 2), "pixel \(x),\(y)")
            }
        }
    }

    @Test func drawReceivesTheDirtyRectInItsOwnCoordinates() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        let v = DrawingView(frame: Rect(x: 10, y: 10, width: 20, height: 20)) { _, _ in }
        window.addSubview(v)
        let image = try PixelImage(width: 40, height: 40)
        ViewRenderer().render(window, into: image, scale: 1, damage: DamageRegion(PixelRect(x: 0, y: 0, width: 15, height: 40)))
        #expect(v.drawCount == 1)
        #expect(v.lastDirtyRect == Rect(x: 0, y: 0, width: 5, height: 20))
        ViewRenderer().render(window, into: image, scale: 1, damage: DamageRegion(PixelRect(x: 0, y: 0, width: 5, height: 5)))
        #expect(v.drawCount == 1) // not touched by the damage: not asked to draw
    }

    @Test func emptyWindowSnapshotIsEmpty() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 0, height: 10))
        let b = window.snapshot()
        #expect(b.width == 0 && b.height == 10)
        #expect(b.pngData().count > 8)
    }
}
