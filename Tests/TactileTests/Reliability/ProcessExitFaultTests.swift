import Foundation
import Testing
import TactileCore
import TactileTesting
import TactileHeadless
import WaylandServer
import TactileTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// The real `map-pins` process, connected to an in-process `HeadlessCompositor` through an inherited
/// socket (`WAYLAND_SOCKET`), losing its compositor in the middle of a drag: the process must exit by
/// itself, with a non-zero status, and say why in one stderr line.
///
/// Every wait is `poll` with a timeout on the child's pipes and the compositor's descriptor; a 5 s
/// budget only detects a hang. The time from the fault to the child's exit is measured and printed.
@Suite(.enabled(if: SystemExecutable.isCI || MapPinsBinary.path != nil,
                "needs a built map-pins next to the test bundle (swift build --build-tests); under CI=true it runs and fails"))
struct ProcessExitFaultTests {
    /// The hang detector for the exit.
    static let budget = 5.0
    /// The most a (debug, loaded machine) start may take until `ready`.
    static let startBudget = 30.0

    /// Starts `map-pins --trace --pin 200,200` on `compositor`, waits for `ready`, and puts a finger on
    /// the pin and moves it (a drag in progress).
    func dragging(on compositor: HeadlessCompositor) throws -> (MapPinsChild, ServerClient, HeadlessToplevel) {
        let binary = try #require(MapPinsBinary.path)
        let child = try MapPinsChild(binary: binary, arguments: ["--trace", "--pin", "200,200"])
        let client: ServerClient
        do {
            client = try compositor.connectClient(fileDescriptor: child.process.compositorSocket)
        } catch {
            close(child.process.compositorSocket)
            throw error
        }

        // Ready, and its wl_touch bound: the seat's capabilities may reach the app after its first frame.
        let ready = try child.pump(compositor, within: Self.startBudget) {
            child.stdoutLines.contains { $0.hasPrefix(#"{"event":"ready""#) } && !compositor.boundResources(of: client).touches.isEmpty
        }
        try #require(ready, "no ready line or no wl_touch; stdout: \(child.stdoutText) stderr: \(child.stderrText)")
        let toplevel = try #require(compositor.toplevels(of: client).first)

        try compositor.touchDown(id: 0, at: Point(x: 200, y: 200), on: toplevel.surface)
        try compositor.touchFrame()
        try compositor.touchMotion(id: 0, to: Point(x: 260, y: 230))
        try compositor.touchFrame()
        compositor.server.flushClients()
        // Let the child read the events (one more exchange; it stays alive).
        _ = try child.pump(compositor, within: 0.2) { false }
        try #require(child.waitStatus == nil, "map-pins exited during the drag: \(child.stderrText)")
        #expect(!child.stdoutText.contains("pin-moved"), "the drag ended before the fault")
        return (child, client, toplevel)
    }

    /// Pumps until the child exits (bounded); returns the seconds from `start` to its exit.
    func waitForExit(_ child: MapPinsChild, _ compositor: HeadlessCompositor, since start: Double) throws -> Double? {
        let exited = try child.pump(compositor, within: Self.budget) { child.waitStatus != nil }
        child.readAvailableOutput()
        return exited ? child.exitTime.map { $0 - start } : nil
    }

    func expectCleanFailureExit(_ child: MapPinsChild) {
        guard let status = child.waitStatus else { return }
        let signalled = (status & 0x7f) != 0
        #expect(!signalled, "map-pins died of signal \(status & 0x7f)\((status & 0x80) != 0 ? " (core dumped)" : "")")
        if !signalled { #expect((status >> 8) & 0xff != 0, "map-pins exited with status 0") }
    }

    @Test func aDisconnectMidDragEndsTheProcessWithOneLine() throws {
        let compositor = try HeadlessCompositor()
        let (child, client, _) = try dragging(on: compositor)

        let start = MapPinsChild.now()
        client.destroy()
        let elapsed = try waitForExit(child, compositor, since: start)
        let seconds = try #require(elapsed, "map-pins did not exit within \(Self.budget) s of the disconnect (a hang)")
        print("ProcessExitFaultTests: map-pins exited \(Int(seconds * 1000)) ms after the disconnect, wait status \(child.waitStatus ?? -1), stderr \(child.stderrText.debugDescription)")

        expectCleanFailureExit(child)
        let lines = child.stderrLines
        #expect(lines.count == 1, "stderr: \(child.stderrText)")
        #expect(lines.first?.contains("lost the connection to the Wayland compositor") == true, "stderr: \(child.stderrText)")
    }

    @Test func aProtocolErrorMidDragEndsTheProcessWithOneLineNamingIt() throws {
        let compositor = try HeadlessCompositor()
        let (child, _, toplevel) = try dragging(on: compositor)

        let start = MapPinsChild.now()
        compositor.postError(on: toplevel.resource, code: 3, message: "invalid size")
        let elapsed = try waitForExit(child, compositor, since: start)
        let seconds = try #require(elapsed, "map-pins did not exit within \(Self.budget) s of the protocol error (a hang)")
        print("ProcessExitFaultTests: map-pins exited \(Int(seconds * 1000)) ms after the protocol error, wait status \(child.waitStatus ?? -1), stderr \(child.stderrText.debugDescription)")

        expectCleanFailureExit(child)
        let lines = child.stderrLines
        #expect(lines.count == 1, "stderr: \(child.stderrText)")
        let line = lines.last ?? ""
        #expect(line.contains("xdg_toplevel") && line.contains("code 3"), "stderr: \(child.stderrText)")
    }
}

/// A spawned `map-pins` (`WaylandChildProcess`: its `WAYLAND_SOCKET` is an inherited socket, stdout
/// and stderr piped back), served by a compositor in `pump`. Killed and reaped at `deinit` if still running.
final class MapPinsChild {
    let process: WaylandChildProcess
    /// When (`now()`) the exit was noticed.
    private(set) var exitTime: Double?

    /// Monotonic seconds, for measuring (never for deciding behaviour).
    static func now() -> Double { WaylandChildProcess.now() }

    /// `extraEnvironment` holds `NAME=value` entries added to the child's environment.
    init(binary: String, arguments: [String], extraEnvironment: [String] = []) throws {
        process = try WaylandChildProcess(binary: binary, arguments: arguments, environment: extraEnvironment)
    }

    /// The raw `waitpid` status once the child has exited.
    var waitStatus: Int32? { process.waitStatus }
    /// Complete lines written to stdout so far.
    var stdoutLines: [String] { stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    /// Lines written to stderr so far (a last unterminated line counts).
    var stderrLines: [String] { process.stderrLines }
    var stdoutText: String { String(decoding: process.stdout, as: UTF8.self) }
    var stderrText: String { String(decoding: process.stderr, as: UTF8.self) }
    /// Reads what the child wrote and the pipes still hold.
    func readAvailableOutput() { process.poll() }

    /// Serves the compositor and reads the child's output until `condition` holds or `seconds` pass.
    /// Waits only in `poll` (10 ms at most per wait). Returns whether `condition` held.
    func pump(_ compositor: HeadlessCompositor, within seconds: Double, until condition: () -> Bool) throws -> Bool {
        let deadline = Self.now() + seconds
        while !condition() {
            guard Self.now() < deadline else { return false }
            var fds = [pollfd(fd: compositor.eventLoopFileDescriptor, events: Int16(POLLIN), revents: 0)]
            for fd in process.outputDescriptors where fd >= 0 { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            _ = poll(&fds, nfds_t(fds.count), 10)
            try compositor.dispatch()
            let running = process.waitStatus == nil
            process.poll()
            if running, process.waitStatus != nil { exitTime = Self.now() }
        }
        return true
    }
}
