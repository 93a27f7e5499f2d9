/// One finger on the screen, from touch-down to lift: the same object for the whole sequence.
///
/// Its `view` is fixed when it begins (the hit-test view, a touch-priority view, or the view that
/// captured it). Locations can be read in any view's coordinates.
@MainActor public final class Touch: Hashable {
    /// What the touch did in the current event.
    public var phase: TouchPhase { record.phase }
    /// When the touch last changed, since the clock's epoch.
    public var timestamp: Duration { record.timestamp }
    /// How many quick taps in the same place this touch completes (1 for a lone tap).
    public internal(set) var tapCount: Int = 1
    /// The view the touch is delivered to; fixed when it begins (changed only by capture).
    public var view: View? { record.view }
    /// The window the touch belongs to.
    public internal(set) weak var window: Window?
    /// The recognizers currently receiving this touch, in delivery order. A plain read: it changes
    /// no engine state.
    public var gestureRecognizers: [GestureRecognizer] {
        var receiving: [GestureRecognizer] = []
        // A touch that repeated the previous touch's swarm joins every member's tracked list on
        // the engine's next pass (`flushPendingJoins`); until then every member receives it.
        if window?.dispatcher.pendingJoiners.containsIdentical(self) == true {
            receiving.append(contentsOf: record.swarm)
            return receiving
        }
        for g in record.swarm where isReceived(by: g) { receiving.append(g) }
        return receiving
    }
    /// The distance thresholds for this touch: `GestureDefaults`' millimetre values through the
    /// density of the display under its touch-down point, or the point values (see `DisplayDensity`).
    public let thresholds: GestureThresholds

    /// The platform's id for the finger (unique among live touches of a window).
    public let identifier: Int32
    /// A process-wide serial number, unique for every touch ever created (for logs and tests).
    let serial: UInt64
    /// Where and when the touch began (for tap counting).
    let startLocationInWindow: Point
    let startTimestamp: Duration

    /// The engine's values and bookkeeping for this touch.
    ///
    /// `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    @exclusivity(unchecked) var record: TouchRecord

    /// How far (points) the touch may move before its views' touch actions are fixed.
    var slop: Double { thresholds.tapSlop }
    var locationInWindow: Point { record.locationInWindow }
    var previousLocationInWindow: Point { record.previousLocationInWindow }

    init(identifier: Int32, location: Point, timestamp: Duration, window: Window) {
        self.identifier = identifier
        CoreGlobals.touchSerials += 1
        self.serial = CoreGlobals.touchSerials
        self.startLocationInWindow = location
        self.startTimestamp = timestamp
        self.record = TouchRecord(location: location, timestamp: timestamp)
        self.window = window
        self.thresholds = window.gestureThresholds(at: location)
    }

    /// The last few positions the digitiser reported, oldest first (window coordinates), before any
    /// resampling (`Window.touchResampling`): `location(in:)` may be interpolated between them.
    public var rawSamples: [TouchSample] { record.samples.all }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    public func location(in view: View?) -> Point {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The location before the latest move, in `view`'s coordinates (nil: the window's).
    public func previousLocation(in view: View?) -> Point {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    /// Touches are equal only to themselves.
    public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Whether swarm member `g` still receives this touch: it has not failed, finished or ignored it.
    @inline(__always)
    func isReceived(by g: GestureRecognizer) -> Bool {
        g.record.tracked.containsIdentical(self)
    }

    func isIgnored(by g: GestureRecognizer) -> Bool {
        !record.ignoringRecognizers.isEmpty && record.ignoringRecognizers.containsIdentical(g)
    }

    /// Clears every reference the toolkit holds through this touch once its sequence is over.
    func releaseBookkeeping() {
        record.swarm.removeAll()
        record.holders.removeAll()
        record.ignoringRecognizers.removeAll()
    }
}
