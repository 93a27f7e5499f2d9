import OrderKit
import Tactile
import TactileHeadless
import TactileTesting

/// order-kiosk on an in-process `HeadlessCompositor` through real Wayland, on a `ManualClock`: the
/// public `HeadlessHarness` with the app's scene in its window. Tests drive the app through it, by
/// touch, as a customer would.
@MainActor public final class OrderSession: HeadlessHarness {
    /// The app's screens.
    public let scene: OrderScene
    /// The app's trace.
    public var trace: OrderTrace { scene.trace }
    /// What the speech output was asked to say.
    public let speech = RecordingSpeechOutput()

    /// Starts the app in a `size` window with `settings`. The window has a localization and an
    /// accessibility of its own (sessions side by side share nothing), starting in `language`
    /// (nil: English) with speech mode on when `speechMode`.
    public init(size: Size = Size(width: 800, height: 480), settings: OrderSettings = OrderSettings(),
                language: String? = nil, speechMode: Bool = false, trace: OrderTrace = OrderTrace()) throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), clock: clock)
        let localization = Localization()
        OrderStrings.register(in: localization)
        if let language { localization.preferredLanguages = [language] }
        window.localization = localization
        window.accessibility = Accessibility(speechOutput: TracingSpeechOutput(inner: speech, trace: trace))
        scene = OrderScene(window: window, trace: trace, settings: settings)
        if speechMode { scene.turnOnSpeechMode() }
        try super.init(window: window, clock: clock, options: RunOptions(title: "Order", appID: "org.tactile.order-kiosk"))
    }

    /// Maps the window and reports `ready` once its first frame is committed.
    @discardableResult
    public func start() throws -> HeadlessToplevel {
        let toplevel = try mapWindow()
        trace.emit(.ready(width: Int(window.bounds.width), height: Int(window.bounds.height)))
        return toplevel
    }

    /// Lets a screen transition or an alert (about 0.35 s) run to its end, frame by frame.
    public func finishTransition() throws {
        for _ in 0..<12 {
            try advance(by: .milliseconds(40))
        }
        try settle()
    }

    /// The middle of `view` in window coordinates.
    public func center(of view: View) -> Point {
        view.convert(Point(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    /// Taps the middle of `view` and lets what it starts finish.
    public func tap(_ view: View, id: Int32 = 1) throws {
        try tap(id, at: center(of: view))
        try finishTransition()
    }

    /// Taps segment `index` of `control` (segments lie out from the leading edge).
    public func tapSegment(_ index: Int, of control: SegmentedControl, id: Int32 = 2) throws {
        let count = Double(max(1, control.numberOfSegments))
        let width = control.bounds.width / count
        let leading = (Double(index) + 0.5) * width
        let x = control.isRightToLeft ? control.bounds.width - leading : leading
        try tap(id, at: control.convert(Point(x: x, y: control.bounds.midY), to: window))
        try finishTransition()
    }

    /// Taps the + (trailing) half of `stepper`.
    public func tapPlus(of stepper: Stepper, id: Int32 = 3) throws {
        let x = stepper.isRightToLeft ? stepper.bounds.width * 0.25 : stepper.bounds.width * 0.75
        try tap(id, at: stepper.convert(Point(x: x, y: stepper.bounds.midY), to: window))
        try settle()
    }

    /// Taps the action titled `title` of the alert or action sheet on screen (its title label:
    /// the card takes the touch and finds the action under it).
    public func tapAlertButton(_ title: String, id: Int32 = 4) throws {
        let presented = scene.navigation.presentedViewController ?? scene.navigation.topViewController?.presentedViewController
        guard let card = presented?.view,
              let label = Self.labels(in: card).first(where: { $0.text == title }) else {
            throw OrderSessionError.noSuchButton(title)
        }
        try tap(label, id: id)
    }

    /// Every label under `view`, depth first.
    static func labels(in view: View) -> [Label] {
        var found: [Label] = []
        var stack: [View] = [view]
        while let next = stack.popLast() {
            if let label = next as? Label { found.append(label) }
            stack.append(contentsOf: next.subviews)
        }
        return found
    }

    /// Every label text under `view`.
    public func texts(in view: View? = nil) -> [String] {
        Self.labels(in: view ?? window).map(\.text)
    }

    /// A finger moves from `a` to `b` in eight steps 16 ms apart, lifts, and the motion it starts
    /// runs to its end.
    public func swipe(_ id: Int32, from a: Point, to b: Point) throws {
        try down([(id, a)])
        for i in 1...8 {
            try advance(by: .milliseconds(16))
            let f = Double(i) / 8
            try move([(id, Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))])
        }
        try up([id])
        try finishTransition()
    }
}

/// What an `OrderSession` step could not do.
public enum OrderSessionError: Error, CustomStringConvertible {
    /// No button with this title is on screen.
    case noSuchButton(String)
    /// The screen on top is not the one the step needs.
    case wrongScreen(expected: String, actual: String)
    /// No menu item or cart row at this place.
    case noSuchItem(String)

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case let .noSuchButton(title): "no button titled \(title) on screen"
        case let .wrongScreen(expected, actual): "expected the \(expected) screen, the \(actual) screen is shown"
        case let .noSuchItem(what): "no \(what) on screen"
        }
    }
}
