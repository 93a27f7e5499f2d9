import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit

/// Alerts: bad input, layout for the window's size and direction, accessibility.
@MainActor @Suite struct AlertControllerMisuseTests {
    @Test func anAlertWithoutActionsGetsAnOKThatDismissesIt() {
        let s = AlertScene()
        let alert = s.alert()
        s.root.present(alert, animated: false)
        #expect(alert.actions.map(\.title) == ["OK"] && s.log.messages.count == 1)
        #expect(s.log.messages.first?.contains("no actions") == true)
        s.key(0xff0d)
        #expect(!s.isShowing(alert))
    }

    @Test func theAutomaticOKIsInTheWindowsLanguage() {
        let s = AlertScene()
        let localization = Localization()
        localization.preferredLanguages = ["ar"]
        s.window.localization = localization
        let alert = s.alert()
        s.root.present(alert, animated: false)
        #expect(alert.actions.map(\.title) == ["حسنًا"])
    }

    @Test func presentingAnAlertTwiceLogsOneLineAndShowsItOnce() {
        let s = AlertScene()
        let alert = s.alert()
        alert.addAction(s.action("OK"))
        s.root.present(alert, animated: false)
        let subviews = s.window.subviews.count
        s.root.present(alert, animated: true)
        #expect(s.log.messages.count == 1 && s.log.messages[0].contains("already shown"))
        #expect(s.window.subviews.count == subviews && s.isShowing(alert))
        // From another controller on screen, too.
        let other = ViewController()
        s.root.view.addSubview(other.view)
        other.present(alert, animated: false)
        #expect(s.log.messages.count == 2 && other.presentedViewController == nil)
        s.tap(s.center("OK", in: alert))
        #expect(s.ran == ["OK"] && s.window.subviews.count == subviews - 1)
    }

    @Test func presentingFromAControllerInNoWindowLogsOneLineAndLoadsNothing() {
        let s = AlertScene()
        let detached = ViewController()
        let alert = s.alert()
        alert.addAction(s.action("OK"))
        detached.present(alert, animated: true)
        #expect(s.log.messages.count == 1 && s.log.messages[0].contains("no window"))
        #expect(!alert.isViewLoaded && detached.presentedViewController == nil && alert.presentingViewController == nil)
        s.root.present(alert, animated: false)                    // still usable
        #expect(s.isShowing(alert))
    }

    @Test func aSecondCancelActionAndAForeignPreferredActionAreLoggedAndIgnored() {
        let s = AlertScene()
        let alert = s.alert()
        alert.addAction(s.action("Cancel", .cancel))
        alert.addAction(s.action("Stop", .cancel))
        alert.preferredAction = s.action("Elsewhere")
        #expect(alert.actions.map(\.title) == ["Cancel"] && alert.preferredAction == nil)
        #expect(s.log.messages.count == 2)
    }

    @Test func anActionSheetSitsAtTheBottomWithCancelApartAndMirrorsInRightToLeft() {
        let s = AlertScene()
        s.window.layoutDirection = .rightToLeft
        let sheet = s.alert(style: .actionSheet)
        sheet.addAction(s.action("Cancel", .cancel))
        sheet.addAction(s.action("Copy"))
        sheet.addAction(s.action("Delete", .destructive))
        s.root.present(sheet, animated: false)
        let card = sheet.card
        #expect(abs(card.frame.maxY - (600 - AlertCardView.windowMargin)) < 0.5)
        #expect(card.frame.width == 400 - 2 * AlertCardView.windowMargin)
        #expect(card.rows.map(\.action.title) == ["Copy", "Delete", "Cancel"])
        let copy = s.row("Copy", in: sheet)!, cancel = s.row("Cancel", in: sheet)!
        #expect(cancel.frame.minY >= s.row("Delete", in: sheet)!.frame.maxY + AlertCardView.groupGap)
        #expect(card.groups.count == 2)
        #expect(copy.titleLabel.textAlignment == .right && card.titleLabel.textAlignment == .right)
        // The title is drawn at the right (leading) edge of its row.
        let shot = s.window.snapshot()
        let f = copy.convert(copy.bounds, to: nil)
        let isTint: (Color) -> Bool = { $0.blue > 0.6 && $0.red < 0.3 }
        let left = Rect(x: f.minX, y: f.minY, width: f.width / 2, height: f.height)
        let right = Rect(x: f.midX, y: f.minY, width: f.width / 2, height: f.height)
        #expect(shot.count(in: left, where: isTint) == 0 && shot.count(in: right, where: isTint) > 20)
        s.window.layoutDirection = .leftToRight
        s.window.prepareForFrame()
        #expect(copy.titleLabel.textAlignment == .left)
    }

    @Test func twoAlertButtonsSitSideBySideWithCancelOnTheLeadingSide() {
        let s = AlertScene()
        let alert = s.alert()
        alert.addAction(s.action("OK"))
        alert.addAction(s.action("Cancel", .cancel))
        s.root.present(alert, animated: false)
        #expect(s.center("Cancel", in: alert).x < s.center("OK", in: alert).x)
        #expect(s.center("Cancel", in: alert).y == s.center("OK", in: alert).y)
        let rtl = AlertScene()
        rtl.window.layoutDirection = .rightToLeft
        let mirrored = rtl.alert()
        mirrored.addAction(rtl.action("OK"))
        mirrored.addAction(rtl.action("Cancel", .cancel))
        rtl.root.present(mirrored, animated: false)
        #expect(rtl.center("Cancel", in: mirrored).x > rtl.center("OK", in: mirrored).x)
    }

    @Test func theCardFollowsALiveResizeOfTheWindow() {
        let s = AlertScene()
        let alert = s.alert()
        alert.addAction(s.action("OK"))
        s.root.present(alert, animated: false)
        s.window.frame = Rect(x: 0, y: 0, width: 800, height: 300)
        s.window.prepareForFrame()
        #expect(alert.view.bounds.size == Size(width: 800, height: 300))
        #expect(abs(alert.card.frame.midX - 400) < 0.5 && abs(alert.card.frame.midY - 150) < 0.5)
        s.tap(s.center("OK", in: alert))
        #expect(s.ran == ["OK"])
    }

    @Test func theCardIsModalAndItsTextAndButtonsDescribeThemselves() {
        let s = AlertScene()
        let alert = s.alert("Delete photo?", message: "It cannot be undone.")
        alert.addAction(s.action("Cancel", .cancel))
        let delete = s.action("Delete", .destructive)
        alert.addAction(delete)
        s.root.present(alert, animated: false)
        #expect(alert.card.accessibilityViewIsModal)
        #expect(alert.card.titleLabel.isAccessibilityElement && alert.card.titleLabel.accessibilityLabel == "Delete photo?")
        #expect(alert.card.titleLabel.accessibilityTraits.contains(.header))
        #expect(alert.card.messageLabel.accessibilityLabel == "It cannot be undone.")
        let row = s.row("Delete", in: alert)!
        #expect(row.isAccessibilityElement && row.accessibilityLabel == "Delete" && row.accessibilityTraits == .button)
        #expect(row.accessibilityActivate())
        s.scene.wait(AlertScene.dismissalTime)
        #expect(s.ran == ["Delete"] && !s.isShowing(alert))
    }
}
