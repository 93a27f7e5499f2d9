@testable import TactileCore
import TactileTesting
import Testing

/// Which screens transitions put on surfaces of their own (`usesOwnSurface`), and when the screen
/// that stays returns to the window's pixels. (What that shows on Wayland: TactileTests'
/// KeptScreenSurfaceTests.)
@MainActor @Suite struct LiftedScreenTests {
    private func screen() -> ViewController {
        let vc = ViewController()
        vc.view.backgroundColor = .white
        return vc
    }

    /// A window showing a navigation stack whose top screen was just pushed (animated, finished).
    private func pushed() -> (Window, ManualClock, NavigationController, ViewController, ViewController) {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 300, 200), clock: clock)
        let root = screen(), top = screen()
        let nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        window.prepareForFrame()
        nav.pushViewController(top, animated: true)
        finish(window, clock)
        return (window, clock, nav, root, top)
    }

    private func finish(_ window: Window, _ clock: ManualClock) {
        for _ in 0..<40 {
            clock.advance(by: .milliseconds(16))
            window.prepareForFrame()
        }
    }

    @Test func theScreenThatStaysKeepsItsSurfaceAndTheOneThatLeftGivesItsUp() {
        let (window, clock, nav, root, top) = pushed()
        #expect(top.view.usesOwnSurface && !root.view.usesOwnSurface)
        #expect(window.ownSurfaceViews.map { ObjectIdentifier($0) } == [ObjectIdentifier(top.view)])
        nav.popViewController(animated: true)
        #expect(top.view.usesOwnSurface && root.view.usesOwnSurface)   // both slide
        finish(window, clock)
        #expect(root.view.usesOwnSurface && !top.view.usesOwnSurface)
        #expect(top.view.window == nil)
    }

    @Test func aViewDrawnInFrontReturnsTheKeptScreenToTheWindow() {
        let (window, _, _, _, top) = pushed()
        let badge = View(frame: R(0, 0, 20, 20))
        badge.isHidden = true
        window.addSubview(badge)
        window.prepareForFrame()
        #expect(top.view.usesOwnSurface)                                // a hidden view draws nothing
        badge.isHidden = false
        window.clearDamage()
        window.prepareForFrame()
        #expect(!top.view.usesOwnSurface)
        #expect(window.windowContentDamage.contains(window.bounds))      // the window repaints it
    }

    @Test func aViewOnItsOwnSurfaceInFrontLeavesTheKeptScreenOnItsSurface() {
        let (window, _, _, _, top) = pushed()
        let card = View(frame: R(10, 10, 40, 40))
        card.usesOwnSurface = true
        window.addSubview(card)
        window.prepareForFrame()
        #expect(top.view.usesOwnSurface)
    }

    @Test func aViewInsideTakingASurfaceReturnsTheKeptScreenToTheWindow() {
        let (window, _, _, _, top) = pushed()
        let pin = View(frame: R(10, 10, 20, 20))
        top.view.addSubview(pin)
        window.prepareForFrame()
        #expect(top.view.usesOwnSurface)
        pin.usesOwnSurface = true
        window.prepareForFrame()
        #expect(!top.view.usesOwnSurface && pin.usesOwnSurface)
        #expect(window.ownSurfaceViews.map { ObjectIdentifier($0) } == [ObjectIdentifier(pin)])
    }

    @Test func aResizeOrAFadeReturnsTheKeptScreenToTheWindow() {
        let (window, _, _, _, top) = pushed()
        window.frame = R(0, 0, 200, 300)
        window.prepareForFrame()
        #expect(!top.view.usesOwnSurface)
        #expect(top.view.frame == R(0, 0, 200, 300))

        let (other, _, nav, _, otherTop) = pushed()
        nav.view.alpha = 0.5
        other.prepareForFrame()
        #expect(!otherTop.view.usesOwnSurface)
    }

    @Test func settingUsesOwnSurfaceTakesTheScreenOver() {
        let (window, _, _, _, top) = pushed()
        top.view.usesOwnSurface = true                                  // the app's choice now
        window.addSubview(View(frame: R(0, 0, 20, 20)))
        window.prepareForFrame()
        #expect(top.view.usesOwnSurface)
        #expect(window.liftedScreens.isEmpty)
    }

    @Test func aSecondPushSlidesTheKeptScreenWithoutLiftingItAgain() {
        let (window, clock, nav, _, top) = pushed()
        let generation = window.hierarchyGeneration
        let third = screen()
        nav.pushViewController(third, animated: true)
        #expect(top.view.usesOwnSurface && third.view.usesOwnSurface)
        #expect(window.liftedScreens.first { $0.view === top.view }?.slides == 1)
        #expect(window.hierarchyGeneration != generation)               // the new screen joined
        finish(window, clock)
        #expect(third.view.usesOwnSurface && !top.view.usesOwnSurface && top.view.window == nil)
        #expect(window.liftedScreens.count == 1)
    }

    @Test func aNonAnimatedPushTakesTheKeptScreenOffItsSurface() {
        let (window, _, nav, _, top) = pushed()
        nav.pushViewController(screen(), animated: false)
        window.prepareForFrame()
        #expect(!top.view.usesOwnSurface && top.view.window == nil)
        #expect(!nav.topViewController!.view.usesOwnSurface)
        #expect(window.liftedScreens.isEmpty)
    }

    @Test func anAnimatedPushOverAKeptScreenDamagesNothingInTheWindow() {
        let (window, clock, nav, _, top) = pushed()
        #expect(top.view.usesOwnSurface)
        window.clearDamage()
        let next = screen()
        nav.pushViewController(next, animated: true)
        // The screen being pushed is added off the right edge: nothing in the window's own pixels changes.
        #expect(window.windowContentDamage.isEmpty)
        #expect(next.view.presentationFrame.origin.x == 300)   // it slides in from there
        finish(window, clock)
        #expect(next.view.frame.origin.x == 0 && nav.topViewController === next)
    }
}
