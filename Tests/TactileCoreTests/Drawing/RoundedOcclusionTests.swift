import Testing
@testable import TactileCore

/// An opaque card with rounded corners covers what lies behind it but for its corner squares: the
/// renderer leaves the rest unpainted, and the frame's pixels stay those of a plain render.
@MainActor @Suite struct RoundedOcclusionTests {
    /// A 300×200 card at (40, 30) with corner radius 16, white and opaque.
    private func card(shadow: Bool = true, background: Bool = true) -> View {
        let card = View(frame: Rect(x: 40, y: 30, width: 300, height: 200))
        if background { card.backgroundColor = .white }
        card.layer.cornerRadius = 16
        if shadow {
            card.layer.shadowOpacity = 0.35
            card.layer.shadowRadius = 20
            card.layer.shadowOffset = Size(width: 0, height: 6)
        }
        return card
    }

    /// A view that paints a red and blue pattern and counts its draws.
    private func pattern(_ frame: Rect) -> DrawingView {
        let size = frame.size
        return DrawingView(frame: frame) { _, canvas in
            canvas.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), with: .red)
            canvas.fill(Rect(x: 0, y: 0, width: size.width / 2, height: size.height / 3), with: .blue)
        }
    }

    @Test func viewsUnderTheCardsInsideAreNotDrawnButThoseUnderItsCornersAre() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        window.backgroundColor = Color(white: 0.94)
        // Inside the card but for 16 pixels on the left and right: under the card's vertical band.
        let inside = pattern(Rect(x: 56, y: 30, width: 268, height: 200))
        // Under the top-left corner square, where the rounding shows it.
        let corner = pattern(Rect(x: 40, y: 30, width: 16, height: 16))
        window.addSubview(inside)
        window.addSubview(corner)
        window.addSubview(card(shadow: false))
        let shot = window.snapshot()
        #expect(inside.drawCount == 0)
        #expect(corner.drawCount == 1)
        #expect(rgba(shot, 40, 30) == [0, 0, 255, 255])          // the corner's outside shows the view behind
        #expect(rgba(shot, 200, 130) == [255, 255, 255, 255])
    }

    @Test func theCardCoversItsBoxLessItsCornerSquares() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(card(shadow: false))
        let everything = DamageRegion(PixelRect(x: 0, y: 0, width: 400, height: 300))
        let occlusion = Occlusion(root: window, mapping: .identity, clip: everything)
        let uncovered = occlusion.visible(everything, below: 0)
        #expect(uncovered.area == 400 * 300 - (300 * 200 - 4 * 16 * 16))
        for (x, y) in [(56, 30), (323, 229), (40, 46), (339, 213), (190, 130)] {
            #expect(!uncovered.contains(x: x, y: y), "(\(x), \(y))")
        }
        for (x, y) in [(40, 30), (55, 45), (339, 229), (324, 214), (39, 130)] {
            #expect(uncovered.contains(x: x, y: y), "(\(x), \(y))")
        }
    }

    /// The card painted whole, with every saving, against the same picture built the long way: in
    /// tiles too small for any view's background to count as a cover, with the shadow cast by a view
    /// of its own that has no background (so none of it is left out) and painted over the window's
    /// background (an empty view before it keeps its shadow from being a cover), the card above it.
    @Test func aShadowedCardOverABackgroundPaintsTheSamePixelsAsWithoutTheSavings() throws {
        let (width, height) = (720, 540)
        func scene(split: Bool, at origin: Point) -> (Window, View) {
            let window = Window(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
            window.backgroundColor = Color(white: 0.94)
            window.addSubview(pattern(Rect(x: 20, y: 10, width: 150, height: 120)))
            window.addSubview(pattern(Rect(x: 200, y: 150, width: 150, height: 100)))
            if split {
                // An empty view inside the shadow's place, before it: the shadow is no cover.
                window.addSubview(View(frame: Rect(x: origin.x + 1, y: origin.y + 1, width: 1, height: 1)))
                let shadow = card(background: false)
                let top = card(shadow: false)
                shadow.frame.origin = origin
                top.frame.origin = origin
                window.addSubview(shadow)
                window.addSubview(top)
                return (window, shadow)
            }
            let whole = card()
            whole.frame.origin = origin
            window.addSubview(whole)
            return (window, whole)
        }
        // Over the patterns (the card's inside covers them), then clear of them (its shadow is a cover too).
        for (origin, shadowIsCover) in [(Point(x: 40, y: 30), false), (Point(x: 390, y: 290), true)] {
            let (window, whole) = scene(split: false, at: origin)
            let everything = DamageRegion(PixelRect(x: 0, y: 0, width: width, height: height))
            let occlusion = Occlusion(root: window, mapping: .identity, clip: everything)
            #expect((occlusion.shadowBackdrop(of: whole) != nil) == shadowIsCover)
            let fast = try PixelImage(width: width, height: height)
            ViewRenderer().render(window, into: fast)
            let slow = try PixelImage(width: width, height: height)
            let (reference, shadow) = scene(split: true, at: origin)
            #expect(Occlusion(root: reference, mapping: .identity, clip: everything).shadowBackdrop(of: shadow) == nil)
            for y in stride(from: 0, to: height, by: 100) {
                for x in stride(from: 0, to: width, by: 100) {
                    ViewRenderer().render(reference, into: slow, damage: DamageRegion(PixelRect(x: x, y: y, width: 100, height: 100)))
                }
            }
            var differing = 0
            for y in 0..<height {
                for x in 0..<width where fast.premultipliedPixel(x: x, y: y) != slow.premultipliedPixel(x: x, y: y) {
                    differing += 1
                }
            }
            #expect(differing == 0, "at \(origin)")
        }
    }

    @Test func aShadowOverItsPlainSuperviewsBackgroundIsACoverUnlessSomethingIsPaintedBeforeIt() {
        let clip = DamageRegion(PixelRect(x: 0, y: 0, width: 400, height: 300))
        for variant in 0..<4 {
            let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            window.backgroundColor = Color(white: 0.94)
            var parent: View = window
            if variant == 1 {
                // A superview that draws (a subclass): its shadowed subviews cannot assume its colour.
                let drawing = DrawingView(frame: window.bounds) { _, _ in }
                drawing.backgroundColor = .green
                window.addSubview(drawing)
                parent = drawing
            }
            if variant == 2 { window.addSubview(pattern(Rect(x: 30, y: 20, width: 30, height: 30))) }
            if variant == 3 { window.addSubview(pattern(Rect(x: 360, y: 260, width: 30, height: 30))) }
            let shadowed = card()
            parent.addSubview(shadowed)
            let occlusion = Occlusion(root: window, mapping: .identity, clip: clip)
            let expected: Color? = variant == 0 || variant == 3 ? Color(white: 0.94) : nil
            #expect(occlusion.shadowBackdrop(of: shadowed) == expected, "variant \(variant)")
        }
    }

    /// A card dragged across the window and repainted only where it (and its shadow) was and is
    /// shows what a full repaint shows.
    @Test func aDraggedCardRepaintedInPartsMatchesAFullRepaint() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 500, height: 360))
        window.backgroundColor = Color(white: 0.94)
        window.addSubview(pattern(Rect(x: 60, y: 40, width: 200, height: 160)))
        let moving = card()
        window.addSubview(moving)
        let image = try PixelImage(width: 500, height: 360)
        ViewRenderer().render(window, into: image)
        _ = window.damagedRects
        window.clearDamage()
        for step in 1...6 {
            moving.frame.origin = Point(x: 40 + Double(step * 17), y: 30 + Double(step * 9))
            var damage = DamageRegion()
            for rect in window.damagedRects { damage.formUnion(covering: rect) }
            window.clearDamage()
            ViewRenderer().render(window, into: image, damage: damage)
        }
        let full = try PixelImage(width: 500, height: 360)
        ViewRenderer().render(window, into: full)
        var differing = 0
        for y in 0..<360 {
            for x in 0..<500 where image.premultipliedPixel(x: x, y: y) != full.premultipliedPixel(x: x, y: y) {
                differing += 1
            }
        }
        #expect(differing == 0)
    }
}
