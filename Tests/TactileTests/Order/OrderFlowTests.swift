import Testing
import Tactile
import TactileHeadless
import OrderHeadless
@testable import OrderKit

/// order-kiosk end to end through the headless compositor, by touch: an order is placed at each of
/// the three sizes and the trace says so (screens, item added, order placed with the right total).
@MainActor @Suite struct OrderFlowTests {
    /// Two large cheeseburgers with extra sauce, then a cola; pays and comes back to the start.
    func placeAnOrder(_ session: OrderSession) throws {
        let burger = try #require(MenuItem.item("burger"))
        let cola = try #require(MenuItem.item("cola"))
        try session.touchToOrder()
        #expect(session.scene.currentScreen == "menu")
        try session.openItem(burger)
        #expect(session.scene.currentScreen == "item")
        try session.chooseAndAdd(size: .large, extras: [.sauce], quantity: 2)
        #expect(session.scene.currentScreen == "cart")
        // (850 + 120 + 50) × 2
        #expect(session.trace.events.contains(.itemAdded(item: "burger", quantity: 2, totalCents: 2040)))
        #expect(session.scene.cart.totalCents == 2040)

        let more = try #require(session.scene.cartScreen?.moreButton)
        try session.tap(more)
        #expect(session.scene.currentScreen == "menu")
        try session.openItem(cola)
        #expect(session.trace.events.contains(.categoryShown(category: "drinks")))
        try session.chooseAndAdd()
        #expect(session.trace.events.contains(.itemAdded(item: "cola", quantity: 1, totalCents: 250)))
        #expect(session.trace.events.last(where: { if case .cartChanged = $0 { true } else { false } })
                == .cartChanged(items: 3, totalCents: 2290))
        #expect(session.scene.cartScreen?.list.visibleCells.count == 2)

        try session.pay(seconds: 3)
        #expect(session.scene.currentScreen == "done")
        #expect(session.trace.events.contains(.paymentStarted))
        #expect(session.trace.events.contains(.orderPlaced(order: 101, totalCents: 2290)))
        #expect(session.texts().contains("101"))
    }

    @Test(arguments: [Size(width: 800, height: 480), Size(width: 1920, height: 1080), Size(width: 1080, height: 1920)])
    func anOrderIsPlacedByTouch(size: Size) throws {
        let session = try OrderSession(size: size)
        try session.start()
        #expect(session.trace.screens == ["start"])
        try placeAnOrder(session)
        #expect(session.trace.screens == ["start", "menu", "item", "cart", "menu", "item", "cart", "pay", "done"])
        // The receipt stays ten seconds (about one has passed since the payment went through),
        // then the start screen is back with an empty cart.
        try session.advance(by: .seconds(8))
        #expect(session.scene.currentScreen == "done")
        try session.advance(by: .seconds(2))
        try session.finishTransition()
        #expect(session.scene.currentScreen == "start")
        #expect(session.scene.cart.isEmpty && session.trace.screens.last == "start")
        #expect(session.trace.events.last == .screenShown(screen: "start"))
    }

    @Test func theTraceLinesAreTheContractsJSON() {
        #expect(OrderEvent.ready(width: 800, height: 480).jsonLine == #"{"event":"ready","width":800,"height":480}"#)
        #expect(OrderEvent.screenShown(screen: "menu").jsonLine == #"{"event":"screen-shown","screen":"menu"}"#)
        #expect(OrderEvent.categoryShown(category: "drinks").jsonLine == #"{"event":"category-shown","category":"drinks"}"#)
        #expect(OrderEvent.itemAdded(item: "cola", quantity: 2, totalCents: 500).jsonLine
                == #"{"event":"item-added","item":"cola","quantity":2,"total_cents":500}"#)
        #expect(OrderEvent.cartChanged(items: 3, totalCents: 2290).jsonLine == #"{"event":"cart-changed","items":3,"total_cents":2290}"#)
        #expect(OrderEvent.orderPlaced(order: 101, totalCents: 2290).jsonLine == #"{"event":"order-placed","order":101,"total_cents":2290}"#)
        #expect(OrderEvent.paymentStarted.jsonLine == #"{"event":"payment-started"}"#)
        #expect(OrderEvent.paymentFailed.jsonLine == #"{"event":"payment-failed"}"#)
        #expect(OrderEvent.idleWarning.jsonLine == #"{"event":"idle-warning"}"#)
        #expect(OrderEvent.idleReset.jsonLine == #"{"event":"idle-reset"}"#)
        #expect(OrderEvent.speech(text: "say \"hi\"\n").jsonLine == #"{"event":"speech","text":"say \"hi\"\n"}"#)
    }
}
