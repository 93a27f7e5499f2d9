import Tactile

/// order-kiosk's screens in a window: a navigation controller with the start screen at its root;
/// the menu, an item's options, the cart, the payment and the receipt are pushed on it, each made
/// fresh (in the language of the moment) when it is shown. The app and its tests build the same
/// scene.
@MainActor public final class OrderScene {
    /// Seconds the receipt stays before the start screen comes back.
    public static let doneSeconds: Int64 = 10
    /// Seconds "Do you need more time?" waits for an answer.
    public static let idleAnswerSeconds: Int64 = 20

    /// The window the scene fills.
    public let window: Window
    /// The app's trace.
    public let trace: OrderTrace
    /// The command line's settings.
    public let settings: OrderSettings
    /// The menu pictures.
    public let images: OrderImages
    /// The order being put together.
    public let cart = Cart()
    /// The navigation controller (the window's root view controller).
    public let navigation: NavigationController
    /// The start screen.
    public let start: StartViewController
    /// The simulated payment.
    public let payment: PaymentSimulator
    /// The menu while it is on the stack.
    public internal(set) weak var menu: MenuViewController?
    /// The cart screen while it is on the stack.
    public internal(set) weak var cartScreen: CartViewController?
    /// The alert up at the moment ("Do you need more time?", "Payment failed"), if any.
    public internal(set) weak var alert: AlertController?
    /// The number the next order gets.
    public internal(set) var nextOrderNumber = 101
    /// The pending timer: the receipt's return to the start, or the idle alert's deadline.
    var pendingTimer: TimerToken?
    /// The two-finger long press that turns speech mode on.
    public let speechPress = LongPressGestureRecognizer()

    /// Where the screens' words come from: the window's localization.
    public var localization: Localization { window.localization }

    /// Fills `window` with the app's screens; `settings` come from the command line.
    public init(window: Window, trace: OrderTrace, settings: OrderSettings = OrderSettings()) {
        self.window = window
        self.trace = trace
        self.settings = settings
        OrderStrings.register(in: window.localization)
        images = OrderImages(windowSize: window.bounds.size)
        payment = PaymentSimulator(clock: window.clock, duration: .milliseconds(Int64((settings.paymentSeconds * 1000).rounded())),
                                   fails: settings.paymentFails)
        var showMenu: () -> Void = {}
        var nextLanguage: () -> Void = {}
        var speech: () -> Void = {}
        start = StartViewController(localization: window.localization, order: { showMenu() }, language: { nextLanguage() },
                                    speech: { speech() })
        navigation = NavigationController(rootViewController: start)
        navigation.isNavigationBarHidden = true
        window.backgroundColor = OrderPalette.background
        showMenu = { [weak self] in self?.showMenu() }
        nextLanguage = { [weak self] in self?.showNextLanguage() }
        speech = { [weak self] in self?.turnOnSpeechMode() }
        start.onAppear = { [weak self] in self?.appeared("start", focus: self?.start.greeting) }
        cart.onChange = { [weak self] in self?.cartChanged() }
        speechPress.numberOfTouchesRequired = 2
        speechPress.minimumPressDuration = .seconds(3)
        speechPress.allowableMovement = 40
        speechPress.cancelsTouchesInView = true
        speechPress.addAction { [weak self] (press: LongPressGestureRecognizer) in
            if press.state == .began { self?.turnOnSpeechMode() }
        }
        window.addGestureRecognizer(speechPress)
        if settings.idleSeconds > 0 {
            window.idleTimeout = .milliseconds(Int64((settings.idleSeconds * 1000).rounded()))
            window.onIdle = { [weak self] in self?.becameIdle() }
            // Order asks its own question when the time is up (`becameIdle`), so the toolkit's
            // warning before it is off.
            window.idleWarningInterval = nil
        }
        window.rootViewController = navigation
    }

    /// The screen on top: start, menu, item, cart, pay or done.
    public var currentScreen: String {
        switch navigation.topViewController {
        case is MenuViewController: "menu"
        case is ItemViewController: "item"
        case is CartViewController: "cart"
        case is PayViewController: "pay"
        case is DoneViewController: "done"
        default: "start"
        }
    }

    // MARK: Screens

    /// Pushes the menu (from the start screen), showing its first category.
    public func showMenu() {
        guard navigation.topViewController === start else { return }
        let menu = MenuViewController(localization: localization, images: images, cart: cart,
                                      cancel: { [weak self] in self?.backToStart(animated: true) },
                                      showCart: { [weak self] in self?.showCart() })
        menu.onAppear = { [weak self, weak menu] in self?.appeared("menu", focus: menu?.categories) }
        menu.onCategory = { [weak self] category in self?.trace.emit(.categoryShown(category: category.rawValue)) }
        menu.onItem = { [weak self] item in self?.showItem(item) }
        self.menu = menu
        navigation.pushViewController(menu, animated: true)
        trace.emit(.categoryShown(category: menu.category.rawValue))
    }

    /// Pushes `item`'s options (from the menu).
    public func showItem(_ item: MenuItem) {
        guard let menu, navigation.topViewController === menu else { return }
        let screen = ItemViewController(item: item, image: images.picture(of: item), localization: localization)
        screen.onAppear = { [weak self, weak screen] in self?.appeared("item", focus: screen?.nameLabel) }
        screen.onAdd = { [weak self] size, extras, note, quantity in
            self?.add(item, size: size, extras: extras, note: note, quantity: quantity)
        }
        navigation.pushViewController(screen, animated: true)
    }

    /// Adds a line to the cart and shows the cart in place of the item screen.
    func add(_ item: MenuItem, size: PortionSize, extras: Set<Extra>, note: String, quantity: Int) {
        let line = cart.add(item, size: size, extras: extras, note: note, quantity: quantity)
        trace.emit(.itemAdded(item: item.id, quantity: line.quantity, totalCents: line.totalCents))
        showCart()
    }

    /// Shows the cart on top of the menu (replacing an item screen).
    public func showCart() {
        guard let menu, navigation.topViewController is MenuViewController || navigation.topViewController is ItemViewController
        else { return }
        let screen = CartViewController(cart: cart, localization: localization, pay: { [weak self] in self?.showPay() })
        screen.onAppear = { [weak self, weak screen] in self?.appeared("cart", focus: screen?.totalLabel) }
        cartScreen = screen
        navigation.setViewControllers([start, menu, screen], animated: true)
    }

    /// Back to the start screen: the order is dropped, every screen above the start goes.
    public func backToStart(animated: Bool) {
        cancelPendingTimer()
        payment.cancel()
        alert?.dismiss(animated: false)
        dismissPresented()
        cart.empty()
        if navigation.viewControllers.count > 1 { _ = navigation.popToRootViewController(animated: animated) }
    }

    /// Screen `screen` finished appearing: traced, and the screen reader's focus (when speech mode
    /// or keypad navigation is on) moves to `focus`, its first words.
    func appeared(_ screen: String, focus: View?) {
        trace.emit(.screenShown(screen: screen))
        if let focus, focus.window === window { AccessibilityNotification.screenChanged(focus).post() }
    }

    private func cartChanged() {
        trace.emit(.cartChanged(items: cart.itemCount, totalCents: cart.totalCents))
        menu?.updateTotal()
        cartScreen?.cartDidChange()
    }

    /// Dismisses at once whatever is presented: by the navigation controller (the app's alerts)
    /// or by the screen on top (the cart's action sheet).
    func dismissPresented() {
        navigation.presentedViewController?.dismiss(animated: false)
        navigation.topViewController?.presentedViewController?.dismiss(animated: false)
    }

    func cancelPendingTimer() {
        if let pendingTimer { window.clock.cancel(pendingTimer) }
        pendingTimer = nil
    }

    // MARK: Language and speech

    /// The language shown.
    public var currentLanguage: String { localization.language }

    /// Switches to the language after the current one in `OrderStrings.languages`.
    public func showNextLanguage() {
        let languages = OrderStrings.languages
        let current = languages.firstIndex(of: LanguageCode.primary(of: currentLanguage)) ?? 0
        showLanguage(languages[(current + 1) % languages.count])
    }

    /// Switches every screen to `language` live and traces `language-changed`.
    public func showLanguage(_ language: String) {
        localization.preferredLanguages = [language]
        trace.emit(.languageChanged(language: localization.language))
    }

    /// Turns the built-in screen reader on and says how to use it.
    public func turnOnSpeechMode() {
        let accessibility = window.accessibility
        guard !accessibility.isSpeechModeEnabled else { return }
        accessibility.isSpeechModeEnabled = true
        accessibility.speechOutput.speak(localization.string("speech.on"), language: localization.language, interrupt: true)
    }
}
