import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

@MainActor @Suite struct SegmentedControlTests {
    /// Three 100-pt segments at (50, 100): in left-to-right layouts A spans x 50...150, B 150...250,
    /// C 250...350.
    func makeControl(in parent: View) -> (SegmentedControl, changes: () -> Int) {
        let control = SegmentedControl(items: ["A", "B", "C"])
        control.frame = R(50, 100, 300, 44)
        parent.addSubview(control)
        var changes = 0
        control.addAction({ _ in changes += 1 }, for: .valueChanged)
        return (control, { changes })
    }

    @Test func startsWithNoSegmentAndSelectsOnLift() {
        let s = ControlScene()
        let (control, changes) = makeControl(in: s.window)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(control.numberOfSegments == 3)
        s.down(1, 300, 122)
        #expect(control.highlightedSegmentIndex == 2)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        s.up(1)
        #expect(control.selectedSegmentIndex == 2 && changes() == 1)
        #expect(control.highlightedSegmentIndex == SegmentedControl.noSegment)
        s.tap(300, 122)                                      // the selected one again: no change
        #expect(control.selectedSegmentIndex == 2 && changes() == 1)
    }

    @Test func slidingAcrossHighlightsTheSegmentUnderTheFinger() {
        let s = ControlScene()
        let (control, changes) = makeControl(in: s.window)
        s.down(1, 100, 122)
        #expect(control.highlightedSegmentIndex == 0)
        s.move(1, 200, 122)
        #expect(control.highlightedSegmentIndex == 1)
        s.move(1, 300, 122)
        #expect(control.highlightedSegmentIndex == 2)
        #expect(changes() == 0)
        s.up(1)
        #expect(control.selectedSegmentIndex == 2 && changes() == 1)
    }

    @Test func liftingFarAwaySelectsNothing() {
        let s = ControlScene()
        let (control, changes) = makeControl(in: s.window)
        s.down(1, 100, 122)
        s.move(1, 100, 390)                                  // beyond the 70-pt touch margin
        #expect(control.highlightedSegmentIndex == SegmentedControl.noSegment)
        s.up(1)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && changes() == 0)
    }

    @Test func disabledSegmentsCannotBeSelectedByTouch() {
        let s = ControlScene()
        let (control, changes) = makeControl(in: s.window)
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        s.tap(200, 122)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && changes() == 0)
        s.down(1, 100, 122)
        s.move(1, 200, 122)
        #expect(control.highlightedSegmentIndex == SegmentedControl.noSegment)
        s.up(1)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && changes() == 0)
        control.selectedSegmentIndex = 1                     // code may still select it
        #expect(control.selectedSegmentIndex == 1 && changes() == 0)
    }

    @Test func aDisabledControlIgnoresTouches() {
        let s = ControlScene()
        let (control, changes) = makeControl(in: s.window)
        control.isEnabled = false
        s.tap(100, 122)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && changes() == 0)
        #expect(control.accessibilityTraits == [.adjustable, .notEnabled])
    }

    @Test func settingTheSelectionSendsNothing() {
        let s = ControlScene()
        let (control, changes) = makeControl(in: s.window)
        control.selectedSegmentIndex = 0
        control.selectedSegmentIndex = SegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && changes() == 0)
    }

    @Test(arguments: [false, true])
    func segmentsRunFromTheRightInRightToLeft(forced: Bool) {
        let s = ControlScene()
        if forced {
            let holder = View(frame: s.window.bounds)
            holder.semanticContentAttribute = .forceRightToLeft
            s.window.addSubview(holder)
        } else {
            s.window.layoutDirection = .rightToLeft
        }
        let (control, changes) = makeControl(in: s.window.subviews.last ?? s.window)
        #expect(control.rectForSegment(at: 0) == R(200, 0, 100, 44))
        #expect(control.rectForSegment(at: 2) == R(0, 0, 100, 44))
        s.tap(100, 122)                                      // the leftmost segment
        #expect(control.selectedSegmentIndex == 2 && changes() == 1)
        s.tap(300, 122)
        #expect(control.selectedSegmentIndex == 0 && changes() == 2)
    }

    @Test func aDragThatScrollsDoesNotChangeTheSegment() {
        let s = ControlScene()
        let scroll = ScrollView(frame: R(0, 0, 400, 300))
        scroll.contentSize = Size(width: 400, height: 1000)
        s.window.addSubview(scroll)
        let (control, changes) = makeControl(in: scroll)
        control.selectedSegmentIndex = 0
        s.drag(1, from: P(200, 122), to: P(200, 22), steps: 6, over: 60)
        #expect(scroll.contentOffset.y > 50)
        #expect(control.selectedSegmentIndex == 0 && changes() == 0)
        #expect(control.highlightedSegmentIndex == SegmentedControl.noSegment)
    }

    @Test func accessibilityAdjustsThroughTheEnabledSegments() {
        let s = ControlScene()
        let (control, changes) = makeControl(in: s.window)
        #expect(control.isAccessibilityElement)
        #expect(control.accessibilityTraits == .adjustable)
        #expect(control.accessibilityValue == nil)
        control.selectedSegmentIndex = 0
        #expect(control.accessibilityValue == "A")
        control.setEnabled(false, forSegmentAt: 1)
        control.accessibilityIncrement()
        #expect(control.selectedSegmentIndex == 2 && control.accessibilityValue == "C" && changes() == 1)
        control.accessibilityIncrement()                     // at the end: nothing
        #expect(control.selectedSegmentIndex == 2 && changes() == 1)
        control.accessibilityDecrement()
        #expect(control.selectedSegmentIndex == 0 && changes() == 2)
        control.setTitle("Alpha", forSegmentAt: 0)
        #expect(control.accessibilityValue == "Alpha")
    }

    @Test func badIndicesAreLoggedOnceEachAndChangeNothing() {
        let s = ControlScene()
        let (control, changes) = makeControl(in: s.window)
        let log = ControlLogCapture()
        control.logger = log.logger
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 3
        control.selectedSegmentIndex = -2
        control.setTitle("X", forSegmentAt: 7)
        control.setEnabled(false, forSegmentAt: -1)
        control.removeSegment(at: 3, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        #expect((0..<3).map { control.titleForSegment(at: $0) } == ["A", "B", "C"])
        #expect((0..<3).allSatisfy { control.isEnabledForSegment(at: $0) })
        #expect(control.numberOfSegments == 3 && changes() == 0)
        #expect(log.messages.count == 5)
        #expect(log.messages.allSatisfy { $0.hasPrefix("warning: SegmentedControl.") && $0.contains("out of range") })
        #expect(log.messages.first?.contains("segment 3") == true)
        _ = s.window.snapshot()                              // draws without trouble
    }

    @Test func insertingAndRemovingKeepsTheSelectionOnItsSegment() {
        let control = SegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment && control.numberOfSegments == 1)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func intrinsicSizeFitsTheWidestTitleInEverySegment() throws {
        let font = try #require(Font.systemDefault)
        let control = SegmentedControl(items: ["One", "Three", "Two"])
        let widest = font.layout("Three", size: 15).size.width
        #expect(control.intrinsicContentSize == Size(width: 3 * (widest + 28), height: 44))
        #expect(control.frame.size == control.intrinsicContentSize)
    }

    /// The selected segment is drawn in the selected tint, the others on the background.
    @Test func theSelectedSegmentIsDrawnInItsPlace() {
        let s = ControlScene()
        let (control, _) = makeControl(in: s.window)
        control.selectedSegmentTintColor = .white
        control.backgroundFillColor = Color(red: 0.8, green: 0.8, blue: 0.9)
        control.selectedSegmentIndex = 0
        let shot = s.window.snapshot()
        #expect(colorsMatch(shot.pixel(x: 60, y: 108), .white))
        #expect(colorsMatch(shot.pixel(x: 260, y: 108), control.backgroundFillColor))
        s.window.layoutDirection = .rightToLeft
        let mirrored = s.window.snapshot()
        #expect(colorsMatch(mirrored.pixel(x: 340, y: 108), .white))
        #expect(colorsMatch(mirrored.pixel(x: 60, y: 108), control.backgroundFillColor))
    }
}
