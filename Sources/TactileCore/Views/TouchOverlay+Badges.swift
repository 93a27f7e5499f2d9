/// Draws short text for the touch overlay's recognizer badges (the core has no fonts of its own).
@MainActor public protocol OverlayTextDrawing: AnyObject {
    /// The advance width of `text` at `size` points.
    func width(of text: String, size: Double) -> Double
    /// Draws `text` with its top-left corner at `origin` (canvas coordinates).
    func draw(_ text: String, at origin: Point, size: Double, color: Color, in canvas: Canvas)
}

/// One recognizer tracking a finger, as the overlay shows it.
public struct RecognizerBadge: Equatable, Sendable {
    /// The recognizer's `displayName`.
    public var name: String
    public var state: GestureState
    /// For a failed or cancelled recognizer, its failure reason (shortened).
    public var reason: String?

    /// "pan began", "tap failed: moved 14 pt > 10 pt after 120 ms".
    public var text: String {
        var s = "\(name) \(RecognizerBadge.word(for: state))"
        if let reason { s += ": \(reason)" }
        return s
    }

    /// State colours: grey possible, blue began/changed, green recognized, red failed, orange cancelled.
    public var color: Color {
        switch state {
        case .possible: return Color(red: 0.45, green: 0.45, blue: 0.5, alpha: 0.9)
        case .began, .changed: return Color(red: 0.15, green: 0.4, blue: 0.9, alpha: 0.9)
        case .ended: return Color(red: 0.1, green: 0.6, blue: 0.25, alpha: 0.9)
        case .failed: return Color(red: 0.8, green: 0.15, blue: 0.15, alpha: 0.9)
        case .cancelled: return Color(red: 0.9, green: 0.5, blue: 0.05, alpha: 0.9)
        }
    }

    static func word(for state: GestureState) -> String {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "recognized"
        case .failed: "failed"
        case .cancelled: "cancelled"
        }
    }

    public init(name: String, state: GestureState, reason: String? = nil) {
        self.name = name
        self.state = state
        self.reason = reason
    }

    /// Failure reasons are cut to this many characters.
    static let reasonLength = 44
}

/// The badges beside one finger.
public struct RecognizerBadgeGroup: Equatable, Sendable {
    /// The touch's serial number.
    var touch: UInt64
    /// Where the finger is (or lifted), window coordinates.
    public var anchor: Point
    public var badges: [RecognizerBadge]
    /// When the finger lifted; the badges fade out after it.
    public var liftedAt: Duration?
}

extension TouchOverlay {
    /// How long badges stay fully visible after the finger lifts, then how long they take to fade.
    public static let badgeHold: Duration = .milliseconds(600)
    public static let badgeFade: Duration = .milliseconds(600)
    static let badgeHeight = 16.0
    static let badgeTextSize = 11.0

    /// The badges' opacity at `now` (1 while the finger is down).
    func opacity(of g: RecognizerBadgeGroup, at now: Duration) -> Double {
        guard let lifted = g.liftedAt else { return 1 }
        let t = now - lifted - Self.badgeHold
        if t <= .zero { return 1 }
        return max(0, 1 - GestureGeometry.seconds(t) / GestureGeometry.seconds(Self.badgeFade))
    }

    /// Reads the recognizers of `event`'s touches after delivery.
    func refreshBadges(after event: TouchEvent) {
        guard let window else { return }
        let now = window.clock.now
        var changed = false
        for t in event.ordered where t.window === window {
            // In delivery order, which is the order the swarm joined in, whichever members left it.
            var swarm = t.record.swarm
            window.dispatcher.sortByPriority(&swarm)
            let badges = swarm.map { (g: GestureRecognizer) -> RecognizerBadge in
                RecognizerBadge(name: g.displayName, state: g.state,
                                reason: g.state == .failed || g.state == .cancelled
                                    ? g.failureReason.map { String($0.prefix(RecognizerBadge.reasonLength)) } : nil)
            }
            let lifted: Duration? = t.phase.isTerminal ? now : nil
            if let i = badgeGroups.firstIndex(where: { $0.touch == t.serial }) {
                var g = badgeGroups[i]
                if !badges.isEmpty { g.badges = badges }
                g.anchor = t.locationInWindow
                if g.liftedAt == nil { g.liftedAt = lifted }
                if g != badgeGroups[i] {
                    damage(badgeRect(of: badgeGroups[i]))
                    badgeGroups[i] = g
                    changed = true
                }
            } else if !badges.isEmpty {
                badgeGroups.append(RecognizerBadgeGroup(touch: t.serial, anchor: t.locationInWindow,
                                                        badges: badges, liftedAt: lifted))
                changed = true
            }
        }
        if changed {
            for g in badgeGroups { damage(badgeRect(of: g)) }
            scheduleBadgeTick()
        }
    }

    /// Refreshes, fades and drops badges on the window's clock while any are shown.
    private func scheduleBadgeTick() {
        guard badgeTimer == nil, let clock = window?.clock else { return }
        badgeTimer = clock.schedule(after: .milliseconds(50)) { [weak self] in
            guard let self else { return }
            self.badgeTimer = nil
            self.badgeTick()
        }
    }

    private func badgeTick() {
        guard let window else { return }
        let now = window.clock.now
        refreshBadges(after: window.event)      // timers (a long press, a double tap's wait) change states too
        var live: [RecognizerBadgeGroup] = []
        for g in badgeGroups {
            if g.liftedAt != nil { damage(badgeRect(of: g)) }
            if opacity(of: g, at: now) > 0 { live.append(g) }
        }
        badgeGroups = live
        if !badgeGroups.isEmpty { scheduleBadgeTick() }
    }

    func clearBadges() {
        for g in badgeGroups { damage(badgeRect(of: g)) }
        badgeGroups.removeAll()
        if let token = badgeTimer, let clock = window?.clock { clock.cancel(token) }
        badgeTimer = nil
    }

    private func badgeWidth(_ b: RecognizerBadge) -> Double {
        let text = b.text
        let w = textDrawer?.width(of: text, size: Self.badgeTextSize) ?? Double(text.count) * 6
        return w + 10
    }

    /// The area a group's badges cover: a column right of the finger, starting level with it.
    public func badgeRect(of g: RecognizerBadgeGroup) -> Rect {
        let w = g.badges.map(badgeWidth).max() ?? 0
        let h = Double(g.badges.count) * (Self.badgeHeight + 2)
        return Rect(x: g.anchor.x + Self.diameter / 2 + 4, y: g.anchor.y - Self.badgeHeight, width: w + 2, height: h + 2)
    }

    func drawBadges(in canvas: Canvas) {
        let now = window?.clock.now ?? .zero
        for g in badgeGroups {
            let alpha = opacity(of: g, at: now)
            guard alpha > 0 else { continue }
            let box = badgeRect(of: g)
            var y = box.minY
            for b in g.badges {
                let rect = Rect(x: box.minX, y: y, width: badgeWidth(b), height: Self.badgeHeight)
                canvas.fillRoundedRect(rect, radius: Self.badgeHeight / 2, with: b.color.withAlpha(b.color.alpha * alpha))
                textDrawer?.draw(b.text, at: Point(x: rect.minX + 5, y: rect.minY + 2), size: Self.badgeTextSize,
                                 color: Color(white: 1, alpha: alpha), in: canvas)
                y += Self.badgeHeight + 2
            }
        }
    }
}

extension Window {
    /// After delivery: the overlay's badges read the recognizers' new states.
    func touchOverlayDidDeliver(_ event: TouchEvent) {
        let overlay = touchOverlay
        guard overlay.pendingBadgeEvent else { return }
        overlay.pendingBadgeEvent = false
        overlay.refreshBadges(after: event)
    }
}
