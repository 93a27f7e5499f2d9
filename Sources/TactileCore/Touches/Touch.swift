/// One finger on the screen, from touch-down to lift: the same object for the whole sequence.
///
/// Its `view` is fixed when it begins (the hit-test view, a touch-priority view, or the view that
/// captured it). Locations can be read in any view's coordinates.
@MainActor public final class Touch: Hashable {
    // `@exclusivity(unchecked)` on the properties the engine reads and writes on every event: the
    // same argument as `TouchDispatcher`'s. They are written only by the toolkit on the main actor,
    // each write one store or one standard-library call that calls nothing overridable, so no access
    // ever spans a call into app code (app code can only read them, between the toolkit's accesses)
    // and the runtime's dynamic checks could never fire on them.
    /// What the touch did in the current event.
    @exclusivity(unchecked) public internal(set) var phase: TouchPhase
    /// When the touch last changed, since the clock's epoch.
    @exclusivity(unchecked) public internal(set) var timestamp: Duration
    /// How many quick taps in the same place this touch completes (1 for a lone tap).
    public internal(set) var tapCount: Int = 1
    /// The view the touch is delivered to; fixed when it begins (changed only by capture).
    @exclusivity(unchecked) public internal(set) var view: View?
    /// The window the touch belongs to.
    public internal(set) weak var window: Window?
    /// The recognizers currently receiving this touch.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// The platform's id for the finger (unique among live touches of a window).
    public let identifier: Int32
    /// A process-wide serial number, unique for every touch ever created (for logs and tests).
    let serial: UInt64
    private static var nextSerial: UInt64 = 0

    @exclusivity(unchecked) var locationInWindow: Point
    @exclusivity(unchecked) var previousLocationInWindow: Point
    /// Where and when the touch began (for tap counting).
    let startLocationInWindow: Point
    let startTimestamp: Duration

    // Delivery bookkeeping (see TouchDispatcher).
    /// A raw change arrived for this touch since the last frame.
    @exclusivity(unchecked) var changedSinceFrame = false
    /// Hit-testing and swarm assembly have run.
    @exclusivity(unchecked) var isSetUp = false
    /// Nothing receives this touch (ignored interaction, exclusive touch, no hit view).
    @exclusivity(unchecked) var isDropped = false
    /// Delivered to a touch-priority view only.
    @exclusivity(unchecked) var isPriority = false
    /// The view must never receive it (multiple touch disabled, or capture released).
    @exclusivity(unchecked) var isWithheldFromView = false
    /// The view this live touch is counted on in `LiveTouchViews`, and whether as delivered to it.
    @exclusivity(unchecked) var countedView: View?
    @exclusivity(unchecked) var countedAsDelivered = false
    /// The view received `touchesBegan`.
    @exclusivity(unchecked) var viewBegan = false
    /// The view received its last call for this touch (or must receive nothing more).
    @exclusivity(unchecked) var viewDone = false
    /// Recognizers currently delaying delivery to the view.
    @exclusivity(unchecked) var holders: [GestureRecognizer] = []
    /// The change waiting for the next frame.
    @exclusivity(unchecked) var pendingPhase: TouchPhase?
    /// What the view gets in the event being delivered (scratch for grouping).
    @exclusivity(unchecked) var pendingViewPhase: TouchPhase?
    /// Withheld view calls, replayed when the holders resolve.
    @exclusivity(unchecked) var heldBegan = false, heldMoved = false
    @exclusivity(unchecked) var heldEnd: TouchPhase?
    /// The sequence is over (ended or cancelled and processed); only a withheld view call may remain.
    @exclusivity(unchecked) var isFinished = false
    /// Views that received their last call for this touch (they must never hear of it again).
    @exclusivity(unchecked) var finishedViews: [WeakView] = []
    /// The hierarchy generation in which `gestureRecognizers` was last known to be in delivery order.
    @exclusivity(unchecked) var swarmOrderGeneration: UInt64 = 0
    /// The dispatcher's `sharedEpoch` in which the touch was last put in a shared recognizer set.
    @exclusivity(unchecked) var sharedMark: UInt64 = 0
    /// Every recognizer that tracked the touch, for end-of-sequence bookkeeping.
    @exclusivity(unchecked) var swarm: [GestureRecognizer] = []
    /// The touch moved past its slop: its views' touch actions are fixed from then on.
    @exclusivity(unchecked) var hasPassedSlop = false
    /// `TouchActionGeneration.current` when the touch actions were last applied to this touch.
    @exclusivity(unchecked) var touchActionGeneration: UInt64 = 0
    /// The distance thresholds for this touch: `GestureDefaults`' millimetre values through the
    /// density of the display under its touch-down point, or the point values (see `DisplayDensity`).
    public internal(set) var thresholds: GestureThresholds
    /// How far (points) the touch may move before its views' touch actions are fixed.
    var slop: Double { thresholds.tapSlop }
    /// The last raw samples (see `rawSamples`).
    @exclusivity(unchecked) var samples = TouchSamples()
    /// Recognizers that were told to ignore this touch.
    @exclusivity(unchecked) var ignoringRecognizers: [GestureRecognizer] = []

    init(identifier: Int32, location: Point, timestamp: Duration, window: Window) {
        self.identifier = identifier
        Touch.nextSerial += 1
        self.serial = Touch.nextSerial
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.startLocationInWindow = location
        self.startTimestamp = timestamp
        self.timestamp = timestamp
        self.phase = .began
        self.window = window
        self.thresholds = window.gestureThresholds(at: location)
        samples.append(TouchSample(timestamp: timestamp, location: location))
    }

    /// The last few positions the digitiser reported, oldest first (window coordinates), before any
    /// resampling (`Window.touchResampling`): `location(in:)` may be interpolated between them.
    public var rawSamples: [TouchSample] { samples.all }

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

    func isIgnored(by g: GestureRecognizer) -> Bool { !ignoringRecognizers.isEmpty && ignoringRecognizers.containsIdentical(g) }

    /// Clears every reference the toolkit holds through this touch once its sequence is over.
    func releaseBookkeeping() {
        gestureRecognizers.removeAll()
        holders.removeAll()
        swarm.removeAll()
        ignoringRecognizers.removeAll()
    }
}
