/// A scroll recorded as a move of retained pixels: the scroll view, its visible rect (window
/// points) when the move was recorded, and how far its `bounds.origin` went since the last frame.
struct PendingScrollMove {
    weak var view: View?
    var rect: Rect
    var delta: Point
    /// How many damage rects the window held after the last move's additions: those after it were
    /// recorded since, possibly against the previous frame's positions.
    var mark = 0
}

extension Window {
    /// Called by a scroll view's `bounds` setter (`ViewExtras.scrollsByMovingPixels`) when only its
    /// origin changes: records the change as a move instead of damage of the view's whole area, and
    /// returns true, or returns false when the view must be damaged as any other geometry change.
    ///
    /// Damage already recorded inside the view's rect is also recorded shifted with the content (what
    /// it marked moves with the pixels), and the strip the move uncovers is damaged. A second scroll
    /// view moving in the same frame abandons the move (both are damaged whole).
    func recordScrollMove(of view: View, from old: Point, to new: Point) -> Bool {
        guard retainsScrolledPixels, !isWhollyDamaged, view.clipsToBounds, view.ownSurfaceOwner == nil,
              let rect = Window.movableRect(of: view, in: self) else { return false }
        let d = Point(x: new.x - old.x, y: new.y - old.y)
        if let pending = pendingScrollMove {
            guard pending.view === view, pending.rect == rect else {
                abandonScrollMove()
                return false
            }
            pendingScrollMove?.delta = Point(x: pending.delta.x + d.x, y: pending.delta.y + d.y)
        } else {
            pendingScrollMove = PendingScrollMove(view: view, rect: rect, delta: d)
        }
        addShiftedDamage(in: rect, by: d, from: 0)
        addExposedStrips(of: rect, movedBy: d)
        pendingScrollMove?.mark = damagedRectStorage.count
        return true
    }

    /// Ends the frame's scroll move: returns it in buffer pixels at `scale` when it is safe to draw the
    /// frame by moving the previous frame's pixels (see `ScrollMove`), after adding to the window's
    /// damage what does not move with the content; otherwise damages the scroll view's whole rect and
    /// returns nil. Call it once per frame before taking the damage; `allowed` false (a platform that
    /// cannot move pixels this frame: a new size, scale or transform, no previous frame) always falls back.
    public func takeScrollMove(scale: Int, allowed: Bool) -> ScrollMove? {
        guard let pending = pendingScrollMove else { return nil }
        guard allowed, let view = pending.view, let move = safeMove(pending, view: view, scale: scale) else {
            abandonScrollMove()
            return nil
        }
        pendingScrollMove = nil
        // Damage recorded since the last move may be against the previous frame's positions (an
        // animation's last presented area): it is also needed where those pixels moved to.
        addShiftedDamage(in: pending.rect, by: pending.delta, from: damagedRectStorage.count < pending.mark ? 0 : pending.mark)
        damageViewsAbove(view, in: pending.rect, movedBy: pending.delta)
        if isWhollyDamaged { return nil }
        var i = 0
        while i < damagedRectStorage.count {
            if damagedRectStorage[i].intersection(pending.rect) == pending.rect { return nil }
            i += 1
        }
        return move
    }

    /// Drops a recorded scroll move, damaging the scroll view's area as an ordinary scroll would.
    func abandonScrollMove() {
        guard let pending = pendingScrollMove else { return }
        pendingScrollMove = nil
        addDamage(pending.rect)
        if let view = pending.view, view.window === self, let now = view.visibleRectInWindow { addDamage(now) }
    }

    /// The move in buffer pixels, or nil unless every condition for an exact move holds.
    private func safeMove(_ pending: PendingScrollMove, view: View, scale: Int) -> ScrollMove? {
        guard !isWhollyDamaged, !touchOverlayEnabled, bounds.origin == .zero, view.window === self,
              view.ownSurfaceOwner == nil, accessibilityRingRect(excluding: .none) == nil,
              Window.movableRect(of: view, in: self) == pending.rect else { return nil }
        let s = Double(min(max(scale, 1), 8))
        let r = pending.rect, d = pending.delta, o = view.bounds.origin
        guard abs(d.x) < r.width, abs(d.y) < r.height else { return nil }
        guard Window.whole(r.minX * s), Window.whole(r.minY * s), Window.whole(r.maxX * s), Window.whole(r.maxY * s),
              Window.whole(d.x * s), Window.whole(d.y * s), Window.whole(o.x * s), Window.whole(o.y * s) else { return nil }
        let pixels = PixelRect(x: Int(r.minX * s), y: Int(r.minY * s), width: Int(r.width * s), height: Int(r.height * s))
        let move = ScrollMove(rect: pixels, dx: Int(d.x * s), dy: Int(d.y * s))
        return move.isNone ? nil : move
    }

    /// Whether `v` is a whole number of pixels within the coordinate range.
    private static func whole(_ v: Double) -> Bool {
        v.isFinite && v.rounded() == v && abs(v) <= Double(PixelRect.coordinateLimit)
    }

    /// The rect (window points) `view` shows, when its pixels can be moved as one: the view and its
    /// ancestors shown, opaque, unanimated, only translated, and nothing drawn over the rect by the
    /// view or an ancestor (a border, rounded corners); the view's background opaque. Nil otherwise.
    static func movableRect(of view: View, in window: Window) -> Rect? {
        guard let background = view.presentedBackgroundColor, background.alpha >= 1 else { return nil }
        var v: View? = view
        while let current = v {
            guard !current.isHidden, current.presentedAlpha >= 1, !current.isAnimating,
                  current.transform.isIdentity else { return nil }
            if let layer = current.styledLayer {
                guard layer.borderWidth <= 0 || layer.borderColor == nil else { return nil }
                guard layer.cornerRadius <= 0 || !current.clipsToBounds else { return nil }
            }
            if current !== view, current.extras?.scrollsByMovingPixels == true { return nil }   // nested
            v = current.superview
            if v == nil, current !== window { return nil }
        }
        guard let rect = view.visibleRectInWindow, !rect.isEmpty else { return nil }
        return rect
    }

    /// Adds, for each damage rect from index `first` on meeting `rect`, its part inside `rect` moved
    /// as the content moves when the bounds origin changes by `d` (up and left for a positive `d`),
    /// cut to `rect`.
    private func addShiftedDamage(in rect: Rect, by d: Point, from first: Int) {
        // By index, holding no reference to the array while adding to it (that would copy it).
        let count = damagedRectStorage.count
        var i = first
        while i < count {
            let before = damagedRectStorage.count
            addDamage(Window.shifted(damagedRectStorage[i], in: rect, by: d))
            if damagedRectStorage.count < before {
                // Merged into one box holding every rect: shift that box too, and stop.
                addDamage(Window.shifted(damagedRectStorage[0], in: rect, by: d))
                return
            }
            i += 1
        }
    }

    private static func shifted(_ r: Rect, in rect: Rect, by d: Point) -> Rect {
        let inside = r.intersection(rect)
        guard !inside.isEmpty else { return .zero }
        return Rect(x: inside.minX - d.x, y: inside.minY - d.y, width: inside.width, height: inside.height).intersection(rect)
    }

    /// Damages the parts of `rect` that a move by `d` fills with nothing of the previous frame.
    private func addExposedStrips(of rect: Rect, movedBy d: Point) {
        let w = min(abs(d.x), rect.width), h = min(abs(d.y), rect.height)
        if w > 0 {
            addDamage(Rect(x: d.x > 0 ? rect.maxX - w : rect.minX, y: rect.minY, width: w, height: rect.height))
        }
        if h > 0 {
            addDamage(Rect(x: rect.minX, y: d.y > 0 ? rect.maxY - h : rect.minY, width: rect.width, height: h))
        }
    }

    /// Damages the views drawn after `view` (its later siblings and its ancestors' later siblings)
    /// where they overlap `rect`: where they are now, and where the move carried their old pixels.
    private func damageViewsAbove(_ view: View, in rect: Rect, movedBy d: Point) {
        var child = view
        while let parent = child.superview {
            var passed = false
            for sibling in parent.subviews {
                if sibling === child { passed = true; continue }
                guard passed, !sibling.isHidden else { continue }
                let area = sibling.clippedByAncestors(sibling.subtreeRect(through: sibling.transformToRoot())).intersection(rect)
                guard !area.isEmpty else { continue }
                addDamage(area)
                addDamage(Window.shifted(area, in: rect, by: d))
            }
            child = parent
        }
    }
}
