import Testing
import Tactile
import TactileTestSupport

/// The widgets that hold others or that a screen reader might pass over — a list and its refresh
/// control, a picker, a label, segments, page dots, a spinner, a menu's backdrop — as the exported
/// accessibility tree (`AtspiTree`, what Orca walks) shows them: each names itself, with a role.
@MainActor @Suite struct WidgetTreeTests {
    @MainActor final class Source: CollectionViewDataSource, PickerViewDataSource, PickerViewDelegate {
        func collectionView(_ cv: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(_ cv: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func numberOfComponents(in p: PickerView) -> Int { 1 }
        func pickerView(_ p: PickerView, numberOfRowsInComponent c: Int) -> Int { 5 }
        func pickerView(_ p: PickerView, titleForRow r: Int, forComponent c: Int) -> String? { "\(r + 1) pm" }
    }

    @Test func eachWidgetNamesItselfWithARoleInTheExportedTree() throws {
        let scene = ControlScene(width: 800, height: 600)
        let source = Source()
        let title = Label(frame: Rect(x: 10, y: 10, width: 300, height: 30), text: "Order")
        let size = SegmentedControl(items: ["Small", "Large"])
        size.frame = Rect(x: 10, y: 50, width: 300, height: 32)
        size.selectedSegmentIndex = 0
        let pages = PageControl(frame: Rect(x: 10, y: 90, width: 300, height: 30))
        pages.numberOfPages = 3
        let spinner = ActivityIndicatorView(frame: Rect(x: 10, y: 130, width: 40, height: 40))
        spinner.startAnimating()
        let backdrop = MenuBackdrop(frame: Rect(x: 10, y: 180, width: 100, height: 40))
        backdrop.onTouch = {}
        let picker = PickerView(frame: Rect(x: 10, y: 230, width: 300, height: 200))
        picker.dataSource = source
        picker.delegate = source
        let list = CollectionView(frame: Rect(x: 400, y: 10, width: 390, height: 580), collectionViewLayout: ListLayout())
        list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        list.dataSource = source
        let refresh = RefreshControl()
        list.refreshControl = refresh
        for view in [title, size, pages, spinner, backdrop, picker, list] as [View] { scene.window.addSubview(view) }
        scene.window.prepareForFrame()
        let tree = AtspiTree(windows: { [scene.window] })
        let top = tree.children(of: .view(scene.window))
        func described(_ view: View) -> String {
            "\(AtspiRole.of(view).name) \"\(view.accessibilityLabel ?? "")\" \"\(view.accessibilityValue ?? "")\""
        }
        let shown = Set(top.map(described))
        for expected in ["label \"Order\" \"\"", "slider \"\" \"Small\"", "slider \"\" \"page 1 of 3\"",
                         "label \"In progress\" \"\"", "push button \"Dismiss\" \"\"", "panel \"Picker\" \"\"",
                         "list \"List\" \"30 items\""] {
            #expect(shown.contains(expected), "\(expected) not in \(shown)")
        }
        #expect(top.count == 7)
        // Inside the list: its refresh control (a screen-reader user cannot pull), then its rows.
        let rows = tree.children(of: .view(list))
        #expect(rows.first === refresh && described(refresh) == "push button \"Refresh\" \"\"")
        #expect(rows.dropFirst().first.map(described) == "list item \"row 1 of 30\" \"\"")
        // Inside the picker: its wheel, adjustable, its value the row in the band.
        let wheels = tree.children(of: .view(picker))
        #expect(wheels.map(described) == ["slider \"\" \"1 pm\""])
        // A stopped spinner (hidden) and a closed menu's backdrop leave the tree.
        spinner.stopAnimating()
        backdrop.onTouch = nil
        tree.invalidate()
        let after = tree.children(of: .view(scene.window))
        #expect(!after.contains { $0 === spinner } && !after.contains { $0 === backdrop })
        #expect(after.count == 5)
    }
}
