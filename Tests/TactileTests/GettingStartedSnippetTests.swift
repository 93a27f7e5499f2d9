import Tactile
import TactileTesting
import TactileHeadless
import Testing

/// The multi-screen app of the "Getting started" article, built and driven without a compositor:
/// its button pushes the second screen, whose bar button pops back to the first.
@MainActor private final class HomeScreen: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .white
        let open = Button(frame: Rect(x: 40, y: 40, width: 240, height: 64), title: "Opening hours")
        open.addAction({ [weak self] _ in
            self?.navigationController?.pushViewController(HoursScreen(), animated: true)
        }, for: .touchUpInside)
        view.addSubview(open)
    }
}

@MainActor private final class HoursScreen: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Opening hours"
        view.backgroundColor = .white
        let hours = Label(frame: Rect(x: 40, y: 40, width: 400, height: 80))
        hours.text = "Monday to Friday 9–18\nSaturday 10–16"
        hours.numberOfLines = 2
        view.addSubview(hours)
        navigationItem.rightBarButtonItems = [BarButtonItem(title: "Home", style: .done) { [weak self] in
            _ = self?.navigationController?.popToRootViewController(animated: true)
        }]
    }
}

@MainActor @Suite struct GettingStartedSnippetTests {
    @Test func theButtonPushesTheSecondScreenAndTheBarButtonPopsBack() throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
        let navigation = NavigationController(rootViewController: HomeScreen())
        window.rootViewController = navigation
        window.prepareForFrame()
        let driver = TouchDriver(window: window, clock: clock)
        let button = try #require(navigation.topViewController?.view.subviews.first { $0 is Button })
        driver.tap(at: button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: window))
        _ = driver.settleAnimations(timeout: .seconds(2))
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "Opening hours")
        navigation.topViewController?.navigationItem.rightBarButtonItems.first?.action()
        _ = driver.settleAnimations(timeout: .seconds(2))
        #expect(navigation.viewControllers.count == 1)
    }
}
