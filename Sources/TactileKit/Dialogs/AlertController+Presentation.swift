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
        let finish: @MainActor () -> Void = { [card] in
            card.isUserInteractionEnabled = true
            card.alpha = 1
            card.transform = .identity
            done()
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
