@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// A screen filled with one colour (no green), for telling screens apart in screenshots.
@MainActor func colouredScreen(red: Double, blue: Double) -> ViewController {
    let vc = ViewController()
    vc.view.backgroundColor = Color(red: red, green: 0, blue: blue)
    return vc
}

/// A 200×100 window on its own compositor (frames paced by the test), showing a navigation stack
/// with a red root, mapped and drawn; without `wp_viewporter` when `viewporter` is false. The bar is
/// hidden, so that the screens fill the window.
@MainActor func shownRedNavigationStack(viewporter: Bool = true) throws -> (HeadlessCompositor, PlatformHarness, NavigationController) {
    let compositor = try HeadlessCompositor()
    if !viewporter { compositor.withdrawViewporter() }
    compositor.framePacing = .manual
    let h = try PlatformHarness(size: Size(width: 200, height: 100), compositor: compositor)
    let nav = NavigationController(rootViewController: colouredScreen(red: 1, blue: 0))
    nav.isNavigationBarHidden = true
    h.window.rootViewController = nav
    _ = try h.mapWindow()
    _ = try h.refresh(times: 2)
    return (compositor, h, nav)
}
