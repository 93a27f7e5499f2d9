import TactileCore

/// Swipe actions on a list's rows: the horizontal pan that slides a row's content aside to reveal
/// its actions (`SwipeActionsView`), the row left open, and the settling animation on the window's
/// clock. One row at most is open. The pan begins only for a drag that starts more horizontal than
/// vertical on a row with actions, so it and the list's vertical scroll exclude each other.
@MainActor final class RowSwipeController: GestureRecognizerDelegate, FrameAnimator {
    weak var list: CollectionView?
    let pan = PanGestureRecognizer()
    let dismiss = SwipeDismissRecognizer()
    let strip = SwipeActionsView()

    /// The row whose content is slid aside (opening, open, performing or closing).
    private(set) var cell: CollectionViewCell?
    /// The item of `cell` when it was swiped.
    private(set) var indexPath: IndexPath?
    private(set) var actions: [SwipeAction] = []
    /// How far the content is slid toward the leading side (0: closed).
    private(set) var reveal = 0.0
    private var revealAtPanStart = 0.0
    private var rightToLeft = false
    /// The row the pan asked to begin on, taken up when it begins.
    private var pending: (cell: CollectionViewCell, indexPath: IndexPath, actions: [SwipeAction])?
    /// The running settle animation: from, to, start time, then what to do at the end.
    private var settle: (from: Double, to: Double, start: Duration, then: SettleEnd)?
    /// Counts the actions performed, so that a late completion of an earlier one is recognised.
    private(set) var performCount = 0

    enum SettleEnd { case rest, close, performFirst }

    static let settleDuration = 0.25
    /// The share of the row's width past which a full swipe performs the first (destructive) action.
    static let fullSwipeFraction = 0.6

    /// Whether a row shows (part of) its actions.
    var isActive: Bool { cell != nil }

    func install(on list: CollectionView) {
        self.list = list
        pan.name = "CollectionView swipe"
        pan.delegate = self
        pan.addAction { [weak self] _ in self?.handlePan() }
        dismiss.name = "CollectionView swipe dismiss"
        dismiss.controller = self
        list.addGestureRecognizer(pan)
        list.addGestureRecognizer(dismiss)
    }

    // MARK: The pan

    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        guard g === pan else { return true }
        guard let list, list.collectionViewLayout is ListLayout else { return false }
        let t = pan.translation(in: list)
        guard abs(t.x) > abs(t.y) else { return false }
        let p = pan.location(in: list)
        guard let start = list.indexPathForItem(at: Point(x: p.x - t.x, y: p.y - t.y)),
              let startCell = list.cellForItem(at: start) else { return false }
        if let cell { return cell === startCell }
        let rtl = list.isRightToLeft
        guard (rtl ? t.x : -t.x) > 0 else { return false }
        let found = list.delegate?.collectionView(list, trailingSwipeActionsForItemAt: start) ?? []
        guard !found.isEmpty else { return false }
        pending = (startCell, start, found)
        return true
    }

    private func handlePan() {
        if pan.state == .began, cell == nil, let p = pending { begin(p.cell, at: p.indexPath, actions: p.actions) }
        pending = nil
        guard let list, let cell else { return }
        switch pan.state {
        case .began:
            settle = nil
            revealAtPanStart = reveal
            list.cancelTracking()
        case .changed:
            let dx = pan.translation(in: list).x
            let width = cell.bounds.width
            let raw = max(0, revealAtPanStart + (rightToLeft ? dx : -dx))
            let limit = strip.preferredWidth
            let value = allowsFullSwipe || raw <= limit ? raw : limit + (raw - limit) * 0.3
            setReveal(min(value, width))
        case .ended, .cancelled, .failed:
            let width = cell.bounds.width
            if pan.state == .ended, allowsFullSwipe, reveal > width * Self.fullSwipeFraction {
                animate(to: width, then: .performFirst)
            } else if reveal > strip.preferredWidth / 2 {
                animate(to: strip.preferredWidth, then: .rest)
            } else {
                animate(to: 0, then: .close)
            }
        case .possible:
            break
        }
    }

    /// Whether swiping the whole row performs the first action (it is destructive).
    private var allowsFullSwipe: Bool { actions.first?.style == .destructive }

    // MARK: Opening and closing

    /// Puts the strip of `actions` behind `cell`, ready to slide.
    private func begin(_ cell: CollectionViewCell, at indexPath: IndexPath, actions: [SwipeAction]) {
        guard let list else { return }
        self.cell = cell
        self.indexPath = indexPath
        self.actions = actions
        rightToLeft = list.isRightToLeft
        strip.show(actions, rightToLeft: rightToLeft)
        cell.insertSubview(strip, at: 0)
        reveal = 0
        setReveal(0)
    }

    /// Slides the content `value` points aside and fits the strip in the gap.
    func setReveal(_ value: Double) {
        guard let cell else { return }
        reveal = value
        let b = cell.bounds
        var content = cell.contentView.frame
        content.origin.x = rightToLeft ? value : -value
        if cell.contentView.frame != content { cell.contentView.frame = content }
        let stripFrame = Rect(x: rightToLeft ? 0 : b.width - value, y: 0, width: value, height: b.height)
        if strip.frame != stripFrame { strip.frame = stripFrame }
        strip.layoutIfNeeded()
    }

    /// Closes the open row, animated on the window's clock or at once.
    func close(animated: Bool) {
        guard cell != nil else { return }
        if animated, list?.window != nil { animate(to: 0, then: .close) } else { tearDown() }
    }

    /// Opens `cell`'s row to show `actions` (for tests and code), animated or at once.
    func open(_ cell: CollectionViewCell, at indexPath: IndexPath, actions: [SwipeAction], animated: Bool) {
        if let open = self.cell, open !== cell { tearDown() }
        if self.cell == nil { begin(cell, at: indexPath, actions: actions) }
        if animated, list?.window != nil { animate(to: strip.preferredWidth, then: .rest) } else { setReveal(strip.preferredWidth) }
    }

    /// Puts the row back as it was and forgets it.
    func tearDown() {
        settle = nil
        if let window = list?.window { window.removeFrameAnimator(self) }
        if let cell {
            var content = cell.contentView.frame
            content.origin.x = 0
            cell.contentView.frame = content
        }
        strip.removeFromSuperview()
        cell = nil
        indexPath = nil
        actions = []
        reveal = 0
    }

    /// `cell` leaves the screen or the data: a row it held open closes at once.
    func cellWillGo(_ cell: CollectionViewCell) {
        if cell === self.cell { tearDown() }
    }

    private func animate(to target: Double, then end: SettleEnd) {
        guard let window = list?.window else {
            setReveal(target)
            return finish(end)
        }
        settle = (reveal, target, window.clock.now, end)
        window.addFrameAnimator(self)
    }

    func step(at now: Duration) -> Bool {
        guard let s = settle, cell != nil else { return false }
        let elapsed = (now - s.start).controlSeconds
        let t = min(max(elapsed / Self.settleDuration, 0), 1)
        let eased = 1 - (1 - t) * (1 - t) * (1 - t)
        setReveal(t >= 1 ? s.to : s.from + (s.to - s.from) * eased)
        guard t >= 1 else { return true }
        settle = nil
        finish(s.then)
        return false
    }

    private func finish(_ end: SettleEnd) {
        switch end {
        case .rest: break
        case .close: tearDown()
        case .performFirst: perform(0)
        }
    }

    // MARK: Actions

    /// Runs action `index` of the open row; its completion closes the row.
    func perform(_ index: Int) {
        guard let list, index >= 0, index < actions.count, let indexPath else { return }
        performCount += 1
        list.runSwipeAction(actions[index], at: indexPath, performed: performCount)
    }

    /// An action's completion arrived: the row it was performed on closes (if it still shows it).
    func actionDidComplete(performed: Int) {
        guard performed == performCount, cell != nil else { return }
        close(animated: true)
    }

    /// The action button that is `view` or holds it (only on the open row).
    func buttonIndex(containing view: View?) -> Int? {
        guard cell != nil else { return nil }
        return strip.button(containing: view)?.index
    }

    /// Whether `view` is (inside) the row being swiped.
    func rowContains(_ view: View?) -> Bool {
        guard let cell else { return false }
        var v = view
        while let current = v {
            if current === cell { return true }
            v = current.superview
        }
        return false
    }
}
