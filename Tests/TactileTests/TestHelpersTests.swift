import Testing
@testable import Tactile
import TactileTesting
import TactileHeadless
import Glibc

/// The helpers of "Testing your app": typing on the on-screen keyboard, settling animations, a live
/// configure and a screenshot on disk.
@MainActor @Suite struct TestHelpersTests {
    func unitScene() -> (Window, TouchDriver, TextField) {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
        let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 44))
        window.addSubview(field)
        return (window, TouchDriver(window: window, clock: clock), field)
    }

    @Test func theDriverTypesLettersCapitalsDigitsAndSymbols() throws {
        let (_, driver, field) = unitScene()
        field.becomeFirstResponder()
        try driver.type("Ada Lovelace 1815!")
        #expect(field.text == "Ada Lovelace 1815!")
    }

    @Test func typingWithoutAKeyboardOrAKeyThrows() throws {
        let (_, driver, field) = unitScene()
        #expect(throws: KeyboardTypingError.noKeyboard) { try driver.type("a") }
        field.becomeFirstResponder()
        #expect(throws: KeyboardTypingError.cannotType("☃")) { try driver.type("☃") }
    }

    @Test func settlingRunsAPushToItsEnd() {
        let (window, driver, _) = unitScene()
        let nav = NavigationController(rootViewController: ViewController())
        window.rootViewController = nav
        let detail = ViewController()
        nav.pushViewController(detail, animated: true)
        #expect(window.hasRunningAnimations)
        #expect(driver.settleAnimations())
        #expect(!window.hasRunningAnimations)
        #expect(detail.view.frame.minX == 0)
    }

    @Test func anEndlessAnimationStopsTheWaitAtTheTimeout() {
        let (window, driver, _) = unitScene()
        let spinner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(spinner)
        View.animate(withDuration: 1, delay: 0, options: [.repeat]) { spinner.alpha = 0 }
        #expect(!driver.settleAnimations(timeout: .seconds(2)))
    }

    @Test func theHarnessTypesThroughTheCompositor() throws {
        let harness = try HeadlessHarness(size: Size(width: 800, height: 480))
        let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 44))
        harness.window.addSubview(field)
        try harness.mapWindow()
        field.becomeFirstResponder()
        try harness.settleAnimations()
        try harness.type("Ada")
        #expect(field.text == "Ada")
    }

    @Test func aLiveConfigureResizesTheWindowAndTheScreenshotIsSaved() throws {
        let harness = try HeadlessHarness(size: Size(width: 200, height: 100))
        harness.window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        try harness.mapWindow()
        try harness.configure(size: Size(width: 320, height: 240))
        #expect(harness.window.bounds.size == Size(width: 320, height: 240))
        let path = "/tmp/tactile-test-helpers-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).png"
        defer { unlink(path) }
        try harness.saveScreenshot(toFile: path)
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_size > 0)
        let shot = try harness.screenshot()
        #expect(shot.width == 320 && shot.height == 240)
    }
}
