import Testing
@testable import Tactile
@testable import TactileKit
import TactileHeadless
import TactileTesting

/// Alerts and context menus end to end: a window on the Wayland backend against an in-process
/// `HeadlessCompositor`, touched through its `wl_touch` events, time on its `ManualClock`.
@MainActor @Suite struct ControlsHarnessDialogTests {
    @Test func anAlertDimsTheWindowAndATapOnItsActionDismissesItThenRunsTheHandler() throws {
        let h = try HeadlessHarness(size: Size(width: 400, height: 600))
        let root = ViewController()
        root.view.backgroundColor = .white
        h.window.rootViewController = root
        try h.mapWindow()
        let corner = R(0, 0, 40, 40)
        #expect(h.pixels(of: try h.screenshot(), in: corner, notMatching: .white) == 0)

        let alert = AlertController(title: "Delete photo?", message: "It cannot be undone.", preferredStyle: .alert)
        var ran: [String] = []
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { ran.append($0.title) })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { ran.append($0.title) })
        root.present(alert, animated: true)
        #expect(try h.settleAnimations())
        #expect(root.presentedViewController === alert && alert.view.window === h.window)
        let dimmed = try h.screenshot()
        #expect(h.pixels(of: dimmed, in: corner, matching: Color(white: 0.6)) == 1600)     // white under 40 % black
        let card = alert.card.convert(alert.card.bounds, to: h.window)
        #expect(h.pixels(of: dimmed, in: card, notMatching: Color(white: 0.6)) > 1000)

        let delete = try #require(alert.card.rows.first { $0.action.title == "Delete" })
        try h.tap(1, at: h.windowCenter(of: delete))
        #expect(try h.settleAnimations())
        #expect(ran == ["Delete"])
        #expect(root.presentedViewController == nil && alert.view.window == nil)
        #expect(h.pixels(of: try h.screenshot(), in: R(0, 0, 400, 600), notMatching: .white) == 0)
    }

    @Test func aTapOutsideAnAlertDoesNothing() throws {
        let h = try HeadlessHarness(size: Size(width: 400, height: 600))
        let root = ViewController()
        h.window.rootViewController = root
        try h.mapWindow()
        let alert = AlertController(title: "Wait", message: nil, preferredStyle: .alert)
        var ran = 0
        alert.addAction(AlertAction(title: "OK", style: .default) { _ in ran += 1 })
        root.present(alert, animated: false)
        try h.settle()
        try h.tap(1, at: P(20, 20))
        #expect(try h.settleAnimations())
        #expect(ran == 0 && root.presentedViewController === alert)
    }

    @Test func aLongPressShowsTheContextMenuAndATapOnAnItemRunsItAndClosesIt() throws {
        let h = try HeadlessHarness(size: Size(width: 400, height: 400))
        h.window.backgroundColor = .white
        let photo = View(frame: R(50, 150, 100, 100))
        photo.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.3)
        h.window.addSubview(photo)
        var ran: [String] = []
        let interaction = ContextMenuInteraction { _ in
            Menu(title: "Photo", children: [
                MenuAction(title: "Copy") { ran.append($0.title) },
                MenuAction(title: "Delete", attributes: .destructive) { ran.append($0.title) },
            ])
        }
        photo.addInteraction(interaction)
        try h.mapWindow()
        let before = try h.screenshot()

        try h.press(1, at: P(80, 190), for: .milliseconds(400))
        #expect(!interaction.isMenuVisible)                                               // not long enough yet
        try h.advance(by: .milliseconds(200))
        #expect(interaction.isMenuVisible)
        try h.up([1])                                                                     // lifted on the preview: stays
        #expect(try h.settleAnimations())
        #expect(interaction.isMenuVisible && ran.isEmpty)
        let panel = try #require(interaction.presentation?.panel)
        let menuRect = panel.convert(panel.bounds, to: h.window)
        #expect(h.changedPixels(from: before, to: try h.screenshot(), in: menuRect) > 1000)   // the menu is drawn

        let copy = try #require(panel.rows.first { $0.action.title == "Copy" })
        try h.tap(2, at: h.windowCenter(of: copy))
        #expect(try h.settleAnimations())
        #expect(ran == ["Copy"] && !interaction.isMenuVisible)
        #expect(h.changedPixels(from: before, to: try h.screenshot(), in: R(0, 0, 400, 400)) == 0)
    }
}
