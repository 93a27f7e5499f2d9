import Testing
import Tactile
import TactileHeadless
import OrderHeadless
@testable import OrderKit

/// The payment failing and its retry, and the idle alert: answered, or not answered in time.
@MainActor @Suite struct OrderPaymentAndIdleTests {
    /// Starts a session with `settings`, puts `quantity` lemonades in the cart; leaves it on the cart.
    func sessionWithALemonade(_ settings: OrderSettings, quantity: Int = 1) throws -> OrderSession {
        let session = try OrderSession(size: Size(width: 800, height: 480), settings: settings)
        try session.start()
        try session.touchToOrder()
        try session.openItem(try #require(MenuItem.item("lemonade")))
        try session.chooseAndAdd(quantity: quantity)
        return session
    }

    @Test func aFailedPaymentOffersARetryThatGoesThrough() throws {
        let session = try sessionWithALemonade(OrderSettings(paymentSeconds: 2, paymentFails: true))
        try session.pay(seconds: 2)
        #expect(session.trace.events.contains(.paymentFailed))
        #expect(!session.trace.events.contains { if case .orderPlaced = $0 { true } else { false } })
        #expect(session.scene.currentScreen == "pay")
        let alert = try #require(session.scene.alert)
        #expect(alert.title == "Payment failed" && alert.actions.map(\.title) == ["Try again", "Cancel"])

        try session.tapAlertButton("Try again")
        #expect(session.trace.events.filter { $0 == .paymentStarted }.count == 2)
        try session.runPayment(seconds: 1)
        #expect(session.scene.currentScreen == "pay")           // half way: still paying
        try session.runPayment(seconds: 1)
        #expect(session.trace.events.contains(.orderPlaced(order: 101, totalCents: 290)))
        #expect(session.scene.currentScreen == "done")
    }

    @Test func cancellingAFailedPaymentGoesBackToTheCart() throws {
        let session = try sessionWithALemonade(OrderSettings(paymentSeconds: 1, paymentFails: true))
        try session.pay(seconds: 1)
        try session.tapAlertButton("Cancel")
        #expect(session.scene.currentScreen == "cart" && session.scene.cart.totalCents == 290)
    }

    @Test func theIdleAlertUnansweredEmptiesTheCartAndGoesBackToTheStart() throws {
        let session = try sessionWithALemonade(OrderSettings(idleSeconds: 30), quantity: 2)
        #expect(session.scene.cart.itemCount == 2)
        try session.advance(by: .seconds(29))
        #expect(!session.trace.events.contains(.idleWarning))
        try session.advance(by: .seconds(2))
        try session.finishTransition()
        #expect(session.trace.events.contains(.idleWarning))
        #expect(session.scene.alert?.title == "Do you need more time?")
        #expect(session.texts().contains("Do you need more time?"))
        try session.advance(by: .seconds(18))
        #expect(!session.trace.events.contains(.idleReset))
        try session.advance(by: .seconds(2))
        try session.finishTransition()
        #expect(session.trace.events.contains(.idleReset))
        #expect(session.scene.currentScreen == "start" && session.scene.cart.isEmpty)
        #expect(session.trace.events.contains(.cartChanged(items: 0, totalCents: 0)))
        #expect(session.scene.alert == nil && session.scene.navigation.presentedViewController == nil)
    }

    @Test func answeringTheIdleAlertKeepsTheOrder() throws {
        let session = try sessionWithALemonade(OrderSettings(idleSeconds: 30))
        try session.advance(by: .seconds(31))
        try session.finishTransition()
        #expect(session.trace.events.contains(.idleWarning))
        try session.tapAlertButton("Yes, more time")
        try session.advance(by: .seconds(25))
        #expect(!session.trace.events.contains(.idleReset))
        #expect(session.scene.currentScreen == "cart" && session.scene.cart.totalCents == 290)
    }

    @Test func theStartScreenNeverAsksForMoreTime() throws {
        let session = try OrderSession(settings: OrderSettings(idleSeconds: 5))
        try session.start()
        try session.advance(by: .seconds(60))
        #expect(!session.trace.events.contains(.idleWarning))
    }

    @Test func theIdleAlertReplacesAnOpenActionSheet() throws {
        let session = try sessionWithALemonade(OrderSettings(idleSeconds: 30))
        let cart = try #require(session.scene.cartScreen)
        try session.tap(cart.emptyButton)
        #expect(cart.emptySheet != nil)
        try session.advance(by: .seconds(31))
        try session.finishTransition()
        #expect(session.trace.events.contains(.idleWarning))
        #expect(cart.presentedViewController == nil)
        #expect(session.scene.navigation.presentedViewController === session.scene.alert)
        try session.tapAlertButton("Yes, more time")
        #expect(session.scene.currentScreen == "cart" && session.scene.cart.totalCents == 290)
    }
}
