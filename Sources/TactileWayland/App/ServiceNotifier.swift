import TactileCore

#if canImport(Glibc)
import Glibc
#endif

/// Tells a service manager (systemd, `Type=notify`) how the app is doing, written over its
/// notification socket without libsystemd:
///
/// - `READY=1` once, after the window's first frame is committed (`WaylandPlatform` calls
///   `windowCommitted()`), so units ordered after the app start when something is on screen.
/// - `WATCHDOG=1` every half `$WATCHDOG_USEC` (at least `minimumPingInterval` apart), from a timer on the app's clock. The timer fires from
///   the event loop, so an app whose loop is wedged stops pinging and systemd restarts it
///   (`WatchdogSec=` with `Restart=on-failure`).
///
/// Bad input never stops the app: a `$NOTIFY_SOCKET` that is missing or not a socket, or a
/// `$WATCHDOG_USEC` that is not a positive number, is reported in one log line and that feature is
/// off. A send that fails is logged once and notifications stop.
@MainActor final class ServiceNotifier {
    /// How often `WATCHDOG=1` is sent (half of `$WATCHDOG_USEC`), or nil without a watchdog.
    let watchdogPingInterval: Duration?
    /// Whether `READY=1` was sent.
    private(set) var isReady = false
    private var socket: NotifySocket?
    private let clock: any TactileClock
    private let log: (String) -> Void
    private var watchdogTimer: TimerToken?
    /// Whether a full socket queue was logged (once per notifier).
    private var reportedFullQueue = false

    /// A notifier configured from `environment` (a variable lookup, `getenv` by default); nil when
    /// `$NOTIFY_SOCKET` is unset or unusable. `log` receives each problem as one line.
    ///
    /// `$WATCHDOG_PID` names the process systemd expects pings from; it is honoured when it is this
    /// process or its parent (the app started by a compositor, `cage -- app`, where systemd's main
    /// process is the compositor; the unit then needs `NotifyAccess=all`).
    init?(environment: (String) -> String? = ServiceNotifier.processEnvironment, clock: any TactileClock,
          processIDs: (own: Int32, parent: Int32) = (getpid(), getppid()),
          log: @escaping (String) -> Void = { PlatformLog.service.warning("\($0)") }) {
        let watchdogText = environment("WATCHDOG_USEC")
        guard let path = environment("NOTIFY_SOCKET") else {
            if let watchdogText {
                log("WATCHDOG_USEC='\(watchdogText)' is set but NOTIFY_SOCKET is not; no watchdog pings")
            }
            return nil
        }
        do {
            socket = try NotifySocket(path: path)
        } catch {
            log("\(error); readiness and watchdog notifications are off")
            return nil
        }
        self.clock = clock
        self.log = log
        watchdogPingInterval = Self.pingInterval(watchdogText: watchdogText, watchdogPID: environment("WATCHDOG_PID"),
                                                 processIDs: processIDs, log: log)
        scheduleWatchdogPing()
    }

    /// Reads one variable of the process environment.
    nonisolated static func processEnvironment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Half the watchdog interval, or nil (logged) when `$WATCHDOG_USEC` is unset, not a positive
    /// number, or meant for another process (`$WATCHDOG_PID`).
    private static func pingInterval(watchdogText: String?, watchdogPID: String?, processIDs: (own: Int32, parent: Int32),
                                     log: (String) -> Void) -> Duration? {
        guard let watchdogText else { return nil }
        guard let microseconds = UInt64(watchdogText), microseconds > 0 else {
            log("WATCHDOG_USEC='\(watchdogText)' is not a positive number of microseconds; no watchdog pings")
            return nil
        }
        if let watchdogPID, Int32(watchdogPID) != processIDs.own, Int32(watchdogPID) != processIDs.parent {
            log("WATCHDOG_PID=\(watchdogPID) is neither this process (\(processIDs.own)) nor its parent; no watchdog pings")
            return nil
        }
        let half = Duration.microseconds(Int64(clamping: microseconds / 2))
        guard half >= minimumPingInterval else {
            log("WATCHDOG_USEC=\(watchdogText) asks for pings every \(microseconds / 2) µs; pinging every \(minimumPingInterval) instead")
            return minimumPingInterval
        }
        return half
    }

    /// The shortest interval between watchdog pings: a tiny `$WATCHDOG_USEC` (1 µs halves to a zero
    /// interval) would otherwise keep the loop sending pings and doing nothing else.
    static let minimumPingInterval: Duration = .milliseconds(10)

    /// The window's latest frame was committed: sends `READY=1` the first time.
    func windowCommitted() {
        guard !isReady else { return }
        isReady = true
        send("READY=1")
    }

    /// Stops the watchdog pings (the app is shutting down).
    func stop() {
        if let watchdogTimer { clock.cancel(watchdogTimer) }
        watchdogTimer = nil
    }

    private func scheduleWatchdogPing() {
        guard let interval = watchdogPingInterval, socket != nil else { return }
        watchdogTimer = clock.schedule(after: interval) { [weak self] in
            guard let self else { return }
            self.watchdogTimer = nil
            self.send("WATCHDOG=1")
            self.scheduleWatchdogPing()
        }
    }

    private func send(_ message: String) {
        guard let socket else { return }
        do {
            try socket.send(message)
        } catch .wouldBlock {
            // The service manager is not reading: this message is dropped, the next one is tried.
            if !reportedFullQueue { log("\(NotifySocketError.wouldBlock); later ones may be dropped too") }
            reportedFullQueue = true
        } catch {
            log("\(error); readiness and watchdog notifications are off")
            self.socket = nil
            stop()
        }
    }
}
