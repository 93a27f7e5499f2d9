import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// The bar a navigation controller shows when its window offers one (`NavigationBar.install(in:)`).
@MainActor @Suite struct NavigationBarTests {
    struct Scene {
        let window: Window
        let clock: ManualClock
        let driver: TouchDriver
        let nav: NavigationController
        let home: ViewController
    }

    func scene(installingBar: Bool = true) -> Scene {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 600, height: 400), clock: clock)
        if installingBar { NavigationBar.install(in: window) }
        let home = ViewController()
        home.title = "Home"
        let nav = NavigationController(rootViewController: home)
        window.rootViewController = nav
        window.prepareForFrame()
        return Scene(window: window, clock: clock, driver: TouchDriver(window: window, clock: clock), nav: nav, home: home)
    }

    func bar(_ s: Scene) throws -> NavigationBar {
        try #require(s.nav.view.subviews.last as? NavigationBar)
    }

    func center(of view: View, in window: Window) -> Point {
        view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    @Test func theRootShowsItsTitleAndNoBackButtonAboveItsScreen() throws {
        let s = scene()
        let bar = try bar(s)
        #expect(bar.titleLabel.text == "Home")
        #expect(bar.backButton.isHidden)
        #expect(bar.frame == Rect(x: 0, y: 0, width: 600, height: NavigationBar.height))
        #expect(s.home.view.frame == Rect(x: 0, y: NavigationBar.height, width: 600, height: 400 - NavigationBar.height))
    }

    @Test func aPushedScreenGetsABackButtonTitledWithThePreviousTitleThatPops() throws {
        let s = scene()
        let detail = ViewController()
        detail.title = "Detail"
        s.nav.pushViewController(detail, animated: false)
        s.window.prepareForFrame()
        let bar = try bar(s)
        #expect(bar.titleLabel.text == "Detail")
        #expect(!bar.backButton.isHidden)
        #expect(bar.backButton.title.hasSuffix("Home"))
        #expect(detail.view.frame.minY == NavigationBar.height)
        #expect(bar.backButton.frame.minX < bar.titleLabel.frame.minX)     // at the leading end
        s.driver.tap(at: center(of: bar.backButton, in: s.window))
        s.clock.advance(by: .seconds(1))
        #expect(s.nav.viewControllers.count == 1)
        #expect(bar.titleLabel.text == "Home")
    }

    @Test func anUntitledPreviousScreenGivesABackButtonSayingBack() throws {
        let s = scene()
        s.home.title = nil
        s.nav.pushViewController(ViewController(), animated: false)
        #expect(try bar(s).backButton.title.hasSuffix(NavigationController.defaultBackTitle))
    }

    @Test func theNavigationItemOverridesTheTitleAndCanHideTheBackButton() throws {
        let s = scene()
        let detail = ViewController()
        detail.title = "Detail"
        s.nav.pushViewController(detail, animated: false)
        detail.navigationItem.title = "Item title"
        detail.navigationItem.hidesBackButton = true
        let bar = try bar(s)
        #expect(bar.titleLabel.text == "Item title")
        #expect(bar.backButton.isHidden)
    }

    @Test func trailingItemsSitAtTheTrailingEndAndRunTheirActions() throws {
        let s = scene()
        var saved = 0
        s.home.navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Edit") {},
            BarButtonItem(title: "Save", style: .done) { saved += 1 },
        ]
        s.window.prepareForFrame()
        let bar = try bar(s)
        #expect(bar.itemButtons.map(\.title) == ["Edit", "Save"])
        let save = bar.itemButtons[1]
        #expect(save.frame.maxX <= bar.bounds.maxX && save.frame.maxX > bar.bounds.maxX - 2 * NavigationBar.spacing)
        #expect(bar.itemButtons[0].frame.maxX <= save.frame.minX)
        s.driver.tap(at: center(of: save, in: s.window))
        #expect(saved == 1)
    }

    @Test func hidingTheBarGivesTheScreensTheWholeView() throws {
        let s = scene()
        s.nav.isNavigationBarHidden = true
        s.window.prepareForFrame()
        #expect(try bar(s).isHidden)
        #expect(s.home.view.frame == s.nav.view.bounds)
        s.nav.isNavigationBarHidden = false
        s.window.prepareForFrame()
        #expect(s.home.view.frame.minY == NavigationBar.height)
    }

    @Test func aWindowWithoutTheServiceShowsNoBar() {
        let s = scene(installingBar: false)
        #expect(!s.nav.view.subviews.contains { $0 is NavigationBar })
        #expect(s.home.view.frame == s.nav.view.bounds)
    }

    @Test func aBarInstalledLaterAppearsAtTheNextLayout() throws {
        let s = scene(installingBar: false)
        NavigationBar.install(in: s.window)
        s.window.prepareForFrame()
        #expect(try bar(s).titleLabel.text == "Home")
        #expect(s.home.view.frame.minY == NavigationBar.height)
    }
}
