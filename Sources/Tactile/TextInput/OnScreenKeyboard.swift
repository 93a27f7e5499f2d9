import TactileCore

/// Shows the in-app keyboard (`KeyboardView`) at the bottom of a window while a text field is
/// first responder: it slides up when the field becomes first responder and down when it resigns,
/// over 0.25 s of the window's clock. It follows the window's width and a resize. Each window has
/// at most one, kept as its topmost subview.
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

    /// Shows the keyboard for `field` in `window` (sliding in unless it is already there).
    public static func show(for field: TextField, in window: Window) {
        let size = window.bounds.size
        let height = KeyboardView.height(for: size)
        let keyboard: KeyboardView
        if let existing = Self.keyboard(in: window) {
            keyboard = existing
            window.bringSubviewToFront(keyboard)
        } else {
            keyboard = KeyboardView(frame: Rect(x: 0, y: size.height, width: size.width, height: height))
            keyboard.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            window.addSubview(keyboard)
        }
        keyboard.target = field
        keyboard.keyboardType = field.keyboardType
        keyboard.returnKeyType = field.returnKeyType
        keyboard.shift = .off
        let shown = Rect(x: 0, y: size.height - height, width: size.width, height: height)
        guard keyboard.frame != shown else { return }
        View.animate(withDuration: slideDuration, options: [.curveEaseOut, .beginFromCurrentState, .allowUserInteraction]) {
            keyboard.frame = shown
        }
    }

    /// Slides the keyboard out of `window` and removes it.
    public static func hide(in window: Window) {
        guard let keyboard = Self.keyboard(in: window) else { return }
        keyboard.target = nil
        let size = window.bounds.size
        View.animate(withDuration: slideDuration, options: [.curveEaseIn, .beginFromCurrentState]) {
            keyboard.frame = Rect(x: 0, y: size.height, width: size.width, height: keyboard.frame.height)
        } completion: { _ in
            // Shown again meanwhile: it has a new target.
            if keyboard.target == nil { keyboard.removeFromSuperview() }
        }
    }
}
