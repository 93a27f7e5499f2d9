import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Sliders, paging scroll views and the navigation bar in a right-to-left layout.
@MainActor @Suite struct RightToLeftControlTests {
    /// A 228-pt slider at (50, 100) in a right-to-left window: the thumb travels x = 64...264, the
    /// minimum at the right.
    private func rtlSlider(_ s: ControlScene) -> Slider {
        s.window.layoutDirection = .rightToLeft
        s.window.backgroundColor = .white
        let slider = Slider(frame: R(50, 100, 228, 40))
        s.window.addSubview(slider)
        return slider
    }

    @Test func aRightToLeftSliderFillsFromTheRight() throws {
        let s = ControlScene()
        let slider = rtlSlider(s)
        slider.value = 0.25
        #expect(slider.thumbCenter.x == 214 - 50)             // 264 − 0.25 × 200, in the slider
        let shot = s.window.snapshot()
        let isFill: (Color) -> Bool = { $0.blue > 0.7 && $0.red < 0.3 }
        let y = 120
        // The filled (tint) track runs from the right end of the travel to the thumb, not further.
        #expect(isFill(shot.pixel(x: 250, y: y)) && isFill(shot.pixel(x: 235, y: y)))
        #expect(!isFill(shot.pixel(x: 100, y: y)) && !isFill(shot.pixel(x: 180, y: y)))
        // The same slider left to right is its mirror image.
        s.window.layoutDirection = .leftToRight
        let ltr = s.window.snapshot()
        // (mirrored about the slider's middle: x ↦ 328 − x)
        #expect(isFill(ltr.pixel(x: 328 - 250, y: y)) && isFill(ltr.pixel(x: 328 - 235, y: y)))
        #expect(!isFill(ltr.pixel(x: 328 - 100, y: y)) && !isFill(ltr.pixel(x: 328 - 180, y: y)))
    }

    @Test func draggingLeftIncreasesTheValueInRightToLeft() {
        let s = ControlScene()
        let slider = rtlSlider(s)
        s.window.layoutIfNeeded()
        s.down(1, 264, 120)                                   // the thumb, at the value 0
        s.move(1, 264, 120)
        s.move(1, 164, 120)                                    // 100 pt to the left
        #expect(abs(slider.value - 0.5) < 1e-9)
        s.move(1, 0, 120)
        #expect(slider.value == 1)
        s.up(1)
    }

    @Test func aRightToLeftPagerStartsAtTheRightAndPagesLeftwards() {
        let s = ControlScene(width: 400, height: 300)
        s.window.layoutDirection = .rightToLeft
        let scroll = ScrollView(frame: R(0, 0, 300, 200))
        scroll.contentSize = Size(width: 900, height: 200)
        scroll.isPagingEnabled = true
        s.window.addSubview(scroll)
        s.window.prepareForFrame()
        #expect(scroll.contentOffset.x == 600 && scroll.currentPage == 0)
        #expect(scroll.pageFrame(at: 0) == R(600, 0, 300, 200) && scroll.pageFrame(at: 2) == R(0, 0, 300, 200))
        // A flick to the right shows the next page, which lies to the left.
        s.drag(1, from: P(100, 100), to: P(250, 100), steps: 6, over: 60)
        s.wait(800)
        #expect(scroll.contentOffset.x == 300 && scroll.currentPage == 1)
        // The direction flips live: the same page stays shown, now counted from the left.
        s.window.layoutDirection = .leftToRight
        s.window.prepareForFrame()
        #expect(scroll.contentOffset.x == 300 && scroll.currentPage == 1)
        scroll.scrollToPage(0, animated: false)
        #expect(scroll.contentOffset.x == 0)
        s.window.layoutDirection = .rightToLeft
        s.window.prepareForFrame()
        #expect(scroll.contentOffset.x == 600 && scroll.currentPage == 0)
    }

    @Test func theNavigationBarPutsBackOnTheRightAndItemsOnTheLeft() {
        let window = Window(frame: R(0, 0, 400, 300), clock: ManualClock())
        NavigationBar.install(in: window)
        window.layoutDirection = .rightToLeft
        let root = ViewController()
        root.title = "Home"
        let nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        let detail = ViewController()
        detail.title = "Detail"
        detail.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Edit") {}]
        nav.pushViewController(detail, animated: false)
        window.prepareForFrame()
        let bar = nav.view.subviews.compactMap { $0 as? NavigationBar }.first
        #expect(bar != nil)
        guard let bar else { return }
        #expect(bar.backButton.frame.maxX == 400 - NavigationBar.spacing)
        #expect(bar.itemButtons.count == 1 && bar.itemButtons[0].frame.minX == NavigationBar.spacing)
        #expect(bar.backChevron.pointsRight)
        #expect(bar.backChevron.frame.minX > bar.backButton.bounds.width / 2)   // at the button's right end
        window.layoutDirection = .leftToRight
        window.prepareForFrame()
        #expect(bar.backButton.frame.minX == NavigationBar.spacing && !bar.backChevron.pointsRight)
        #expect(bar.itemButtons[0].frame.maxX == 400 - NavigationBar.spacing)
    }
}
