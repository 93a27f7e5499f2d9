import TactileCore

/// Shows the in-app keyboard (`KeyboardView`) at the bottom of a window while a text field is
/// first responder: it slides up when the field becomes first responder and down when it resigns,
/// over 0.25 s of the window's clock. It follows the window's width and a resize (taking the height
/// for the new size). Each window has at most one, kept as its topmost subview.
///
/// Keyboard avoidance: while it shows, each `ScrollView` around the field makes room for it below
/// its content and scrolls the field into view above it, animated with the slide; it gives the room
/// back when the keyboard hides (`ScrollView.adjustsForKeyboard`).
@MainActor public enum OnScreenKeyboard {
    /// How long the keyboard takes to slide in or out.
    public static let slideDuration = 0.25

    /// The keyboard shown in `window`, if any (also while it slides out).
    public static func keyboard(in window: Window) -> KeyboardView? {
        window.subviews.last { $0 is KeyboardView } as? KeyboardView
    }

    /// Whether the keyboard is up (or sliding up) in `window`.
    public static func isShown(in window: Window) -> Bool {
        guard let keyboard = Self.keyboard(in: window) else { return false }
        return keyboard.frame.minY < window.bounds.height
    }

    /// The languages whose layouts the keyboards of `window` offer, first one shown, the globe
    /// key cycling through them (`KeyboardView.availableLayouts`): give it the app's languages.
    /// Default `["en"]`. Applies to the keyboard shown now and every one shown later in the window.
    public static func setLayouts(_ languages: [String], in window: Window) {
        window.services[KeyboardLayoutsKey.self] = languages
        keyboard(in: window)?.availableLayouts = languages
    }

    /// The languages given to `setLayouts(_:in:)` for `window`; when none were, the window's
    /// localization decides: its current language first, then the other languages the app has
    /// catalogues for, each only if a keyboard layout exists for it (`["en"]` when none does).
    public static func layouts(in window: Window) -> [String] {
        window.services[KeyboardLayoutsKey.self] ?? localizedLayouts(in: window)
    }

    /// The keyboard languages that follow `window.localization` (see `layouts(in:)`).
    static func localizedLayouts(in window: Window) -> [String] {
        let localization = window.localization
        var codes: [String] = []
        for tag in [localization.language] + localization.registeredLanguages {
            if let code = KeyboardLayout.supportedLanguage(for: tag), !codes.contains(code) { codes.append(code) }
        }
        return codes.isEmpty ? ["en"] : codes
    }

    /// Whether the app chose `window`'s keyboard languages with `setLayouts(_:in:)`.
    static func hasChosenLayouts(in window: Window) -> Bool {
        window.services[KeyboardLayoutsKey.self] != nil
    }

    /// Shows the keyboard for `field` in `window` (sliding in unless it is already there).
    public static func show(for field: TextField, in window: Window) {
        show(for: field, view: field, keyboardType: field.keyboardType, returnKeyType: field.returnKeyType, in: window)
    }

    /// Shows the keyboard typing into `input` (drawn by `view`, which scroll views around it
    /// reveal above the keyboard) with the given keys.
    package static func show(for input: any KeyInput, view field: View, keyboardType: KeyboardType,
                             returnKeyType: ReturnKeyType, in window: Window) {
        let size = window.bounds.size
        let height = KeyboardView.height(for: size)
        let keyboard: KeyboardView
        if let existing = Self.keyboard(in: window) {
            keyboard = existing
            window.bringSubviewToFront(keyboard)
        } else {
            keyboard = KeyboardView(frame: Rect(x: 0, y: size.height, width: size.width, height: height))
            keyboard.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            keyboard.availableLayouts = layouts(in: window)
            window.addSubview(keyboard)
        }
        keyboard.target = input
        keyboard.keyboardType = keyboardType
        keyboard.returnKeyType = returnKeyType
        keyboard.shift = .off
        keyboard.followsWindow = true
        let shown = Rect(x: 0, y: size.height - height, width: size.width, height: height)
        window.coveredInsets = EdgeInsets(top: 0, left: 0, bottom: height, right: 0)
        View.animate(withDuration: slideDuration, options: [.curveEaseOut, .beginFromCurrentState, .allowUserInteraction]) {
            if keyboard.frame != shown { place(keyboard, at: shown) }
            keyboard.avoidance.keyboardCovers(from: shown.minY, revealing: field)
        }
    }

    /// Slides the keyboard out of `window` and removes it.
    public static func hide(in window: Window) {
        guard let keyboard = Self.keyboard(in: window) else { return }
        keyboard.target = nil
        let size = window.bounds.size
        window.coveredInsets = .zero
        View.animate(withDuration: slideDuration, options: [.curveEaseIn, .beginFromCurrentState]) {
            place(keyboard, at: Rect(x: 0, y: size.height, width: size.width, height: keyboard.frame.height))
        } completion: { _ in
            // Shown again meanwhile: it has a new target.
            if keyboard.target == nil { keyboard.removeFromSuperview() }
        }
        // The same slide for the scroll views, which keep taking touches while they move.
        View.animate(withDuration: slideDuration, options: [.curveEaseIn, .beginFromCurrentState, .allowUserInteraction]) {
            keyboard.avoidance.keyboardUncovered()
        }
    }

    /// Moves the keyboard itself (not a resize of the window it follows).
    private static func place(_ keyboard: KeyboardView, at frame: Rect) {
        keyboard.isBeingPlaced = true
        keyboard.frame = frame
        keyboard.isBeingPlaced = false
    }

    /// The window was resized under the shown keyboard (autoresizing moved it): it takes its height
    /// for the new size at the bottom, and once the window's layout pass has placed everything,
    /// the scroll views around the field make room again (`KeyboardView.layoutSubviews`).
    static func windowResized(under keyboard: KeyboardView) {
        guard keyboard.followsWindow, !keyboard.isBeingPlaced, keyboard.target != nil,
              let window = keyboard.superview as? Window else { return }
        let size = window.bounds.size
        let height = KeyboardView.height(for: size)
        let frame = Rect(x: 0, y: size.height - height, width: size.width, height: height)
        if keyboard.frame != frame { place(keyboard, at: frame) }
        window.coveredInsets = EdgeInsets(top: 0, left: 0, bottom: height, right: 0)
        keyboard.needsAvoidance = true
        keyboard.setNeedsLayout()
    }

    /// The deferred half of `windowResized(under:)`, from the keyboard's layout.
    static func avoidAfterLayout(_ keyboard: KeyboardView) {
        guard keyboard.needsAvoidance else { return }
        keyboard.needsAvoidance = false
        guard let field = keyboard.target as? View, keyboard.superview is Window else { return }
        keyboard.avoidance.keyboardCovers(from: keyboard.frame.minY, revealing: field)
    }
}

/// The `Window.services` key under which `OnScreenKeyboard.setLayouts(_:in:)` keeps a window's
/// keyboard languages.
enum KeyboardLayoutsKey: WindowServiceKey {
    typealias Service = [String]
}
