import Testing
@testable import TactileCore

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
