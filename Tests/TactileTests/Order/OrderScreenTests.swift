import Testing
import Tactile
import TactileHeadless
import OrderHeadless
@testable import OrderKit

/// Every screen fits the three sizes and a live configure: each element the screen reader can
/// reach lies inside the window, with room for a finger.
@MainActor @Suite struct OrderScreenTests {
    /// The elements of the screen on top (and of an alert over it) that fall outside the window or
    /// are too small to touch, described.
    func misfits(_ session: OrderSession) throws -> [String] {
        try session.settle()
        let bounds = session.window.bounds
        var found: [String] = []
        var stack: [View] = [session.window]
        while let view = stack.popLast() {
            guard !view.isHidden else { continue }
            stack.append(contentsOf: view.subviews)
            guard view.isAccessibilityElement, view.window != nil else { continue }
            let frame = view.convert(view.bounds, to: session.window)
            let name = view.accessibilityLabel ?? "\(type(of: view))"
            if frame.minX < bounds.minX - 0.5 || frame.minY < bounds.minY - 0.5 || frame.maxX > bounds.maxX + 0.5
                || frame.maxY > bounds.maxY + 0.5 {
                found.append("\(name) at \(frame) is outside \(bounds)")
            }
            if view is Control, frame.width < 30 || frame.height < 30 { found.append("\(name) is \(frame.size), too small to touch") }
        }
        return found
    }

    /// Goes through every screen in `session`, checking each fits; `configure` is given a chance to
    /// resize the window on each screen first.
    func visitEveryScreen(_ session: OrderSession, configure: (OrderSession) throws -> Void = { _ in }) throws {
        try configure(session)
        #expect(try misfits(session) == [], "start")
        try session.touchToOrder()
        try configure(session)
        #expect(try misfits(session) == [], "menu")
        try session.openItem(try #require(MenuItem.item("veggie")))
        try configure(session)
        #expect(try misfits(session) == [], "item")
        try session.chooseAndAdd(quantity: 3)
        try configure(session)
        #expect(try misfits(session) == [], "cart")
        let cart = try #require(session.scene.cartScreen)
        try session.tap(cart.payButton)
        try configure(session)
        #expect(try misfits(session) == [], "pay")
        try session.runPayment(seconds: session.scene.settings.paymentSeconds)
        try configure(session)
        #expect(session.scene.currentScreen == "done")
        #expect(try misfits(session) == [], "done")
    }

    @Test(arguments: [Size(width: 800, height: 480), Size(width: 1920, height: 1080), Size(width: 1080, height: 1920)])
    func everyScreenFits(size: Size) throws {
        for language in ["en", "ar"] {
            let session = try OrderSession(size: size, settings: OrderSettings(paymentSeconds: 10), language: language)
            try session.start()
            try visitEveryScreen(session)
        }
    }

    @Test func everyScreenFitsALiveConfigure() throws {
        let session = try OrderSession(size: Size(width: 800, height: 480), settings: OrderSettings(paymentSeconds: 30))
        try session.start()
        var portrait = false
        try visitEveryScreen(session) { session in
            portrait.toggle()
            try session.configure(size: portrait ? Size(width: 1080, height: 1920) : Size(width: 1024, height: 600))
            #expect(session.window.bounds.size == (portrait ? Size(width: 1080, height: 1920) : Size(width: 1024, height: 600)))
        }
    }
}
