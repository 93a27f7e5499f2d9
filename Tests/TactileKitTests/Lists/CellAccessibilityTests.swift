import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

@MainActor @Suite struct CellAccessibilityTests {
    @Test func cellIsAnElementNamedByItsLabels() {
        let s = ListScene([100])
        let cell = s.view.cellForItem(at: IP(1)) as! TestCell
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Item 0.1")
        let second = Label(frame: R(8, 30, 100, 20), text: "Fresh")
        cell.contentView.addSubview(second)
        #expect(cell.accessibilityLabel == "Item 0.1, Fresh")
    }

    @Test func withoutLabelsAListCellSaysItsRow() {
        let s = ListScene([100]) { _, data in data.labelsCells = false }
        #expect(s.view.cellForItem(at: IP(2))?.accessibilityLabel == "row 3 of 100")
    }

    @Test func withoutLabelsAGridCellSaysItsItem() {
        let s = ListScene([40], layout: GridLayout()) { _, data in data.labelsCells = false }
        #expect(s.view.cellForItem(at: IP(0))?.accessibilityLabel == "item 1 of 40")
    }

    @Test func selectedCellHasTheSelectedTrait() {
        let s = ListScene([100])
        let cell = s.view.cellForItem(at: IP(1))!
        #expect(!cell.accessibilityTraits.contains(.selected))
        s.scene.tap(150, 66)
        #expect(cell.accessibilityTraits.contains(.selected))
    }

    @Test func appSettingsWinOverTheDefaults() {
        let s = ListScene([100])
        let cell = s.view.cellForItem(at: IP(1))!
        cell.accessibilityLabel = "Milk, 2 litres"
        #expect(cell.accessibilityLabel == "Milk, 2 litres")
    }

    @Test func sectionHeaderIsAHeaderElement() {
        let s = ListScene([10]) { _, data in data.titles = ["Dairy"] }
        let header = s.view.headerView(forSection: 0)!
        #expect(header.accessibilityLabel == "Dairy")
        #expect(header.accessibilityTraits.contains(.header))
    }
}
