import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// In mixed text the caret moves in logical order and is drawn at the visual edge of the character
/// before it; a selection of mixed text is tinted in visual pieces.
@MainActor @Suite struct MixedCaretTests {
    func makeField(_ text: String) -> TextField {
        let window = Window(frame: Rect(x: 0, y: 0, width: 500, height: 100), clock: ManualClock())
        let field = TextField(frame: Rect(x: 10, y: 10, width: 400, height: 44))
        window.addSubview(field)
        field.text = text
        return field
    }

    @Test func theCaretCrossesADirectionBoundaryInLogicalOrder() {
        let field = makeField("abc אבג")
        let xs = (0...7).map { field.caretX(at: $0) }
        // Through "abc " left to right…
        #expect(xs[0] < xs[1] && xs[1] < xs[2] && xs[2] < xs[3] && xs[3] < xs[4])
        // …then into the Hebrew word, which reads right to left: after א the caret jumps to the
        // word's right end and walks back left.
        #expect(xs[5] > xs[4] + 5)
        #expect(xs[6] < xs[5] && xs[7] < xs[6])
        #expect(abs(xs[7] - xs[4]) < 0.5)
        // Moving the caret with the keys visits the same positions.
        #expect(field.becomeFirstResponder())
        field.caret = 0
        var visited: [Double] = [field.caretX(at: field.caret)]
        for _ in 0..<7 {
            field.caret += 1
            visited.append(field.caretX(at: field.caret))
        }
        #expect(visited == xs)
    }

    @Test func aSelectionAcrossTheBoundaryIsTintedInVisualPieces() {
        let field = makeField("abc אבג")
        // "c", the space and א: the א sits at the far right of the Hebrew word.
        let spans = field.selectionSpans(2..<5)
        #expect(spans.count == 2)
        if spans.count == 2 {
            #expect(abs(spans[0].lowerBound - field.caretX(at: 2)) < 0.5)
            #expect(abs(spans[1].upperBound - field.caretX(at: 5)) < 15)
            #expect(spans[1].lowerBound > spans[0].upperBound)
        }
        // All of it: one piece.
        #expect(field.selectionSpans(0..<7).count == 1)
    }

    @Test func aRightToLeftFieldStartsItsCaretOnTheRightOfTheText() {
        let field = makeField("שלום")
        let xs = (0...4).map { field.caretX(at: $0) }
        #expect(xs[0] > xs[1] && xs[1] > xs[2] && xs[2] > xs[3] && xs[3] > xs[4])
        // A tap on the left end lands after the last letter.
        #expect(field.nearestBoundary(toX: xs[4] - 2) == 4)
    }

    @Test func aRightToLeftFieldSitsItsTextAndEmptyCaretAtTheRight() {
        let field = makeField("")
        #expect(field.caretX(at: 0) < 20)
        field.semanticContentAttribute = .forceRightToLeft
        #expect(field.caretX(at: 0) > 300)
        field.text = "שלום"
        #expect(field.caretX(at: 0) > 300)                  // the first letter's right edge
        #expect(field.caretX(at: 4) < field.caretX(at: 0))
        // Left-to-right text in the same field starts at the left.
        field.text = "abc"
        #expect(field.caretX(at: 0) < 20)
    }

    @Test func plainTextCaretPositionsAreUnchanged() {
        let field = makeField("Hello")
        let xs = (0...5).map { field.caretX(at: $0) }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(abs(xs[0] - TextField.textInset) < 0.01)
    }
}
