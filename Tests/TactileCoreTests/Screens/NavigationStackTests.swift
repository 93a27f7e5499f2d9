@testable import TactileCore
import TactileTesting
import Testing

/// `popToRootViewController(animated:)` and `setViewControllers(_:animated:)`.
@MainActor @Suite struct NavigationStackTests {
    func stack(_ names: [String]) -> (Window, ManualClock, NavigationController, [ViewController]) {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 300, 200), clock: clock)
        let screens = names.map { name -> ViewController in
            let vc = ViewController()
            vc.title = name
            return vc
        }
        let nav = NavigationController(rootViewController: screens[0])
        window.rootViewController = nav
        for vc in screens.dropFirst() { nav.pushViewController(vc, animated: false) }
        return (window, clock, nav, screens)
    }

    @Test func popToRootReturnsThePoppedScreensAndShowsTheRoot() {
        let (_, _, nav, s) = stack(["a", "b", "c", "d"])
        let popped = nav.popToRootViewController(animated: false)
        #expect(popped?.map(\.title) == ["b", "c", "d"])
        #expect(nav.viewControllers.map(\.title) == ["a"])
        #expect(s[0].view.superview === nav.view)
        for vc in s.dropFirst() {
            #expect(vc.parent == nil)
            #expect(vc.view.superview == nil)
        }
    }

    @Test func popToRootAnimatedSlidesTheTopOut() {
        let (window, clock, nav, s) = stack(["a", "b", "c"])
        _ = nav.popToRootViewController(animated: true)
        #expect(s[2].view.superview === nav.view)     // sliding out
        #expect(s[1].view.superview == nil)
        clock.advance(by: .seconds(1))
        #expect(s[2].view.superview == nil)
        #expect(s[0].view.frame == nav.view.bounds)
        withExtendedLifetime(window) {}
    }

    @Test func popToRootWithOnlyTheRootPopsNothing() {
        let (_, _, nav, _) = stack(["a"])
        #expect(nav.popToRootViewController(animated: true) == nil)
        #expect(nav.viewControllers.count == 1)
        #expect(nav.misuseCount == 0)
    }

    @Test func settingANewStackPushesItsTopAndLetsTheOldOnesGo() {
        let (window, clock, nav, s) = stack(["a", "b"])
        let c = ViewController(), d = ViewController()
        nav.setViewControllers([s[0], c, d], animated: true)
        #expect(d.view.superview === nav.view && s[1].view.superview === nav.view)     // both sliding
        clock.advance(by: .seconds(1))
        withExtendedLifetime(window) {}
        #expect(nav.viewControllers.count == 3)
        #expect(nav.topViewController === d)
        #expect(c.parent === nav && d.parent === nav)
        #expect(s[1].parent == nil)
        #expect(s[1].view.superview == nil)
        #expect(d.view.superview === nav.view)
        #expect(d.view.frame == nav.view.bounds)
    }

    @Test func settingAStackWhoseTopWasBelowPopsBackToIt() {
        let (window, clock, nav, s) = stack(["a", "b", "c"])
        nav.setViewControllers([s[0], s[1]], animated: true)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController === s[1])
        #expect(s[2].view.superview === nav.view)     // sliding out
        clock.advance(by: .seconds(1))
        withExtendedLifetime(window) {}
        #expect(s[2].parent == nil)
        #expect(s[2].view.superview == nil)
        #expect(s[1].view.frame == nav.view.bounds)
    }

    @Test func keepingTheTopReplacesTheScreensBelowIt() {
        let (_, _, nav, s) = stack(["a", "b"])
        let x = ViewController()
        nav.setViewControllers([x, s[1]], animated: true)
        #expect(nav.viewControllers.count == 2 && nav.viewControllers[0] === x)
        #expect(s[0].parent == nil)
        #expect(x.parent === nav)
        #expect(s[1].view.superview === nav.view)
    }

    @Test func badListsAreLoggedAndIgnored() {
        let (_, _, nav, s) = stack(["a", "b"])
        let other = NavigationController(rootViewController: ViewController())
        nav.setViewControllers([], animated: false)
        nav.setViewControllers([s[0], s[0]], animated: false)
        nav.setViewControllers([other.viewControllers[0]], animated: false)
        #expect(nav.misuseCount == 3)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === s[1])
    }
}
