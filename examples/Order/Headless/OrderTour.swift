import OrderKit
import Tactile
import TourSupport

/// A scripted visit of order-kiosk in an in-process headless compositor — start, menu, an item,
/// the cart, the payment, the receipt, then speech mode's focus ring on the start screen — saving what the compositor shows after each step as a
/// numbered PNG (for docs and for looking at the layout).
@MainActor public enum OrderTour {
    /// Plays the tour in a `size` window in `language` (nil: English); returns the PNGs' paths.
    public static func run(outputDirectory: String, size: Size = Size(width: 800, height: 480), language: String? = nil,
                           trace: OrderTrace = OrderTrace()) throws -> [String] {
        let session = try OrderSession(size: size, settings: OrderSettings(paymentSeconds: 3), language: language, trace: trace)
        try session.start()
        let shots = try TourShots(of: session, into: outputDirectory)
        try shots.take("start")
        try session.touchToOrder()
        try shots.take("menu")
        guard let burger = MenuItem.item("burger"), let cola = MenuItem.item("cola") else { return shots.written }
        try session.openItem(burger)
        try shots.take("item")
        try session.chooseAndAdd(size: .large, extras: [.sauce], quantity: 2)
        if let more = session.scene.cartScreen?.moreButton { try session.tap(more) }
        try session.openItem(cola)
        try session.chooseAndAdd()
        try shots.take("cart")
        if let pay = session.scene.cartScreen?.payButton { try session.tap(pay) }
        try session.runPayment(seconds: 1)
        try shots.take("pay")
        try session.runPayment(seconds: 2)
        try shots.take("done")
        if let done = session.scene.navigation.topViewController as? DoneViewController { try session.tap(done.newOrderButton) }
        try session.tap(session.scene.start.speechButton)
        try session.swipeTo(session.scene.start.orderButton)
        try shots.take("speech-focus")
        return shots.written
    }
}
