import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
@testable import TactileHeadless

/// The screen that stays after an animated transition keeps its subsurface: the compositor shows it
/// where it is, changes inside it repaint only their damage into that surface, the next transition
/// slides it without repainting it, and it returns to the window's pixels when it must.
@MainActor struct KeptScreenSurfaceTests {
    /// A 200×100 window with a navigation stack (a red root), shown, and a blue screen pushed
    /// (animated) whose slide has ended; `spot` is a grey view inside the blue screen.
    private func pushedScreen() throws -> (HeadlessCompositor, PlatformHarness, NavigationController, ViewController, View) {
        let (compositor, h, nav) = try shownRedNavigationStack()
        let top = colouredScreen(red: 0, blue: 1)
        let spot = View(frame: Rect(x: 100, y: 40, width: 20, height: 10))
        spot.backgroundColor = Color(white: 0.5)
        top.view.addSubview(spot)
        nav.pushViewController(top, animated: true)
        _ = try h.refresh(times: 30)
        return (compositor, h, nav, top, spot)
    }

    /// The window's subsurfaces on the compositor's side, bottom to top.
    private func subsurfaces(_ h: PlatformHarness) throws -> [HeadlessSurface] {
        try #require(h.toplevel).surface.subsurfaces
    }

    /// Commits of the surface `id` since `start` that attached a buffer.
    private func attaches(_ compositor: HeadlessCompositor, surface id: UInt32, since start: Int) -> [CommitRecord] {
        compositor.commitLog[start...].filter { $0.surfaceID == id && $0.attachedBufferSize != nil }
    }

    @Test func thePushedScreenStaysOnItsSurfaceAndTheSlideEndsWithoutRepainting() throws {
        let (compositor, h, nav) = try shownRedNavigationStack()
        let top = colouredScreen(red: 0, blue: 1)
        nav.pushViewController(top, animated: true)
        _ = try h.refresh(times: 2)                                    // the first frame paints the surfaces
        let start = compositor.commitLog.count
        let windowRepaints = try h.refresh(times: 28)                   // the slide, its end and after
        #expect(windowRepaints == 0)
        #expect(compositor.commitLog[start...].allSatisfy { $0.attachedBufferSize == nil })   // nothing painted anywhere
        #expect(top.view.usesOwnSurface && nav.viewControllers[0].view.window == nil)
        #expect(try subsurfaces(h).filter { $0.buffer != nil }.count == 1)
        let shown = try h.screenshot()
        for x in [2, 100, 197] { #expect(shown.pixel(x: x, y: 50).blue == 1 && shown.pixel(x: x, y: 50).red == 0) }
        #expect(shown == h.window.snapshot())                           // what the window itself draws
    }

    @Test func aChangeInsideTheKeptScreenRepaintsOnlyItsDamageIntoTheScreensSurface() throws {
        let (compositor, h, _, top, spot) = try pushedScreen()
        let screenSurface = try #require(try subsurfaces(h).first { $0.buffer != nil })
        let start = compositor.commitLog.count
        spot.backgroundColor = .green
        let windowRepaints = try h.refresh(times: 2)
        #expect(windowRepaints == 0)
        let redraws = attaches(compositor, surface: screenSurface.id, since: start)
        #expect(redraws.count == 1)
        let damage = redraws.flatMap { $0.bufferDamage + $0.damage }
        let spotArea = Rect(x: 100, y: 40, width: 20, height: 10)
        #expect(!damage.isEmpty && damage.allSatisfy { spotArea.union($0) == spotArea })
        #expect(top.view.usesOwnSurface)
        let shown = try h.screenshot()
        #expect(shown.pixel(x: 110, y: 45).green == 1)                   // the change is on screen
        #expect(shown.pixel(x: 90, y: 45).blue == 1)                     // the rest as it was
        #expect(shown == h.window.snapshot())
    }

    @Test func aPopSlidesTheLeavingScreenAboveTheRevealedOneAndKeepsTheRevealedOnesSurface() throws {
        let (compositor, h, nav, top, _) = try pushedScreen()
        let root = nav.viewControllers[0]
        let keptSurface = try #require(try subsurfaces(h).first { $0.buffer != nil })
        nav.popViewController(animated: true)
        _ = try h.refresh(times: 10)                                    // ~half way
        let edge = top.view.presentationFrame.minX
        #expect(edge > 20 && edge < 180)
        let shown = try h.screenshot()
        #expect(shown.pixel(x: Int(edge) + 3, y: 20).blue == 1)        // the leaving screen stays in front
        #expect(shown.pixel(x: Int(edge) - 3, y: 20).red == 1)         // the revealed one behind it
        #expect(try subsurfaces(h).last === keptSurface)                // its older surface restacked on top
        let start = compositor.commitLog.count
        _ = try h.refresh(times: 20)
        #expect(root.view.usesOwnSurface && top.view.window == nil)
        let after = try h.screenshot()
        for x in [2, 100, 197] { #expect(after.pixel(x: x, y: 50).red == 1 && after.pixel(x: x, y: 50).blue == 0) }
        #expect(compositor.commitLog[start...].allSatisfy { $0.attachedBufferSize == nil })   // the end paints nothing
    }

    @Test func aPopPaintsTheRevealedScreenIntoItsSurfaceAndNothingIntoTheWindow() throws {
        let (compositor, h, nav, _, _) = try pushedScreen()
        let root = nav.viewControllers[0]
        let start = compositor.commitLog.count
        nav.popViewController(animated: true)
        // The revealed screen joins the window already on a surface of its own: the window's pixels
        // under it do not change, so the first frame paints only that surface.
        let windowRepaints = try h.refresh(times: 2)
        #expect(windowRepaints == 0)
        #expect(root.view.usesOwnSurface)
        let painted = compositor.commitLog[start...].filter { $0.attachedBufferSize != nil }
        #expect(painted.count == 1)
        let shown = try h.screenshot()
        #expect(shown == h.window.snapshot())
        _ = try h.refresh(times: 30)
        #expect(try h.refresh(times: 2) == 0)
        #expect(try h.screenshot() == h.window.snapshot())
    }

    @Test func aPopUnderAViewInFrontDrawsTheRevealedScreenInTheWindow() throws {
        let (_, h, nav, _, _) = try pushedScreen()
        let root = nav.viewControllers[0]
        let badge = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        badge.backgroundColor = .green
        h.window.addSubview(badge)
        _ = try h.refresh(times: 2)
        nav.popViewController(animated: true)
        // Joining on a surface of its own, the revealed screen could not show the badge in front of
        // it: it is drawn into the window's pixels from the first frame.
        _ = try h.refresh(times: 2)
        #expect(!root.view.usesOwnSurface)
        #expect(try h.screenshot() == h.window.snapshot())
        _ = try h.refresh(times: 30)
        let shown = try h.screenshot()
        #expect(shown.pixel(x: 5, y: 5).green == 1 && shown.pixel(x: 100, y: 50).red == 1)
        #expect(shown == h.window.snapshot())
    }

    @Test func aSecondPushSlidesTheKeptScreenOnItsSurfaceWithoutRepaintingIt() throws {
        let (compositor, h, nav, top, _) = try pushedScreen()
        let keptSurface = try #require(try subsurfaces(h).first { $0.buffer != nil })
        let start = compositor.commitLog.count
        let third = colouredScreen(red: 0, blue: 0.5)
        nav.pushViewController(third, animated: true)
        _ = try h.refresh(times: 10)
        #expect(attaches(compositor, surface: keptSurface.id, since: start).isEmpty)
        #expect(try subsurfaces(h).contains { $0 === keptSurface })
        let edge = third.view.presentationFrame.minX
        #expect(edge > 20 && edge < 180)
        let shown = try h.screenshot()
        #expect(shown.pixel(x: Int(edge) - 3, y: 20).blue == 1)        // the kept screen, moved
        #expect(abs(shown.pixel(x: Int(edge) + 3, y: 20).blue - 0.5) < 0.01)   // the new one, in front
        _ = try h.refresh(times: 20)
        #expect(third.view.usesOwnSurface && !top.view.usesOwnSurface && top.view.window == nil)
        #expect(try subsurfaces(h).filter { $0.buffer != nil }.count == 1)
    }

    @Test func aRotationAfterAPopLaysOutAndDrawsTheScreenInTheWindow() throws {
        let (_, h, nav, _, _) = try pushedScreen()
        let root = nav.viewControllers[0]
        let bar = View(frame: Rect(x: 0, y: 90, width: 200, height: 10))
        bar.backgroundColor = .green
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.view.addSubview(bar)
        nav.popViewController(animated: true)
        _ = try h.refresh(times: 30)
        #expect(root.view.usesOwnSurface)
        let toplevel = try #require(h.toplevel)
        h.compositor.sendConfigure(to: toplevel, width: 100, height: 200, states: [.activated])
        _ = try h.refresh(times: 4)
        #expect(h.window.bounds.size == Size(width: 100, height: 200))
        #expect(root.view.frame == Rect(x: 0, y: 0, width: 100, height: 200))
        #expect(!root.view.usesOwnSurface)                              // back in the window's pixels
        #expect(try subsurfaces(h).allSatisfy { $0.buffer == nil })
        let shown = try h.screenshot()
        #expect(shown.width == 100 && shown.height == 200)
        #expect(shown.pixel(x: 5, y: 5).red == 1 && shown.pixel(x: 95, y: 150).red == 1)
        #expect(shown.pixel(x: 50, y: 195).green == 1)                 // laid out at the new size
        #expect(shown == h.window.snapshot())
    }

    @Test func aViewAddedInFrontReturnsTheKeptScreenToTheWindow() throws {
        let (_, h, _, top, _) = try pushedScreen()
        let badge = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        badge.backgroundColor = .green
        h.window.addSubview(badge)
        _ = try h.refresh(times: 2)
        #expect(!top.view.usesOwnSurface)
        #expect(try subsurfaces(h).allSatisfy { $0.buffer == nil })
        let shown = try h.screenshot()
        #expect(shown.pixel(x: 5, y: 5).green == 1)                    // the badge, in front
        #expect(shown.pixel(x: 100, y: 50).blue == 1)
        #expect(shown == h.window.snapshot())
    }

    @Test func aViewInsideTakingItsOwnSurfaceReturnsTheKeptScreenToTheWindow() throws {
        let (_, h, _, top, spot) = try pushedScreen()
        spot.usesOwnSurface = true                                       // a dragged card, say
        _ = try h.refresh(times: 2)
        #expect(!top.view.usesOwnSurface)
        #expect(try subsurfaces(h).filter { $0.buffer != nil }.count == 1)   // the spot's own
        spot.frame.origin.x = 20
        _ = try h.refresh(times: 2)
        let shown = try h.screenshot()
        #expect(shown.pixel(x: 25, y: 45).blue < 0.6)                   // the spot, moved on its surface
        #expect(shown.pixel(x: 110, y: 45).blue == 1)
        #expect(shown == h.window.snapshot())
    }

    @Test func aTapReachesAViewInsideTheKeptScreen() throws {
        let (_, h, _, top, _) = try pushedScreen()
        let target = RecordingView(frame: Rect(x: 20, y: 20, width: 40, height: 40))
        top.view.addSubview(target)
        _ = try h.refresh(times: 2)
        #expect(top.view.usesOwnSurface)
        try h.tap(1, at: Point(x: 30, y: 30))
        #expect(target.calls == [.began([1]), .ended([1])])
        #expect(target.locations.first == Point(x: 30, y: 30))
    }

    @Test func theTouchOverlayStaysAboveTheKeptAndRestackedScreens() throws {
        let (_, h, nav, _, _) = try pushedScreen()
        h.window.touchOverlayEnabled = true
        try h.down([(1, Point(x: 60, y: 50))])
        _ = try h.refresh(times: 2)
        let blue = try h.screenshot().pixel(x: 60, y: 50)
        #expect(blue != Color(red: 0, green: 0, blue: 1))                 // the finger's circle, in front
        #expect(blue == h.window.snapshot().pixel(x: 60, y: 50))
        nav.popViewController(animated: true)                            // the kept surface is restacked
        _ = try h.refresh(times: 10)
        let shown = try h.screenshot()
        #expect(shown.pixel(x: 60, y: 50) != Color(red: 1, green: 0, blue: 0) && shown.pixel(x: 60, y: 50) != blue)
        #expect(shown.pixel(x: 60, y: 50) == h.window.snapshot().pixel(x: 60, y: 50))
        try h.up([1])
    }

    @Test func aPresentedScreenKeepsItsSurfaceUntilItIsDismissed() throws {
        let compositor = try HeadlessCompositor()
        compositor.framePacing = .manual
        let h = try PlatformHarness(size: Size(width: 200, height: 100), compositor: compositor)
        let root = colouredScreen(red: 1, blue: 0)
        h.window.rootViewController = root
        _ = try h.mapWindow()
        let modal = colouredScreen(red: 0, blue: 1)
        root.present(modal, animated: true)
        _ = try h.refresh(times: 30)
        #expect(modal.view.usesOwnSurface && root.view.window == nil)
        #expect(try h.screenshot().pixel(x: 100, y: 90).blue == 1)
        root.dismiss(animated: true)
        _ = try h.refresh(times: 5)
        let middle = try h.screenshot()
        let edge = Int(modal.view.presentationFrame.minY)
        #expect(edge > 5 && edge < 95)
        #expect(middle.pixel(x: 100, y: edge + 3).blue == 1 && middle.pixel(x: 100, y: edge - 3).red == 1)
        _ = try h.refresh(times: 25)
        #expect(modal.view.window == nil && !modal.view.usesOwnSurface)
        #expect(try subsurfaces(h).allSatisfy { $0.buffer == nil })
        let after = try h.screenshot()
        #expect(after.pixel(x: 100, y: 90).red == 1 && after.pixel(x: 100, y: 5).red == 1)
    }

    /// Without `wp_viewporter` no surface can be cropped: what the compositor shows still matches
    /// what the window draws at every frame of a push and of the pop back, and the end of each slide
    /// shows the right screen.
    @Test func withoutAViewporterPushAndPopShowWhatTheWindowDraws() throws {
        let (compositor, h, nav) = try shownRedNavigationStack(viewporter: false)
        let top = colouredScreen(red: 0, blue: 1)
        nav.pushViewController(top, animated: true)
        _ = try h.refresh(times: 2)
        #expect(try !subsurfaces(h).isEmpty)                            // the slide runs on surfaces
        #expect(compositor.surfaces.allSatisfy { !$0.hasViewport })     // none of them cropped
        for _ in 0..<14 {
            _ = try h.refresh(times: 2)
            #expect(try h.screenshot() == h.window.snapshot())
        }
        let pushed = try h.screenshot()
        for x in [2, 100, 197] { #expect(pushed.pixel(x: x, y: 50).blue == 1 && pushed.pixel(x: x, y: 50).red == 0) }
        nav.popViewController(animated: true)
        for _ in 0..<15 {
            _ = try h.refresh(times: 2)
            #expect(try h.screenshot() == h.window.snapshot())
        }
        let popped = try h.screenshot()
        for x in [2, 100, 197] { #expect(popped.pixel(x: x, y: 50).red == 1 && popped.pixel(x: x, y: 50).blue == 0) }
        #expect(top.view.window == nil)
        #expect(h.display.error == nil)
    }
}
