import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// How the edit menu and the magnifier look: the menu fades in (taking touches at once), and the
/// magnified text stays inside the loupe's border.
@MainActor @Suite struct EditMenuLookTests {
    func makeScene(text: String) -> (Window, ManualClock, TouchDriver, TextField) {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
        window.backgroundColor = .white
        let field = TextField(frame: Rect(x: 20, y: 200, width: 400, height: 44), text: text)
        window.addSubview(field)
        return (window, clock, TouchDriver(window: window, clock: clock), field)
    }

    /// A long press on the field's text at character `index`; returns the finger still down.
    func press(_ driver: TouchDriver, _ clock: ManualClock, _ field: TextField, at index: Int) -> Int32 {
        let id = driver.freshID()
        driver.down(id, at: field.convert(Point(x: field.caretX(at: index), y: 22), to: nil))
        driver.frame()
        clock.advance(by: .milliseconds(600))
        return id
    }

    @Test func theMenuFadesInAndTakesTouchesWhileItDoes() throws {
        let (_, clock, driver, field) = makeScene(text: "hello world")
        let id = press(driver, clock, field, at: 3)
        driver.up(id)
        driver.frame()
        let menu = try #require(field.editMenu)
        #expect(menu.panel.alpha == 1)
        #expect(menu.panel.presentationAlpha == 0)
        clock.advance(by: .milliseconds(60))
        #expect(menu.panel.presentationAlpha > 0 && menu.panel.presentationAlpha < 1)
        let selectAll = try #require(menu.center(of: .selectAll))
        driver.tap(at: selectAll)                          // mid-fade
        #expect(field.selectedRange == 0..<11)
        #expect(!field.isEditMenuVisible)
    }

    @Test func theFadeEndsOpaque() throws {
        let (window, clock, driver, field) = makeScene(text: "hello world")
        driver.up(press(driver, clock, field, at: 3))
        driver.frame()
        let menu = try #require(field.editMenu)
        clock.advance(by: .milliseconds(Int64(EditMenu.fadeInDuration * 1000) + 10))
        window.prepareForFrame()
        #expect(menu.panel.presentationAlpha == 1 && !menu.panel.isAnimating)
    }

    @Test func theMagnifiedTextStaysInsideTheBorder() throws {
        let (window, clock, driver, field) = makeScene(text: "hello brave new wonderful world")
        let id = press(driver, clock, field, at: 16)      // text runs past both sides of the loupe
        let loupe = try #require(field.magnifier)
        #expect(loupe.line.clipsToBounds)
        #expect(loupe.line.frame == loupe.bounds.insetBy(dx: TextMagnifier.borderWidth, dy: TextMagnifier.borderWidth))
        let snapshot = window.snapshot()
        let f = loupe.frame
        let border = Color(white: 0.6)
        // The straight parts of the left and right edges are the border's grey, never text.
        for y in Int(f.minY + TextMagnifier.cornerRadius)..<Int(f.maxY - TextMagnifier.cornerRadius) {
            for x in [Int(f.minX), Int(f.maxX) - 1] {
                let pixel = snapshot.pixel(x: x, y: y)
                #expect(abs(pixel.red - border.red) < 0.08, "(\(x), \(y)): \(pixel)")
            }
        }
        // And the text does reach the edges: the line is not empty near them.
        let row = Int(f.midY)
        #expect((Int(f.minX) + 2..<Int(f.minX) + 20).contains { snapshot.pixel(x: $0, y: row).red < 0.5 })
        driver.up(id)
        driver.frame()
    }
}
