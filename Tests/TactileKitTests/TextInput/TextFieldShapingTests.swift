import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// What a text field keeps with its shaped text: the characters' extents (for drawing a selection
/// and finding the character under a touch), dropped with the text.
@MainActor @Suite struct TextFieldShapingTests {
    @Test func characterExtentsAreKeptUntilTheTextChanges() {
        let (_, _, _, field) = makeTextFieldScene()
        field.text = "hello world"
        let extents = field.characterExtents()
        #expect(extents.count == 11)
        #expect(field.shaped.characterExtents?.count == 11)
        // A planted value is what the touch and selection paths read: nothing recomputes it.
        let planted = LayoutCaretPositions.Extent(minX: 0, maxX: 1000, isRightToLeft: false, line: 0)
        field.shaped.characterExtents = [planted]
        #expect(field.characterExtents().count == 1)
        #expect(field.characterIndex(atX: 300) == 0)
        // Changing the text drops it.
        field.text = "hi"
        #expect(field.shaped.characterExtents == nil)
        #expect(field.characterExtents().count == 2)
        #expect(field.characterIndex(atX: field.caretX(at: 1) + 1) == 1)
    }
}
