import TactileCore
import WaylandClient

/// The app's side of the compositor's idle handling: keeping the screen on
/// (`RunOptions.inhibitsIdle`, `zwp_idle_inhibit_manager_v1`) and hearing when the user went idle
/// (`RunOptions.swallowsWakeTouch`, `ext_idle_notifier_v1`, one notification per seat). Each feature
/// the compositor does not offer gets one log line; the app runs on without it.
@MainActor final class IdleServices {
    private var inhibitor: ZwpIdleInhibitorV1?
    private let notifier: ExtIdleNotifierV1?
    private let notificationTimeout: UInt32
    private var notifications: [(seatName: UInt32, notification: ExtIdleNotificationV1)] = []
    /// Filters the wake touch when idle notifications are on.
    let wakeTouchFilter: WakeTouchFilter?

    init(options: RunOptions, globals: BoundGlobals, surface: WlSurface, clock: any TactileClock) {
        if options.inhibitsIdle {
            if let manager = globals.idleInhibitManager {
                do { inhibitor = try manager.createInhibitor(surface: surface) } catch {
                    PlatformLog.wayland.error("cannot create an idle inhibitor: \(error); the screen may blank")
                }
            } else {
                PlatformLog.wayland.notice(
                    "the compositor offers no zwp_idle_inhibit_manager_v1: inhibitsIdle cannot keep the screen on")
            }
        }
        var notifier: ExtIdleNotifierV1?
        var timeout: UInt32 = 0
        if options.swallowsWakeTouch {
            let milliseconds = options.screenBlankTimeout / .milliseconds(1)
            if globals.idleNotifier == nil {
                PlatformLog.wayland.notice(
                    "the compositor offers no ext_idle_notifier_v1: swallowsWakeTouch is off, every touch is delivered")
            } else if !(milliseconds >= 1) {
                PlatformLog.wayland.error("screenBlankTimeout \(options.screenBlankTimeout) is not positive; swallowsWakeTouch is off")
            } else {
                notifier = globals.idleNotifier
                // At most UInt32.max ms (49 days): the protocol's range.
                timeout = milliseconds < Double(UInt32.max) ? UInt32(milliseconds.rounded(.up)) : UInt32.max
            }
        }
        self.notifier = notifier
        notificationTimeout = timeout
        wakeTouchFilter = notifier == nil ? nil : WakeTouchFilter(clock: clock)
    }

    /// Whether an idle inhibitor is active.
    var isInhibiting: Bool { inhibitor != nil }

    /// A seat appeared: ask to hear when its user goes idle.
    func seatAdded(_ seat: WlSeat, name: UInt32) {
        guard let notifier, let filter = wakeTouchFilter else { return }
        do {
            let notification = try notifier.getIdleNotification(timeout: notificationTimeout, seat: seat)
            notification.onEvent = { [weak filter] event in
                switch event {
                case .idled: filter?.userWentIdle()
                case .resumed: filter?.userResumed()
                }
            }
            notifications.append((name, notification))
        } catch {
            PlatformLog.wayland.error("cannot create an idle notification: \(error)")
        }
    }

    /// A seat went away.
    func seatRemoved(name: UInt32) {
        for entry in notifications where entry.seatName == name { try? entry.notification.destroy() }
        notifications.removeAll { $0.seatName == name }
    }
}
