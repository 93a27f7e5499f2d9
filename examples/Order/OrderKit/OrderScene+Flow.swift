import Tactile

/// The payment and the idle alert.
extension OrderScene {
    /// Pushes the payment screen (from the cart) and starts the simulated payment.
    public func showPay() {
        guard navigation.topViewController is CartViewController, !cart.isEmpty else { return }
        let screen = PayViewController(totalCents: cart.totalCents, localization: localization)
        screen.onAppear = { [weak self, weak screen] in self?.appeared("pay", focus: screen?.titleLabel) }
        navigation.pushViewController(screen, animated: true)
        startPayment(on: screen)
    }

    /// Runs the payment with `screen` showing its progress.
    func startPayment(on screen: PayViewController, retry: Bool = false) {
        trace.emit(.paymentStarted)
        screen.spinner.startAnimating()
        payment.start(retry: retry, progress: { [weak screen] fraction in screen?.show(progress: fraction) },
                      finished: { [weak self, weak screen] success in
                          screen?.spinner.stopAnimating()
                          guard let self, let screen else { return }
                          if success { self.paymentSucceeded() } else { self.paymentFailed(on: screen) }
                      })
    }

    /// The order is placed: the receipt, and the start screen again after `doneSeconds`.
    func paymentSucceeded() {
        let order = nextOrderNumber
        nextOrderNumber += 1
        trace.emit(.orderPlaced(order: order, totalCents: cart.totalCents))
        let screen = DoneViewController(order: order, localization: localization,
                                        newOrder: { [weak self] in self?.backToStart(animated: true) })
        screen.onAppear = { [weak self, weak screen] in self?.appeared("done", focus: screen?.numberLabel) }
        navigation.setViewControllers([start, screen], animated: true)
        cancelPendingTimer()
        pendingTimer = window.clock.schedule(after: .seconds(Self.doneSeconds)) { [weak self] in
            self?.pendingTimer = nil
            self?.backToStart(animated: true)
        }
    }

    /// "Payment failed": Try again runs it again; Cancel goes back to the cart.
    func paymentFailed(on screen: PayViewController) {
        trace.emit(.paymentFailed)
        let failed = AlertController(title: localization.string("pay.failed"), message: localization.string("pay.failed.message"),
                                     preferredStyle: .alert)
        let retry = AlertAction(title: localization.string("pay.retry"), style: .default) { [weak self, weak screen] _ in
            guard let self, let screen else { return }
            self.startPayment(on: screen, retry: true)
        }
        failed.addAction(retry)
        failed.addAction(AlertAction(title: localization.string("cancel"), style: .cancel) { [weak self] _ in
            _ = self?.navigation.popViewController(animated: true)
        })
        failed.preferredAction = retry
        alert = failed
        navigation.present(failed, animated: true)
    }

    // MARK: Idle

    /// No input for the idle time: on the menu, an item or the cart, "Do you need more time?";
    /// no answer within `idleAnswerSeconds` empties the cart and goes back to the start.
    public func becameIdle() {
        guard ["menu", "item", "cart"].contains(currentScreen), alert == nil else { return }
        dismissPresented()
        trace.emit(.idleWarning)
        let question = AlertController(title: localization.string("idle.title"), message: nil, preferredStyle: .alert)
        question.addAction(AlertAction(title: localization.string("idle.yes"), style: .default) { [weak self] _ in
            self?.cancelPendingTimer()
        })
        alert = question
        navigation.present(question, animated: true)
        cancelPendingTimer()
        pendingTimer = window.clock.schedule(after: .seconds(Self.idleAnswerSeconds)) { [weak self] in
            guard let self else { return }
            self.pendingTimer = nil
            self.trace.emit(.idleReset)
            self.backToStart(animated: false)
        }
    }
}
