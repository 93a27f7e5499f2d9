import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit

@MainActor @Suite struct PickerViewTests {
    /// Components of "c.r" titled rows; records the delegate's selections.
    @MainActor final class Source: PickerViewDataSource, PickerViewDelegate {
        var rows: [Int]
        var selections: [String] = []
        init(rows: [Int]) { self.rows = rows }
        func numberOfComponents(in p: PickerView) -> Int { rows.count }
        func pickerView(_ p: PickerView, numberOfRowsInComponent c: Int) -> Int { rows[c] }
        func pickerView(_ p: PickerView, titleForRow r: Int, forComponent c: Int) -> String? { "\(c).\(r)" }
        func pickerView(_ p: PickerView, didSelectRow r: Int, inComponent c: Int) { selections.append("\(c).\(r)") }
    }

    /// A 320 × 216 picker at (40, 100) in a 400 × 400 window: the band spans y 190...226.
    func makePicker(_ s: ControlScene, rows: [Int]) -> (PickerView, Source, ControlLogCapture) {
        let picker = PickerView(frame: Rect(x: 40, y: 100, width: 320, height: 216))
        let source = Source(rows: rows)
        let log = ControlLogCapture()
        picker.logger = log.logger
        picker.dataSource = source
        picker.delegate = source
        s.window.addSubview(picker)
        s.window.prepareForFrame()
        return (picker, source, log)
    }

    @Test func aFlickCoastsAndSnapsToARowAndReportsItOnce() {
        let s = ControlScene()
        let (picker, source, log) = makePicker(s, rows: [30])
        #expect(picker.wheels.count == 1 && picker.selectedRow(inComponent: 0) == 0)
        s.drag(1, from: Point(x: 200, y: 300), to: Point(x: 200, y: 150), steps: 6, over: 60)
        let wheel = picker.wheels[0]
        #expect(wheel.isGliding && source.selections.isEmpty)
        let liftOffset = wheel.offset
        s.wait(1500)
        #expect(!wheel.isGliding)
        let row = picker.selectedRow(inComponent: 0)
        #expect(Double(row) * PickerView.rowHeight > liftOffset + PickerView.rowHeight)     // it coasted on
        #expect(wheel.offset == Double(row) * PickerView.rowHeight)                          // on a row
        #expect(source.selections == ["0.\(row)"])
        s.wait(500)
        #expect(source.selections.count == 1 && log.messages.isEmpty)
    }

    @Test func aSlowDragSettlesOnTheRowUnderTheBandAndMovingBackReportsNothing() {
        let s = ControlScene()
        let (picker, source, _) = makePicker(s, rows: [10])
        // Two rows up, slowly, held before the lift: no coast.
        s.down(1, 200, 260)
        for y in stride(from: 250.0, through: 188, by: -10) { s.move(1, 200, y); s.wait(40) }
        s.move(1, 200, 188)
        s.wait(200)
        s.up(1)
        s.wait(600)
        #expect(picker.selectedRow(inComponent: 0) == 2 && source.selections == ["0.2"])
        // A drag that ends where it began settles back on the same row: nothing reported.
        s.down(2, 200, 260)
        s.move(2, 200, 200)
        s.wait(200)
        s.move(2, 200, 261)
        s.wait(200)
        s.up(2)
        s.wait(600)
        #expect(picker.selectedRow(inComponent: 0) == 2 && source.selections == ["0.2"])
    }

    @Test func aTapOnARowBelowOrAboveTheBandBringsItIn() {
        let s = ControlScene()
        let (picker, source, _) = makePicker(s, rows: [10])
        s.tap(200, 208 + 2 * PickerView.rowHeight)                   // two rows below the band
        s.wait(400)
        #expect(picker.selectedRow(inComponent: 0) == 2 && source.selections == ["0.2"])
        s.tap(200, 208 - PickerView.rowHeight)                        // one row above
        s.wait(400)
        #expect(picker.selectedRow(inComponent: 0) == 1 && source.selections == ["0.2", "0.1"])
        s.tap(200, 208)                                               // the band itself: nothing new
        s.wait(400)
        #expect(source.selections.count == 2)
    }

    @Test func selectRowClampsAndLogsOutOfRangeRowsAndIgnoresBadComponents() {
        let s = ControlScene()
        let (picker, source, log) = makePicker(s, rows: [5, 3])
        picker.selectRow(2, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 2 && log.messages.isEmpty)
        picker.selectRow(9, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 4 && log.messages.count == 1)
        picker.selectRow(-3, inComponent: 0, animated: true)
        s.wait(400)
        #expect(picker.selectedRow(inComponent: 0) == 0 && log.messages.count == 2)
        picker.selectRow(0, inComponent: 7, animated: false)
        #expect(log.messages.count == 3 && picker.selectedRow(inComponent: 7) == -1)
        #expect(source.selections.isEmpty)                           // selectRow does not tell the delegate
    }

    @Test func noComponentsOrNoRowsLogOneLineAndDrawAnEmptyPicker() {
        let s = ControlScene()
        let (picker, _, log) = makePicker(s, rows: [])
        #expect(picker.wheels.isEmpty && log.messages.count == 1)
        _ = s.window.snapshot()
        s.tap(200, 250)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        let (empty, source, emptyLog) = makePicker(s, rows: [0, 4])
        #expect(emptyLog.messages.count == 1 && emptyLog.messages[0].contains("component 0 has no rows"))
        s.drag(1, from: Point(x: 100, y: 300), to: Point(x: 100, y: 150))
        s.wait(1500)
        #expect(empty.selectedRow(inComponent: 0) == -1 && source.selections.isEmpty)
        _ = s.window.snapshot()
    }

    @Test func eachWheelIsAdjustableWithItsRowTitleAsValue() {
        let s = ControlScene()
        let (picker, source, _) = makePicker(s, rows: [3, 2])
        let wheel = picker.wheels[0]
        #expect(wheel.isAccessibilityElement && wheel.accessibilityTraits == .adjustable)
        #expect(wheel.accessibilityValue == "0.0")
        wheel.accessibilityIncrement()
        #expect(wheel.accessibilityValue == "0.1" && source.selections == ["0.1"])
        wheel.accessibilityIncrement()
        wheel.accessibilityIncrement()                               // at the last row: stays
        #expect(picker.selectedRow(inComponent: 0) == 2 && source.selections == ["0.1", "0.2"])
        wheel.accessibilityDecrement()
        #expect(wheel.accessibilityValue == "0.1")
    }

    @Test func componentsGoFromTheLeadingEdge() {
        let s = ControlScene()
        let (picker, _, _) = makePicker(s, rows: [3, 3])
        #expect(picker.wheels[0].frame.minX < picker.wheels[1].frame.minX)
        s.window.layoutDirection = .rightToLeft
        s.window.prepareForFrame()
        #expect(picker.wheels[0].frame.minX > picker.wheels[1].frame.minX)
        #expect(picker.intrinsicContentSize == PickerView.defaultSize)
    }
}
