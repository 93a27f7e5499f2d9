import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// The edit menu with the compositor's clipboard under `HeadlessCompositor`: Paste shows once
/// another client copied text and pastes it in place of the selection; Cut puts only the selection
/// on the clipboard.
@MainActor @Suite struct EditMenuClipboardTests {
    /// A touch at `p` (window points) held for `hold` on the app's clock.
    func touch(_ h: PlatformHarness, at p: Point, hold: Duration) throws {
        let toplevel = try #require(h.toplevel)
        try h.compositor.touchDown(id: 1, at: p, on: toplevel.surface)
        try h.compositor.touchFrame()
        try h.settle()
        h.clock.advance(by: hold)
        try h.compositor.touchUp(id: 1)
        try h.compositor.touchFrame()
        try h.settle()
    }

    /// The window point over the middle of characters `range` of the field's text.
    func over(_ range: Range<Int>, of field: TextField) -> Point {
        let x = (field.caretX(at: range.lowerBound) + field.caretX(at: range.upperBound)) / 2
        return field.convert(Point(x: x, y: field.bounds.midY), to: field.window)
    }

    @Test func pasteFromAnotherClientReplacesTheSelection() throws {
        let clipboard = ClipboardTests()
        let (h, field, other) = try clipboard.scene()
        defer { field.resignFirstResponder() }
        field.text = "abc"
        field.becomeFirstResponder()
        field.selectedRange = 1..<2
        try other.copy(on: h.compositor)
        try h.settle()
        try touch(h, at: over(1..<2, of: field), hold: .milliseconds(600))
        let menu = try #require(field.editMenu)
        #expect(menu.items == [.cut, .copy, .paste, .selectAll])
        try touch(h, at: try #require(menu.center(of: .paste)), hold: .milliseconds(50))
        #expect(!field.isEditMenuVisible)
        try h.compositor.roundtrip(other.display)
        let fd = try #require(other.requested)
        clipboard.write(Array("XY".utf8), to: fd, app: h)
        #expect(field.text == "aXYc")
        #expect(field.caret == 3)
    }

    @Test func cutFromTheMenuTakesOnlyTheSelection() throws {
        let clipboard = ClipboardTests()
        let (h, field, other) = try clipboard.scene()
        defer { field.resignFirstResponder() }
        field.text = "keep cut"
        field.becomeFirstResponder()
        field.selectedRange = 5..<8
        try touch(h, at: over(5..<8, of: field), hold: .milliseconds(600))
        let menu = try #require(field.editMenu)
        #expect(menu.items == [.cut, .copy, .selectAll])
        try touch(h, at: try #require(menu.center(of: .cut)), hold: .milliseconds(50))
        #expect(field.text == "keep ")
        #expect(!field.isEditMenuVisible)
        #expect(try clipboard.readClipboard(h, in: other) == "cut")
    }
}
