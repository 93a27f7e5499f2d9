import TactileCore

/// Drops the touch that wakes a blanked screen (`RunOptions.swallowsWakeTouch`).
///
/// The compositor says when the user went idle (`ext_idle_notification_v1.idled`) and when they
/// came back (`resumed`). The touch that ends an idle period is the wake touch: it is dropped for
/// its whole life, with any finger that goes down while it is held. Compositors send `resumed`
/// either just before or just after that touch's `down`, so a touch beginning up to `resumeGrace`
/// after `resumed` still counts as the wake touch. A touch while awake is delivered as usual.
@MainActor final class WakeTouchFilter {
    /// How long after `resumed` a new touch is still taken as the one that woke the screen.
    static let resumeGrace: Duration = .milliseconds(500)

    private let clock: any TactileClock
    /// Whether the compositor reported the user idle (and no touch has woken it yet).
    private(set) var isIdle = false
    private var wakeDeadline: Duration?
    /// The touches being dropped.
    private var swallowed: [Int32] = []
    /// How many touches were dropped (tests, logs).
    private(set) var swallowedCount = 0

    init(clock: any TactileClock) {
        self.clock = clock
        swallowed.reserveCapacity(10)
    }

    /// `idled`: the next touch wakes the screen.
    func userWentIdle() {
        isIdle = true
        wakeDeadline = nil
    }

    /// `resumed`: a touch within `resumeGrace` is the one that woke the screen.
    func userResumed() {
        guard isIdle else { return }
        isIdle = false
        wakeDeadline = clock.now + Self.resumeGrace
    }

    /// Whether the new touch `id` is (part of) the wake touch; if so it is dropped until it lifts.
    func swallowsNewTouch(id: Int32) -> Bool {
        let waking = isIdle || !swallowed.isEmpty || wakeDeadline.map { clock.now <= $0 } == true
        guard waking else {
            wakeDeadline = nil
            return false
        }
        isIdle = false
        wakeDeadline = nil
        swallowed.append(id)
        swallowedCount += 1
        PlatformLog.input.info("touch \(id) woke the screen; not delivered")
        return true
    }

    /// Whether touch `id` is being dropped.
    func isSwallowed(_ id: Int32) -> Bool { !swallowed.isEmpty && swallowed.contains(id) }

    /// Touch `id` lifted: whether it was being dropped (it is no longer).
    func release(_ id: Int32) -> Bool {
        guard let index = swallowed.firstIndex(of: id) else { return false }
        swallowed.remove(at: index)
        return true
    }

    /// Every touch ended (`cancel`).
    func releaseAll() { swallowed.removeAll(keepingCapacity: true) }
}
