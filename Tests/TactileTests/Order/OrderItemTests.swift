import Foundation
import Testing
import Tactile
import TactileHeadless
import OrderHeadless
@testable import OrderKit

/// The item screen's form and the menu's Cancel: a note typed on the on-screen keyboard reaches
/// the cart, the price on "Add to order" follows the options, Cancel drops the order.
@MainActor @Suite struct OrderItemTests {
    @Test func aNoteTypedOnTheKeyboardReachesTheCart() throws {
        let session = try OrderSession(size: Size(width: 800, height: 480))
        try session.start()
        try session.touchToOrder()
        try session.openItem(try #require(MenuItem.item("salad")))
        let item = try #require(session.scene.navigation.topViewController as? ItemViewController)
        try session.tap(item.noteView)
        #expect(item.noteView.isFirstResponder && OnScreenKeyboard.isShown(in: session.window))
        try session.type("no onions")
        #expect(item.noteView.text == "no onions")
        // The note is in sight above the keyboard.
        let keyboard = try #require(OnScreenKeyboard.keyboard(in: session.window))
        let note = item.noteView.convert(item.noteView.bounds, to: session.window)
        #expect(note.maxY <= keyboard.convert(keyboard.bounds, to: session.window).minY + 0.5, "\(note) \(keyboard.frame)")
        if let directory = ProcessInfo.processInfo.environment["ORDER_TOUR_DIR"] {
            try session.saveScreenshot(toFile: directory + "/item-note-keyboard.png")
        }
        // A tap outside the note ends it: the keyboard goes and "Add to order" is free.
        try session.tap(item.picture)
        try session.settleAnimations()
        #expect(!item.noteView.isFirstResponder && OnScreenKeyboard.keyboard(in: session.window) == nil)
        try session.tap(item.addButton)
        #expect(session.scene.currentScreen == "cart")
        #expect(session.scene.cart.lines.first?.note == "no onions")
        let row = try #require(session.scene.cartScreen?.list.cellForItem(at: IndexPath(item: 0, section: 0)) as? CartRowCell)
        #expect(row.detailLabel.text.contains("“no onions”"))
    }

    @Test func theAddButtonShowsThePriceOfTheLineAsChosen() throws {
        let session = try OrderSession()
        try session.start()
        try session.touchToOrder()
        try session.openItem(try #require(MenuItem.item("brownie")))
        let item = try #require(session.scene.navigation.topViewController as? ItemViewController)
        #expect(item.addButton.title == "Add to order · €3.80")
        try session.tapSegment(1, of: item.sizeControl)
        try session.tap(item.extraSwitches[1])
        try session.tapPlus(of: item.quantityStepper)
        // (380 + 60 + 200) × 2
        #expect(item.lineCents == 1280 && item.addButton.title == "Add to order · €12.80")
        #expect(item.quantityLabel.text == "2")
        try session.tap(item.backButton)
        #expect(session.scene.currentScreen == "menu" && session.scene.cart.isEmpty)
    }

    @Test func cancelOnTheMenuDropsTheOrder() throws {
        let session = try OrderSession()
        try session.start()
        try session.touchToOrder()
        try session.openItem(try #require(MenuItem.item("fries")))
        try session.chooseAndAdd(quantity: 2)
        try session.tap(try #require(session.scene.cartScreen?.moreButton))
        let menu = try #require(session.scene.menu)
        #expect(menu.totalLabel.text == "Total: €7.00" && menu.cartButton.isEnabled)
        try session.tap(menu.cancelButton)
        #expect(session.scene.currentScreen == "start" && session.scene.cart.isEmpty)
        #expect(session.trace.events.suffix(2) == [.cartChanged(items: 0, totalCents: 0), .screenShown(screen: "start")])
    }
}
