import Testing
@testable import TactileCore

/// A view that fills its bounds with an opaque colour and says so (`OpaqueDrawing`).
@MainActor private final class OpaqueFill: View, OpaqueDrawing {
    var color = Color.blue
    var drawsOpaquely = true
    override func draw(_ rect: Rect, in canvas: Canvas) { canvas.fill(bounds, with: color) }
}

/// Views under an opaque view are not painted; the pixels stay those of a normal render.
@MainActor @Suite struct OcclusionTests {
    @Test func viewsFullyUnderAnOpaqueViewAreNotDrawn() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        let below = DrawingView(frame: Rect(x: 5, y: 5, width: 10, height: 10)) { _, canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .red)
        }
        window.addSubview(below)
        window.addSubview(OpaqueFill(frame: Rect(x: 0, y: 0, width: 20, height: 30)))
        let shot = window.snapshot()
        #expect(below.drawCount == 0)
        #expect(rgba(shot, 8, 8) == [0, 0, 255, 255])
        #expect(rgba(shot, 30, 10) == [0, 0, 0, 0])
    }

    @Test func offPixelOrTranslucentOrRetractedOpaqueViewsOccludeNothing() throws {
        for variant in 0..<3 {
            let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 30))
            let below = DrawingView(frame: Rect(x: 5, y: 5, width: 10, height: 10)) { _, canvas in
                canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .red)
            }
            window.addSubview(below)
            let top = OpaqueFill(frame: Rect(x: variant == 0 ? 0.5 : 0, y: 0, width: 20, height: 30))
            if variant == 1 { top.alpha = 0.5 }
            if variant == 2 { top.drawsOpaquely = false }
            window.addSubview(top)
            _ = window.snapshot()
            #expect(below.drawCount == 1, "variant \(variant)")
        }
    }

    @Test func aPartialRepaintUnderAnOpaqueViewMatchesAFullOne() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .green
        let top = OpaqueFill(frame: Rect(x: 10, y: 0, width: 20, height: 30))
        window.addSubview(top)
        let image = try PixelImage(width: 40, height: 30)
        ViewRenderer().render(window, into: image)
        top.color = .white
        ViewRenderer().render(window, into: image, damage: DamageRegion(PixelRect(x: 5, y: 5, width: 30, height: 10)))
        top.color = .blue
        let full = try PixelImage(width: 40, height: 30)
        ViewRenderer().render(window, into: full)
        // Inside the damage the top view is white, outside blue; the window's green shows beside it.
        #expect(image.premultipliedPixel(x: 12, y: 8) == 0xFFFF_FFFF)
        #expect(image.premultipliedPixel(x: 12, y: 20) == full.premultipliedPixel(x: 12, y: 20))
        #expect(image.premultipliedPixel(x: 7, y: 8) == full.premultipliedPixel(x: 7, y: 8))
        #expect(image.premultipliedPixel(x: 35, y: 8) == full.premultipliedPixel(x: 35, y: 8))
    }

    /// A view that clips its subviews but is too small to count as a cover itself still limits what
    /// an opaque subview covers to its bounds: a view beside it, under the subview's clipped-away
    /// part, is drawn.
    @Test func anOpaqueSubviewCoversOnlyInsideItsClippingSuperview() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let beside = DrawingView(frame: Rect(x: 150, y: 0, width: 100, height: 100)) { _, canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), with: .red)
        }
        window.addSubview(beside)
        let clipping = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        clipping.clipsToBounds = true
        clipping.backgroundColor = .white
        clipping.addSubview(OpaqueFill(frame: Rect(x: 0, y: 0, width: 300, height: 100)))
        window.addSubview(clipping)
        let shot = window.snapshot()
        #expect(beside.drawCount == 1)
        #expect(rgba(shot, 200, 50) == [255, 0, 0, 255])
        #expect(rgba(shot, 50, 50) == [0, 0, 255, 255])
    }
}
