import Foundation
import Testing
import Tactile
import TactileHeadless
import OrderHeadless
@testable import OrderKit

/// order-kiosk in Arabic (mirrored, Arabic-Indic digits in prices) and Japanese, and the start
/// screen's language button.
@MainActor @Suite struct OrderLanguageTests {
    /// Whether `text` has Arabic-Indic digits (٠…٩).
    func hasArabicDigits(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x660...0x669).contains($0.value) }
    }

    @Test func anOrderInArabicIsMirroredWithArabicPrices() throws {
        let session = try OrderSession(size: Size(width: 800, height: 480), language: "ar")
        try session.start()
        #expect(session.window.layoutDirection == .rightToLeft)
        let start = session.scene.start
        #expect(start.orderButton.title == "المس للطلب" && start.languageButton.title == "العربية")
        // The speech button at the leading (right) edge, the language button at the trailing (left) one.
        #expect(start.speechButton.frame.midX > 400 && start.languageButton.frame.midX < 400)

        let burger = try #require(MenuItem.item("burger"))
        try session.touchToOrder()
        let menu = try #require(session.scene.menu)
        #expect(menu.cancelButton.frame.midX > 400 && menu.cartButton.frame.midX < 400)
        let cell = try #require(menu.grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? MenuItemCell)
        #expect(cell.nameLabel.text == "برغر بالجبن")
        #expect(hasArabicDigits(cell.priceLabel.text), "\(cell.priceLabel.text)")
        // The first item sits at the leading (right) end of the grid.
        let second = try #require(menu.grid.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame.midX > second.frame.midX)

        try session.openItem(burger)
        let item = try #require(session.scene.navigation.topViewController as? ItemViewController)
        #expect(item.backButton.frame.midX > 400 && item.addButton.frame.midX < 400)
        #expect(item.picture.frame.midX > item.sizeControl.frame.midX)
        try session.chooseAndAdd(size: .medium, quantity: 2)
        // (850 + 60) × 2
        #expect(session.trace.events.contains(.itemAdded(item: "burger", quantity: 2, totalCents: 1820)))
        let cart = try #require(session.scene.cartScreen)
        #expect(cart.payButton.frame.midX < 400 && hasArabicDigits(cart.totalLabel.text))
        try session.pay(seconds: 3)
        #expect(session.trace.events.contains(.orderPlaced(order: 101, totalCents: 1820)))
        #expect(session.trace.screens == ["start", "menu", "item", "cart", "pay", "done"])
    }

    @Test func anOrderInJapanese() throws {
        let session = try OrderSession(size: Size(width: 1920, height: 1080), language: "ja")
        try session.start()
        #expect(session.window.layoutDirection == .leftToRight)
        #expect(session.scene.start.orderButton.title == "タッチして注文")
        try session.touchToOrder()
        let menu = try #require(session.scene.menu)
        #expect(menu.categories.accessibilityLabel == "カテゴリー")
        let fries = try #require(MenuItem.item("fries"))
        try session.openItem(fries)
        try session.chooseAndAdd(extras: [.double])
        let cart = try #require(session.scene.cartScreen)
        let row = try #require(cart.list.cellForItem(at: IndexPath(item: 0, section: 0)) as? CartRowCell)
        #expect(row.titleLabel.text == "1 × ポテト" && row.detailLabel.text.contains("大盛り"))
        #expect(row.priceLabel.text == session.window.localization.formatted(5.5, currencyCode: "EUR"))
        try session.pay(seconds: 3)
        #expect(session.trace.events.contains(.orderPlaced(order: 101, totalCents: 550)))
    }

    @Test func theLanguageButtonCyclesTheLanguagesLive() throws {
        let session = try OrderSession(size: Size(width: 800, height: 480))
        try session.start()
        let start = session.scene.start
        #expect(start.orderButton.title == "Touch to order")
        try session.tap(start.languageButton)
        #expect(session.trace.events.last == .languageChanged(language: "de"))
        #expect(start.orderButton.title == "Zum Bestellen berühren" && start.languageButton.title == "Deutsch")
        try session.tap(start.languageButton)
        #expect(session.trace.events.last == .languageChanged(language: "ar"))
        #expect(session.window.layoutDirection == .rightToLeft)
        try session.settle()
        #expect(start.speechButton.frame.midX > start.languageButton.frame.midX)
        try session.tap(start.languageButton)
        try session.tap(start.languageButton)
        #expect(session.trace.events.last == .languageChanged(language: "en") && start.orderButton.title == "Touch to order")
    }

    @Test(arguments: ["zz-!!", "sv"])
    func aMalformedOrUnknownStartingLanguageShowsEnglish(language: String) throws {
        let session = try OrderSession(language: language)
        try session.start()
        #expect(session.scene.start.orderButton.title == "Touch to order")
        #expect(session.window.layoutDirection == .leftToRight)
        try session.tap(session.scene.start.languageButton)
        #expect(session.trace.events.last == .languageChanged(language: "de"))
    }
}
