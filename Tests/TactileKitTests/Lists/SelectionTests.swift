import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

@MainActor @Suite struct SelectionTests {
    @Test func touchHighlightsOnlyAfterTheContentTouchDelay() {
        let s = ListScene([100])
        let cell = s.view.cellForItem(at: IP(1))!
        s.scene.down(1, 150, 66)
        s.scene.wait(100)
        #expect(!cell.isHighlighted)
        s.scene.wait(60)
        #expect(cell.isHighlighted)
        s.scene.up(1)
        #expect(!cell.isHighlighted)
        #expect(cell.isSelected)
        #expect(s.view.indexPathsForSelectedItems == [IP(1)])
        #expect(s.events.log == ["select 1"])
    }

    @Test func quickDragScrollsWithoutHighlightingOrSelecting() {
        let s = ListScene([100])
        let cell = s.view.cellForItem(at: IP(1))!
        var highlighted = false
        s.view.addScrollAction { _ in if cell.isHighlighted { highlighted = true } }
        s.scene.drag(1, from: P(150, 66), to: P(150, 16), steps: 5, over: 50)
        s.scene.wait(1000)
        #expect(s.view.contentOffset.y > 20)
        #expect(!highlighted && !cell.isHighlighted)
        #expect(s.view.indexPathsForSelectedItems.isEmpty)
        #expect(s.events.log.isEmpty)
    }

    @Test func heldTouchThatBecomesAScrollLosesItsHighlight() {
        let s = ListScene([100])
        let cell = s.view.cellForItem(at: IP(1))!
        s.scene.down(1, 150, 66)
        s.scene.wait(200)
        #expect(cell.isHighlighted)
        s.scene.move(1, 150, 40)
        s.scene.move(1, 150, 10)
        #expect(s.view.isDragging)
        #expect(!cell.isHighlighted)
        s.scene.up(1)
        #expect(s.view.indexPathsForSelectedItems.isEmpty)
        #expect(s.events.log.isEmpty)
    }

    @Test func tapSelects() {
        let s = ListScene([100])
        s.scene.tap(150, 66)
        #expect(s.view.indexPathsForSelectedItems == [IP(1)])
    }

    @Test func liftOutsideTheCellDoesNotSelect() {
        let s = ListScene([3])                     // fits: nothing scrolls, touches reach the cell at once
        let cell = s.view.cellForItem(at: IP(0))!
        s.scene.down(1, 150, 20)
        #expect(cell.isHighlighted)
        s.scene.move(1, 150, 110)                  // over row 2
        #expect(!cell.isHighlighted)
        s.scene.up(1)
        #expect(s.view.indexPathsForSelectedItems.isEmpty)
    }

    @Test func singleSelectionReplacesThePreviousOne() {
        let s = ListScene([100])
        s.scene.tap(150, 66)
        s.scene.tap(150, 154)
        #expect(s.view.indexPathsForSelectedItems == [IP(3)])
        #expect(s.events.log == ["select 1", "deselect 1", "select 3"])
        #expect(s.view.cellForItem(at: IP(1))?.isSelected == false)
        #expect(s.view.cellForItem(at: IP(3))?.isSelected == true)
    }

    @Test func multipleSelectionToggles() {
        let s = ListScene([100])
        s.view.allowsMultipleSelection = true
        s.scene.tap(150, 66)
        s.scene.tap(150, 154)
        s.scene.tap(150, 66)
        #expect(s.view.indexPathsForSelectedItems == [IP(3)])
        #expect(s.events.log == ["select 1", "select 3", "deselect 1"])
    }

    @Test func delegateCanVetoASelection() {
        let s = ListScene([100])
        s.events.vetoed = [IP(2)]
        s.scene.tap(150, 110)
        #expect(s.view.indexPathsForSelectedItems.isEmpty)
        #expect(s.events.log.isEmpty)
        #expect(s.view.cellForItem(at: IP(2))?.isSelected == false)
    }

    @Test func withoutAllowsSelectionNothingHighlightsOrSelects() {
        let s = ListScene([100])
        s.view.allowsSelection = false
        let cell = s.view.cellForItem(at: IP(1))!
        s.scene.down(1, 150, 66)
        s.scene.wait(200)
        #expect(!cell.isHighlighted)
        s.scene.up(1)
        #expect(s.view.indexPathsForSelectedItems.isEmpty)
    }

    @Test func selectionInCodeScrollsAndTellsNoDelegate() {
        let s = ListScene([100])
        s.view.selectItem(at: IP(50), animated: false, scrollPosition: .top)
        #expect(s.view.indexPathsForSelectedItems == [IP(50)])
        #expect(s.view.contentOffset.y == 2200)
        #expect(s.view.cellForItem(at: IP(50))?.isSelected == true)
        s.view.deselectItem(at: IP(50), animated: false)
        #expect(s.view.indexPathsForSelectedItems.isEmpty)
        #expect(s.view.cellForItem(at: IP(50))?.isSelected == false)
        s.view.selectItem(at: IP(51), animated: false, scrollPosition: .top)
        s.view.selectItem(at: nil, animated: false, scrollPosition: .top)
        #expect(s.view.indexPathsForSelectedItems.isEmpty)
        #expect(s.events.log.isEmpty)
    }

    @Test func selectedItemStaysSelectedWhenItsCellIsReused() {
        let s = ListScene([100])
        s.scene.tap(150, 66)
        s.scroll(to: 3000)
        #expect(s.view.visible.values.allSatisfy { !$0.isSelected })
        s.scroll(to: 0)
        #expect(s.view.cellForItem(at: IP(1))?.isSelected == true)
        #expect(s.view.cellForItem(at: IP(2))?.isSelected == false)
    }
}
