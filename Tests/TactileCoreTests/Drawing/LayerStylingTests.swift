import Testing
@testable import TactileCore

/// `view.layer`: rounded, anti-aliased corners, masking subviews to them, borders, blurred and
/// cached shadows, and the damage a shadowed view's motion causes.
@MainActor @Suite struct LayerStylingTests {
    /// A window with a white backdrop and a red 60×40 card at (20, 20).
    private func scene(size: Double = 100) -> (Window, View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: size, height: size))
        window.addSubview(colouredView(Rect(x: 0, y: 0, width: size, height: size), .white))
        let card = colouredView(Rect(x: 20, y: 20, width: 60, height: 40), .red)
        window.addSubview(card)
        return (window, card)
    }

    @Test func roundedCornersAreAntiAliased() {
        let (window, card) = scene()
        card.layer.cornerRadius = 10
        let b = window.snapshot()
        #expect(rgba(b, 20, 20) == [255, 255, 255, 255])          // outside the arc: the backdrop
        #expect(rgba(b, 79, 59) == [255, 255, 255, 255])
        #expect(rgba(b, 50, 40) == [255, 0, 0, 255])              // well inside
        #expect(rgba(b, 50, 20) == [255, 0, 0, 255])              // on the straight top edge
        #expect(rgba(b, 20, 40) == [255, 0, 0, 255])
        // Along the diagonal into the corner, green (how much backdrop shows) falls from 255 to 0.
        let greens = (0..<10).map { rgba(b, 20 + $0, 20 + $0)[1] }
        #expect(zip(greens, greens.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(greens.first == 255 && greens.last == 0)
        // The arc's pixels are partly covered: red over white, in between.
        var partial = 0
        for y in 20..<30 {
            for x in 20..<30 where rgba(b, x, y)[1] > 20 && rgba(b, x, y)[1] < 235 { partial += 1 }
        }
        #expect(partial >= 8)
        // The same in the other three corners.
        #expect(rgba(b, 79, 20)[1] == 255 && rgba(b, 20, 59)[1] == 255)
        #expect(rgba(b, 72, 28) == [255, 0, 0, 255] && rgba(b, 28, 52) == [255, 0, 0, 255])
    }

    @Test func masksToBoundsClipsSubviewsAtTheRoundedCorner() {
        let (window, card) = scene()
        card.layer.cornerRadius = 12
        card.layer.masksToBounds = true
        #expect(card.clipsToBounds)
        card.addSubview(colouredView(Rect(x: -10, y: -10, width: 80, height: 60), .blue))
        let b = window.snapshot()
        #expect(rgba(b, 20, 20) == [255, 255, 255, 255])          // the subview is cut at the corner
        #expect(rgba(b, 15, 40) == [255, 255, 255, 255])          // and at the bounds
        #expect(rgba(b, 50, 40) == [0, 0, 255, 255])
        #expect(rgba(b, 50, 20) == [0, 0, 255, 255])
        let partial = (0..<12).map { rgba(b, 20 + $0, 20 + $0) }
        #expect(partial.contains { $0[0] > 10 && $0[0] < 245 && $0[2] == 255 })   // blended white→blue

        card.layer.masksToBounds = false
        #expect(rgba(window.snapshot(), 20, 20) == [0, 0, 255, 255])
    }

    @Test func borderIsInsideTheBoundsAboveTheSubviews() {
        let (window, card) = scene()
        card.layer.borderWidth = 4
        card.layer.borderColor = .black
        card.addSubview(colouredView(Rect(x: 0, y: 10, width: 60, height: 10), .green))
        var b = window.snapshot()
        for x in [20, 23, 76, 79] { #expect(rgba(b, x, 40) == [0, 0, 0, 255], "x \(x)") }
        #expect(rgba(b, 24, 40) == [255, 0, 0, 255])
        #expect(rgba(b, 50, 21) == [0, 0, 0, 255])
        #expect(rgba(b, 50, 24) == [255, 0, 0, 255])
        #expect(rgba(b, 21, 35) == [0, 0, 0, 255])                // over the subview
        #expect(rgba(b, 30, 35) == [0, 255, 0, 255])
        #expect(rgba(b, 19, 40) == [255, 255, 255, 255])

        card.layer.cornerRadius = 12
        b = window.snapshot()
        #expect(rgba(b, 20, 20) == [255, 255, 255, 255])          // outside the arc
        #expect(rgba(b, 50, 21) == [0, 0, 0, 255])
        #expect(rgba(b, 50, 50) == [255, 0, 0, 255])
        // In the corner the ring follows the arc: 8 to 12 points from the arc's centre (32, 32).
        #expect(rgba(b, 24, 24) == [0, 0, 0, 255])
        #expect(rgba(b, 28, 28) == [255, 0, 0, 255])
    }

    @Test func shadowFallsOffFromTheEdgeAndEndsAtItsRadius() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 160, height: 140))
        let card = colouredView(Rect(x: 40, y: 40, width: 60, height: 40), .white)
        window.addSubview(card)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = Size(width: 0, height: 5)
        let b = window.snapshot()
        // To the right of the card (x ≥ 100), along its middle row.
        let alphas = (100..<115).map { rgba(b, $0, 62)[3] }
        #expect(alphas.first! > 64)
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 }, "\(alphas)")
        #expect(alphas[10...].allSatisfy { $0 == 0 }, "\(alphas)")
        // Below: the offset moves the shadow down 5, so it ends 15 below the card's bottom (80).
        let below = (80..<100).map { rgba(b, 70, $0)[3] }
        #expect(zip(below, below.dropFirst()).allSatisfy { $0 >= $1 }, "\(below)")
        #expect(below[..<14].allSatisfy { $0 > 0 } && below[15...].allSatisfy { $0 == 0 }, "\(below)")
        // Above, the shadow is 5 shorter.
        #expect(rgba(b, 70, 37)[3] > 0 && rgba(b, 70, 37)[3] < rgba(b, 70, 85)[3])
        #expect(rgba(b, 70, 34)[3] == 0)
        #expect(rgba(b, 70, 60) == [255, 255, 255, 255])         // the card is drawn over it
    }

    @Test func movingAShadowedCardBlursItsShadowOnce() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let card = colouredView(Rect(x: 40, y: 40, width: 60, height: 40), .white)
        window.addSubview(card)
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 8
        card.layer.cornerRadius = 6
        _ = window.snapshot()
        for step in 1...5 {
            card.frame.origin.x += Double(step) * 3.5
            _ = window.snapshot()
        }
        #expect(card.layer.shadowBlurCount == 1)
        #expect(card.layer.shadowReuseCount == 5)
        card.layer.shadowOpacity = 0.8                            // a colour change needs no new blur
        _ = window.snapshot()
        #expect(card.layer.shadowBlurCount == 1)
        card.frame.size.width = 80                                 // a new size does
        _ = window.snapshot()
        #expect(card.layer.shadowBlurCount == 2)
    }

    @Test func movingAShadowedCardDamagesItsOldAndNewShadow() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let card = colouredView(Rect(x: 40, y: 40, width: 60, height: 40), .white)
        window.addSubview(card)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 12
        card.layer.shadowOffset = Size(width: 4, height: 6)
        window.clearDamage()
        card.frame.origin = Point(x: 150, y: 120)
        let damage = window.damagedRects.reduce(Rect.zero) { $0.union($1) }
        let oldShadow = Rect(x: 40 + 4 - 12, y: 40 + 6 - 12, width: 84, height: 64)
        let newShadow = Rect(x: 150 + 4 - 12, y: 120 + 6 - 12, width: 84, height: 64)
        #expect(damage.union(oldShadow) == damage && damage.union(newShadow) == damage)
        // Repainting only that damage gives the same pixels as a full repaint.
        let full = window.snapshot()
        let image = try! PixelImage(width: 300, height: 300)
        let renderer = ViewRenderer()
        card.frame.origin = Point(x: 40, y: 40)
        renderer.render(window, into: image)
        window.clearDamage()
        card.frame.origin = Point(x: 150, y: 120)
        var region = DamageRegion()
        for rect in window.damagedRects { region.formUnion(covering: rect) }
        renderer.render(window, into: image, damage: region)
        #expect(image.bitmap() == full)
    }

    @Test func settingALayerPropertyToItsValueDamagesNothing() {
        let (window, card) = scene()
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = .blue
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = Size(width: 1, height: 2)
        _ = window.snapshot()
        window.clearDamage()
        // What `layoutSubviews` typically repeats on every pass.
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = .blue
        card.layer.shadowColor = .black
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = Size(width: 1, height: 2)
        card.layer.cornerRadius = -1                              // replaced by 0 …
        window.clearDamage()
        card.layer.cornerRadius = .nan                            // … so this is no change either
        card.layer.shadowRadius = 6
        #expect(window.damagedRects.isEmpty, "\(window.damagedRects)")
        card.layer.cornerRadius = 8
        #expect(!window.damagedRects.isEmpty)
        // Turning the shadow off repaints where it was.
        window.clearDamage()
        card.layer.shadowColor = nil
        let damage = window.damagedRects.reduce(Rect.zero) { $0.union($1) }
        let oldShadow = Rect(x: 20 + 1 - 6, y: 20 + 2 - 6, width: 72, height: 52)
        #expect(damage.union(oldShadow) == damage, "\(damage)")
    }

    @Test func badRadiiWidthsAndOpacitiesAreReplaced() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.layer.cornerRadius = -4
        #expect(view.layer.cornerRadius == 0)
        view.layer.cornerRadius = .nan
        #expect(view.layer.cornerRadius == 0)
        view.layer.borderWidth = -.infinity
        #expect(view.layer.borderWidth == 0)
        view.layer.shadowRadius = .nan
        #expect(view.layer.shadowRadius == 0)
        view.layer.shadowOpacity = 3
        #expect(view.layer.shadowOpacity == 1)
        view.layer.shadowOffset = Size(width: .infinity, height: 2)
        #expect(view.layer.shadowOffset == .zero)
        // UIKit's defaults, and one layer per view.
        let fresh = View(frame: .zero)
        #expect(fresh.layer.shadowOpacity == 0 && fresh.layer.shadowRadius == 3)
        #expect(fresh.layer.shadowOffset == Size(width: 0, height: -3))
        #expect(fresh.layer === fresh.layer)
    }
}
