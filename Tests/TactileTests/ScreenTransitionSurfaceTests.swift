import Testing
@testable import Tactile
import TactileTesting
import TactileHeadless

/// Animated screen transitions on a real surface: the sliding screens are subsurfaces, so the
/// frames of a slide repaint nothing and the compositor shows the screens where they are.
@MainActor struct ScreenTransitionSurfaceTests {
    private func screen(red: Double, blue: Double) -> ViewController {
        let vc = ViewController()
        vc.view.backgroundColor = Color(red: red, green: 0, blue: blue)
        return vc
    }

    @Test func anAnimatedPushSlidesTheScreensOnSubsurfacesAndRepaintsTheWindowOnlyAtItsEnds() throws {
        let compositor = try HeadlessCompositor()
        compositor.framePacing = .manual
        let h = try PlatformHarness(size: Size(width: 200, height: 100), compositor: compositor)
        let nav = NavigationController(rootViewController: screen(red: 1, blue: 0))
        h.window.rootViewController = nav
        _ = try h.mapWindow()
        _ = try h.refresh(times: 2)
        let pushed = screen(red: 0, blue: 1)
        nav.pushViewController(pushed, animated: true)
        #expect(pushed.view.usesOwnSurface && nav.viewControllers[0].view.usesOwnSurface)
        _ = try h.refresh(times: 2)                                    // the screens move to their surfaces
        let surface = try #require(h.platform.windowSurface)
        #expect(surface.subsurfaceCount == 2)
        let middle = try h.refresh(times: 8)                            // ~160 ms into the 350 ms slide
        #expect(middle == 0)                                             // the window repaints nothing
        let shown = try h.screenshot()
        let edge = pushed.view.presentationFrame.minX
        #expect(edge > 10 && edge < 190)
        #expect(shown.pixel(x: Int(edge) + 5, y: 50).blue == 1)        // the incoming screen where it is shown
        #expect(shown.pixel(x: Int(edge) - 5, y: 50).red == 1)         // the outgoing one, left of it
        _ = try h.refresh(times: 16)                                    // the slide ends
        #expect(!pushed.view.usesOwnSurface)
        #expect(nav.viewControllers[0].view.window == nil)
        #expect(surface.subsurfaceCount == 0)
        let after = try h.screenshot()
        #expect(after.pixel(x: 5, y: 50).blue == 1 && after.pixel(x: 195, y: 50).blue == 1)
    }

    @Test func aScreenCoveredByAnotherViewSlidesInTheWindow() throws {
        let h = try PlatformHarness(size: Size(width: 200, height: 100))
        let nav = NavigationController(rootViewController: screen(red: 1, blue: 0))
        h.window.rootViewController = nav
        let badge = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        h.window.addSubview(badge)                                      // drawn in front of the screens
        _ = try h.mapWindow()
        nav.pushViewController(screen(red: 0, blue: 1), animated: true)
        #expect(!nav.viewControllers[1].view.usesOwnSurface)            // a surface would hide the badge
    }
}
