import Testing
import Tactile
import TactileHeadless
import TactileTesting

/// A view that turns green when a touch lifts inside it (the app view of docs/HEADLESS-COMPOSITOR.md).
@MainActor private final class TapToGreenView: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(red: 0.8, green: 0, blue: 0)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        backgroundColor = Color(red: 0, green: 0.8, blue: 0)
    }
}

/// A view that follows the finger dragging it.
@MainActor private final class DraggedView: View {
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = touches.first, let superview else { return }
        center = touch.location(in: superview)
    }
}

/// The public end-to-end harness, as docs/HEADLESS-COMPOSITOR.md shows it.
@MainActor @Suite struct HeadlessHarnessTests {
    @Test func tappingTheViewTurnsItGreenOnScreen() throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100), clock: clock)
        window.addSubview(TapToGreenView(frame: Rect(x: 20, y: 20, width: 80, height: 40)))

        let harness = try HeadlessHarness(window: window, clock: clock)
        try harness.mapWindow()
        let before = try harness.screenshot()
        #expect(before.pixel(at: Point(x: 60, y: 40)).matches(Color(red: 0.8, green: 0, blue: 0)))

        try harness.tap(1, at: Point(x: 60, y: 40))
        let after = try harness.screenshot()
        #expect(after.pixel(at: Point(x: 60, y: 40)).matches(Color(red: 0, green: 0.8, blue: 0), tolerance: 0.04))
        let comparison = after.compare(with: before)
        #expect(!comparison.matches)
        #expect(comparison.differingPixels == 80 * 40)
        #expect(try harness.screenshot().compare(with: after).matches)
    }

    @Test func aDragThroughWlTouchMovesTheViewOnScreen() throws {
        let harness = try HeadlessHarness(size: Size(width: 200, height: 100))
        let dragged = DraggedView(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        dragged.backgroundColor = Color(red: 0, green: 0, blue: 1)
        harness.window.addSubview(dragged)
        try harness.mapWindow()

        try harness.drag(3, from: Point(x: 20, y: 20), to: Point(x: 150, y: 60), steps: 4)
        let shot = try harness.screenshot()
        #expect(shot.pixel(at: Point(x: 150, y: 60)).matches(Color(red: 0, green: 0, blue: 1)))
        #expect(!shot.pixel(at: Point(x: 20, y: 20)).matches(Color(red: 0, green: 0, blue: 1)))
        #expect(harness.compositor.touchesDown.isEmpty)
    }

    @Test func settleGoesQuietOnceTheWindowIsDrawn() throws {
        let harness = try HeadlessHarness()
        try harness.mapWindow()
        let commits = harness.windowCommits.count
        #expect(try harness.settle())
        #expect(harness.windowCommits.count == commits)
    }

    @Test func aWindowOnAnotherClockIsRefused() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10), clock: ManualClock())
        #expect(throws: HeadlessHarnessError.foreignClock) { try HeadlessHarness(window: window, clock: ManualClock()) }
    }

    @Test func screenshotsOfDifferentSizesNeverMatch() {
        let comparison = Bitmap(width: 2, height: 2).compare(with: Bitmap(width: 3, height: 2), tolerance: 1)
        #expect(!comparison.sameSize)
        #expect(!comparison.matches)
    }
}
