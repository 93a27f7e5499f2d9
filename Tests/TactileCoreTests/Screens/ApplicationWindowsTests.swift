import Testing
@testable import TactileCore
import TactileTesting

/// `Application.windows` and `Window.makeKeyAndVisible()`.
@MainActor @Suite struct ApplicationWindowsTests {
    @Test func windowsListsTheLiveWindowsInTheOrderTheyWereMade() {
        let first = Window(frame: R(0, 0, 10, 10), clock: ManualClock())
        var second: Window? = Window(frame: R(0, 0, 10, 10), clock: ManualClock())
        do {
            let windows = Application.shared.windows
            let i = windows.firstIndex { $0 === first }, j = windows.firstIndex { $0 === second }
            #expect(i != nil && j != nil && i! < j!)
        }
        let gone = ObjectIdentifier(second!)
        second = nil
        #expect(!Application.shared.windows.contains { ObjectIdentifier($0) == gone })
    }

    @Test func makeKeyAndVisibleShowsTheWindowAndMakesItKey() {
        let window = Window(frame: R(0, 0, 10, 10), clock: ManualClock())
        window.isHidden = true
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow && Application.shared.keyWindow === window)
        let other = Window(frame: R(0, 0, 10, 10), clock: ManualClock())
        other.makeKeyAndVisible()
        #expect(!window.isKeyWindow && other.isKeyWindow)
    }
}
