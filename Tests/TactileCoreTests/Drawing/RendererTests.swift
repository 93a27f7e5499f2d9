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

@MainActor @Suite struct RendererRobustnessTests {
    @Test func nonFiniteAndHugeGeometryIsSkippedWithoutDisturbingOtherViews() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let broken = colouredView(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        broken.transform = AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let singular = colouredView(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        singular.transform = AffineTransform(scaleX: 0, y: 1)
        let huge = colouredView(Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), .green)
        huge.transform = AffineTransform(rotationAngle: 0.1)
        let fine = colouredView(Rect(x: 15, y: 15, width: 5, height: 5), .blue)
        for v in [huge, broken, singular, fine] { window.addSubview(v) }
        let b = window.snapshot()
        #expect(rgba(b, 17, 17) == [0, 0, 255, 255])
        #expect(rgba(b, 5, 5) == [0, 255, 0, 255])
    }

    @Test func canvasKeptPastItsDrawCallIsInert() {
        var kept: Canvas?
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(DrawingView(frame: Rect(x: 0, y: 0, width: 10, height: 10)) { _, canvas in kept = canvas })
        _ = window.snapshot()
        kept?.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .red)
        #expect(kept != nil)
        #expect(window.snapshot() == Bitmap(width: 10, height: 10))
    }

    @Test func viewsAddedDuringDrawDoNotBreakTheWalk() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let host = DrawingView(frame: Rect(x: 0, y: 0, width: 10, height: 10)) { _, _ in }
        host.drawing = { [unowned host] _, _ in
            if host.subviews.isEmpty { host.addSubview(colouredView(Rect(x: 0, y: 0, width: 5, height: 5), .red)) }
        }
        window.addSubview(host)
        _ = window.snapshot()
        #expect(rgba(window.snapshot(), 1, 1) == [255, 0, 0, 255])
    }
}

@MainActor @Suite struct WindowDamageTests {
    @Test func recordedDamageBecomesBufferPixelsAndLimitsTheRepaint() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        let box = colouredView(Rect(x: 10, y: 10, width: 5.5, height: 5), .red)
        window.addSubview(box)
        let image = try PixelImage(width: 80, height: 60)
        let renderer = ViewRenderer()
        renderer.render(window, into: image, scale: 2)
        window.clearDamage()
        #expect(window.damageRegion(scale: 2).isEmpty)

        box.backgroundColor = .blue
        let damage = window.damageRegion(scale: 2)
        #expect(damage.boundingBox == PixelRect(x: 20, y: 20, width: 11, height: 10))
        image.fill(with: .white)  // stands in for stale buffer contents
        renderer.render(window, into: image, scale: 2, damage: damage)
        let b = image.bitmap()
        #expect(rgba(b, 25, 25) == [0, 0, 255, 255])
        #expect(rgba(b, 5, 5) == [255, 255, 255, 255])
        #expect(rgba(b, 19, 25) == [255, 255, 255, 255])
    }
}

@MainActor @Suite struct RendererPathTests {
    @Test func translatedAndUniformlyScaledViewsAreDrawnDirectlyAndCrisply() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        let moved = colouredView(Rect(x: 2, y: 2, width: 4, height: 4), .red)
        moved.transform = AffineTransform(translationX: 3, y: 1)
        let grown = colouredView(Rect(x: 20, y: 20, width: 4, height: 4), .blue)
        grown.transform = AffineTransform(scaleX: 2, y: 2)
        window.addSubview(moved)
        window.addSubview(grown)
        let image = try PixelImage(width: 30, height: 30)
        let renderer = ViewRenderer()
        renderer.render(window, into: image)
        #expect(renderer.offscreenLayerCount == 0)
        let b = image.bitmap()
        for y in 0..<30 {
            for x in 0..<30 {
                let red = (5..<9).contains(x) && (3..<7).contains(y)
                let blue = (18..<26).contains(x) && (18..<26).contains(y)
                #expect(rgba(b, x, y) == (red ? [255, 0, 0, 255] : blue ? [0, 0, 255, 255] : [0, 0, 0, 0]), "pixel \(x),\(y)")
            }
        }
    }

    @Test func onlyRotatedOrTranslucentViewsUseOffscreenImages() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 30, height: 30))
        let spun = colouredView(Rect(x: 0, y: 0, width: 10, height: 10), .red)
        spun.transform = AffineTransform(rotationAngle: 0.5)
        let faint = colouredView(Rect(x: 15, y: 15, width: 10, height: 10), .red)
        faint.alpha = 0.5
        faint.addSubview(colouredView(Rect(x: 1, y: 1, width: 2, height: 2), .blue)) // inside the layer: direct
        window.addSubview(spun)
        window.addSubview(faint)
        window.addSubview(colouredView(Rect(x: 0, y: 20, width: 5, height: 5), .green))
        let image = try PixelImage(width: 30, height: 30)
        let renderer = ViewRenderer()
        renderer.render(window, into: image)
        #expect(renderer.offscreenLayerCount == 2)
    }

    @Test func rotatedClippingParentClipsChildrenToItsRotatedBounds() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        let parent = colouredView(Rect(x: 20, y: 20, width: 20, height: 20), .white)
        parent.transform = AffineTransform(rotationAngle: .pi / 4)
        parent.clipsToBounds = true
        parent.addSubview(colouredView(Rect(x: 10, y: -20, width: 30, height: 60), .red))
        window.addSubview(parent)
        let b = window.snapshot()
        // Centre (30, 30), half-diagonal ≈ 14.1: the rotated square's right corner is near (44, 30).
        #expect(close(rgba(b, 36, 30), [255, 0, 0, 255]))
        #expect(rgba(b, 47, 30)[3] == 0)  // inside the child's unclipped area, outside the diamond
        #expect(rgba(b, 40, 20)[3] == 0)
        #expect(close(rgba(b, 24, 30), [255, 255, 255, 255]))
    }

    @Test func rendersIntoBorrowedMemoryWithRowPaddingLeftAlone() throws {
        let width = 6, height = 4, stride = width * 4 + 8
        var memory = [UInt8](repeating: 0xAB, count: stride * height)
        let window = Window(frame: Rect(x: 0, y: 0, width: 6, height: 4))
        window.addSubview(colouredView(Rect(x: 1, y: 1, width: 2, height: 2), .red))
        try memory.withUnsafeMutableBytes { raw in
            let image = try PixelImage(borrowing: raw.baseAddress!, width: width, height: height, stride: stride)
            ViewRenderer().render(window, into: image)
        }
        for y in 0..<height {
            #expect(memory[(y * stride + width * 4)..<((y + 1) * stride)].allSatisfy { $0 == 0xAB }, "padding of row \(y)")
        }
        // Little-endian a8r8g8b8: B, G, R, A.
        #expect(Array(memory[(1 * stride + 4)..<(1 * stride + 8)]) == [0, 0, 255, 255])
        #expect(Array(memory[0..<4]) == [0, 0, 0, 0])
    }
}

@MainActor @Suite struct FractionalScaleTests {
    @Test func fractionalScaleMapsPointsToScaledPixels() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let v = colouredView(Rect(x: 2, y: 2, width: 4, height: 4), .red)
        window.addSubview(v)
        let image = try PixelImage(width: 30, height: 30)
        ViewRenderer().render(window, into: image, scale: 1.5)
        let b = image.bitmap()
        #expect(rgba(b, 3, 3) == [255, 0, 0, 255])
        #expect(rgba(b, 8, 8) == [255, 0, 0, 255])
        #expect(rgba(b, 2, 5)[3] == 0 && rgba(b, 9, 5)[3] == 0)
        window.clearDamage()
        v.setNeedsDisplay()
        #expect(window.damageRegion(scale: 1.5).boundingBox == PixelRect(x: 3, y: 3, width: 6, height: 6))
    }
}

@MainActor @Suite struct PartialRepaintTests {
    @Test func partialRepaintsMatchAFullRepaintPixelForPixel() throws {
        let window = SampleScene.make(width: 320, height: 180, cards: 16)
        let diamond = DrawingView(frame: Rect(x: 120, y: 60, width: 60, height: 60)) { _, canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 60, height: 60), with: .red)
            canvas.fillEllipse(in: Rect(x: 10, y: 10, width: 40, height: 40), with: .blue)
        }
        diamond.transform = AffineTransform(rotationAngle: .pi / 4).concatenating(AffineTransform(scaleX: 1.3, y: 0.9))
        window.addSubview(diamond)
        let full = try PixelImage(width: 320, height: 180)
        ViewRenderer().render(window, into: full)
        let patched = try PixelImage(width: 320, height: 180)
        ViewRenderer().render(window, into: patched)
        // Repaint overlapping patches (over the rotated sticker, the translucent panel, cards, the
        // chart) into the already-painted image: nothing may change.
        let patches = [PixelRect(x: 230, y: 0, width: 40, height: 20), PixelRect(x: 200, y: 110, width: 50, height: 40),
                       PixelRect(x: 10, y: 20, width: 33, height: 17), PixelRect(x: 0, y: 130, width: 160, height: 50),
                       PixelRect(x: 140, y: 80, width: 13, height: 9), PixelRect(x: 150, y: 50, width: 7, height: 60)]
        for patch in patches {
            ViewRenderer().render(window, into: patched, scale: 1, damage: DamageRegion(patch))
        }
        let a = full.bitmap(), b = patched.bitmap()
        var differing = 0
        for y in 0..<180 { for x in 0..<320 where rgba(a, x, y) != rgba(b, x, y) { differing += 1 } }
        #expect(differing == 0)
    }
}
