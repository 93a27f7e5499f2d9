import Testing
import Tactile
import TactileHeadless
import OrderHeadless
@testable import OrderKit

/// The cart list: swipe a row to delete it, long-press to move it, the action sheet that empties it.
@MainActor @Suite struct OrderCartTests {
    /// A session on the cart with a burger, fries and a cola, in that order.
    func sessionWithThreeLines(language: String? = nil) throws -> OrderSession {
        let session = try OrderSession(size: Size(width: 800, height: 480), language: language)
        try session.start()
        try session.touchToOrder()
        for (index, id) in ["burger", "fries", "cola"].enumerated() {
            if index > 0 { try session.tap(try #require(session.scene.cartScreen?.moreButton)) }
            try session.openItem(try #require(MenuItem.item(id)))
            try session.chooseAndAdd()
        }
        #expect(session.scene.cart.lines.map(\.item.id) == ["burger", "fries", "cola"])
        return session
    }

    @Test(arguments: [nil, "ar"])
    func aFullSwipeDeletesARow(language: String?) throws {
        let session = try sessionWithThreeLines(language: language)
        let row = try session.cartRowFrame(1)
        // Towards the leading side: leftwards in English, rightwards in Arabic.
        let rightToLeft = session.window.layoutDirection == .rightToLeft
        let from = Point(x: rightToLeft ? row.minX + 10 : row.maxX - 10, y: row.midY)
        let to = Point(x: rightToLeft ? row.maxX - 10 : row.minX + 10, y: row.midY)
        try session.swipe(9, from: from, to: to)
        try session.finishTransition()
        #expect(session.scene.cart.lines.map(\.item.id) == ["burger", "cola"])
        #expect(session.trace.events.last == .cartChanged(items: 2, totalCents: 850 + 250))
        #expect(session.scene.cartScreen?.list.visibleCells.count == 2)
        #expect(session.scene.cartScreen?.totalLabel.text.contains(session.window.localization.price(1100)) == true)
    }

    @Test func aLongPressMovesARow() throws {
        let session = try sessionWithThreeLines()
        let first = try session.cartRowFrame(0)
        let third = try session.cartRowFrame(2)
        let a = Point(x: first.midX, y: first.midY)
        try session.press(10, at: a, for: .milliseconds(700))
        let b = Point(x: first.midX, y: third.midY + 4)
        for i in 1...10 {
            try session.advance(by: .milliseconds(16))
            try session.move([(10, Point(x: a.x, y: a.y + (b.y - a.y) * Double(i) / 10))])
        }
        try session.up([10])
        try session.finishTransition()
        #expect(session.scene.cart.lines.map(\.item.id) == ["fries", "cola", "burger"])
        #expect(session.scene.cart.totalCents == 850 + 350 + 250)
    }

    @Test func theActionSheetEmptiesTheCart() throws {
        let session = try sessionWithThreeLines()
        let cart = try #require(session.scene.cartScreen)
        try session.tap(cart.emptyButton)
        let sheet = try #require(cart.emptySheet)
        #expect(sheet.actions.map(\.title) == ["Empty order", "Cancel"])
        try session.tapAlertButton("Cancel")
        #expect(session.scene.cart.itemCount == 3)
        try session.tap(cart.emptyButton)
        try session.tapAlertButton("Empty order")
        #expect(session.scene.cart.isEmpty && session.trace.events.last == .cartChanged(items: 0, totalCents: 0))
        #expect(!cart.payButton.isEnabled && !cart.emptyLabel.isHidden)
    }
}
