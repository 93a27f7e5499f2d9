import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit

@MainActor @Suite struct AlertControllerTests {
    @Test func presentedWithoutAnimationItCoversTheDimmedWindowAndAnActionDismissesItThenRunsItsHandler() {
        let s = AlertScene()
        let alert = s.alert()
        var stateInHandler: (presented: Bool, inWindow: Bool)?
        alert.addAction(AlertAction(title: "OK", style: .default) { _ in
            stateInHandler = (s.root.presentedViewController != nil, alert.view.window != nil)
        })
        var completed = false
        s.root.present(alert, animated: false) { completed = true }
        #expect(completed && s.isShowing(alert))
        #expect(s.root.view.window === s.window)                   // the presenter's screen stays underneath
        #expect(alert.view.frame == s.window.bounds && alert.view.backgroundColor == AlertBackdropView.dimColor)
        let card = alert.card.frame
        #expect(abs(card.midX - 200) < 0.5 && abs(card.midY - 300) < 0.5 && card.width == AlertCardView.alertWidth)
        s.tap(s.center("OK", in: alert))
        #expect(!s.isShowing(alert) && s.root.presentedViewController == nil)
        #expect(stateInHandler.map { !$0.presented && !$0.inWindow } == true)
        #expect(s.log.messages.isEmpty)
    }

    @Test func animatedTheAlertFadesInAndTheHandlerWaitsForTheDismissalToEnd() {
        let s = AlertScene()
        let alert = s.alert()
        alert.addAction(s.action("Go"))
        var completed = false
        s.root.present(alert, animated: true) { completed = true }
        #expect(s.isShowing(alert) && !completed)
        s.scene.wait(100)
        #expect(alert.view.presentationAlpha < 1)
        s.scene.wait(300)
        #expect(completed && alert.view.presentationAlpha == 1)
        let go = s.center("Go", in: alert)
        s.scene.tap(go.x, go.y)
        #expect(s.ran.isEmpty && alert.view.window != nil)       // still leaving
        s.scene.wait(400)
        #expect(s.ran == ["Go"] && alert.view.window == nil)
    }

    @Test func eachStyleIsDrawnAsUIKitDoesAndCancelGoesLast() {
        let s = AlertScene()
        let alert = s.alert()
        alert.addAction(s.action("Cancel", .cancel))
        alert.addAction(s.action("Delete", .destructive))
        let save = s.action("Save")
        alert.addAction(save)
        alert.preferredAction = save
        s.root.present(alert, animated: false)
        #expect(alert.card.rows.map(\.action.title) == ["Delete", "Save", "Cancel"])
        let (cancel, delete, saveRow) = (s.row("Cancel", in: alert)!, s.row("Delete", in: alert)!, s.row("Save", in: alert)!)
        #expect(cancel.isBold && saveRow.isBold && !delete.isBold)
        #expect(delete.titleColor == AlertActionRow.destructiveColor && saveRow.titleColor == AlertActionRow.tint)
        // The destructive title is drawn in red.
        #expect(s.window.snapshot().redCount(in: delete.convert(delete.bounds, to: nil)) > 20)
        s.tap(s.center("Delete", in: alert))
        #expect(s.ran == ["Delete"])
    }

    @Test func aDisabledActionIsGreyAndCannotBeChosenUntilEnabledAgain() {
        let s = AlertScene()
        let alert = s.alert()
        let ok = s.action("OK")
        alert.addAction(ok)
        alert.addAction(s.action("Later"))
        alert.preferredAction = ok
        ok.isEnabled = false                                      // a copy: the alert's action follows
        s.root.present(alert, animated: false)
        #expect(s.row("OK", in: alert)?.titleColor == AlertActionRow.disabledColor)
        #expect(s.row("OK", in: alert)?.accessibilityTraits == [.button, .notEnabled])
        s.scene.down(1, s.center("OK", in: alert).x, s.center("OK", in: alert).y)
        #expect(s.row("OK", in: alert)?.isHighlighted == false)
        s.scene.up(1)
        s.key(0xff0d)
        #expect(s.ran.isEmpty && s.isShowing(alert))
        ok.isEnabled = true
        #expect(s.row("OK", in: alert)?.titleColor == AlertActionRow.tint)
        s.tap(s.center("OK", in: alert))
        #expect(s.ran == ["OK"] && !s.isShowing(alert))
    }

    @Test func aFingerSlidesBetweenButtonsAndTheLiftChoosesTheOneUnderIt() {
        let s = AlertScene()
        let alert = s.alert()
        for title in ["One", "Two", "Three"] { alert.addAction(s.action(title)) }
        s.root.present(alert, animated: false)
        let one = s.center("One", in: alert), three = s.center("Three", in: alert)
        s.scene.down(1, one.x, one.y)
        #expect(s.row("One", in: alert)?.isHighlighted == true)
        s.scene.move(1, three.x, three.y)
        #expect(s.row("One", in: alert)?.isHighlighted == false && s.row("Three", in: alert)?.isHighlighted == true)
        s.scene.move(1, 20, 20)                                   // off the card: nothing highlighted
        #expect(alert.card.rows.allSatisfy { !$0.isHighlighted })
        s.scene.move(1, three.x, three.y)
        s.scene.up(1)
        s.scene.wait(AlertScene.dismissalTime)
        #expect(s.ran == ["Three"])
        // Lifting off every button chooses nothing.
        let again = s.alert()
        again.addAction(s.action("A"))
        s.root.present(again, animated: false)
        let a = s.center("A", in: again)
        s.scene.down(2, a.x, a.y)
        s.scene.move(2, a.x, 30)
        s.scene.up(2)
        #expect(s.ran == ["Three"] && s.isShowing(again))
    }

    @Test func returnChoosesThePreferredOrOnlyDefaultActionAndEscapeTheCancelAction() {
        let s = AlertScene()
        let first = s.alert()
        first.addAction(s.action("Cancel", .cancel))
        first.addAction(s.action("OK"))
        s.root.present(first, animated: false)
        s.key(0xff0d)
        #expect(s.ran == ["OK"] && !s.isShowing(first))
        let second = s.alert()
        second.addAction(s.action("Cancel", .cancel))
        second.addAction(s.action("OK"))
        s.root.present(second, animated: false)
        s.key(0xff1b)
        #expect(s.ran == ["OK", "Cancel"] && !s.isShowing(second))
        // Two default actions and no preferred one: Return does nothing.
        let third = s.alert()
        third.addAction(s.action("A"))
        third.addAction(s.action("B"))
        s.root.present(third, animated: false)
        s.key(0xff0d)
        s.key(0xff1b)
        #expect(s.isShowing(third) && s.ran.count == 2)
    }

    @Test func touchesOutsideAnAlertDoNothingAndOutsideAnActionSheetCancelIt() {
        let s = AlertScene()
        let alert = s.alert()
        alert.addAction(s.action("Cancel", .cancel))
        alert.addAction(s.action("OK"))
        s.root.present(alert, animated: false)
        s.tap(Point(x: 20, y: 20))
        #expect(s.isShowing(alert) && s.ran.isEmpty)
        s.key(0xff1b)
        let sheet = s.alert(style: .actionSheet)
        sheet.addAction(s.action("Share"))
        sheet.addAction(s.action("Never mind", .cancel))
        s.root.present(sheet, animated: false)
        s.tap(Point(x: 20, y: 20))
        #expect(!s.isShowing(sheet) && s.ran == ["Cancel", "Never mind"])
        // Without a cancel action the sheet just leaves.
        let bare = s.alert(style: .actionSheet)
        bare.addAction(s.action("Share"))
        s.root.present(bare, animated: false)
        s.tap(Point(x: 20, y: 20))
        #expect(!s.isShowing(bare) && s.ran == ["Cancel", "Never mind"])
    }

    @Test func textFieldsAreConfiguredTakeTheKeysAndReturnInOneChoosesThePreferredAction() {
        let s = AlertScene()
        let alert = s.alert(message: nil)
        var typed: String?
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { $0.isSecureTextEntry = true }
        let ok = AlertAction(title: "OK", style: .default) { _ in typed = alert.textFields?.first?.text }
        alert.addAction(s.action("Cancel", .cancel))
        alert.addAction(ok)
        alert.preferredAction = ok
        #expect(alert.textFields?.count == 2 && alert.textFields?.first?.placeholder == "Name")
        s.root.present(alert, animated: false)
        let field = alert.textFields![0]
        #expect(field.isFirstResponder && field.window === s.window)
        #expect(field.frame.maxY < s.row("OK", in: alert)!.frame.minY)
        for c in "Ada" { s.key(UInt32(c.asciiValue!), text: String(c)) }
        s.key(0xff0d)
        #expect(typed == "Ada" && !s.isShowing(alert))
        #expect(!field.isFirstResponder)
        // An action sheet takes no text field.
        let sheet = s.alert(style: .actionSheet)
        sheet.addTextField(configurationHandler: nil)
        #expect(sheet.textFields == nil && s.log.messages.count == 1)
    }

    @Test func escapeInATextFieldCancelsTheAlert() {
        let s = AlertScene()
        let alert = s.alert()
        alert.addTextField(configurationHandler: nil)
        alert.addAction(s.action("Cancel", .cancel))
        s.root.present(alert, animated: false)
        s.key(0xff1b, text: "\u{1b}")
        #expect(s.ran == ["Cancel"] && alert.textFields?.first?.text == "")
    }
}
