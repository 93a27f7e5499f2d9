import Logging
import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland

/// libxkbcommon's own messages go through swift-log (the app's handler), not straight to stderr.
struct XKBLogTests {
    @Test func xkbcommonsMessagesAboutABadKeymapGoToTheLogger() {
        let captured = CapturedLog()
        let logger = Logger(label: "test.xkb") { _ in CapturingHandler(log: captured) }
        let text = "xkb_keymap { xkb_keycodes \"broken\" { <A> = ; }; };".utf8.map { CChar(bitPattern: $0) }
        let keymap = text.withUnsafeBufferPointer { XKBKeymap(text: $0, logger: logger) }
        #expect(keymap == nil)
        let entries = captured.all
        #expect(!entries.isEmpty)
        #expect(entries.allSatisfy { $0.text.hasPrefix("xkbcommon: ") && !$0.text.hasSuffix("\n") })
        #expect(entries.contains { $0.level == .error }, "\(entries)")
    }

    @Test func aGoodKeymapLogsNoError() throws {
        let captured = CapturedLog()
        let logger = Logger(label: "test.xkb") { _ in CapturingHandler(log: captured) }
        let keymap = try #require(XKBKeymap(layout: "us", logger: logger))
        let text = try #require(keymap.text).utf8.map { CChar(bitPattern: $0) }
        #expect(text.withUnsafeBufferPointer { XKBKeymap(text: $0, logger: logger) } != nil)
        #expect(!captured.all.contains { $0.level >= .error })
    }

    @Test func xkbLevelsMapToSwiftLogLevels() {
        #expect(XKBLog.level(10) == .critical)
        #expect(XKBLog.level(20) == .error)
        #expect(XKBLog.level(30) == .warning)
        #expect(XKBLog.level(40) == .info)
        #expect(XKBLog.level(50) == .debug)
    }
}
