/// A window's delivery engine: hit-testing new touches, the recognizer swarm, exclusion rules,
/// delayed and cancelled view delivery, capture and touch-priority views.
///
/// The procedure per event (UIKit's, as documented):
/// 1. each new touch is hit-tested (or claimed by a touch-priority view) and gets its swarm:
///    the recognizers of the hit-test view and its ancestors, nearest first, newest first;
/// 2. the touches go to their recognizers, in swarm order, so a nearer recognizer that recognizes
///    on this event wins over farther ones;
/// 3. then to their views, one call per view and phase, unless withheld (multiple touch, exclusive
///    touch, `delaysTouchesBegan`/`delaysTouchesEnded`, a touch joining an already-recognized
///    gesture) or cancelled by a recognition;
/// 4. actions run, withheld touches whose recognizers decided are released, and finished
///    recognizers are reset once all touches of their sequence have lifted.
///
/// Recognition itself runs when a recognizer sets its state (see `attemptRecognition`):
/// failure requirements, then `gestureRecognizerShouldBegin` (hit-test view, then delegate),
/// then exclusion of the recognizers sharing its touches, then view cancellation.
///
/// Words, each used for one idea only:
/// - a touch's *swarm*: every recognizer that joined it when it began, kept to the end of the
///   sequence (`TouchRecord.swarm`); its `gestureRecognizers` are the members still receiving it,
///   those that track it;
/// - a recognizer's *tracked* touches: those it currently receives (`RecognizerRecord.tracked`);
/// - *engaged* recognizers: those that received a touch since their last reset (`engaged`);
/// - a touch's *holders*: the recognizers currently delaying its delivery to the view;
/// - a *generation*: a counter that moves on when what a cache was computed from changes; a cached
///   fact is valid while the generation stored with it is the current one.
///
/// Exclusivity: the bookkeeping marked `@exclusivity(unchecked)` here follows `UncheckedExclusivity`
/// (TactileCoreGlobals.swift).
@MainActor final class TouchDispatcher {
    unowned let window: Window

    /// Views registered with `addViewForTouchPriority`, in registration order (held weakly).
    /// Read by every new touch, from a copy (`for … in`), as the other lists here.
    @exclusivity(unchecked) var priorityViews: [WeakView] = []
    /// Recognizers that received a touch since their last reset.
    @exclusivity(unchecked) var engaged: [GestureRecognizer] = []
    /// The swarm size counted for the last hit view (a capacity hint only: a stale or reused
    /// identity just means a list grows by doubling): the next touch on the same view skips the walk.
    @exclusivity(unchecked) var lastSwarmHit: ObjectIdentifier?
    @exclusivity(unchecked) var lastSwarmSize = 0
    /// Touches whose view delivery is being withheld by recognizers.
    @exclusivity(unchecked) var heldTouches: [Touch] = []
    /// Recognizer lists of finished touches, reused by new ones.
    @exclusivity(unchecked) var listPool = RecognizerListPool()
    /// The swarm of the touch set up last in the event being prepared, and that touch: the next
    /// new touch shares the list when it repeats that swarm (see `SwarmOffer`). Cleared once the
    /// event is prepared.
    @exclusivity(unchecked) var offeredSwarm: [GestureRecognizer] = []
    @exclusivity(unchecked) var offeredSwarmOwner: Touch?
    /// Whether the next new touch may repeat `offeredSwarm` as it is (see `SwarmOffer`).
    @exclusivity(unchecked) var offer = SwarmOffer()
    /// New touches that repeated the offered swarm and are not yet in its members' tracked lists
    /// (`flushPendingJoins()`).
    @exclusivity(unchecked) var pendingJoiners: [Touch] = []
    /// Recognizers whose actions must run once the current callback returns.
    @exclusivity(unchecked) var pendingActions: [GestureRecognizer] = []
    /// Depth of recognizer callbacks in progress; actions and settling wait until it is 0.
    @exclusivity(unchecked) var callbackDepth = 0
    /// Tap counting for new touches (a struct whose methods call nothing else).
    @exclusivity(unchecked) var tapCounter = TapCounter()
    /// Sees every responder call before it is made (set by `ArbitrationObserver`; nil normally).
    var viewDeliveryObserver: ((View, TouchPhase, Set<Touch>) -> Void)?
    /// Captures in progress (a capture made from the `touchesBegan` a capture delivers nests).
    var captureDepth = 0

    @exclusivity(unchecked) private var recognizerOrder: [GestureRecognizer] = []
    /// Moves on with every delivery to recognizers; a recognizer queued in `recognizerOrder` for the
    /// event being delivered carries it (`queuedOrderGeneration`).
    @exclusivity(unchecked) private var orderGeneration: UInt64 = 0
    /// Per phase (see `slot`), the event's touches in that phase, shared by the recognizers that get
    /// exactly those touches (see `deliver(to:phase:_:)`); valid while `sharedSetGenerations` matches `sharedSetsGeneration`.
    @exclusivity(unchecked) private var sharedSets: [Set<Touch>] = Array(repeating: [], count: 5)
    @exclusivity(unchecked) private var sharedSetGenerations: [UInt64] = Array(repeating: 0, count: 5)
    /// Moves on with every multi-touch delivery to recognizers (invalidating the shared sets).
    @exclusivity(unchecked) private var sharedSetsGeneration: UInt64 = 1
    /// The one-touch set of the single-touch path (see `deliverSingle`).
    @exclusivity(unchecked) var singleTouch = TouchScratch()
    @exclusivity(unchecked) var viewOrder: [View] = []
    @exclusivity(unchecked) var viewSet: Set<Touch> = []
    @exclusivity(unchecked) var isSettlingNow = false
    @exclusivity(unchecked) var isFlushingActions = false
    @exclusivity(unchecked) var settleRequested = false
    /// A finished recognizer may be waiting to be reset (see `resetFinishedRecognizers`).
    @exclusivity(unchecked) var resetScanPending = true
    /// `Generations.recognizerBookkeeping.current` at the last scan for recognizers to reset.
    @exclusivity(unchecked) var lastResetScanGeneration: UInt64 = 0
    /// The views holding live touches, for the exclusive- and multiple-touch rules of new touches.
    @exclusivity(unchecked) var liveViews = LiveTouchViews()

    init(window: Window) {
        self.window = window
        recognizerOrder.reserveCapacity(16)
        viewOrder.reserveCapacity(8)
        viewSet.reserveCapacity(8)
        pendingActions.reserveCapacity(8)
        engaged.reserveCapacity(16)
    }

    // MARK: The procedure

    /// Delivers one frame of touch changes, the engine's only entry for input: counts taps and sets
    /// up the new touches, hands the event to `Window.sendEvent` (an override already sees each
    /// touch's view; calling `super` runs `dispatch`), then ends the event. Returns how many of its
    /// touches ended or were cancelled.
    func deliverFrame(_ event: TouchEvent) -> Int {
        prepare(event)
        window.sendEvent(event)
        return eventDidFinish(event)
    }

    /// Counts the taps of the event's new touches, hit-tests them and assembles their swarms (step 1).
    private func prepare(_ event: TouchEvent) {
        for t in event.changed where t.phase.isTerminal && t.record.isSetUp {
            liveViews.touchEnded(t)
        }
        for t in event.changed {
            if t.phase == .began {
                t.tapCount = tapCounter.count(at: t.locationInWindow, time: t.timestamp)
                if !t.record.isSetUp { setUp(t, in: event) }
            } else if !t.record.hasPassedSlop && t.phase == .moved {
                trackTouchActionSlop(t, in: event)
            }
        }
        flushPendingJoins()
        if offeredSwarmOwner != nil {
            offeredSwarm = []
            offeredSwarmOwner = nil
            offer.clear()
        }
    }

    /// Delivers a prepared `event` (the window's `sendEvent` default).
    func dispatch(_ event: TouchEvent) {
        deliverToRecognizers(event)
        deliverToViews(event)
        releaseSharedSets()
        settle()
    }

    /// Puts `g` on the list of recognizers in a recognition cycle (reset by settling).
    func engage(_ g: GestureRecognizer) {
        guard !g.record.isEngaged else { return }
        g.record.isEngaged = true
        engaged.append(g)
        resetScanPending = true
    }

    /// Step 2: each recognizer gets its touches, one call per phase, nearest recognizers first.
    private func deliverToRecognizers(_ event: TouchEvent) {
        sharedSetsGeneration &+= 1
        // One changed touch (a single moving finger): its swarm is already in delivery order unless
        // the hierarchy changed since it began. Deliver from a snapshot of it, as the general path does.
        var changed = 0
        var single: Touch?
        for t in event.changed where t.phase != .stationary && !t.record.isDropped {
            changed += 1
            single = t
        }
        if changed == 1, let t = single, isInPriorityOrder(t) {
            deliverSingle(t, event)
            return
        }
        recognizerOrder.clearKeepingCapacity()
        orderGeneration &+= 1
        for t in event.changed where t.phase != .stationary && !t.record.isDropped {
            let list = t.record.swarm
            for k in list.indices {
                // `unowned(unsafe)`: `list`, a local copy, holds `g` strongly throughout.
                unowned(unsafe) let g = list[k]
                if g.record.queuedOrderGeneration != orderGeneration && !g.record.tracked.isEmpty && t.isReceived(by: g) {
                    g.record.queuedOrderGeneration = orderGeneration
                    recognizerOrder.append(g)
                }
            }
        }
        sortByPriority(&recognizerOrder)
        var i = 0
        while i < recognizerOrder.count {
            let g = recognizerOrder[i]
            i += 1
            deliverPhases(to: g, event)
            g.updateCentroid()
        }
        recognizerOrder.clearKeepingCapacity()
    }

    /// Empties the shared sets once views have had them too: they must not keep touches alive past
    /// the event (a touch that ended is gone).
    private func releaseSharedSets() {
        for slot in sharedSets.indices where !sharedSets[slot].isEmpty {
            sharedSetGenerations[slot] = 0
            sharedSets[slot].removeAll(keepingCapacity: true)
        }
    }

    /// The event's shared set of touches in `phase` (see `sharedTouches`), if one was made for
    /// recognizers and holds `count` touches: a view whose `count` touches in `phase` are all
    /// `isInSharedSet` gets exactly that set.
    func sharedSet(_ phase: TouchPhase, count: Int) -> Set<Touch>? {
        let slot = Self.slot(phase)
        guard sharedSetGenerations[slot] == sharedSetsGeneration, sharedSets[slot].count == count else { return nil }
        return sharedSets[slot]
    }

    /// Whether `t` is in its phase's shared set of the event being delivered.
    func isInSharedSet(_ t: Touch) -> Bool {
        t.record.sharedSetGeneration == sharedSetsGeneration
    }

    /// Delivers each phase present among `g`'s touches, in phase order. One pass over the touches
    /// counts them; when they share one phase (fingers coming down, moving or lifting together)
    /// that count is delivered as it is, otherwise each phase counts again once the one before it
    /// has been delivered (the recognizer may have let touches go).
    private func deliverPhases(to g: GestureRecognizer, _ event: TouchEvent) {
        var began = false, moved = false, ended = false, cancelled = false
        var count = 0, last = -1, stamped = 0
        let tracked = g.record.tracked
        for k in tracked.indices {
            // `unowned(unsafe)`: `tracked`, a local copy, holds `t` strongly; only its phase is read.
            unowned(unsafe) let t = tracked[k]
            switch t.phase {
            case .began: began = true
            case .moved: moved = true
            case .ended: ended = true
            case .cancelled: cancelled = true
            case .stationary: continue
            }
            count += 1
            last = k
            if t.record.sharedSetGeneration == sharedSetsGeneration { stamped += 1 }
        }
        let phases = (began ? 1 : 0) + (moved ? 1 : 0) + (ended ? 1 : 0) + (cancelled ? 1 : 0)
        if phases == 1 {
            let phase: TouchPhase = began ? .began : moved ? .moved : ended ? .ended : .cancelled
            deliver(to: g, phase: phase, count: count, last: last, countedInSharedSet: stamped == count, event)
            return
        }
        if began { deliver(to: g, phase: .began, event) }
        if moved { deliver(to: g, phase: .moved, event) }
        if ended { deliver(to: g, phase: .ended, event) }
        if cancelled { deliver(to: g, phase: .cancelled, event) }
    }

    /// Delivers `g`'s touches in `phase`, counting them first.
    private func deliver(to g: GestureRecognizer, phase: TouchPhase, _ event: TouchEvent) {
        var count = 0, last = -1, stamped = 0
        let tracked = g.record.tracked
        for k in tracked.indices {
            // `unowned(unsafe)`: `tracked`, a local copy, holds `t` strongly throughout.
            unowned(unsafe) let t = tracked[k]
            if t.phase == phase {
                count += 1
                last = k
                if t.record.sharedSetGeneration == sharedSetsGeneration { stamped += 1 }
            }
        }
        deliver(to: g, phase: phase, count: count, last: last, countedInSharedSet: stamped == count, event)
    }

    /// Delivers `g`'s `count` touches in `phase`, the last of them at `last` in its tracked list;
    /// `countedInSharedSet`: each was in its phase's shared set when counted.
    private func deliver(to g: GestureRecognizer, phase: TouchPhase, count: Int, last: Int,
                         countedInSharedSet: Bool, _ event: TouchEvent) {
        guard g.acceptsTouches, last >= 0 else { return }
        let only = g.record.tracked[last]
        // Several touches: when they are all the event's touches in this phase (ten fingers coming
        // down on one view under twenty recognizers), every such recognizer gets one shared set
        // rather than hashing the same touches into a set of its own. The touches were counted
        // before the set was made only for the first recognizer to ask for it.
        if count > 1 {
            let shared = sharedTouches(phase, event)
            if count == shared.count && (countedInSharedSet || allShared(g.record.tracked, phase: phase)) {
                invoke(g, phase, event, shared.set)
                if phase.isTerminal { g.record.scratch.removeAll() }
                return
            }
        }
        g.record.scratch.fill(with: g.record.tracked, phase: phase, count: count, only: only)
        invoke(g, phase, event, g.record.scratch.set)
        // Kept for the next event (a moving touch is usually delivered the same way again), but not
        // past a touch's end.
        if phase.isTerminal { g.record.scratch.removeAll() }
    }

    /// The set of the event's delivered touches in `phase` (built at most once per event and phase)
    /// and its size. Its members carry the current `sharedSetsGeneration`.
    private func sharedTouches(_ phase: TouchPhase, _ event: TouchEvent) -> (set: Set<Touch>, count: Int) {
        let slot = Self.slot(phase)
        if sharedSetGenerations[slot] != sharedSetsGeneration {
            sharedSetGenerations[slot] = sharedSetsGeneration
            if !sharedSets[slot].isEmpty { sharedSets[slot].removeAll(keepingCapacity: true) }
            for t in event.changed where t.phase == phase && !t.record.isDropped {
                sharedSets[slot].insert(t)
                t.record.sharedSetGeneration = sharedSetsGeneration
            }
        }
        let set = sharedSets[slot]
        return (set, set.count)
    }

    /// Whether every touch of `touches` in `phase` is in its phase's shared set.
    private func allShared(_ touches: [Touch], phase: TouchPhase) -> Bool {
        for k in touches.indices {
            // `unowned(unsafe)`: the caller's array holds `t` strongly throughout.
            unowned(unsafe) let t = touches[k]
            if t.phase == phase && t.record.sharedSetGeneration != sharedSetsGeneration { return false }
        }
        return true
    }

    private static func slot(_ phase: TouchPhase) -> Int {
        switch phase {
        case .began: return 0
        case .moved: return 1
        case .ended: return 2
        case .cancelled: return 3
        case .stationary: return 4
        }
    }

    /// `deliverPhases` for a recognizer following `t` alone (the common case), without scanning.
    private func deliverOnly(_ t: Touch, to g: GestureRecognizer, _ event: TouchEvent, _ only: Set<Touch>) {
        let phase = t.phase
        guard phase != .stationary, g.acceptsTouches else { return }
        invoke(g, phase, event, only)
        if phase.isTerminal { g.record.scratch.removeAll() }     // nothing keeps the touch past its end
    }

    /// Step 2 for an event in which only `t` changed, its swarm in delivery order: from a snapshot of
    /// the swarm, as the general path. Recognizers following `t` alone all get the same one-touch set
    /// (`singleTouch`, kept from event to event while the same finger moves): one reference for the
    /// whole swarm instead of a set, and its reference counting, per recognizer.
    private func deliverSingle(_ t: Touch, _ event: TouchEvent) {
        singleTouch.setOnly(t)
        let only = singleTouch.set
        let snapshot = t.record.swarm
        for g in snapshot {
            if g.record.tracked.count == 1 && g.record.tracked[0] === t {
                deliverOnly(t, to: g, event, only)
            } else if t.isReceived(by: g) {
                deliverPhases(to: g, event)
            }
            // Also when `g` no longer receives `t` (it may have stopped during this event, as on the
            // general path): its centroid follows the touches it still tracks (none: kept).
            g.updateCentroid()
        }
    }

    /// Calls `g`'s method for `phase` with `touches`, then runs the actions it queued.
    private func invoke(_ g: GestureRecognizer, _ phase: TouchPhase, _ event: TouchEvent, _ touches: Set<Touch>) {
        callbackDepth += 1
        switch phase {
        case .began: g.touchesBegan(touches, with: event)
        case .moved: g.touchesMoved(touches, with: event)
        case .ended: g.touchesEnded(touches, with: event)
        case .cancelled: g.touchesCancelled(touches, with: event)
        case .stationary: break
        }
        callbackDepth -= 1
        if callbackDepth == 0 && (!pendingActions.isEmpty || settleRequested) { flushActions() }
    }
}
