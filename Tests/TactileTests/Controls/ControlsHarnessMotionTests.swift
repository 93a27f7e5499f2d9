import Testing
@testable import Tactile
@testable import TactileKit
import TactileHeadless
import TactileTesting

/// Slider, page control and picker end to end: a window on the Wayland backend against an
/// in-process `HeadlessCompositor`, touched through its `wl_touch` events, time on its `ManualClock`.
@MainActor @Suite struct ControlsHarnessMotionTests {
    /// Rows titled "Row n"; records the delegate's selections.
    @MainActor final class Rows: PickerViewDataSource, PickerViewDelegate {
        var selections: [Int] = []
        func numberOfComponents(in p: PickerView) -> Int { 1 }
        func pickerView(_ p: PickerView, numberOfRowsInComponent c: Int) -> Int { 20 }
        func pickerView(_ p: PickerView, titleForRow r: Int, forComponent c: Int) -> String? { "Row \(r)" }
        func pickerView(_ p: PickerView, didSelectRow r: Int, inComponent c: Int) { selections.append(r) }
    }

    @Test func draggingTheSlidersThumbMovesItsValueAndRepaintsTheTrack() throws {
        let h = try HeadlessHarness(size: Size(width: 360, height: 100))
        h.window.backgroundColor = .white
        let slider = Slider(frame: R(30, 30, 300, 40))
        h.window.addSubview(slider)
        var changes = 0
        slider.addAction({ _ in changes += 1 }, for: .valueChanged)
        try h.mapWindow()
        #expect(slider.value == 0)
        let before = try h.screenshot()
        let thumb = slider.convert(slider.thumbCenter, to: h.window)

        try h.drag(1, from: thumb, to: Point(x: slider.frame.midX, y: thumb.y), steps: 6)
        #expect(slider.value > 0.4 && slider.value < 0.6)
        #expect(changes >= 1)
        let after = try h.screenshot()
        // The blue minimum track now runs from the left end to the thumb.
        let leftHalf = R(slider.frame.minX + 20, slider.frame.minY, slider.frame.width / 2 - 50, slider.frame.height)
        #expect(h.pixels(of: before, in: leftHalf, matching: slider.minimumTrackColor) == 0)
        #expect(h.pixels(of: after, in: leftHalf, matching: slider.minimumTrackColor) > 50)

        let value = slider.value
        try h.tap(2, at: Point(x: slider.frame.maxX - 10, y: thumb.y))                      // off the thumb
        #expect(slider.value == value)
    }

    @Test func aTapRightOfThePageControlsMiddleTurnsToTheNextPage() throws {
        let h = try HeadlessHarness(size: Size(width: 300, height: 80))
        h.window.backgroundColor = .white
        let pages = PageControl(frame: R(50, 26, 200, 28))
        pages.numberOfPages = 4
        h.window.addSubview(pages)
        var changes = 0
        pages.addAction({ _ in changes += 1 }, for: .valueChanged)
        try h.mapWindow()
        let before = try h.screenshot()

        try h.tap(1, at: Point(x: pages.frame.maxX - 20, y: pages.frame.midY))
        #expect(pages.currentPage == 1 && changes == 1)
        let after = try h.screenshot()
        let first = pages.convert(pages.rectForPage(0), to: h.window), second = pages.convert(pages.rectForPage(1), to: h.window)
        #expect(h.changedPixels(from: before, to: after, in: first) > 0)                    // the dark dot moved on
        #expect(h.changedPixels(from: before, to: after, in: second) > 0)

        try h.tap(2, at: Point(x: pages.frame.minX + 20, y: pages.frame.midY))
        #expect(pages.currentPage == 0 && changes == 2)
    }

    @Test func draggingAWheelUpTurnsItToALaterRowThatItReportsOnce() throws {
        let h = try HeadlessHarness(size: Size(width: 400, height: 400))
        h.window.backgroundColor = .white
        let picker = PickerView(frame: R(40, 100, 320, 216))
        let rows = Rows()
        picker.dataSource = rows
        picker.delegate = rows
        h.window.addSubview(picker)
        try h.mapWindow()
        #expect(picker.selectedRow(inComponent: 0) == 0)
        let before = try h.screenshot()

        // Two and a half rows up, slowly, then held still before the lift.
        try h.down([(1, P(200, 260))])
        for y in stride(from: 250.0, through: 170, by: -10) { try h.move([(1, P(200, y))]) }
        try h.advance(by: .milliseconds(300))
        try h.up([1])
        #expect(try h.settleAnimations())
        let row = picker.selectedRow(inComponent: 0)
        #expect(row >= 2 && row <= 3)
        #expect(rows.selections == [row])
        #expect(picker.wheels[0].offset == Double(row) * PickerView.rowHeight)                 // snapped onto a row
        #expect(h.changedPixels(from: before, to: try h.screenshot(), in: picker.frame) > 100)
    }
}
