import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting

#if canImport(Glibc)
import Glibc
#endif

/// `sd_notify` readiness and the systemd watchdog, against a fake notification socket and a window
/// shown on `HeadlessCompositor`.
@MainActor struct ServiceNotifierTests {
    /// Collects the notifier's log lines.
    final class LogLines {
        var lines: [String] = []
        func append(_ line: String) { lines.append(line) }
    }

    private func notifier(_ environment: [String: String], clock: ManualClock, log: LogLines) -> ServiceNotifier? {
        ServiceNotifier(environment: { environment[$0] }, clock: clock, processIDs: (own: 4242, parent: 4000), log: log.append)
    }

    @Test func readyIsSentOnceAfterTheFirstFrameIsCommitted() throws {
        let socket = try FakeNotifySocket()
        let h = try PlatformHarness()
        let log = LogLines()
        h.platform.serviceNotifier = notifier(["NOTIFY_SOCKET": socket.address], clock: h.clock, log: log)
        try h.step()
        #expect(h.compositor.toplevels.first?.surface.buffer == nil)
        #expect(socket.take().isEmpty)
        _ = try h.mapWindow()
        #expect(socket.take() == ["READY=1"])
        h.window.backgroundColor = Color(red: 1, green: 0, blue: 0)
        h.compositor.vblank()
        try h.settle()
        #expect(socket.take().isEmpty)
        #expect(log.lines.isEmpty)
    }

    @Test func anAbstractNamespaceSocketReceivesReady() throws {
        let socket = try FakeNotifySocket(abstract: true)
        #expect(socket.address.hasPrefix("@"))
        let h = try PlatformHarness()
        let log = LogLines()
        h.platform.serviceNotifier = notifier(["NOTIFY_SOCKET": socket.address], clock: h.clock, log: log)
        _ = try h.mapWindow()
        #expect(socket.take() == ["READY=1"])
        #expect(log.lines.isEmpty)
    }

    @Test func theWatchdogIsPingedEveryHalfInterval() throws {
        let socket = try FakeNotifySocket()
        let clock = ManualClock()
        let log = LogLines()
        let service = try #require(notifier(["NOTIFY_SOCKET": socket.address, "WATCHDOG_USEC": "2000000"], clock: clock, log: log))
        #expect(service.watchdogPingInterval == .seconds(1))
        clock.advance(by: .milliseconds(999))
        #expect(socket.take().isEmpty)
        clock.advance(by: .milliseconds(1))
        #expect(socket.take() == ["WATCHDOG=1"])
        clock.advance(by: .seconds(3))
        #expect(socket.take() == ["WATCHDOG=1", "WATCHDOG=1", "WATCHDOG=1"])
        service.stop()
        clock.advance(by: .seconds(5))
        #expect(socket.take().isEmpty)
        #expect(log.lines.isEmpty)
    }

    /// `WATCHDOG_USEC=1` halves to a zero interval: the pings are clamped to the minimum interval
    /// instead of rescheduling themselves due at once.
    @Test func aOneMicrosecondWatchdogPingsAtTheMinimumInterval() throws {
        let socket = try FakeNotifySocket()
        let clock = ManualClock()
        let log = LogLines()
        let service = try #require(notifier(["NOTIFY_SOCKET": socket.address, "WATCHDOG_USEC": "1"], clock: clock, log: log))
        #expect(service.watchdogPingInterval == .milliseconds(10))
        // A zero interval would fire forever inside one `advance`; stop here rather than hang.
        guard let interval = service.watchdogPingInterval, interval > .zero else { return }
        clock.advance(by: .milliseconds(100))
        #expect(socket.take().count == 10)
        #expect(log.lines == ["WATCHDOG_USEC=1 asks for pings every 0 µs; pinging every 0.01 seconds instead"])
        service.stop()
    }

    /// A service manager that stops reading fills the socket's queue: sends never block, the pings
    /// that do not fit are dropped (logged once), and pinging goes on once it reads again.
    @Test func aSocketNobodyReadsNeverBlocksThePings() throws {
        let socket = try FakeNotifySocket()
        let clock = ManualClock()
        let log = LogLines()
        let service = try #require(notifier(["NOTIFY_SOCKET": socket.address, "WATCHDOG_USEC": "20000"], clock: clock, log: log))
        clock.advance(by: .seconds(100))   // 10,000 pings into a queue nobody drains
        let queued = socket.take().count
        #expect(queued > 0 && queued < 10_000)
        #expect(log.lines == ["NOTIFY_SOCKET's queue is full; a notification was dropped; later ones may be dropped too"])
        clock.advance(by: .milliseconds(10))
        #expect(socket.take() == ["WATCHDOG=1"])
        service.stop()
    }

    @Test func aWatchdogMeantForAnotherProcessIsNotPinged() throws {
        let socket = try FakeNotifySocket()
        let clock = ManualClock()
        let log = LogLines()
        let service = try #require(notifier(["NOTIFY_SOCKET": socket.address, "WATCHDOG_USEC": "1000000", "WATCHDOG_PID": "1"],
                                            clock: clock, log: log))
        #expect(service.watchdogPingInterval == nil)
        clock.advance(by: .seconds(2))
        #expect(socket.take().isEmpty)
        #expect(log.lines == ["WATCHDOG_PID=1 is neither this process (4242) nor its parent; no watchdog pings"])
    }

    /// Under `cage -- app` systemd's main process (and so `$WATCHDOG_PID`) is the compositor, the app's parent.
    @Test(arguments: ["4242", "4000"])
    func aWatchdogForThisProcessOrItsParentIsPinged(pid: String) throws {
        let socket = try FakeNotifySocket()
        let clock = ManualClock()
        let log = LogLines()
        let service = try #require(notifier(["NOTIFY_SOCKET": socket.address, "WATCHDOG_USEC": "1000000", "WATCHDOG_PID": pid],
                                            clock: clock, log: log))
        #expect(service.watchdogPingInterval == .milliseconds(500))
        clock.advance(by: .milliseconds(500))
        #expect(socket.take() == ["WATCHDOG=1"])
        #expect(log.lines.isEmpty)
    }

    @Test func noNotifySocketMeansNoNotifierAndNoLog() {
        let log = LogLines()
        #expect(notifier([:], clock: ManualClock(), log: log) == nil)
        #expect(log.lines.isEmpty)
    }

    // MARK: Bad input: one log line, the app runs on.

    @Test(arguments: [
        ("/nonexistent/tactile/notify", "NOTIFY_SOCKET '/nonexistent/tactile/notify' cannot be used: No such file or directory"),
        ("/dev/null", "NOTIFY_SOCKET '/dev/null' cannot be used: it is not a socket"),
        ("relative/notify", "NOTIFY_SOCKET 'relative/notify' cannot be used: only absolute paths and @abstract names are supported"),
        ("", "NOTIFY_SOCKET '' cannot be used: it is empty"),
    ])
    func anUnusableNotifySocketIsLoggedOnceAndTheAppRunsOn(path: String, reason: String) throws {
        let h = try PlatformHarness()
        let log = LogLines()
        h.platform.serviceNotifier = notifier(["NOTIFY_SOCKET": path, "WATCHDOG_USEC": "1000000"], clock: h.clock, log: log)
        #expect(h.platform.serviceNotifier == nil)
        #expect(log.lines == ["\(reason); readiness and watchdog notifications are off"])
        let toplevel = try h.mapWindow()
        #expect(toplevel.surface.buffer != nil)
    }

    @Test func aPathLongerThanASocketAddressIsRefused() {
        let log = LogLines()
        let path = "/" + String(repeating: "a", count: 200)
        #expect(notifier(["NOTIFY_SOCKET": path], clock: ManualClock(), log: log) == nil)
        #expect(log.lines.count == 1)
    }

    @Test(arguments: ["soon", "-5", "0", "1.5", ""])
    func aWatchdogUsecThatIsNotAPositiveNumberIsLoggedAndReadinessStillWorks(value: String) throws {
        let socket = try FakeNotifySocket()
        let h = try PlatformHarness()
        let log = LogLines()
        let service = try #require(notifier(["NOTIFY_SOCKET": socket.address, "WATCHDOG_USEC": value], clock: h.clock, log: log))
        h.platform.serviceNotifier = service
        #expect(service.watchdogPingInterval == nil)
        #expect(log.lines == ["WATCHDOG_USEC='\(value)' is not a positive number of microseconds; no watchdog pings"])
        _ = try h.mapWindow()
        h.clock.advance(by: .seconds(10))
        #expect(socket.take() == ["READY=1"])
    }

    @Test func aWatchdogWithoutNotifySocketIsLogged() {
        let log = LogLines()
        #expect(notifier(["WATCHDOG_USEC": "1000000"], clock: ManualClock(), log: log) == nil)
        #expect(log.lines == ["WATCHDOG_USEC='1000000' is set but NOTIFY_SOCKET is not; no watchdog pings"])
    }

    @Test func aReceiverThatGoesAwayIsLoggedOnceAndPingsStop() throws {
        let socket = try FakeNotifySocket()
        let clock = ManualClock()
        let log = LogLines()
        let service = try #require(notifier(["NOTIFY_SOCKET": socket.address, "WATCHDOG_USEC": "200000"], clock: clock, log: log))
        clock.advance(by: .milliseconds(100))
        #expect(socket.take() == ["WATCHDOG=1"])
        socket.closeReceiver()
        clock.advance(by: .seconds(1))
        service.windowCommitted()
        #expect(log.lines.count == 1)
        #expect(log.lines.first?.hasPrefix("sending to NOTIFY_SOCKET failed: ") == true)
    }
}
