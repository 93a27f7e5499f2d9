import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit

@MainActor @Suite struct ContextMenuInteractionTests {
    /// A 400 × 400 window with a 100 × 100 target at (50, 150) carrying a context menu of Copy,
    /// Delete (destructive) and Locked (disabled).
    @MainActor final class Fixture {
        let s = ControlScene()
        let target = View(frame: Rect(x: 50, y: 150, width: 100, height: 100))
        var asked: [Point] = []
        var ran: [String] = []
        var returnsMenu = true
        lazy var interaction = ContextMenuInteraction { [unowned self] point in
            asked.append(point)
            guard returnsMenu else { return nil }
            let record: @MainActor (MenuAction) -> Void = { [unowned self] in ran.append($0.title) }
            return Menu(title: "Photo", children: [
                MenuAction(title: "Copy", handler: record),
                MenuAction(title: "Delete", attributes: .destructive, handler: record),
                MenuAction(title: "Locked", attributes: .disabled, handler: record),
            ])
        }

        init() {
            target.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.3)
            s.window.addSubview(target)
            target.addInteraction(interaction)
        }

        var panel: ContextMenuPanel? { interaction.presentation?.panel }

        /// The centre of the open menu's item `title`, in window coordinates.
        func item(_ title: String) -> Point {
            guard let row = panel?.rows.first(where: { $0.action.title == title }) else { return Point(x: -50, y: -50) }
            return row.convert(Point(x: row.bounds.midX, y: row.bounds.midY), to: nil)
        }

        /// A finger held at (80, 190) for the long-press duration.
        func press(_ id: Int32 = 1) {
            s.down(id, 80, 190)
            s.wait(500)
        }
    }

    @Test func aLongPressAsksForTheMenuAtTheTouchAndShowsItBesideALiftedPreview() throws {
        let f = Fixture()
        f.s.down(1, 80, 190)
        f.s.wait(490)
        #expect(!f.interaction.isMenuVisible && f.asked.isEmpty)
        f.s.wait(10)
        #expect(f.interaction.isMenuVisible && f.asked == [Point(x: 30, y: 40)])
        let presentation = try #require(f.interaction.presentation)
        #expect(presentation.preview.window === f.s.window && presentation.preview.image != nil)
        #expect(presentation.preview.center == f.target.center && presentation.preview.bounds.size == f.target.bounds.size)
        f.s.wait(250)
        #expect(presentation.preview.transform.a > 1)                   // drawn slightly larger
        let panel = try #require(f.panel)
        #expect(panel.frame.minX >= f.target.frame.maxX && panel.frame.maxX <= 400)
        #expect(panel.frame.minY >= 0 && panel.frame.maxY <= 400)
        f.s.up(1)                                                       // lifting on the preview: stays open
        #expect(f.interaction.isMenuVisible && f.ran.isEmpty)
        f.s.tap(f.item("Copy").x, f.item("Copy").y)
        #expect(f.ran == ["Copy"] && !f.interaction.isMenuVisible && f.panel == nil)
        #expect(f.s.window.subviews.count == 1)
    }

    @Test func slidingTheSameFingerOntoAnItemAndLiftingRunsIt() {
        let f = Fixture()
        f.press()
        let delete = f.item("Delete")
        f.s.move(1, delete.x, delete.y)
        #expect(f.panel?.rows.first { $0.action.title == "Delete" }?.isHighlighted == true)
        f.s.up(1)
        #expect(f.ran == ["Delete"] && !f.interaction.isMenuVisible)
    }

    @Test func aDisabledItemIsGreyAndNeverRuns() {
        let f = Fixture()
        f.press()
        let locked = f.item("Locked")
        let row = f.panel?.rows.first { $0.action.title == "Locked" }
        #expect(row?.titleColor == AlertActionRow.disabledColor && row?.accessibilityTraits == [.button, .notEnabled])
        f.s.move(1, locked.x, locked.y)
        #expect(row?.isHighlighted == false)
        f.s.up(1)
        #expect(f.ran.isEmpty && f.interaction.isMenuVisible)
        f.s.tap(locked.x, locked.y)
        #expect(f.ran.isEmpty && f.interaction.isMenuVisible)
    }

    @Test func aDestructiveItemIsDrawnRed() {
        let f = Fixture()
        f.press()
        f.s.wait(250)
        let row = f.panel!.rows.first { $0.action.title == "Delete" }!
        #expect(row.titleColor == AlertActionRow.destructiveColor)
        #expect(f.s.window.snapshot().redCount(in: row.convert(row.bounds, to: nil)) > 20)
    }

    @Test func aTouchOutsideTheMenuClosesItRunningNothing() {
        let f = Fixture()
        f.press()
        f.s.up(1)
        f.s.tap(380, 20)
        #expect(!f.interaction.isMenuVisible && f.ran.isEmpty && f.s.window.subviews.count == 1)
        // The next long press opens it again.
        f.press(2)
        #expect(f.interaction.isMenuVisible)
        f.s.up(2)
    }

    @Test func aNilMenuShowsNothingAndAQuickTapNeverAsks() {
        let f = Fixture()
        f.s.tap(80, 190)
        f.s.wait(600)
        #expect(f.asked.isEmpty && !f.interaction.isMenuVisible)
        f.returnsMenu = false
        f.press()
        #expect(f.asked.count == 1 && !f.interaction.isMenuVisible && f.s.window.subviews.count == 1)
        f.s.up(1)
    }

    @Test func aPanThatStartsBeforeTheLongPressMeansNoMenu() {
        let f = Fixture()
        let pan = PanGestureRecognizer()
        var panned = false
        pan.addAction { g in if g.state == .began { panned = true } }
        f.target.addGestureRecognizer(pan)
        f.s.down(1, 80, 190)
        f.s.wait(100)
        f.s.move(1, 100, 190)
        f.s.move(1, 120, 190)
        f.s.wait(600)
        #expect(panned && f.asked.isEmpty && !f.interaction.isMenuVisible)
        f.s.up(1)
        // Held still, the long press still wins.
        f.press(2)
        #expect(f.interaction.isMenuVisible)
        f.s.up(2)
    }

    @Test func inRightToLeftTheMenuOpensOnTheLeadingSide() throws {
        let f = Fixture()
        f.s.window.layoutDirection = .rightToLeft
        f.target.frame = Rect(x: 250, y: 150, width: 100, height: 100)
        f.s.down(1, 280, 190)
        f.s.wait(500)
        let panel = try #require(f.panel)
        #expect(panel.frame.maxX <= 250 && panel.frame.minX >= 0)
        #expect(panel.rows.first?.titleLabel.textAlignment == .right)
        f.s.up(1)
    }

    @Test func removingTheInteractionClosesTheMenuAndStopsTheLongPress() {
        let f = Fixture()
        f.press()
        f.s.up(1)
        f.target.removeInteraction(f.interaction)
        #expect(!f.interaction.isMenuVisible && f.target.gestureRecognizers.isEmpty)
        f.press(2)
        #expect(f.asked.count == 1 && !f.interaction.isMenuVisible)
        f.s.up(2)
    }
}
