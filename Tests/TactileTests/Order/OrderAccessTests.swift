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
        try session.press(key: OrderSession.KeypadKey.right)
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
        // What was said: the announcement, then each element as the focus reached it.
        let said = session.speech.transcript
        #expect(said.first == OrderSpeechTests.announcement)
        #expect(said.contains { $0.hasPrefix("Touch to order") })
        #expect(said.contains { $0.hasPrefix("Cheeseburger, €8.50") })
        #expect(said.contains { $0.hasPrefix("Add to order · €8.50") })
        #expect(said.contains { $0.hasPrefix("Pay") })
        #expect(session.trace.events.filter { if case .speech = $0 { true } else { false } }.count == said.count)
    }
}
