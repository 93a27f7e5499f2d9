/// Everything the engine keeps about one live touch: the values `Touch` shows to apps (phase, time,
/// view, locations) and the delivery bookkeeping behind them (see `TouchDispatcher`).
/// Only the toolkit writes it; apps read it through `Touch`'s public properties.
struct TouchRecord {
    // What `Touch` shows.
    var phase: TouchPhase = .began
    var timestamp: Duration
    var view: View?
    /// Every recognizer the touch was offered to at touch-down, in delivery order (nearest view
    /// first, newest recognizer first). A member receives the touch while the touch is among its
    /// `tracked` touches (`Touch.isReceived(by:)`): failing, finishing or ignoring the touch ends
    /// that without changing this list, which loses members only when they leave their view or are
    /// disabled.
    var swarm: [GestureRecognizer] = []
    /// `swarm`'s storage is shared with other touches that came down with it (`SwarmOffer`): it
    /// is let go at the end rather than emptied into the list pool (emptying would copy it).
    var swarmIsShared = false
    var locationInWindow: Point
    var previousLocationInWindow: Point
    /// The last raw samples (see `Touch.rawSamples`).
    var samples = TouchSamples()

    // Delivery bookkeeping.
    /// Hit-testing and swarm assembly have run.
    var isSetUp = false
    /// Nothing receives this touch (ignored interaction, exclusive touch, no hit view).
    var isDropped = false
    /// Delivered to a touch-priority view only.
    var isPriority = false
    /// The view must never receive it (multiple touch disabled, or capture released).
    var isWithheldFromView = false
    /// The view this live touch is counted on in `LiveTouchViews`, and whether as delivered to it.
    var countedView: View?
    var countedAsDelivered = false
    /// The view received `touchesBegan`.
    var viewBegan = false
    /// The view received its last call for this touch (or must receive nothing more).
    var viewDone = false
    /// Recognizers currently delaying delivery to the view.
    var holders: [GestureRecognizer] = []
    /// The change waiting for the next frame.
    var pendingPhase: TouchPhase?
    /// What the view gets in the event being delivered (scratch for grouping).
    var pendingViewPhase: TouchPhase?
    /// Withheld view calls, replayed when the holders resolve.
    var heldBegan = false, heldMoved = false
    var heldEnd: TouchPhase?
    /// The sequence is over (ended or cancelled and processed); only a withheld view call may remain.
    var isFinished = false
    /// The view that received its last call for this touch first: it, and the views in
    /// `moreFinishedViews`, must never hear of the touch again.
    var finishedView = WeakView()
    /// More such views, after the first (a touch captured after its end by another view).
    var moreFinishedViews: [WeakView] = []

    /// The hierarchy generation in which `swarm` was last known to be in delivery order.
    var swarmOrderGeneration: UInt64 = 0
    /// The dispatcher's `sharedSetsGeneration` in which the touch was last put in a shared recognizer set.
    var sharedSetGeneration: UInt64 = 0
    /// The touch moved past its slop: its views' touch actions are fixed from then on.
    var hasPassedSlop = false
    /// `Generations.touchActions.current` when the touch actions were last applied to this touch.
    var touchActionGeneration: UInt64 = 0
    /// Recognizers that were told to ignore this touch.
    var ignoringRecognizers: [GestureRecognizer] = []

    /// Notes that `view` received its last call for this touch.
    mutating func noteFinished(_ view: View) {
        if finishedView.view == nil { finishedView.view = view } else { moreFinishedViews.append(WeakView(view: view)) }
    }

    /// Whether `view` received its last call for this touch.
    func hasFinished(_ view: View) -> Bool {
        if finishedView.view === view { return true }
        for entry in moreFinishedViews where entry.view === view { return true }
        return false
    }

    /// `g` leaves the swarm (detached from its view or disabled).
    mutating func removeFromSwarm(_ g: GestureRecognizer) {
        swarm.removeIdentical(g)
    }

    init(location: Point, timestamp: Duration) {
        self.timestamp = timestamp
        locationInWindow = location
        previousLocationInWindow = location
        samples.append(TouchSample(timestamp: timestamp, location: location))
    }
}
