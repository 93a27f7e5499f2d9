import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// `TextField.clearButtonMode`: when the clear button shows, and that a tap on it empties the field.
@MainActor @Suite struct ClearButtonTests {
    func scene(_ mode: ViewMode, text: String = "Ada") -> (Window, TouchDriver, TextField) {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 44), text: text)
        field.clearButtonMode = mode
        window.addSubview(field)
        return (window, TouchDriver(window: window, clock: clock), field)
    }

    @Test(arguments: [(ViewMode.never, false, false), (.always, true, true), (.whileEditing, false, true), (.unlessEditing, true, false)])
    func theModeDecidesWhenTheButtonShows(_ mode: ViewMode, idle: Bool, editing: Bool) {
        let (_, _, field) = scene(mode)
        #expect(field.isClearButtonVisible == idle)
        field.becomeFirstResponder()
        #expect(field.isClearButtonVisible == editing)
    }

    @Test func anEmptyFieldShowsNoButton() {
        let (_, _, field) = scene(.always, text: "")
        #expect(!field.isClearButtonVisible)
    }

    @Test func aTapOnTheButtonEmptiesTheFieldAndReportsTheChange() {
        let (window, driver, field) = scene(.whileEditing)
        field.becomeFirstResponder()
        var changes = 0
        _ = field.addAction({ _ in changes += 1 }, for: .editingChanged)
        let r = field.clearButtonRect
        #expect(r.maxX <= field.bounds.maxX && r.minX > field.bounds.midX)     // at the trailing end
        driver.tap(at: field.convert(Point(x: r.midX, y: r.midY), to: window))
        #expect(field.text.isEmpty)
        #expect(changes == 1)
        #expect(field.isEditing)
    }

    @Test func theButtonIsDrawnAtTheTrailingEnd() {
        let (window, _, field) = scene(.always)
        let r = field.convert(field.clearButtonRect, to: window)
        let shot = window.snapshot()
        let pixel = shot.pixel(x: Int(r.midX - r.width * 0.35), y: Int(r.midY))
        #expect(pixel.red < 0.8 && pixel.red > 0.4)          // the grey circle
        field.clearButtonMode = .never
        #expect(window.snapshot().pixel(x: Int(r.midX - r.width * 0.35), y: Int(r.midY)).red > 0.9)
    }
}
