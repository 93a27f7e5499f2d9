import TactileCore

/// How an alert comes and goes: `present` adds its dimmed backdrop over the window (the presenter's
/// screen stays underneath) and hands the animation here.
extension AlertController: OverlayPresentation {
    /// How long the alert takes to appear or leave when animated.
    static let transitionDuration = 0.25

    package func presentationRefused(_ reason: String) {
        report("present refused: \(reason); not shown")
    }

    package func runPresentation(animated: Bool, done: @escaping @MainActor () -> Void) {
        prepareToAppear()
        takeKeys()
        let done: @MainActor () -> Void = { [weak self] in
            done()
            self?.takeAccessibilityFocus()
        }
        guard animated else { return done() }
        let backdrop = view!
        backdrop.alpha = 0
        switch preferredStyle {
        case .alert:
            card.transform = AffineTransform(scaleX: 1.15, y: 1.15)
            card.alpha = 0
        case .actionSheet:
            card.transform = AffineTransform(translationX: 0, y: max(0, backdrop.bounds.maxY - card.frame.minY))
        }
        View.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseOut], animations: {
            backdrop.alpha = 1
            self.card.alpha = 1
            self.card.transform = .identity
        }, completion: { _ in done() })
    }

    package func runDismissal(animated: Bool, done: @escaping @MainActor () -> Void) {
        markDismissing()
        giveKeysBack()
        card.isUserInteractionEnabled = false
        let window = view.window
        let finish: @MainActor () -> Void = { [card, weak self] in
            card.isUserInteractionEnabled = true
            card.alpha = 1
            card.transform = .identity
            done()
            self?.giveAccessibilityFocusBack(in: window)
        }
        guard animated else { return finish() }
        let backdrop = view!
        let drop = preferredStyle == .actionSheet ? max(0, backdrop.bounds.maxY - card.frame.minY) : 0
        View.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseIn], animations: {
            backdrop.alpha = 0
            if drop > 0 {
                self.card.transform = AffineTransform(translationX: 0, y: drop)
            } else {
                self.card.alpha = 0
            }
        }, completion: { _ in
            backdrop.alpha = 1
            finish()
        })
    }
}

extension AlertController {
    /// Shown: the screen reader's focus (speech mode or keypad navigation) moves to the alert's
    /// first element and speaks it, as UIKit's does; where it was is remembered.
    func takeAccessibilityFocus() {
        guard let window = view.window, window.accessibility.isActive else { return }
        focusBeforeAlert = window.accessibility.focusedElement
        window.accessibility.focus(AccessibilityTree.elements(in: window).first)
    }

    /// Gone: the focus goes back to where it was before the alert, when that is still on screen,
    /// else to the window's first element.
    func giveAccessibilityFocusBack(in window: Window?) {
        let previous = focusBeforeAlert
        focusBeforeAlert = nil
        guard let window, window.accessibility.isActive else { return }
        let elements = AccessibilityTree.elements(in: window)
        if let previous, elements.contains(where: { $0 === previous }) {
            window.accessibility.focus(previous)
        } else {
            window.accessibility.focus(elements.first)
        }
    }
}
