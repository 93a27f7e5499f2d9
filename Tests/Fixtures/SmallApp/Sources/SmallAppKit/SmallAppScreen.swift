import Tactile

/// The app's one screen: a badge from the embedded pictures, a counter and a button adding to it.
@MainActor public final class SmallAppScreen {
    /// The badge's frame in the window.
    public static let badgeFrame = Rect(x: 24, y: 24, width: 48, height: 48)
    /// The button's frame in the window.
    public static let buttonFrame = Rect(x: 24, y: 96, width: 160, height: 48)

    /// The embedded badge picture.
    public let badge: ImageView
    /// Shows how often the button was tapped.
    public let counter: Label
    /// Adds one to the count.
    public let button: Button
    /// How often the button was tapped.
    public private(set) var taps = 0

    /// Fills `window` with the screen.
    public init(window: Window) {
        Image.register(assets: embeddedAssets)
        window.backgroundColor = .white
        badge = ImageView(image: Image(named: "badge"))
        badge.frame = Self.badgeFrame
        counter = Label(frame: Rect(x: 96, y: 36, width: 200, height: 24), text: "No taps yet")
        button = Button(frame: Self.buttonFrame, title: "Tap me")
        button.backgroundColor = Color(red: 0.2, green: 0.45, blue: 0.9)
        button.addAction { [weak self] _ in self?.tapped() }
        window.addSubview(badge)
        window.addSubview(counter)
        window.addSubview(button)
    }

    private func tapped() {
        taps += 1
        counter.text = taps == 1 ? "1 tap" : "\(taps) taps"
    }
}
