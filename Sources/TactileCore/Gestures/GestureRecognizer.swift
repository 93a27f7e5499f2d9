/// Turns a sequence of touches into a gesture, reported through actions.
///
/// Subclasses override the `touches…` methods and set `state` (as UIKit's
/// UIGestureRecognizerSubclass): `.began`/`.changed`/`.ended` for continuous gestures, `.ended`
/// for discrete ones, `.failed` as soon as the touches cannot be the gesture. The window arbitrates
/// between recognizers sharing touches, cancels views' touches on recognition, fires actions and
/// calls `reset()` before returning a finished recognizer to `.possible`. That happens once every
/// touch of its sequence has lifted (a failed recognizer also waits for the recognizers that
/// required its failure to finish); until then it receives no touches.
///
/// Actions run after the `touches…` callback that changed the state returns (so set the state
/// and then update your data in any order), or at once when the state is set outside a callback
/// (for example from a timer).
@MainActor open class GestureRecognizer {
    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).

    /// An action with its id. A struct (not a tuple) keeps the closure at its natural
    /// abstraction inside the array, so calling it does not allocate a reabstraction thunk.
    private struct Action {
        let id: ActionID
        let run: (GestureRecognizer) -> Void
    }
    @exclusivity(unchecked) private var actions: [Action] = []
    private var nextActionID: UInt64 = 1

    /// A recognizer with an optional first action.
    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        if let action { addAction(action) }
        record.scratch.reserveCapacity(4)
        record.tracked.reserveCapacity(4)
    }

    /// A readable name for logs and failure reasons; defaults to the type name.
    public var name: String?

    /// `name`, or the type name when unset.
    public var displayName: String { name ?? typeName }

    /// The type name, worked out once: `String(describing:)` of a metatype searches the protocol
    /// conformances (thousands of instructions), and failure reasons name recognizers all the time.
    private lazy var typeName = String(describing: type(of: self))

    /// "name on ViewName", used in failure reasons.
    var longName: String { longNameParts.text }

    /// The names `longName` is made of, taken now (for a reason written later).
    var longNameParts: LongNameParts { LongNameParts(name: displayName, view: view?.displayName) }

    // MARK: Actions

    /// Adds an action, run on every reported state change. Returns its id.
    @discardableResult public func addAction(_ action: @escaping (GestureRecognizer) -> Void) -> ActionID {
        let id = ActionID(nextActionID)
        nextActionID += 1
        actions.append(Action(id: id, run: action))
        return id
    }

    /// Removes an action; unknown ids are ignored.
    public func removeAction(_ id: ActionID) {
        actions.removeAll { $0.id == id }
    }

    func runActions() {
        for entry in actions { entry.run(self) }
    }

    // MARK: State

    @exclusivity(unchecked) var storedState: GestureState = .possible {
        didSet {
            if storedState != oldValue {
                Generations.recognizerBookkeeping.advance()
                stateObserver?(oldValue, storedState)
            }
        }
    }
    /// Test hook: sees every change of the stored state, including resets to `.possible`.
    var stateObserver: ((GestureState, GestureState) -> Void)?
    /// The recognized state this recognizer is holding while a recognizer it requires to fail is undecided.
    @exclusivity(unchecked) var waitingState: GestureState? {
        didSet {
            Generations.recognizerBookkeeping.advance()
            if (oldValue == nil) != (waitingState == nil) { CoreGlobals.waitingRecognizers += waitingState == nil ? -1 : 1 }
        }
    }

    /// The current state. Subclasses set it to report progress; an illegal transition
    /// (for example possible → changed) is a precondition failure naming the recognizer and both states.
    /// While waiting for a required recognizer to fail it reads `.possible`. Once the toolkit has
    /// failed or cancelled the recognizer (another one won, capture, removal), late updates are
    /// ignored until it is reset.
    public var state: GestureState {
        get { waitingState == nil ? storedState : .possible }
        set { requestState(newValue, reason: nil) }
    }

    /// Why this recognizer last failed or was cancelled; kept until it receives its next touch.
    public internal(set) var failureReason: String? {
        get {
            if let make = reasonMaker {
                reasonMaker = nil
                reasonText = make()
            }
            return reasonText
        }
        set {
            reasonMaker = nil
            reasonText = newValue
        }
    }
    /// The failure reason as text, or (`reasonMaker`) the means to write it: most reasons are never
    /// read, and writing one (numbers, names) costs more than the rest of a failure. A maker
    /// captures values only (numbers, names as they were), so the text is the same whenever it is made.
    @exclusivity(unchecked) private var reasonText: String?
    @exclusivity(unchecked) private var reasonMaker: (@MainActor () -> String)?

    /// Forgets the failure reason (without writing a deferred one first).
    @inline(__always)
    func clearFailureReason() {
        if reasonText != nil { reasonText = nil }
        if reasonMaker != nil { reasonMaker = nil }
    }

    /// Sets the failure reason to `reason`'s text.
    func setFailureReason(_ reason: FailureReason) {
        switch reason {
        case .text(let text):
            reasonMaker = nil
            reasonText = text
        case .deferred(let make):
            reasonText = nil
            reasonMaker = make
        }
    }

    /// `fail(reason:)` with the text written only if it is read (see `failureReason`); `make` must
    /// capture values, not state that can change.
    func fail(deferredReason make: @escaping @MainActor () -> String) {
        switch state {
        case .possible: requestState(.failed, because: .deferred(make))
        case .began, .changed: requestState(.cancelled, because: .deferred(make))
        default: break
        }
    }

    /// Fails the recognizer with `reason` (from `.began`/`.changed`, where failing is not legal, it is cancelled instead).
    /// Does nothing once the recognizer is finished.
    public func fail(reason: String) {
        switch state {
        case .possible: requestState(.failed, reason: reason)
        case .began, .changed: requestState(.cancelled, reason: reason)
        default: break
        }
    }

    /// Cancels the recognizer with `reason` (from `.possible`, where cancelling is not legal, it fails instead).
    /// Does nothing once the recognizer is finished.
    public func cancel(reason: String) {
        switch state {
        case .possible: requestState(.failed, reason: reason)
        case .began, .changed: requestState(.cancelled, reason: reason)
        default: break
        }
    }

    /// Whether the recognizer takes part in touch handling. Disabling it cancels or fails a gesture in progress.
    public var isEnabled: Bool {
        get { record.isEnabled }
        set {
            let was = record.isEnabled
            record.isEnabled = newValue
            if was != newValue { Generations.recognizerBookkeeping.advance() }
            if was && !newValue, let dispatcher { dispatcher.recognizerWillDetach(self, reason: "\(displayName) was disabled") }
        }
    }

    /// An object that can veto and coordinate this recognizer.
    public var delegate: (any GestureRecognizerDelegate)? {
        get { record.delegate }
        set {
            record.delegate = newValue
            Generations.recognizerBookkeeping.advance()
            record.delegateReceivesEveryTouch = false
            record.delegateRequiresNoFailure = false
            record.delegateMakesNoneWait = false
        }
    }

    /// The view the recognizer is attached to.
    public private(set) weak var view: View?

    func attach(to view: View?) { self.view = view }

    /// The clock of the view's window (nil when not in a window): use it for timers.
    public var clock: (any TactileClock)? { view?.window?.clock }

    /// The engine's options and bookkeeping for this recognizer.
    ///
    /// `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    @exclusivity(unchecked) final var record = RecognizerRecord()

    // MARK: Touch delivery options

    /// When true (the default), recognizing cancels the recognizer's touches in their views.
    public var cancelsTouchesInView: Bool {
        get { record.cancelsTouchesInView }
        set { record.cancelsTouchesInView = newValue }
    }
    /// When true, views do not see this recognizer's touches until it fails. Default false.
    public var delaysTouchesBegan: Bool {
        get { record.delaysTouchesBegan }
        set { record.delaysTouchesBegan = newValue }
    }
    /// When true (the default), a view does not see a touch end until this recognizer has decided.
    public var delaysTouchesEnded: Bool {
        get { record.delaysTouchesEnded }
        set { record.delaysTouchesEnded = newValue }
    }

    // MARK: Touch actions

    /// The touch actions this recognizer's gesture needs: it fails at once on a touch whose views
    /// allow none of them (see `TouchAction`). Empty (the default) means it needs nothing and is
    /// never blocked. Built-in recognizers override it; so may custom ones.
    open var requiredTouchAction: TouchAction { [] }

    /// The touch actions the views of this sequence's touches allow (hit-test view up to this
    /// recognizer's view, intersected over the touches); `.auto` between sequences.
    public var allowedTouchAction: TouchAction { record.touchActionScope.allowed }

    /// "Name (pan-x)": the nearest view that narrowed `allowedTouchAction`, or nil.
    var touchActionLimiter: String? { record.touchActionScope.limiter }

    // MARK: Thresholds

    /// Whether distance thresholds are physical (millimetres on the display under the first touch,
    /// see `GestureThresholds`; the default) or `GestureDefaults`' UIKit point values (false).
    public var usesPhysicalThresholds: Bool {
        get { record.usesPhysicalThresholds }
        set { record.usesPhysicalThresholds = newValue }
    }

    /// The thresholds of the current sequence, taken from its first touch.
    public var thresholds: GestureThresholds { record.thresholds }

    // MARK: Touches

    /// Touches of the current sequence that have not ended yet (including ones no longer delivered).
    @exclusivity(unchecked) var liveSwarmCount = 0 {
        didSet { Generations.recognizerBookkeeping.advance() }
    }
    /// What other recognizers' `requirements` hold (see `OwnerLink`); created on first use.
    private(set) lazy var requirementLink = OwnerLink<GestureRecognizer>(self)

    /// How many touches the recognizer is tracking.
    public var numberOfTouches: Int { record.tracked.count }

    /// The centroid of the tracked touches in `view`'s coordinates (nil: the window's);
    /// after they lift, the last centroid.
    public func location(in view: View?) -> Point {
        var p = record.lastCentroidInWindow
        if !record.tracked.isEmpty {
            var x = 0.0, y = 0.0
            for t in record.tracked { x += t.locationInWindow.x; y += t.locationInWindow.y }
            p = Point(x: x / Double(record.tracked.count), y: y / Double(record.tracked.count))
        }
        guard let view else { return p }
        return view.convert(p, from: nil)
    }

    /// The location of tracked touch number `index` (in the order they began). An index out of
    /// range is logged and returns the recognizer's location.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        guard record.tracked.indices.contains(index) else {
            TactileLog.core.error("location(ofTouch: \(index)) on \(displayName) with \(record.tracked.count) touches")
            return location(in: view)
        }
        return record.tracked[index].location(in: view)
    }

    func updateCentroid() {
        guard !record.tracked.isEmpty else { return }
        record.lastCentroidInWindow = location(in: nil)
    }

    // MARK: Relationships

    /// Makes this recognizer wait, when it would recognize, until `other` fails; if `other`
    /// recognizes, this one fails. A requirement that would form a cycle is logged as an error
    /// and ignored (not a crash).
    public func require(toFail other: GestureRecognizer) {
        guard other !== self else {
            TactileLog.gestures.error("\(displayName) cannot require itself to fail; ignored")
            return
        }
        if other.transitivelyRequires(self) {
            TactileLog.gestures.error("require(toFail:) cycle: \(other.displayName) already waits for \(displayName); ignored")
            return
        }
        record.requirements.removeAll { $0.value == nil }
        if !record.requirements.contains(where: { $0.value === other }) { record.requirements.append(WeakRecognizer(other)) }
    }

    func explicitlyRequires(_ other: GestureRecognizer) -> Bool {
        record.requirements.contains { $0.value === other }
    }

    func transitivelyRequires(_ target: GestureRecognizer, depth: Int = 0) -> Bool {
        if depth > 64 { return true }
        for r in record.requirements {
            guard let g = r.value else { continue }
            if g === target || g.transitivelyRequires(target, depth: depth + 1) { return true }
        }
        return false
    }

    /// Whether recognizing this gesture may force `other` to fail. Default true.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other` recognizing may force this recognizer to fail. Default true.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }

    /// Stops delivering `touch` to this recognizer for the rest of its life; recognizing no longer
    /// cancels it in its view.
    public func ignore(_ touch: Touch, for event: TouchEvent) {
        if !touch.isIgnored(by: self) {
            // Room for a few at once: the recognizers ignoring a touch usually come in a row
            // (several two-finger recognizers under a many-finger touch-down).
            if touch.record.ignoringRecognizers.capacity == 0 { touch.record.ignoringRecognizers.reserveCapacity(4) }
            touch.record.ignoringRecognizers.append(self)
        }
        touch.record.holders.removeIdentical(self)
        record.tracked.removeIdentical(touch)
    }

    // MARK: Subclass hooks

    /// Clears per-gesture data; called before a finished recognizer returns to `.possible`
    /// (setting `state = .possible` here is tolerated and has no effect).
    open func reset() {}
    /// Touches began; their view and this recognizer's swarm already match.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
    /// Tracked touches moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {}
    /// Tracked touches lifted.
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}
    /// Tracked touches were cancelled by the system.
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {}
}
