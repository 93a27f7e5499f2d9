import Foundation
import Testing
import Tactile
@testable import OrderKit

/// order-kiosk's command line, pictures, prices and the built binary's exits.
@MainActor @Suite struct OrderOptionsTests {
    @Test(arguments: [
        ["--size", "0x480"], ["--size", "800"], ["--idle", "-1"], ["--idle", "abc"], ["--idle", "nan"],
        ["--payment-seconds", "-2"], ["--payment-seconds", "1000"], ["--language", ""], ["--bogus"], ["extra"],
    ])
    func badFlagsAreUsageErrors(arguments: [String]) {
        do {
            _ = try OrderOptions.parse(arguments)
            Issue.record("\(arguments) parsed")
        } catch {
            #expect(OrderOptions.exitCode(for: error).rawValue == 64, "\(arguments)")
        }
    }

    @Test func goodFlagsParse() throws {
        let options = try OrderOptions.parse(["--size", "1080x1920", "--fullscreen", "--idle", "0", "--payment-seconds", "1.5",
                                              "--payment-fails", "--language", "ar", "--speech-mode", "--trace"])
        #expect(options.size.width == 1080 && options.size.height == 1920 && options.fullscreen && options.trace)
        #expect(options.settings == OrderSettings(idleSeconds: 0, paymentSeconds: 1.5, paymentFails: true))
        #expect(options.language == "ar" && options.speechMode)
        let defaults = try OrderOptions.parse([])
        #expect(defaults.settings == OrderSettings(idleSeconds: 60, paymentSeconds: 3, paymentFails: false))
    }

    @Test func everyMenuItemHasItsPictureAtBothScales() throws {
        #expect(OrderImages.fileNames.count == MenuItem.all.count * 2)
        for item in MenuItem.all {
            for (suffix, scale) in [("", 1.0), ("@2x", 2.0)] {
                let image = try Image(data: OrderImages.bytes(of: "\(item.id)\(suffix).png"), scale: scale)
                #expect(image.size == Size(width: 128, height: 128), "\(item.id)\(suffix)")
            }
        }
    }

    @Test func pricesAreWrittenForTheLanguage() {
        let localization = Localization()
        OrderStrings.register(in: localization)
        #expect(localization.price(850) == localization.formatted(8.5, currencyCode: "EUR"))
        localization.preferredLanguages = ["de"]
        #expect(localization.price(850).contains("8,50"))
    }

    @Test func theCartAddsMovesAndRemovesLines() {
        let cart = Cart()
        var changes = 0
        cart.onChange = { changes += 1 }
        let burger = MenuItem.all[0]
        cart.add(burger, size: .large, extras: [.sauce, .double], quantity: 3)
        #expect(cart.totalCents == (850 + 120 + 50 + 200) * 3 && cart.itemCount == 3)
        cart.add(MenuItem.all[4], quantity: 500)
        #expect(cart.lines[1].quantity == 99)
        cart.move(from: 1, to: 0)
        #expect(cart.lines.map(\.item.id) == ["cola", "burger"])
        cart.move(from: 5, to: 0)
        cart.remove(at: 7)
        cart.remove(at: 0)
        #expect(cart.lines.map(\.item.id) == ["burger"] && changes == 4)
    }

    @Test(arguments: [["--size", "0x10"], ["--idle", "-5"], ["--no-such-flag"]])
    func theBinaryExits64WithAUsageLine(arguments: [String]) throws {
        let binary = try #require(Self.binary, "order-kiosk is not built next to the tests: run `swift build --build-tests`")
        let result = try Self.run(binary, arguments)
        #expect(result.status == 64, "\(arguments): status \(result.status)")
        #expect(result.stderr.contains("Usage: order-kiosk"), "\(arguments): \(result.stderr)")
    }

    @Test func withoutACompositorTheBinaryExits1() throws {
        let binary = try #require(Self.binary, "order-kiosk is not built next to the tests: run `swift build --build-tests`")
        let result = try Self.run(binary, ["--trace"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot connect"), "\(result.stderr)")
    }

    /// The built order-kiosk beside the test bundle.
    static var binary: String? {
        KioskApp.orderKiosk.path
    }

    /// Runs `binary` without a Wayland display; returns its status and output.
    static func run(_ binary: String, _ arguments: [String]) throws -> (status: Int32, stderr: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["WAYLAND_DISPLAY"] = "tactile-no-such-display"
        let result = try ProgramRun.run(binary, arguments, environment: environment)
        return (result.status, result.stderr)
    }
}
