@testable import TactileCore
import TactileTesting
import Testing

/// A controller whose `viewDidLoad` lays out a panel as fractions of the view (the middle half),
/// following the view with flexible margins and width.
@MainActor private final class PanelController: ViewController {
    let panel = View(frame: .zero)
    var sizeAtLoad: Size?
    override func viewDidLoad() {
        let b = view.bounds
        sizeAtLoad = b.size
        panel.frame = Rect(x: b.width / 4, y: 0, width: b.width / 2, height: 10)
        panel.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        view.addSubview(panel)
    }
}

/// The default view's size (`loadView`), and what a full-screen presentation does to the screen under it.
@MainActor @Suite struct ViewControllerSizingTests {
    @Test func aRootControllersDefaultViewLoadsAtTheWindowsSize() {
        let window = Window(frame: R(0, 0, 400, 300), clock: ManualClock())
        let vc = PanelController()
        window.rootViewController = vc
        #expect(vc.sizeAtLoad == Size(width: 400, height: 300))
        #expect(vc.panel.frame == R(100, 0, 200, 10))        // not regrown from a 0×0 view
    }

    @Test func pushedAndPresentedControllersLoadAtTheirContainersSize() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 400, 300), clock: clock)
        let nav = NavigationController(rootViewController: PanelController())
        window.rootViewController = nav
        #expect((nav.topViewController as? PanelController)?.sizeAtLoad == Size(width: 400, height: 300))
        let pushed = PanelController()
        nav.pushViewController(pushed, animated: false)
        #expect(pushed.sizeAtLoad == Size(width: 400, height: 300))
        #expect(pushed.panel.frame == R(100, 0, 200, 10))
        let modal = PanelController()
        nav.present(modal, animated: false)
        #expect(modal.sizeAtLoad == Size(width: 400, height: 300))
        #expect(modal.panel.frame == R(100, 0, 200, 10))
    }

    @Test func aFullScreenPresentationTakesTheScreenUnderneathOutUntilItsDismissal() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 300, 200), clock: clock)
        let root = ViewController()
        window.rootViewController = root
        let modal = ViewController()
        root.present(modal, animated: true)
        #expect(root.view.window === window)                // still shown while the modal slides up
        clock.advance(by: .milliseconds(400))
        #expect(root.view.superview == nil)                  // covered: out of the window
        #expect(window.subviews.count == 1 && window.subviews[0] === modal.view)
        window.frame = R(0, 0, 500, 250)                     // a rotation while presented
        modal.dismiss(animated: true)
        #expect(window.subviews.count == 2)                  // back at once, below the leaving modal
        #expect(window.subviews[0] === root.view && window.subviews[1] === modal.view)
        #expect(root.view.frame == window.bounds)
        clock.advance(by: .milliseconds(400))
        #expect(window.subviews.count == 1 && window.subviews[0] === root.view)
        #expect(root.next === window)
    }

    @Test func presentingFromAScreenInsideANavigationControllerCoversTheWholeStack() {
        let window = Window(frame: R(0, 0, 300, 200), clock: ManualClock())
        let top = ViewController()
        let nav = NavigationController(rootViewController: top)
        window.rootViewController = nav
        let modal = ViewController()
        top.present(modal, animated: false)
        #expect(nav.view.superview == nil)
        #expect(top.view.superview === nav.view)             // the stack itself is untouched
        modal.dismiss(animated: false)
        #expect(nav.view.superview === window)
        #expect(modal.view.window == nil)
    }
}
