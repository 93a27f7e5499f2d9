/// What the engine keeps about one gesture recognizer: the delivery options apps set (read by the
/// engine for every touch; `GestureRecognizer`'s public properties read and write them) and the
/// engine's own bookkeeping (see `TouchDispatcher`).
struct RecognizerRecord {
    // The options `GestureRecognizer` shows.
    var isEnabled = true
    weak var delegate: (any GestureRecognizerDelegate)?
    /// The delegate's `shouldReceive` is the protocol's default, which always answers true, or there
    /// is no delegate: it is not asked (see `DefaultDelegateMethods`). Cleared when the delegate changes.
    var delegateReceivesEveryTouch = false
    /// The delegate's `shouldRequireFailureOf` is the protocol's default (always false), or there is
    /// no delegate: it is not asked. Cleared when the delegate changes.
    var delegateRequiresNoFailure = false
    /// The same for `shouldBeRequiredToFailBy`.
    var delegateMakesNoneWait = false
    var cancelsTouchesInView = true
    var delaysTouchesBegan = false
    var delaysTouchesEnded = true
    var usesPhysicalThresholds = true
    /// The thresholds of the current sequence, taken from its first touch.
    var thresholds = GestureThresholds.points

    // Bookkeeping.
    /// Cached attachment facts (see `GestureRecognizer+Attachment.swift`).
    var attachment = RecognizerAttachment()
    /// The touch actions the current sequence's views allow (see `TouchAction`).
    var touchActionScope = TouchActionScope()
    /// The touches currently delivered to the recognizer, in the order they began.
    var tracked: [Touch] = []
    /// Received a touch since the last reset.
    var isEngaged = false
    /// Reused set handed to the `touches…` methods.
    var scratch = TouchScratch()
    /// Where the last touch was, for `location(in:)` once all touches have lifted.
    var lastCentroidInWindow: Point = .zero
    /// Recognizers this one must wait on (weakly held).
    var requirements: [WeakRecognizer] = []
    /// The dispatcher's `orderGeneration` in which the recognizer was last queued for delivery.
    var queuedOrderGeneration: UInt64 = 0
    /// Where the recognizer stands in delivery order (see `refreshDeliveryPriority`).
    var deliveryPriority = DeliveryPriority()
    /// The current failed/cancelled state was imposed by the toolkit, not set by the subclass.
    var terminalWasForced = false
    /// Inside `reset()`: setting `.possible` there is tolerated.
    var isResetting = false
}
