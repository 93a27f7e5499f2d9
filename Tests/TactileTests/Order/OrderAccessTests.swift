import Testing
import Tactile
import TactileHeadless
import OrderHeadless
@testable import OrderKit

/// An order placed without touching a control: by keypad only, and by speech-mode gestures only.
@MainActor @Suite struct OrderAccessTests {
    @Test func anOrderByKeypadOnly() throws {
        let session = try OrderSession()
        try session.start()
        try session.useKeypad()
        try session.keypadActivate(session.scene.start.orderButton)
        #expect(session.scene.currentScreen == "menu")
        let menu = try #require(session.scene.menu)
        let burger = try #require(menu.grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        try session.keypadActivate(burger)
        #expect(session.scene.currentScreen == "item")
        let item = try #require(session.scene.navigation.topViewController as? ItemViewController)
        // In reading order: the sauce switch, then the quantity (Right increments it).
        try session.keypadActivate(item.extraSwitches[0])
        #expect(item.extraSwitches[0].isOn)
        #expect(try session.tabTo(item.quantityStepper))
        try session.press(key: KeypadKey.right)
        #expect(item.quantity == 2)
        try session.keypadActivate(item.addButton)
        #expect(session.trace.events.contains(.itemAdded(item: "burger", quantity: 2, totalCents: 1800)))
        try session.keypadActivate(try #require(session.scene.cartScreen?.payButton))
        try session.runPayment(seconds: 3)
        #expect(session.trace.events.contains(.orderPlaced(order: 101, totalCents: 1800)))
        #expect(session.trace.screens == ["start", "menu", "item", "cart", "pay", "done"])
    }

    @Test func anOrderBySpeechModeGesturesOnly() throws {
        let session = try OrderSession(speechMode: true)
        try session.start()
        try session.speechActivate(session.scene.start.orderButton)
        #expect(session.scene.currentScreen == "menu")
        let menu = try #require(session.scene.menu)
        let burger = try #require(menu.grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        try session.speechActivate(burger)
        #expect(session.scene.currentScreen == "item")
        let item = try #require(session.scene.navigation.topViewController as? ItemViewController)
        try session.speechActivate(item.addButton)
        #expect(session.trace.events.contains(.itemAdded(item: "burger", quantity: 1, totalCents: 850)))
        try session.speechActivate(try #require(session.scene.cartScreen?.payButton))
        try session.runPayment(seconds: 3)
        #expect(session.trace.events.contains(.orderPlaced(order: 101, totalCents: 850)))
        #expect(session.trace.screens == ["start", "menu", "item", "cart", "pay", "done"])
        // The golden transcript: the announcement, then each element as the focus reached it; each
        // new screen puts the focus on its first words.
        let said = session.speech.transcript
        #expect(said == [
            OrderSpeechTests.announcement,
            "Speech, button. Turns on spoken guidance: touch to hear, double-tap to choose",
            "English, button. Changes the language", "Welcome, heading", "Touch to order, button",
            "Categories, Burgers, adjustable", "Cheeseburger, €8.50, button",
            "Cheeseburger, heading", "Size, Small, adjustable", "Extra sauce, +€0.50, off, button", "Cheeseburger, image",
            "Double portion, +€2.00, off, button", "Quantity, 1, adjustable", "Note for the kitchen", "Add to order · €8.50, button",
            "Total: €8.50", "Pay, button",
            "Paying: €8.50, heading",
            "Your order number 101",
        ])
        #expect(session.trace.events.filter { if case .speech = $0 { true } else { false } }.count == said.count)
    }
}
