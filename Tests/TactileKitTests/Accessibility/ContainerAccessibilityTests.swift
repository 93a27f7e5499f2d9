import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

/// What the widgets that hold others, and the smaller pieces, say of themselves: a list or grid
/// names itself and its count without being an element, a picker is a container of its wheels, a
/// menu's backdrop is a Dismiss button while the menu is open, a label without text is silent, and
/// the form controls' own descriptions.
@MainActor @Suite struct ContainerAccessibilityTests {
    @MainActor final class Rows: CollectionViewDataSource {
        func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { 120 }
        func collectionView(_ cv: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test(arguments: [false, true]) func aListOrGridNamesItselfAndItsCount(grid: Bool) {
        let scene = ControlScene(width: 300, height: 400)
        let rows = Rows()
        let list = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 400),
                                  collectionViewLayout: grid ? GridLayout() : ListLayout())
        list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        list.dataSource = rows
        scene.window.addSubview(list)
        scene.window.prepareForFrame()
        #expect(!list.isAccessibilityElement)
        #expect(list.accessibilityLabel == (grid ? "Grid" : "List"))
        #expect(list.accessibilityValue == "120 items")
        let cell = list.visibleCells.first { list.indexPath(for: $0) == IndexPath(item: 2, section: 0) }
        #expect(cell?.isAccessibilityElement == true)
    }

    @Test func aMenuBackdropIsADismissButtonWhileTheMenuIsOpen() {
        let backdrop = MenuBackdrop(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        var dismissed = 0
        backdrop.onTouch = { dismissed += 1 }
        #expect(backdrop.isAccessibilityElement)
        #expect(backdrop.accessibilityLabel == "Dismiss")
        #expect(backdrop.accessibilityTraits == .button)
        #expect(backdrop.accessibilityActivate())
        #expect(dismissed == 1)
        #expect(!backdrop.isAccessibilityElement)
        #expect(!backdrop.accessibilityActivate())
        #expect(dismissed == 1)
    }

    @Test func aPickerIsAContainerOfItsWheels() {
        let picker = PickerView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(!picker.isAccessibilityElement)
        #expect(picker.accessibilityLabel == "Picker")
    }

    @Test func aLabelWithoutTextSaysNothing() {
        let label = Label(text: "")
        #expect(!label.isAccessibilityElement)
        #expect(label.accessibilityLabel == nil)
        label.text = "Menu"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Menu")
        #expect(label.accessibilityTraits == .staticText)
    }

    @Test func theFormControlsDescribeThemselves() {
        let segments = SegmentedControl(items: ["Small", "Medium"])
        segments.selectedSegmentIndex = 1
        #expect(segments.isAccessibilityElement && segments.accessibilityValue == "Medium")
        #expect(segments.accessibilityTraits.contains(.adjustable))

        let pages = PageControl(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        pages.numberOfPages = 4
        pages.currentPage = 1
        #expect(pages.isAccessibilityElement && pages.accessibilityValue == "page 2 of 4")

        let spinner = ActivityIndicatorView(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(spinner.isAccessibilityElement && spinner.accessibilityLabel == "Progress halted")

        let refresh = RefreshControl()
        #expect(refresh.isAccessibilityElement && refresh.accessibilityLabel == "Refresh")
        #expect(refresh.accessibilityValue == nil)
    }
}
