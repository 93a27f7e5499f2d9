import Testing
@testable import TactileCore
import TactileTesting

/// What a render leaves to other surfaces (`RenderExclusions`): passed in, never set on the tree.
@MainActor @Suite struct RenderExclusionsTests {
    private func scene() -> (window: Window, card: View, dot: View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .blue
        let card = colouredView(Rect(x: 10, y: 10, width: 10, height: 10), .red)
        let dot = colouredView(Rect(x: 2, y: 2, width: 3, height: 3), .green)
        card.addSubview(dot)
        window.addSubview(card)
        window.clearDamage()
        return (window, card, dot)
    }

    private func render(_ window: Window, excluding exclusions: RenderExclusions) throws -> Bitmap {
        let image = try PixelImage(width: 40, height: 30)
        ViewRenderer().render(window, into: image, excluding: exclusions)
        return image.bitmap()
    }

    @Test func aViewShownAboveIsLeftOutWithItsSubtreeAndWhatIsBehindItIsPainted() throws {
        let (window, card, _) = scene()
        let b = try render(window, excluding: RenderExclusions(viewsAbove: [card]))
        #expect(rgba(b, 15, 15) == [0, 0, 255, 255])   // the window behind the card
        #expect(rgba(b, 13, 13) == [0, 0, 255, 255])   // where the card's subview would be
        #expect(!card.isHidden)
        #expect(window.damagedRects.isEmpty)
        #expect(rgba(window.snapshot(), 15, 15) == [255, 0, 0, 255])
    }

    @Test func aViewShownBelowLeavesATransparentHole() throws {
        let (window, card, _) = scene()
        let b = try render(window, excluding: RenderExclusions(viewsBelow: [card]))
        #expect(rgba(b, 15, 15) == [0, 0, 0, 0])
        #expect(rgba(b, 13, 13) == [0, 0, 0, 0])
        #expect(rgba(b, 5, 5) == [0, 0, 255, 255])
        #expect(window.damagedRects.isEmpty)
    }

    @Test func theOverlayIsLeftOutOnlyWhenAsked() throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 40, height: 30), clock: clock)
        window.touchOverlayEnabled = true
        let driver = TouchDriver(window: window, clock: clock)
        driver.down(0, at: Point(x: 20, y: 15))
        driver.frame()
        let with = try render(window, excluding: .none)
        let without = try render(window, excluding: RenderExclusions(overlay: true))
        #expect(rgba(with, 20, 15) != [0, 0, 0, 0])
        #expect(rgba(without, 20, 15) == [0, 0, 0, 0])
        #expect(window.touchOverlay.spots == [Point(x: 20, y: 15)])
    }
}
