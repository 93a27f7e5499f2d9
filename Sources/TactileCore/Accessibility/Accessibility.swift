/// The built-in screen reader and keypad navigation (`Application.shared.accessibility`).
///
/// Speech mode is explore by touch: while it is on, every touch of the windows it serves goes to
/// its gestures, not to the app's recognizers (one finger focuses and speaks, a double tap
/// activates, swipes move; see docs/ACCESSIBILITY.md). Keypad navigation moves and activates the
/// same focus with arrows, Tab, Enter and Escape. Both draw a high-contrast ring around the focus.
///
/// A window may use an instance of its own (`Window.accessibility`), which is how tests keep from
/// sharing the process-wide one.
@MainActor public final class Accessibility {
    /// The built-in screen reader (explore by touch). Default: the environment variable
    /// `TACTILE_SPEECH_MODE=1`. Switching it on cancels the touches in progress.
    public var isSpeechModeEnabled: Bool = false {
        didSet {
            guard isSpeechModeEnabled != oldValue else { return }
            for window in servedWindows { updateCapture(of: window) }
            if !isSpeechModeEnabled { speechOutput.stop() }
            if !isActive { focus(nil, speak: false) }
        }
    }

    /// Whether arrows, Tab, Enter, space and Escape (and a kiosk keypad's keys) move and activate
    /// the accessibility focus. Default: `TACTILE_KEYPAD_NAVIGATION=1`.
    public var isKeypadNavigationEnabled: Bool = false {
        didSet { if !isActive { focus(nil, speak: false) } }
    }

    /// The element with the accessibility focus (ringed on screen), if any.
    public private(set) weak var focusedElement: View?

    /// Where speech goes. Default: silent until the platform installs speech-dispatcher
    /// (`TactileSpeech`); tests install a `RecordingSpeechOutput`.
    public var speechOutput: any SpeechOutput {
        didSet {
            oldValue.stop()
            applyRate()
        }
    }

    /// The speaking rate relative to the voice's normal one, 0.5 ... 2 (clamped). Default 1.
    public var speakingRate: Double = 1 {
        didSet {
            let clamped = speakingRate.isFinite ? min(max(speakingRate, 0.5), 2) : 1
            if clamped != speakingRate { speakingRate = clamped; return }
            applyRate()
        }
    }

    /// Whether `speechOutput` is still the placeholder nobody chose (the platform then installs its own).
    package private(set) var hasDefaultOutput: Bool

    /// Told of focus moves and notifications (the AT-SPI bridge); nil costs nothing.
    package weak var observer: (any AccessibilityObserver)?

    /// The element the ring was last put around (repainted when the focus moves on).
    weak var ringElement: View?
    /// The custom action of the focused element that swipes picked (nil: plain activation).
    var pickedAction: Int?

    /// An instance that speaks through `speechOutput`, both modes off (tests; a window's own).
    public init(speechOutput: any SpeechOutput) {
        self.speechOutput = speechOutput
        hasDefaultOutput = false
    }

    /// The process-wide instance: modes from the environment, silent output until the platform's.
    init(environment: Bool) {
        speechOutput = SilentSpeechOutput()
        hasDefaultOutput = true
        isSpeechModeEnabled = TactileLog.environmentFlag("TACTILE_SPEECH_MODE")
        isKeypadNavigationEnabled = TactileLog.environmentFlag("TACTILE_KEYPAD_NAVIGATION")
    }

    /// Installs the platform's output when nobody chose one (called by the platform at start).
    package func installDefaultOutput(_ make: () -> any SpeechOutput) {
        guard hasDefaultOutput else { return }
        speechOutput = make()
        hasDefaultOutput = false
    }

    /// Whether either mode is on (the focus and its ring exist only then).
    public var isActive: Bool { isSpeechModeEnabled || isKeypadNavigationEnabled }

    /// The live windows this instance serves.
    var servedWindows: [Window] { Application.shared.windows.filter { $0.accessibility === self } }

    /// Routes `window`'s touches to the speech gestures while speech mode is on.
    func updateCapture(of window: Window) {
        let wanted = isSpeechModeEnabled && window.accessibility === self
        window.input.setAccessibilityCapture(wanted ? SpeechGestureInterpreter(window: window) : nil,
                                             timestamp: window.clock.now)
    }

    private func applyRate() {
        (speechOutput as? any SpeakingRateAdjustable)?.setSpeakingRate(speakingRate)
    }

    // MARK: Focus and speech

    /// Moves the focus to `element` (nil clears it): scrolls it into view, moves the ring, and
    /// speaks it (interrupting) when `speak` and speech mode is on.
    public func focus(_ element: View?, speak: Bool = true) {
        if element !== focusedElement { pickedAction = nil }
        focusedElement = element
        observer?.accessibilityFocusMoved(to: element)
        if let element, let scroller = element.enclosingAccessibilityScroller {
            scroller.accessibilityScroll(toVisible: element.convert(element.bounds, to: scroller))
        }
        updateRing()
        if speak, let element { say(element.accessibilityUtterance, language: element.accessibilityLanguage, interrupt: true) }
    }

    /// Speaks `text` when speech mode is on.
    func say(_ text: String, language: String? = nil, interrupt: Bool) {
        guard isSpeechModeEnabled, !text.isEmpty else { return }
        speechOutput.speak(text, language: language, interrupt: interrupt)
    }

    /// Repaints the ring where it was and where it goes: the old and new elements' areas (the ring
    /// lies inside its element's frame), as damage of the surface each draws into.
    func updateRing() {
        if let old = ringElement, old !== focusedElement || !isActive { old.setNeedsDisplay() }
        ringElement = isActive ? focusedElement : nil
        ringElement?.setNeedsDisplay()
    }
}
