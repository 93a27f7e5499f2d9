/// Live touch feedback for demos and screen recordings (the TOUCHkit idea): while
/// `Window.touchOverlayEnabled` is on, every active touch shows a translucent circle about 50 pt
/// across above all content, following the finger, gone when the finger lifts.
///
/// How it hooks in: `Window.sendEvent` hands each event to the window's overlay before normal
/// delivery (on UIKit, a window subclass overrides `sendEvent`, draws, calls super; done inside
/// `Window`, an app needs no subclass and any app subclass that calls `super` keeps it). The overlay
/// only reads the event; it never takes input. Drawing happens last in every render of the window
/// (`snapshot()` and frames). A platform that can show the overlay on a surface of its own (the Wayland backend
/// uses a subsurface) sets `isHostedByPlatform`: changes then go to `onHostDamage` instead of
/// damaging the window, so app content is not repainted for the overlay.
@MainActor public final class TouchOverlay {
    /// The circle's diameter in points.
    public static let diameter: Double = 50
    /// The outer (backing) disc.
    public static let backingColor = Color(white: 0.1, alpha: 0.45)
    /// The inner disc.
    public static let touchColor = Color(white: 1, alpha: 0.55)

    /// Where the circles are, in window coordinates, in the order the touches began.
    public private(set) var spots: [Point] = []
    private var scratch: [Point] = []

    /// When true a platform surface shows the overlay: its frames of the window leave it out
    /// (`RenderExclusions.overlay`; snapshots still include it) and changes are reported through
    /// `onHostDamage` instead of damaging the window.
    public var isHostedByPlatform = false
    /// Called when the hosted overlay changed; `pendingHostDamage` says where (window coordinates).
    public var onHostDamage: (@MainActor () -> Void)?
    /// Areas the hosted overlay changed since `takeHostDamage()`.
    public private(set) var pendingHostDamage: [Rect] = []

    weak var window: Window?

    /// Whether each finger shows a badge per recognizer tracking it (name, state, failure reason),
    /// fading after the finger lifts. Defaults to `TACTILE_TOUCH_OVERLAY=gestures`.
    public var showsRecognizers = TactileLog.touchOverlayShowsGestures {
        didSet { if !showsRecognizers { clearBadges() } }
    }
    /// Draws the badges' text; without one badges are coloured pills only (the Wayland backend and
    /// `tactile-trace` set one that uses the toolkit's fonts).
    public var textDrawer: (any OverlayTextDrawing)?
    /// The badges beside each finger, live and fading.
    public internal(set) var badgeGroups: [RecognizerBadgeGroup] = []
    /// The clock timer refreshing badges while any are shown.
    var badgeTimer: TimerToken?

    init() {
        spots.reserveCapacity(16)
        scratch.reserveCapacity(16)
        pendingHostDamage.reserveCapacity(34)
    }

    /// An event was observed with badges on: refresh them once it has been delivered.
    var pendingBadgeEvent = false

    /// The square a circle at `p` covers (plus a pixel for anti-aliasing).
    public static func circleRect(at p: Point) -> Rect {
        let r = diameter / 2 + 1
        return Rect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r)
    }

    /// Updates the circles from `event` (called by `Window.sendEvent` before delivery).
    func observe(_ event: TouchEvent) {
        scratch.removeAll(keepingCapacity: true)
        for t in event.ordered where t.window === window {
            switch t.phase {
            case .began, .moved, .stationary: scratch.append(t.locationInWindow)
            case .ended, .cancelled: break
            }
        }
        guard scratch != spots else { return }
        for p in spots where !scratch.contains(p) { damage(Self.circleRect(at: p)) }
        for p in scratch where !spots.contains(p) { damage(Self.circleRect(at: p)) }
        swap(&spots, &scratch)
    }

    /// Forgets every circle (the overlay was switched off).
    func clear() {
        for p in spots { damage(Self.circleRect(at: p)) }
        spots.removeAll(keepingCapacity: true)
    }

    func damage(_ rect: Rect) {
        if isHostedByPlatform {
            let wasEmpty = pendingHostDamage.isEmpty
            if pendingHostDamage.count < 32 { pendingHostDamage.append(rect) } else {
                pendingHostDamage[31] = pendingHostDamage[31].union(rect)
            }
            if wasEmpty { onHostDamage?() }
        } else {
            window?.setNeedsDisplay(rect)
        }
    }

    /// Returns and forgets the hosted overlay's damage.
    public func takeHostDamage() -> [Rect] {
        defer { pendingHostDamage.removeAll(keepingCapacity: true) }
        return pendingHostDamage
    }

    /// Draws the circles and badges; `canvas` uses window coordinates.
    public func draw(in canvas: Canvas) {
        defer { if !badgeGroups.isEmpty { drawBadges(in: canvas) } }
        let d = Self.diameter
        for p in spots {
            canvas.fillEllipse(in: Rect(x: p.x - d / 2, y: p.y - d / 2, width: d, height: d), with: Self.backingColor)
            let inner = d - 8
            canvas.fillEllipse(in: Rect(x: p.x - inner / 2, y: p.y - inner / 2, width: inner, height: inner),
                               with: Self.touchColor)
        }
    }
}

extension Window {
    /// The observer `sendEvent` calls before delivery: keeps the overlay's circles current while it
    /// is on (switching it off clears them).
    func observeForTouchOverlay(_ event: TouchEvent) {
        guard touchOverlayEnabled else { return }
        touchOverlay.observe(event)
        if touchOverlay.showsRecognizers { touchOverlay.pendingBadgeEvent = true }
    }

    /// Draws the overlay above all views (the renderer calls `drawOverlay(in:)`, which calls this).
    func drawTouchOverlay(in canvas: Canvas) {
        guard touchOverlayEnabled else { return }
        let overlay = touchOverlay
        guard !overlay.spots.isEmpty || !overlay.badgeGroups.isEmpty else { return }
        overlay.draw(in: canvas)
    }
}
