@testable import TactileCore
import TactileTesting
import Testing

/// A controller logging its callbacks as "name.event".
@MainActor final class LoggingController: ViewController {
    let name: String
    let log: OrderLog
    init(_ name: String, log: OrderLog) {
        self.name = name
        self.log = log
        super.init()
    }
    override func loadView() { log.entries.append("\(name).loadView"); super.loadView() }
    override func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).didDisappear") }
    override func viewWillLayoutSubviews() { log.entries.append("\(name).willLayout") }
    override func viewDidLayoutSubviews() { log.entries.append("\(name).didLayout") }
}

@MainActor @Suite struct ViewControllerTests {
    @Test func theViewLoadsOnFirstAccessOnce() {
        let log = OrderLog()
        let vc = LoggingController("a", log: log)
        #expect(!vc.isViewLoaded)
        let v = vc.view
        #expect(vc.isViewLoaded && vc.view === v)
        #expect(log.entries == ["a.loadView", "a.viewDidLoad"])
        #expect(type(of: v!) == View.self)
    }

    @Test func theChainRunsViewControllerSuperview() {
        let window = Window(frame: R(0, 0, 100, 100), clock: ManualClock())
        let vc = ViewController()
        #expect(vc.next == nil)
        #expect(vc.view.next === vc)
        window.rootViewController = vc
        #expect(vc.next === window)
        #expect(vc.view.frame == window.bounds)
    }

    @Test func installingARootFillsTheWindowAndSendsTheAppearPairAndFollowsResizes() {
        let window = Window(frame: R(0, 0, 300, 200), clock: ManualClock())
        let log = OrderLog()
        let vc = LoggingController("root", log: log)
        window.rootViewController = vc
        #expect(log.entries == ["root.loadView", "root.viewDidLoad", "root.willAppear", "root.didAppear"])
        window.frame = R(0, 0, 600, 400)
        #expect(vc.view.frame == R(0, 0, 600, 400))
        log.entries = []
        _ = window.snapshot()
        #expect(log.entries == ["root.willLayout", "root.didLayout"])
    }

    @Test func presentAndDismissOrderAppearanceAndMoveTheViews() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 300, 200), clock: clock)
        let log = OrderLog()
        let root = LoggingController("root", log: log)
        let modal = LoggingController("modal", log: log)
        window.rootViewController = root
        log.entries = []
        var completions = 0
        root.present(modal, animated: true) { log.entries.append("done"); completions += 1 }
        #expect(root.presentedViewController === modal && modal.presentingViewController === root)
        #expect(log.entries == ["modal.loadView", "modal.viewDidLoad", "root.willDisappear", "modal.willAppear"])
        #expect(modal.view.window === window && modal.view.frame == window.bounds)
        #expect(modal.next === window)
        clock.advance(by: .milliseconds(200))
        #expect(modal.view.presentationFrame.minY > 0)       // sliding up
        clock.advance(by: .milliseconds(200))
        #expect(log.entries.suffix(3) == ["root.didDisappear", "modal.didAppear", "done"])
        log.entries = []
        modal.dismiss(animated: true) { log.entries.append("gone") }
        #expect(root.presentedViewController == nil)
        #expect(log.entries == ["modal.willDisappear", "root.willAppear"])
        #expect(modal.view.window === window)                // leaves when the transition ends
        clock.advance(by: .milliseconds(400))
        #expect(modal.view.window == nil)
        #expect(log.entries == ["modal.willDisappear", "root.willAppear", "modal.didDisappear", "root.didAppear", "gone"])
        #expect(completions == 1)
    }

    @Test func unanimatedTransitionsFinishBeforeReturning() {
        let window = Window(frame: R(0, 0, 300, 200), clock: ManualClock())
        let log = OrderLog()
        let root = LoggingController("root", log: log)
        let modal = LoggingController("modal", log: log)
        window.rootViewController = root
        log.entries = []
        root.present(modal, animated: false) { log.entries.append("done") }
        #expect(log.entries.last == "done")
        #expect(log.entries.contains("modal.didAppear"))
        modal.dismiss(animated: false)
        #expect(modal.view.window == nil)
    }

    @Test func misuseLogsAndChangesNothing() {
        let window = Window(frame: R(0, 0, 300, 200), clock: ManualClock())
        let detached = ViewController()
        detached.present(ViewController(), animated: false)
        #expect(detached.presentedViewController == nil && detached.misuseCount == 1)
        let root = ViewController()
        window.rootViewController = root
        let first = ViewController()
        root.present(first, animated: false)
        root.present(ViewController(), animated: false)
        #expect(root.presentedViewController === first && root.misuseCount == 1)
        var ran = false
        ViewController().dismiss(animated: true) { ran = true }
        #expect(ran)
    }
}

@MainActor @Suite struct NavigationControllerTests {
    private static var keepAlive: [Window] = []
    private func stack() -> (ManualClock, Window, NavigationController, LoggingController, OrderLog) {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 400, 300), clock: clock)
        let log = OrderLog()
        let first = LoggingController("first", log: log)
        let nav = NavigationController(rootViewController: first)
        window.rootViewController = nav
        log.entries = []
        Self.keepAlive.append(window)
        return (clock, window, nav, first, log)
    }

    @Test func pushSlidesInAndOrdersAppearance() {
        let (clock, window, nav, first, log) = stack()
        #expect(first.navigationController === nav)
        #expect(first.view.frame == window.bounds)
        let second = LoggingController("second", log: log)
        nav.pushViewController(second, animated: true)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === second)
        #expect(log.entries == ["second.loadView", "second.viewDidLoad", "first.willDisappear", "second.willAppear"])
        #expect(second.view.frame == window.bounds)
        #expect(second.view.presentationFrame.minX == 400)
        clock.advance(by: .milliseconds(175))
        let midway = second.view.presentationFrame.minX
        #expect(midway > 0 && midway < 400)
        clock.advance(by: .milliseconds(175))
        #expect(log.entries.suffix(2) == ["first.didDisappear", "second.didAppear"])
        #expect(first.view.superview == nil)
        #expect(second.next === nav.view)
    }

    @Test func popSlidesOutRemovesTheViewAtTheEndAndClearsNavigationController() {
        let (clock, _, nav, first, log) = stack()
        let second = LoggingController("second", log: log)
        nav.pushViewController(second, animated: false)
        log.entries = []
        let popped = nav.popViewController(animated: true)
        #expect(popped === second)
        #expect(nav.viewControllers.count == 1)
        #expect(log.entries == ["second.willDisappear", "first.willAppear"])
        #expect(second.view.window != nil)
        clock.advance(by: .milliseconds(350))
        #expect(second.view.window == nil)
        #expect(second.navigationController == nil)
        #expect(log.entries.suffix(2) == ["second.didDisappear", "first.didAppear"])
        #expect(first.view.frame.minX == 0)
    }

    @Test func misuseLogsAndChangesNothing() {
        let (_, _, nav, first, _) = stack()
        #expect(nav.popViewController(animated: false) == nil)
        nav.pushViewController(first, animated: false)
        #expect(nav.viewControllers.count == 1)
        #expect(nav.misuseCount == 2)
    }

    @Test func anEdgePanPopsAndAShortOneSnapsBack() {
        let (clock, window, nav, first, log) = stack()
        let driver = TouchDriver(window: window, clock: clock)
        let second = LoggingController("second", log: log)
        nav.pushViewController(second, animated: false)
        log.entries = []
        driver.drag(1, from: Point(x: 2, y: 150), to: Point(x: 60, y: 150), steps: 6, over: .milliseconds(600))
        #expect(log.entries.prefix(2) == ["second.willDisappear", "first.willAppear"])
        clock.advance(by: .milliseconds(400))
        #expect(nav.topViewController === second)
        #expect(second.view.frame.minX == 0)
        #expect(log.entries.suffix(2) == ["first.didDisappear", "second.didAppear"])
        log.entries = []
        driver.drag(2, from: Point(x: 2, y: 150), to: Point(x: 300, y: 150), steps: 10, over: .milliseconds(500))
        #expect(nav.topViewController === first)
        clock.advance(by: .milliseconds(400))
        #expect(second.view.window == nil)
        #expect(log.entries == ["second.willDisappear", "first.willAppear", "second.didDisappear", "first.didAppear"])
    }

    @Test func aNavigationControllerForwardsAppearanceToItsTop() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 400, 300), clock: clock)
        let log = OrderLog()
        let nav = NavigationController(rootViewController: LoggingController("top", log: log))
        window.rootViewController = nav
        #expect(log.entries.contains("top.willAppear") && log.entries.contains("top.didAppear"))
    }
}
