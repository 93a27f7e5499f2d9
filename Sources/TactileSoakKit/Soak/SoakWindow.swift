import TactileCore
import TactileTesting

/// The window a soak run drives: a map-pins-like screen. A full-window "map" view pans, pinches,
/// double-taps and long-presses; a few "pins" on it have touch priority and count taps; a
/// scroll-view-like "sheet" at the bottom pans with `delaysTouchesBegan`, so its touches are held
/// back before delivery. Recognizer actions only bump counters, so nothing accumulates.
@MainActor public final class SoakWindow {
    /// The window size.
    public static let size = Size(width: 800, height: 600)
    /// The pins' frames, in window coordinates.
    public static let pinFrames: [Rect] = [
        Rect(x: 120, y: 100, width: 40, height: 40),
        Rect(x: 400, y: 220, width: 40, height: 40),
        Rect(x: 620, y: 80, width: 40, height: 40),
    ]
    /// The sheet's frame (the delayed-touch area), in window coordinates.
    public static let sheetFrame = Rect(x: 0, y: 450, width: 800, height: 150)

    /// The window.
    public let window: Window
    /// Its clock (time only moves when the stream advances it).
    public let clock: ManualClock
    /// The driver feeding `window.input`.
    public let driver: TouchDriver
    /// How many recognizer actions fired (proof the recognizers are really exercised).
    public private(set) var actions = 0
    /// How many touches the pins received (proof touch priority is exercised).
    public var pinTouches: Int { pins.reduce(0) { $0 + $1.began } }

    private var pins: [SoakPinView] = []

    /// Builds the window on a fresh `ManualClock`.
    public init() {
        clock = ManualClock()
        window = Window(frame: Rect(origin: .zero, size: Self.size), clock: clock)
        window.isMultipleTouchEnabled = true
        driver = TouchDriver(window: window, clock: clock)

        let map = View(frame: Rect(origin: .zero, size: Self.size))
        map.isMultipleTouchEnabled = true
        window.addSubview(map)
        let pan = PanGestureRecognizer()
        pan.maximumNumberOfTouches = 2
        let pinch = PinchGestureRecognizer()
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let press = LongPressGestureRecognizer()
        press.minimumPressDuration = .milliseconds(500)
        for g in [pan, pinch, doubleTap, press] as [GestureRecognizer] {
            map.addGestureRecognizer(g)
            g.addAction { [weak self] _ in self?.actions += 1 }
        }
        pan.delegate = delegate
        pinch.delegate = delegate

        for frame in Self.pinFrames {
            let pin = SoakPinView(frame: frame)
            map.addSubview(pin)
            window.addViewForTouchPriority(pin)
            pins.append(pin)
        }

        let sheet = View(frame: Self.sheetFrame)
        window.addSubview(sheet)
        let scroll = PanGestureRecognizer()
        scroll.delaysTouchesBegan = true
        sheet.addGestureRecognizer(scroll)
        scroll.addAction { [weak self] _ in self?.actions += 1 }
    }

    /// Recognizers hold delegates weakly; the soak window keeps it alive.
    private let delegate = SoakSimultaneousDelegate()
}

/// A pin: counts the touches it receives.
@MainActor final class SoakPinView: View {
    private(set) var began = 0

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        began += touches.count
    }
}

/// Lets the map pan and pinch at once, as a map does.
@MainActor final class SoakSimultaneousDelegate: GestureRecognizerDelegate {
    func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        true
    }
}
