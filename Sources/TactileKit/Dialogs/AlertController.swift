import TactileCore
import Logging

/// A modal message with buttons (UIKit's `UIAlertController`): a centred card (`.alert`) or a sheet
/// at the bottom of the window (`.actionSheet`), over the dimmed window, shown with
/// `viewController.present(alert, animated:completion:)`.
///
/// Choosing an action (a lift on its button, Return for the preferred action, Escape for the cancel
/// action) dismisses the alert and then runs the action's handler. A finger may slide from one
/// button to another before lifting; a disabled action is drawn grey and cannot be chosen. A touch
/// outside an alert does nothing; a touch outside an action sheet cancels it (dismissing it and
/// running the cancel action's handler, if there is a cancel action). An alert presented without
/// actions gets an "OK" (in the window's language) that dismisses it (logged).
///
/// Misuse is logged once to `tactile.dialogs` and otherwise ignored: a text field on an action
/// sheet, a second cancel action, a `preferredAction` that is not one of the actions, presenting
/// the alert while it is shown, presenting it from a controller whose view is in no window.
@MainActor open class AlertController: ViewController {
    /// How an alert shows.
    public enum Style: Sendable {
        /// A card in the middle of the window; touches outside it do nothing.
        case alert
        /// A list of choices at the bottom of the window; a touch outside it cancels it.
        case actionSheet
    }

    /// The style the alert was created with.
    public let preferredStyle: Style
    /// The text under the title.
    public var message: String? { didSet { if isViewLoaded { view.setNeedsLayout() } } }
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    private var fields: [TextField] = []
    private var storedPreferred: AlertAction?

    /// Where misuse is reported.
    var logger = DialogsLog.logger
    /// The card (or sheet) drawn over the dimmed window.
    let card: AlertCardView
    /// Whether a chosen action is dismissing the alert (nothing else can be chosen meanwhile).
    private(set) var isDismissing = false
    /// The first responder before the alert took the keys, given them back when it leaves.
    private weak var previousResponder: Responder?
    /// The screen reader's focus before the alert took it, given back when it leaves.
    weak var focusBeforeAlert: View?

    /// An alert or action sheet with `title` and `message` (either may be nil) and no actions yet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        card = AlertCardView(style: preferredStyle)
        super.init()
        self.title = title
        card.onChoose = { [weak self] action in self?.choose(action) }
        card.onOutsideTouch = { [weak self] in self?.outsideTouched() }
    }

    /// The text fields added with `addTextField(configurationHandler:)`; nil when there are none.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }

    /// The action Return chooses, drawn bold; must be one of `actions` (another is logged and
    /// ignored). Without one, Return chooses the only `.default` action, if there is exactly one.
    public var preferredAction: AlertAction? {
        get { storedPreferred }
        set {
            if let newValue, !actions.contains(where: { $0.isSame(as: newValue) }) {
                return report("preferredAction \"\(newValue.title)\" is not one of the alert's actions; ignored")
            }
            storedPreferred = newValue
            contentDidChange()
        }
    }

    /// Adds a button for `action`. A second `.cancel` action is logged and ignored.
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return report("addAction: a second cancel action \"\(action.title)\"; ignored")
        }
        guard !actions.contains(where: { $0.isSame(as: action) }) else {
            return report("addAction: \"\(action.title)\" was already added; ignored")
        }
        actions.append(action)
        contentDidChange()
    }

    /// Adds a text field under the message (alerts only: on an action sheet this is logged and
    /// ignored); `configurationHandler` sets it up (placeholder, secure entry, delegate). The first
    /// field takes the keys when the alert appears; Return in a field chooses as Return does.
    public func addTextField(configurationHandler: ((TextField) -> Void)?) {
        guard preferredStyle == .alert else {
            return report("addTextField on an action sheet; ignored (only alerts have text fields)")
        }
        let field = AlertTextField(frame: Rect(x: 0, y: 0, width: 238, height: AlertCardView.fieldHeight))
        field.addAction({ [weak self] _ in self?.returnPressed() }, for: .editingDidEndOnExit)
        configurationHandler?(field)
        fields.append(field)
        contentDidChange()
    }

    /// Shows the new language's title, message and action titles where they came from the
    /// catalogue (the text fields' placeholders follow on their own).
    open override func localizationDidChange(_ relocalization: Relocalization) {
        super.localizationDidChange(relocalization)
        relocalization.update(&message)
        for action in actions {
            if let new = relocalization(action.title) { action.shared.title = new }
        }
        contentDidChange()
    }

    // MARK: View

    /// The dimmed backdrop over the whole window, holding the card.
    open override func loadView() {
        let backdrop = AlertBackdropView(frame: .zero)
        backdrop.addSubview(card)
        backdrop.onLayout = { [weak self] in self?.layoutCard() }
        backdrop.onOutsideTouch = { [weak self] in self?.outsideTouched() }
        view = backdrop
        contentDidChange()
    }

    /// Places the card for the backdrop's size (the window's, following live resizes).
    func layoutCard() {
        guard isViewLoaded else { return }
        card.place(in: view.bounds)
    }

    /// The actions or fields changed: the card is built again.
    private func contentDidChange() {
        guard isViewLoaded else { return }
        card.update(title: title, message: message, fields: fields, actions: actions, preferred: storedPreferred)
        view.setNeedsLayout()
    }

    // MARK: Choosing

    /// The cancel action, if any.
    var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// What Return chooses: the preferred action, else the only default action.
    var returnAction: AlertAction? {
        if let storedPreferred { return storedPreferred }
        let defaults = actions.filter { $0.style == .default }
        return defaults.count == 1 ? defaults[0] : nil
    }

    /// Dismisses the alert, then runs `action`'s handler; nothing for a disabled action or while
    /// the alert is already leaving.
    func choose(_ action: AlertAction) {
        guard action.isEnabled, !isDismissing, actions.contains(where: { $0.isSame(as: action) }) else { return }
        dismissThen { action.handler?(action) }
    }

    /// Dismisses the alert (as the presenter's `dismiss`), then runs `after`.
    private func dismissThen(_ after: @escaping @MainActor () -> Void) {
        isDismissing = true
        guard let presenter = presentingViewController else { return after() }
        presenter.dismiss(animated: true, completion: after)
    }

    /// Return: the return action, when it is enabled.
    func returnPressed() {
        if let action = returnAction { choose(action) }
    }

    /// Escape: the cancel action, when there is one.
    func escapePressed() {
        if let action = cancelAction { choose(action) }
    }

    /// A touch outside the card: nothing for an alert; an action sheet is cancelled.
    private func outsideTouched() {
        guard preferredStyle == .actionSheet, !isDismissing, presentingViewController != nil else { return }
        if let cancel = cancelAction, cancel.isEnabled { return choose(cancel) }
        dismissThen {}
    }

    /// Return (or keypad Enter) chooses the return action, Escape the cancel action.
    open override func keyDown(_ event: KeyEvent) {
        switch event.keysym {
        case 0xff0d, 0xff8d: returnPressed()
        case 0xff1b: escapePressed()
        default: super.keyDown(event)
        }
    }

    func report(_ message: String) {
        logger.warning("AlertController: \(message)")
    }

    // MARK: Presentation (AlertController+Presentation.swift)

    /// Takes the keys (the first text field, else the backdrop), remembering who had them.
    func takeKeys() {
        previousResponder = Application.shared.firstResponder
        if let field = fields.first, field.becomeFirstResponder() { return }
        view.becomeFirstResponder()
    }

    /// Gives the keys back to whoever had them before the alert, if it is still in a window.
    func giveKeysBack() {
        if let first = Application.shared.firstResponder as? View, first === view || first.isDescendant(of: view) {
            first.resignFirstResponder()
        }
        if let previous = previousResponder as? View, previous.window != nil { previous.becomeFirstResponder() }
        previousResponder = nil
    }

    /// The alert is leaving: nothing more can be chosen.
    func markDismissing() { isDismissing = true }

    /// Called when a presentation starts: a way out is added to an alert without actions.
    func prepareToAppear() {
        isDismissing = false
        if actions.isEmpty {
            report("presented with no actions; added an \"OK\" action that dismisses it")
            actions.append(AlertAction(title: view.currentLocalization.text(.ok), style: .default, handler: nil))
        }
        contentDidChange()
        view.layoutIfNeeded()
        layoutCard()
    }
}
