import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// Animated screen transitions on a real surface: the sliding screens are subsurfaces, so the
/// frames of a slide repaint nothing and the compositor shows the screens where they are; the
/// screen that stays keeps its subsurface (KeptScreenSurfaceTests).
@MainActor struct ScreenTransitionSurfaceTests {
    @Test func anAnimatedPushSlidesTheScreensOnSubsurfacesAndRepaintsTheWindowOnlyAtItsStart() throws {
        let (_, h, nav) = try shownRedNavigationStack()
        let pushed = colouredScreen(red: 0, blue: 1)
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
        let end = try h.refresh(times: 16)                              // the slide ends
        #expect(end == 0)
        #expect(pushed.view.usesOwnSurface && !nav.viewControllers[0].view.usesOwnSurface)
        #expect(nav.viewControllers[0].view.window == nil)
        #expect(surface.subsurfaceCount == 1)
        let after = try h.screenshot()
        #expect(after.pixel(x: 5, y: 50).blue == 1 && after.pixel(x: 195, y: 50).blue == 1)
    }

    /// Commits since `start` (all surfaces) that attached a buffer: repainted pixels.
    private func repaints(_ compositor: HeadlessCompositor, since start: Int) -> Int {
        compositor.commitLog[start...].filter { $0.attachedBufferSize != nil }.count
    }

    /// A window with a navigation stack of two screens (red below, blue on top), shown.
    private func twoScreens() throws -> (HeadlessCompositor, PlatformHarness, NavigationController, ViewController, ViewController) {
        let (compositor, h, nav) = try shownRedNavigationStack()
        let root = nav.viewControllers[0], top = colouredScreen(red: 0, blue: 1)
        nav.pushViewController(top, animated: false)
        _ = try h.refresh(times: 2)
        return (compositor, h, nav, root, top)
    }

    @Test func anEdgeSwipeMovesTheScreensOnSubsurfacesWithoutRepainting() throws {
        let (compositor, h, nav, root, top) = try twoScreens()
        try h.down([(1, Point(x: 2, y: 50))])
        try h.move([(1, Point(x: 30, y: 50))])                         // the pan begins
        _ = try h.refresh(times: 2)                                    // the screens move to their surfaces
        #expect(top.view.usesOwnSurface && root.view.usesOwnSurface)
        let surface = try #require(h.platform.windowSurface)
        #expect(surface.subsurfaceCount == 2)
        for x in stride(from: 50.0, through: 130, by: 20) {
            _ = compositor.vblank()
            let start = compositor.commitLog.count
            try h.move([(1, Point(x: x, y: 50))])
            #expect(compositor.commitLog.count > start)                 // the motion was shown…
            #expect(repaints(compositor, since: start) == 0)           // …by moving surfaces, painting nothing
        }
        let edge = top.view.frame.minX
        #expect(edge > 100 && edge < 190)
        let shown = try h.screenshot()
        #expect(shown.pixel(x: Int(edge) + 5, y: 50).blue == 1)        // the top screen under the finger
        #expect(shown.pixel(x: Int(edge) - 5, y: 50).red == 1)         // the screen below, revealed
        try h.up([1])                                                    // past half the width: it pops
        _ = try h.refresh(times: 30)
        #expect(nav.topViewController === root)
        #expect(root.view.usesOwnSurface && !top.view.usesOwnSurface)   // the revealed screen stays on its surface
        #expect(surface.subsurfaceCount == 1)
        let after = try h.screenshot()
        #expect(after.pixel(x: 5, y: 50).red == 1 && after.pixel(x: 195, y: 50).red == 1)
    }

    @Test func aShortSlowEdgeSwipeSlidesBackAndTheTopScreenStaysOnItsSurface() throws {
        let (_, h, nav, root, top) = try twoScreens()
        try h.down([(1, Point(x: 2, y: 50))])
        for x in stride(from: 14.0, through: 40, by: 2) { try h.move([(1, Point(x: x, y: 50))]) }
        #expect(top.view.usesOwnSurface && root.view.usesOwnSurface)
        try h.up([1])                                                    // short and slow: it slides back
        _ = try h.refresh(times: 30)
        #expect(nav.topViewController === top)
        #expect(top.view.frame.minX == 0 && root.view.window == nil)
        #expect(!root.view.usesOwnSurface && top.view.usesOwnSurface)
        #expect(try #require(h.platform.windowSurface).subsurfaceCount == 1)
        let after = try h.screenshot()
        #expect(after.pixel(x: 5, y: 50).blue == 1 && after.pixel(x: 195, y: 50).blue == 1)
    }

    @Test func screensBelowTheNavigationBarStillSlideOnSurfacesOfTheirOwn() throws {
        let h = try PlatformHarness(size: Size(width: 200, height: 160))
        let nav = NavigationController(rootViewController: colouredScreen(red: 1, blue: 0))
        h.window.rootViewController = nav
        _ = try h.mapWindow()
        #expect(nav.view.subviews.last is NavigationBar)
        nav.pushViewController(colouredScreen(red: 0, blue: 1), animated: true)
        #expect(nav.viewControllers[1].view.usesOwnSurface)
        #expect(nav.viewControllers[1].view.frame.minY == NavigationBar.height)
    }

    @Test func aScreenCoveredByAnotherViewSlidesInTheWindow() throws {
        let h = try PlatformHarness(size: Size(width: 200, height: 100))
        let nav = NavigationController(rootViewController: colouredScreen(red: 1, blue: 0))
        h.window.rootViewController = nav
        let badge = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        h.window.addSubview(badge)                                      // drawn in front of the screens
        _ = try h.mapWindow()
        nav.pushViewController(colouredScreen(red: 0, blue: 1), animated: true)
        #expect(!nav.viewControllers[1].view.usesOwnSurface)            // a surface would hide the badge
    }
}
