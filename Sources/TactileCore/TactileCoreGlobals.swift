import Synchronization

// Everything in TactileCore that lives for the whole process, in one file.
//
// Why it is safe: every mutable member below is isolated to the main actor (`@MainActor` on its
// enum), so the compiler admits reads and writes from the main thread only and no two threads ever
// touch them. The generation counters are the exception: a view's `deinit` is nonisolated and
// advances the hierarchy's, so the three counters are atomics (relaxed ordering: each is a plain
// number compared for equality, and no other memory is published through them).
//
// What is not here belongs to an object: a window's touches, recognizers' state, a view's caches.

/// `@exclusivity(unchecked)` turns off the runtime's dynamic exclusivity checks on a stored property.
/// The engine uses it only on its own bookkeeping read on every touch event or frame (touch, view
/// and recognizer records, delivery lists, scratch sets, counters, caches), where the checks cost
/// about a tenth of a motion event's work (`tactile-bench --group dispatch`). It is sound there
/// because each such property
/// - is accessed only on the main actor, so no access of another thread can overlap one;
/// - is accessed by one load, one store, or one standard-library call that calls nothing overridable
///   (or the engine's own `sortByPriority`/`fill`), so no access spans a call into app code, and an
///   app's access through a public property happens between the engine's;
/// - is iterated from a copy (`for … in` over the array value), so a callback that changes it during
///   the loop does not overlap the loop's access.
/// The compiler's static exclusivity checks still apply to all of them, and every other property
/// keeps the dynamic checks. Each use in the module refers here.
enum UncheckedExclusivity {}

/// A number that moves on whenever what some cache was computed from changes: a cached fact stored
/// with the value it had is valid while that value is still the current one.
package struct GenerationCounter: ~Copyable, Sendable {
    private let value: Atomic<UInt64>

    /// A counter that starts at `start`.
    init(startingAt start: UInt64) { value = Atomic(start) }

    /// The current generation.
    var current: UInt64 { value.load(ordering: .relaxed) }

    /// Invalidates every fact cached in the current generation.
    func advance() { value.wrappingAdd(1, ordering: .relaxed) }
}

/// The process's generation counters.
enum Generations {
    /// Moves on with every change that can alter a view's ancestors or a recognizer's place among its
    /// view's recognizers: a view gaining or losing a superview, a view being deinitialized (its
    /// subviews silently lose their superview), a recognizer being added or removed. Hot paths (touch
    /// delivery asking a recognizer for its window, ordering recognizers by depth) cache what they
    /// derive from the hierarchy with it instead of walking the superview chain. Starts at 1: a
    /// cache stamped 0 has never been filled.
    static let hierarchy = GenerationCounter(startingAt: 1)
    /// Moves on whenever any view's `touchAction` changes: touches that have not passed their slop
    /// look at their views' touch actions again only when it has moved (`TouchDispatcher`).
    static let touchActions = GenerationCounter(startingAt: 0)
    /// Moves on whenever any recognizer's state, waiting state, live-touch count, enabled flag or
    /// delegate changes: the dispatcher skips looking for recognizers to reset while it has not moved
    /// (`TouchDispatcher.settle`), and a new touch repeats the last one's swarm only while it has
    /// not (`SwarmOffer`).
    static let recognizerBookkeeping = GenerationCounter(startingAt: 0)
}

/// Counters that span every window (`@exclusivity(unchecked)`: see `UncheckedExclusivity` above).
@MainActor enum CoreGlobals {
    /// The serial number of the newest touch: every touch gets the next one (logs and tests).
    @exclusivity(unchecked) static var touchSerials: UInt64 = 0
    /// How many recognizers (in any window) hold a waiting state; never too low (a recognizer
    /// deinitialized while waiting leaves it too high), so 0 means none is waiting.
    @exclusivity(unchecked) static var waitingRecognizers = 0
}

/// What the renderer keeps from frame to frame so that a warm frame allocates nothing: the capacity
/// of the occlusion walk's arrays and one canvas nothing holds. A render takes them and gives them
/// back when done, so a render inside a render (a snapshot drawn in `draw`) simply makes its own.
@MainActor enum RenderScratch {
    /// Emptied arrays of the last render's `Occlusion`, kept for their capacity.
    static var covers: [Occlusion.Cover] = []
    /// An invalidated canvas, drawing into `placeholder`, to `reset` for the next draw.
    static var spareCanvas: Canvas?
    /// What a spare canvas points at, so that it keeps no frame buffer alive; nil if it cannot be made.
    static let placeholder = try? PixelImage(width: 1, height: 1)
}

/// The `animate` call whose `animations` block is running, if any, and what animations read of the
/// frame being prepared.
@MainActor enum AnimationContext {
    /// The `animate` call whose block is running.
    static var current: AnimationGroup?
    /// The clock of the most recently created window: what a call that changes no view in a window
    /// completes on (on the next advance of that clock). Held weakly; set by `Window.init`.
    static weak var newestWindowClock: (any TactileClock)?
    /// While a window works out what its animations show in a frame: its clock and that clock's
    /// time, read once for all of the frame's animations.
    static var frameTime: (clock: ObjectIdentifier, now: Duration)?
}

/// Which delegates answer with a default method. UIKit does not call delegate methods an object does
/// not implement; Swift has no such test, so the defaults of `shouldReceive` and of the two failure
/// requirement questions note the delegate they ran on. The engine clears the note before asking
/// and, when it names the delegate asked, does not ask that recognizer's delegate that question
/// again until its delegate changes (a default always gives the same answer, and an object's
/// protocol methods cannot change).
@MainActor enum DefaultDelegateMethods {
    /// The delegate the default `gestureRecognizer(_:shouldReceive:)` last ran on.
    static var ranShouldReceive: ObjectIdentifier?
    /// The delegate the default `gestureRecognizer(_:shouldRequireFailureOf:)` last ran on.
    static var ranShouldRequireFailure: ObjectIdentifier?
    /// The delegate the default `gestureRecognizer(_:shouldBeRequiredToFailBy:)` last ran on.
    static var ranShouldBeRequiredToFail: ObjectIdentifier?
}

/// What drawing keeps from one frame to the next.
@MainActor enum DrawingCaches {
    /// Whether each view class conforms to `OpaqueDrawing` (`Occlusion`): a conformance check walks
    /// the class's superclasses, too slow to ask of every view twice a frame.
    static var opaqueDrawingClasses: [ObjectIdentifier: Bool] = [:]
    /// The corner squares' coverage masks of rounded boxes on whole pixels (`RoundedCornerMasks`).
    static var cornerMasks: [RoundedCornerMasks.Key: RoundedCornerMasks.Mask] = [:]
    /// The bytes `cornerMasks` holds.
    static var cornerMaskBytes = 0
}
