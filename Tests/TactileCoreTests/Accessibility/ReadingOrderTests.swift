import Testing
import TactileCore

@Suite @MainActor struct ReadingOrderTests {
    @Test func rowsTopToBottomThenLeadingToTrailing() {
        let s = AccessibilityScene()
        s.element("C", 10, 100)
        s.element("B", 200, 12)
        s.element("A", 10, 10)
        s.element("D", 200, 104, 80, 30)     // a few points lower: still C's row
        #expect(s.order == ["A", "B", "C", "D"])
    }

    @Test func rightToLeftMirrorsEachRow() {
        let s = AccessibilityScene()
        s.window.layoutDirection = .rightToLeft
        s.element("left", 10, 10)
        s.element("right", 300, 10)
        s.element("below", 10, 100)
        #expect(s.order == ["right", "left", "below"])
    }

    @Test func hiddenTransparentAndOffscreenElementsAreLeftOut() {
        let s = AccessibilityScene()
        s.element("shown", 10, 10)
        s.element("hidden", 10, 60).isHidden = true
        s.element("clear", 10, 120).alpha = 0
        s.element("away", 500, 10)
        let container = View(frame: Rect(x: 0, y: 200, width: 100, height: 100))
        container.isHidden = true
        s.window.addSubview(container)
        s.element("inside hidden", 0, 0, in: container)
        #expect(s.order == ["shown"])
    }

    @Test func anElementHidesItsSubviews() {
        let s = AccessibilityScene()
        let outer = s.element("card", 10, 10, 200, 200)
        s.element("inner", 10, 10, in: outer)
        #expect(s.order == ["card"])
    }

    @Test func accessibilityElementsOverrideTheOrder() {
        let s = AccessibilityScene()
        let box = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        s.window.addSubview(box)
        let first = s.element("first", 10, 10, in: box)
        let second = s.element("second", 200, 10, in: box)
        let third = s.element("third", 10, 100, in: box)
        box.accessibilityElements = [third, first, second]
        s.element("after", 10, 300)
        #expect(s.order == ["third", "first", "second", "after"])
    }

    @Test func aGroupIsReadTogether() {
        let s = AccessibilityScene()
        let column = View(frame: Rect(x: 0, y: 0, width: 100, height: 300))
        column.shouldGroupAccessibilityChildren = true
        s.window.addSubview(column)
        s.element("col 1", 0, 0, in: column)
        s.element("col 2", 0, 100, in: column)
        s.element("side", 200, 50)
        // Without the group "side" would come between the column's two rows.
        #expect(s.order == ["col 1", "col 2", "side"])
    }

    @Test func aModalViewHidesEverythingElse() {
        let s = AccessibilityScene()
        s.element("behind", 10, 10)
        let alert = View(frame: Rect(x: 50, y: 50, width: 300, height: 200))
        alert.accessibilityViewIsModal = true
        s.window.addSubview(alert)
        s.element("OK", 10, 10, in: alert)
        s.element("Message", 10, 60, in: alert)
        s.element("in front", 10, 350)
        #expect(s.order == ["OK", "Message"])
        alert.removeFromSuperview()
        #expect(s.order == ["behind", "in front"])
    }

    @Test func utteranceJoinsLabelValueTraitsAndHint() {
        let v = View()
        v.accessibilityLabel = "Pay"
        v.accessibilityTraits = .button
        #expect(v.accessibilityUtterance == "Pay, button")
        v.accessibilityHint = "Pays by card"
        #expect(v.accessibilityUtterance == "Pay, button. Pays by card")
        let volume = View()
        volume.accessibilityLabel = "Volume"
        volume.accessibilityValue = "40 %"
        volume.accessibilityTraits = .adjustable
        #expect(volume.accessibilityUtterance == "Volume, 40 %, adjustable")
    }
}
