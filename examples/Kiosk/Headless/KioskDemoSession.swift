import KioskKit
import Tactile
import TactileHeadless
import TactileTesting

/// kiosk-demo on an in-process `HeadlessCompositor` through real Wayland, on a `ManualClock`: the
/// public `HeadlessHarness` with the app's scene in its window. The tour and the tests drive the
/// app through it.
@MainActor public final class KioskDemoSession: HeadlessHarness {
    /// The app's screens.
    public let scene: KioskScene
    /// The app's trace.
    public var trace: KioskTrace { scene.trace }
    /// What the screen reader was asked to say.
    public let speech = RecordingSpeechOutput()

    /// Starts the app in a `size` window; `idle` seconds without input start the attract loop (nil:
    /// never). The window has a localization and an accessibility of its own (so that sessions
    /// running side by side do not switch each other's language or share a focus), starting in
    /// `language` (nil: English), with speech mode on when `speechMode`.
    public init(size: Size = Size(width: 1280, height: 800), idle: Double? = nil, trace: KioskTrace = KioskTrace(),
                language: String? = nil, speechMode: Bool = false) throws {
        let clock = ManualClock()
        let window = KioskWindow(frame: Rect(x: 0, y: 0, width: size.width, height: size.height), clock: clock)
        let localization = Localization()
        if let language { localization.preferredLanguages = [language] }
        window.localization = localization
        let accessibility = Accessibility(speechOutput: speech)
        accessibility.isSpeechModeEnabled = speechMode
        window.accessibility = accessibility
        scene = KioskScene(window: window, trace: trace)
        // The platform reads the idle settings once, when it starts; they are cleared right after, so
        // that no other window (another test's) picks them up.
        let application = Application.shared
        if let idle {
            application.idleTimeout = .milliseconds(Int64((idle * 1000).rounded()))
            application.onIdle = { [weak scene] in scene?.becameIdle() }
        }
        defer {
            application.idleTimeout = nil
            application.onIdle = nil
        }
        try super.init(window: window, clock: clock, options: RunOptions(title: "Kiosk", appID: "org.tactile.kiosk-demo"))
    }

    /// Maps the window and reports `ready` once its first frame is committed.
    @discardableResult
    public func start() throws -> HeadlessToplevel {
        let toplevel = try mapWindow()
        trace.emit(.ready(width: Int(window.bounds.width), height: Int(window.bounds.height)))
        return toplevel
    }

    /// Lets a screen transition (about 0.35 s) run to its end, frame by frame.
    public func finishTransition() throws {
        for _ in 0..<12 {
            try advance(by: .milliseconds(40))
        }
        try settle()
    }

    /// The compositor resizes the window to `width`×`height` (a rotation or another output), and
    /// the app redraws.
    public func resize(width: Int32, height: Int32) throws {
        guard let toplevel else { throw HeadlessHarnessError.notMapped }
        compositor.sendConfigure(to: toplevel, width: width, height: height, states: [.activated])
        try settle()
    }

    /// Taps the language button of the screen on top, through the compositor.
    public func tapLanguageButton(id: Int32 = 5) throws {
        let button: Button? = (scene.navigation.topViewController as? DetailViewController)?.languageButton
            ?? (scene.navigation.topViewController === scene.home ? scene.home.languageButton : nil)
        guard let button else { return }
        try tap(id, at: button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: window))
    }

    /// Taps tile `index` in the middle of its picture.
    public func tapTile(_ index: Int, id: Int32 = 1) throws {
        guard let frame = scene.tileFrame(index) else { return }
        try tap(id, at: Point(x: frame.midX, y: frame.minY + frame.height * 0.4))
    }

    /// Taps the search field (the keyboard slides in) and types `text` on the on-screen keyboard,
    /// a tap per character through the compositor.
    public func search(_ text: String, id: Int32 = 20) throws {
        let field = scene.home.searchField
        try tap(id, at: field.convert(Point(x: field.bounds.midX, y: field.bounds.midY), to: window))
        try finishTransition()
        guard let keyboard = OnScreenKeyboard.keyboard(in: window) else { return }
        for character in text {
            guard let key = keyboard.keyFrames.first(where: { $0.key.label == String(character) }) else { continue }
            try tap(id, at: keyboard.convert(Point(x: key.frame.midX, y: key.frame.midY), to: window))
        }
        try settle()
    }

    /// Swipes the carousel one page towards its end (or its start when `forward` is false).
    public func swipeCarousel(forward: Bool = true, id: Int32 = 2) throws {
        let carousel = scene.home.carousel
        let frame = carousel.convert(carousel.bounds, to: window)
        let y = frame.midY
        let a = Point(x: frame.minX + frame.width * (forward ? 0.8 : 0.2), y: y)
        let b = Point(x: frame.minX + frame.width * (forward ? 0.2 : 0.8), y: y)
        try swipe(id, from: a, to: b)
    }

    /// Swipes from the window's left edge to its middle: the navigation controller's back gesture.
    public func swipeBack(id: Int32 = 3) throws {
        let y = window.bounds.height / 2
        try swipe(id, from: Point(x: 2, y: y), to: Point(x: window.bounds.width * 0.7, y: y))
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
