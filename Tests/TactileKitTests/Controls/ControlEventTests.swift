import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// `Control.Event`: which events a touch sequence sends, with UIKit's rules.
@MainActor @Suite struct ControlEventTests {
    static let named: [(Control.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.valueChanged, "value"), (.primaryActionTriggered, "primary"),
    ]

    /// Records every event `control` sends, by name.
    final class EventLog {
        var names: [String] = []
        @MainActor init(_ control: Control) {
            for (event, name) in ControlEventTests.named {
                control.addAction({ [unowned self] _ in self.names.append(name) }, for: event)
            }
        }
    }

    func button(in scene: ControlScene) -> Button {
        let b = Button(frame: R(100, 100, 100, 40), title: "OK")
        scene.window.addSubview(b)
        return b
    }

    @Test func tapSendsDownUpInsideAndPrimary() {
        let s = ControlScene()
        let log = EventLog(button(in: s))
        s.tap(150, 120)
        #expect(log.names == ["down", "upInside", "primary"])
    }

    @Test func dragOutAndBackFollowsTheTouchMargin() {
        let s = ControlScene()
        let b = button(in: s)
        b.touchMargin = 70   // UIKit's
        let log = EventLog(b)
        s.down(1, 150, 120)
        s.move(1, 150, 130)                       // inside the bounds
        s.move(1, 150, 140 + 69)                  // outside the bounds, inside the margin
        s.move(1, 150, 140 + 71)                  // beyond the margin
        s.move(1, 150, 140 + 80)
        s.move(1, 150, 135)                       // back
        s.up(1)
        #expect(log.names == ["down", "dragInside", "dragInside", "exit", "dragOutside", "dragOutside",
                              "enter", "dragInside", "upInside", "primary"])
    }

    @Test func liftOutsideSendsUpOutsideAndNoPrimary() {
        let s = ControlScene()
        let b = button(in: s)
        let log = EventLog(b)
        s.down(1, 150, 120)
        s.move(1, 150, 390)
        s.up(1)
        #expect(log.names == ["down", "exit", "dragOutside", "upOutside"])
        #expect(!b.isTracking && !b.isHighlighted && !b.isTouchInside)
    }

    @Test func secondQuickTapSendsDownRepeat() {
        let s = ControlScene()
        let log = EventLog(button(in: s))
        s.tap(150, 120)
        s.wait(100)
        s.tap(152, 121)
        #expect(log.names == ["down", "upInside", "primary", "downRepeat", "upInside", "primary"])
    }

    @Test func cancelledTouchSendsTouchCancel() {
        let s = ControlScene()
        let b = button(in: s)
        let log = EventLog(b)
        s.down(1, 150, 120)
        s.driver.cancel()
        s.driver.frame()
        #expect(log.names == ["down", "cancel"])
        #expect(!b.isTracking)
    }

    @Test func disablingWhileTrackingCancels() {
        let s = ControlScene()
        let b = button(in: s)
        let log = EventLog(b)
        s.down(1, 150, 120)
        b.isEnabled = false
        s.move(1, 150, 125)
        s.up(1)
        #expect(log.names == ["down", "cancel"])
    }

    @Test func sliderSendsValueChangedThenPrimary() {
        let s = ControlScene()
        let slider = Slider(frame: R(50, 100, 300, 40))
        s.window.addSubview(slider)
        let log = EventLog(slider)
        let thumb = slider.convert(slider.thumbCenter, to: nil)
        s.down(1, thumb.x, thumb.y)
        s.move(1, thumb.x + 50, thumb.y)
        s.up(1)
        #expect(log.names == ["down", "dragInside", "value", "primary", "upInside"])
        #expect(slider.value > 0)
    }

    @Test func plainAddActionMeansPrimaryActionTriggered() {
        let b = Button(frame: R(0, 0, 10, 10))
        var primary = 0, other = 0
        b.addAction { _ in primary += 1 }
        b.addAction({ _ in other += 1 }, for: .touchDown)
        b.sendActions(for: .primaryActionTriggered)
        #expect(primary == 1 && other == 0)
        b.sendActions()
        #expect(primary == 2)
        b.sendActions(for: [.touchDown, .primaryActionTriggered])
        #expect(primary == 3 && other == 1)
        let both = b.addAction({ _ in other += 10 }, for: [.touchDown, .touchUpInside])
        b.sendActions(for: [.touchDown, .touchUpInside])            // once per action, not per event
        #expect(other == 12)
        b.removeAction(both)
        b.sendActions(for: .allEvents)
        #expect(primary == 4 && other == 13)
    }

    @Test func anActionMayRemoveItselfWhileRunning() {
        let b = Button(frame: R(0, 0, 10, 10))
        var runs = 0
        var id: ControlActionID?
        id = b.addAction { control in
            runs += 1
            if let id { control.removeAction(id) }
        }
        b.sendActions()
        b.sendActions()
        #expect(runs == 1)
    }
}
