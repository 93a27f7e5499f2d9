import TactileCore

/// A menu that opens when a finger rests on a view (UIKit's `UIContextMenuInteraction`), added
/// with `View.addInteraction(_:)`.
///
/// A long press (`GestureDefaults.longPressDuration`, 0.5 s, by a `LongPressGestureRecognizer` on
/// the view, so the view's other recognizers arbitrate with it as usual: a pan that starts first
/// means no menu) asks `provider` for a menu at the touch point in the view's coordinates; nil
/// shows nothing. Otherwise the view lifts (a slightly enlarged snapshot over a dimmed window) and
/// the menu opens beside it, on its trailing side when there is room (kept inside the window).
/// The same finger can slide onto an item and lift to choose it; lifting anywhere else leaves the
/// menu open, to be tapped. A touch outside the menu closes it. Choosing an item closes the menu and
/// then runs the item's handler; destructive items are red, disabled ones grey and never chosen.
@MainActor public final class ContextMenuInteraction {
    private let provider: @MainActor (Point) -> Menu?
    /// The view the interaction is added to.
    public private(set) weak var view: View?
    /// The long press on `view` (it holds this interaction).
    private(set) weak var recognizer: ContextMenuPressRecognizer?
    /// The open menu.
    private(set) var presentation: ContextMenuPresentation?
    /// Where bad input is reported.
    var logger = DialogsLog.logger

    /// An interaction asking `provider` for the menu to show at a point of the view.
    public init(provider: @escaping @MainActor (Point) -> Menu?) {
        self.provider = provider
    }

    /// Whether the menu is open.
    public var isMenuVisible: Bool { presentation != nil }

    /// Closes the menu, choosing nothing.
    public func dismissMenu() {
        let open = presentation
        presentation = nil
        open?.remove()
    }

    /// Adds the long press to `view` (called by `View.addInteraction`).
    func attach(to view: View) {
        if let current = self.view {
            guard current !== view else { return }
            current.removeInteraction(self)
            logger.warning("ContextMenuInteraction: added to \(view.displayName) while on \(current.displayName); moved")
        }
        let press = ContextMenuPressRecognizer(interaction: self)
        view.addGestureRecognizer(press)
        self.view = view
        recognizer = press
    }

    /// Takes the long press off the view and closes the menu.
    func detach() {
        dismissMenu()
        if let recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        recognizer = nil
        view = nil
    }

    /// The long press changed state.
    func pressChanged(_ press: GestureRecognizer) {
        switch press.state {
        case .began: open(at: press)
        case .changed: presentation?.follow(press.location(in: nil))
        case .ended: presentation?.lift(at: press.location(in: nil))
        case .cancelled, .failed: presentation?.follow(nil)
        default: break
        }
    }

    private func open(at press: GestureRecognizer) {
        guard presentation == nil, let view, let window = view.window else { return }
        guard let menu = provider(press.location(in: view)) else { return }
        guard !menu.children.isEmpty else {
            logger.warning("ContextMenuInteraction: the provider's menu has no items; nothing shown")
            return
        }
        let shown = ContextMenuPresentation(menu: menu, source: view, window: window, touch: press.location(in: nil))
        shown.onChoose = { [weak self] action in self?.choose(action) }
        shown.onDismiss = { [weak self] in self?.dismissMenu() }
        presentation = shown
        shown.show()
    }

    private func choose(_ action: MenuAction) {
        guard action.isEnabled, presentation != nil else { return }
        dismissMenu()
        action.handler(action)
    }
}

/// The long press a `ContextMenuInteraction` adds to its view; it keeps the interaction alive as
/// long as the view keeps it.
@MainActor final class ContextMenuPressRecognizer: LongPressGestureRecognizer {
    let interaction: ContextMenuInteraction

    init(interaction: ContextMenuInteraction) {
        self.interaction = interaction
        super.init()
        addAction { g in interaction.pressChanged(g) }
    }
}

extension View {
    /// Adds `interaction` (a context menu opened by a long press) to this view, which keeps it. An
    /// interaction is on one view at a time: adding it to another moves it (logged).
    public func addInteraction(_ interaction: ContextMenuInteraction) {
        interaction.attach(to: self)
    }

    /// Removes `interaction` from this view, closing its menu; nothing when it is not on this view.
    public func removeInteraction(_ interaction: ContextMenuInteraction) {
        guard interaction.view === self else { return }
        interaction.detach()
    }
}
