import TactileCore

/// Interactive movement of list rows (UIKit's reordering): a long press on a row the data source
/// lets move lifts its cell (slightly larger, above the others); it follows the finger while the
/// other rows make room, animated; holding it near the top or bottom edge scrolls the list on the
/// window's clock; lifting the finger tells the data source (`moveItemAt:to:`) and settles the rows
/// in their new order. A cancelled touch puts everything back.
@MainActor final class ListReorderController: GestureRecognizerDelegate, FrameAnimator {
    weak var list: CollectionView?
    let press = LongPressGestureRecognizer()

    /// The lifted cell.
    private(set) var cell: CollectionViewCell?
    /// Where the lifted item was, and where it would go now.
    private(set) var source: IndexPath?
    private(set) var target: IndexPath?
    /// The finger's offset from the lifted cell's centre (vertical).
    private var grab = 0.0
    /// The lifted cell's height: how far the rows it passes move.
    private var liftedHeight = 0.0
    /// The clock time of the last autoscroll step (nil: not scrolling).
    private var lastScrollStep: Duration?
    /// Set by the data source's default `moveItemAt:to:` (it moved nothing).
    var dataSourceIgnoredMove = false
    private var probe: [CollectionViewLayoutAttributes] = []

    static let liftScale = 1.05
    static let roomAnimationDuration = 0.2
    /// How close to an edge the finger must be to scroll, and the fastest scroll (points a second).
    static let autoscrollZone = 50.0
    static let autoscrollSpeed = 800.0

    /// Whether a row is lifted.
    var isActive: Bool { cell != nil }

    func install(on list: CollectionView) {
        self.list = list
        press.name = "CollectionView reorder"
        press.delegate = self
        press.addAction { [weak self] _ in self?.handlePress() }
        probe.reserveCapacity(8)
        list.addGestureRecognizer(press)
    }

    func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        guard g === press, let list else { return true }
        guard list.collectionViewLayout is ListLayout, !list.swipeController.isActive, let dataSource = list.dataSource,
              let indexPath = list.indexPathForItem(at: press.location(in: list)),
              list.cellForItem(at: indexPath) != nil else { return false }
        return dataSource.collectionView(list, canMoveItemAt: indexPath)
    }

    private func handlePress() {
        switch press.state {
        case .began: lift()
        case .changed: follow()
        case .ended: drop()
        case .cancelled, .failed: cancel(animated: true)
        case .possible: break
        }
    }

    // MARK: Lifting and following

    private func lift() {
        guard let list, let indexPath = list.indexPathForItem(at: press.location(in: list)),
              let cell = list.cellForItem(at: indexPath) else { return }
        list.cancelTracking()
        self.cell = cell
        source = indexPath
        target = indexPath
        liftedHeight = cell.bounds.height
        grab = press.location(in: list).y - cell.center.y
        list.bringSubviewToFront(cell)
        View.animate(withDuration: 0.15, options: .allowUserInteraction, animations: {
            cell.transform = AffineTransform(scaleX: Self.liftScale, y: Self.liftScale)
        })
    }

    /// The lifted cell goes where the finger is; the rows make room; near an edge the list scrolls.
    private func follow() {
        guard let list, let cell, let source else { return }
        let y = press.location(in: list).y
        var c = cell.center
        c.y = y - grab
        if cell.center != c { cell.center = c }
        let newTarget = IndexPath(item: item(atY: c.y, in: source.section), section: source.section)
        if newTarget != target {
            target = newTarget
            makeRoom(animated: true)
        }
        if lastScrollStep == nil, autoscrollVelocity() != 0, let window = list.window {
            lastScrollStep = window.clock.now
            window.addFrameAnimator(self)
        }
    }

    /// The item of `section` whose slot (in the layout without the lifted row's displacement)
    /// holds `y`, clamped to the section's items.
    private func item(atY y: Double, in section: Int) -> Int {
        guard let list else { return 0 }
        let count = list.numberOfItems(inSection: section)
        guard count > 0 else { return 0 }
        let layout = list.collectionViewLayout
        if let first = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: section)), y < first.frame.minY { return 0 }
        if let last = layout.layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)), y >= last.frame.maxY {
            return count - 1
        }
        probe.removeAll(keepingCapacity: true)
        layout.collectAttributes(in: Rect(x: list.bounds.midX - 0.5, y: y - 0.5, width: 1, height: 1), into: &probe)
        for a in probe where a.indexPath.section == section && a.frame.minY <= y && y < a.frame.maxY { return a.indexPath.item }
        return target?.item ?? source?.item ?? 0
    }

    /// The frame the cell of `attributes`' item has while a row is lifted: the lifted one where the
    /// finger put it, the rows between its old and new places shifted by its height.
    func displacedFrame(for attributes: CollectionViewLayoutAttributes) -> Rect {
        let ip = attributes.indexPath
        guard let source, let target, let cell, ip.section == source.section else { return attributes.frame }
        if ip == source { return cell.frame }
        var f = attributes.frame
        if source.item < target.item, ip.item > source.item, ip.item <= target.item { f.origin.y -= liftedHeight }
        if target.item < source.item, ip.item >= target.item, ip.item < source.item { f.origin.y += liftedHeight }
        return f
    }

    /// Moves every shown row but the lifted one to its displaced frame.
    private func makeRoom(animated: Bool) {
        guard let list else { return }
        let layout = list.collectionViewLayout
        let place: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            for (indexPath, other) in list.visible where other !== self.cell {
                guard let a = layout.layoutAttributesForItem(at: indexPath) else { continue }
                let f = self.displacedFrame(for: a)
                if other.frame != f { other.frame = f }
            }
        }
        if animated {
            View.animate(withDuration: Self.roomAnimationDuration, options: .allowUserInteraction, animations: place)
        } else {
            place()
        }
    }

    // MARK: Autoscroll

    /// The scroll speed the finger asks for (points a second; negative scrolls up).
    private func autoscrollVelocity() -> Double {
        guard let list, isActive else { return 0 }
        let y = press.location(in: list).y - list.bounds.minY
        let h = list.bounds.height, zone = min(Self.autoscrollZone, h / 4)
        if y < zone, list.contentOffset.y > list.minimumContentOffset.y {
            return -Self.autoscrollSpeed * min(1, (zone - y) / zone)
        }
        if y > h - zone, list.contentOffset.y < list.maximumContentOffset.y {
            return Self.autoscrollSpeed * min(1, (y - (h - zone)) / zone)
        }
        return 0
    }

    func step(at now: Duration) -> Bool {
        guard let list, let last = lastScrollStep else { return false }
        let v = autoscrollVelocity()
        guard v != 0 else {
            lastScrollStep = nil
            return false
        }
        lastScrollStep = now
        let dt = min(max((now - last).controlSeconds, 0), 0.1)
        let o = list.contentOffset
        let y = min(max(o.y + v * dt, list.minimumContentOffset.y), list.maximumContentOffset.y)
        list.contentOffset = Point(x: o.x, y: y)
        follow()
        return true
    }

    // MARK: Dropping

    private func drop() {
        guard let list, let cell, let source, let target else { return cancel(animated: true) }
        end()
        guard source != target else { return settle(cell) }
        guard let dataSource = list.dataSource else { return settle(cell) }
        dataSourceIgnoredMove = false
        let counts = list.itemCounts
        dataSource.collectionView(list, moveItemAt: source, to: target)
        if dataSourceIgnoredMove {
            dataSourceIgnoredMove = false
            list.logProblem("the data source does not implement collectionView(_:moveItemAt:to:); row \(source) goes back")
            return settle(cell)
        }
        guard list.loadCounts() == counts else {
            list.logProblem("collectionView(_:moveItemAt: \(source), to: \(target)) changed the item counts; reloading")
            cell.transform = .identity
            return list.reloadData()
        }
        cell.transform = .identity
        list.performBatchUpdates({ list.moveItem(at: source, to: target) }, completion: nil)
    }

    /// Puts everything back: the lifted row to its place, the others where they were.
    func cancel(animated: Bool) {
        guard let cell else { return }
        end()
        if animated { settle(cell) } else { cell.transform = .identity; list?.setNeedsLayout() }
    }

    /// Forgets the lifted row and stops scrolling.
    private func end() {
        if lastScrollStep != nil, let window = list?.window { window.removeFrameAnimator(self) }
        lastScrollStep = nil
        cell = nil
        source = nil
        target = nil
    }

    /// Animates `lifted` back to normal size and every shown row to its layout frame.
    private func settle(_ lifted: CollectionViewCell) {
        guard let list else { return }
        let layout = list.collectionViewLayout
        View.animate(withDuration: Self.roomAnimationDuration, options: .allowUserInteraction, animations: {
            lifted.transform = .identity
            for (indexPath, other) in list.visible {
                guard let f = layout.layoutAttributesForItem(at: indexPath)?.frame else { continue }
                if other.frame != f { other.frame = f }
            }
        })
    }

    /// `cell` leaves the screen or the data: a lifted row is dropped back at once.
    func cellWillGo(_ cell: CollectionViewCell) {
        if cell === self.cell { cancel(animated: false) }
    }
}
