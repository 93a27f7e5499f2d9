import Testing
import TactileCore
import TactileHeadless
import TactileTestSupport
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

/// The real `map-pins` process started the way systemd starts a `Type=notify` service with a watchdog:
/// it tells a fake notification socket `READY=1` once its window is on the in-process compositor,
/// and keeps pinging `WATCHDOG=1`. Waits are `poll` with a timeout that only detects a hang.
@Suite(.enabled(if: SystemExecutable.isCI || MapPinsBinary.path != nil,
                "needs a built map-pins next to the test bundle (swift build --build-tests); under CI=true it runs and fails"))
struct MapPinsServiceTests {
    /// The most a (debug, loaded machine) start may take.
    static let startBudget = 30.0

    /// Starts map-pins on `compositor` with `environment`; returns it once it printed its ready line.
    @MainActor func start(on compositor: HeadlessCompositor, environment: [String]) throws -> MapPinsChild {
        let binary = try #require(MapPinsBinary.path)
        let child = try MapPinsChild(binary: binary, arguments: ["--trace"], extraEnvironment: environment)
        do {
            _ = try compositor.connectClient(fileDescriptor: child.process.compositorSocket)
        } catch {
            close(child.process.compositorSocket)
            throw error
        }
        let ready = try child.pump(compositor, within: Self.startBudget) { child.stdoutLines.contains { $0.hasPrefix(#"{"event":"ready""#) } }
        try #require(ready, "no ready line; stderr: \(child.stderrText)")
        return child
    }

    @MainActor @Test func mapPinsReportsReadyAndPingsTheWatchdog() throws {
        let compositor = try HeadlessCompositor()
        let socket = try FakeNotifySocket()
        let child = try start(on: compositor, environment: ["NOTIFY_SOCKET=\(socket.address)", "WATCHDOG_USEC=200000"])
        var messages: [String] = []
        let pinged = try child.pump(compositor, within: Self.startBudget) {
            messages += socket.take()
            return messages.contains("READY=1") && messages.filter { $0 == "WATCHDOG=1" }.count >= 2
        }
        #expect(pinged, "messages: \(messages); stderr: \(child.stderrText)")
        #expect(messages.filter { $0 == "READY=1" }.count == 1)
        #expect(Set(messages) == ["READY=1", "WATCHDOG=1"])
        #expect(child.waitStatus == nil, "map-pins exited: \(child.stderrText)")
    }

    @MainActor @Test func aMissingNotifySocketIsOneLogLineAndMapPinsRunsOn() throws {
        let compositor = try HeadlessCompositor()
        let child = try start(on: compositor, environment: ["NOTIFY_SOCKET=/nonexistent/tactile-notify", "WATCHDOG_USEC=soon"])
        child.readAvailableOutput()
        let lines = child.stderrLines.filter { $0.contains("NOTIFY_SOCKET") || $0.contains("WATCHDOG") }
        #expect(lines.count == 1, "stderr: \(child.stderrText)")
        #expect(lines.first?.contains("NOTIFY_SOCKET '/nonexistent/tactile-notify' cannot be used: No such file or directory") == true)
        #expect(child.waitStatus == nil, "map-pins exited: \(child.stderrText)")
    }
}
