import Foundation
import Testing
import TactileCore
import TactileTesting
import TactileHeadless
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

/// The real `map-pins` process, connected to an in-process `HeadlessCompositor` through an inherited
/// socket (`WAYLAND_SOCKET`), losing its compositor in the middle of a drag: the process must exit by
/// itself, with a non-zero status, and say why in one stderr line.
///
/// Every wait is `poll` with a timeout on the child's pipes and the compositor's descriptor; a 5 s
/// budget only detects a hang. The time from the fault to the child's exit is measured and printed.
@Suite(.enabled(if: MapPinsBinary.path != nil, "needs a built map-pins next to the test bundle (swift build --build-tests)"))
struct ProcessExitFaultTests {
    /// The hang detector for the exit.
    static let budget = 5.0
    /// The most a (debug, loaded machine) start may take until `ready`.
    static let startBudget = 30.0

    /// Starts `map-pins --trace --pin 200,200` on `compositor`, waits for `ready`, and puts a finger on
    /// the pin and moves it (a drag in progress).
    func dragging(on compositor: HeadlessCompositor) throws -> (MapPinsChild, ServerClient, HeadlessToplevel) {
        let binary = try #require(MapPinsBinary.path)
        var sockets: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0)
        let client: ServerClient
        do {
            client = try compositor.connectClient(fileDescriptor: sockets[0])
        } catch {
            close(sockets[0])
            close(sockets[1])
            throw error
        }
        let child: MapPinsChild
        do {
            child = try MapPinsChild(binary: binary, arguments: ["--trace", "--pin", "200,200"], socket: sockets[1])
        } catch {
            close(sockets[1])
            throw error
        }
        close(sockets[1])

        let ready = try child.pump(compositor, within: Self.startBudget) { child.stdoutLines.contains { $0.hasPrefix(#"{"event":"ready""#) } }
        try #require(ready, "no ready line; stdout: \(child.stdoutText) stderr: \(child.stderrText)")
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

/// A spawned `map-pins` whose `WAYLAND_SOCKET` is an inherited socket, with stdout and stderr piped
/// back (non-blocking). Killed with SIGKILL and reaped at `deinit` if it is still running.
final class MapPinsChild {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let pid: pid_t
    private var stdoutFD: Int32
    private var stderrFD: Int32
    private var stdout: [UInt8] = []
    private var stderr: [UInt8] = []
    /// The raw `waitpid` status once the child has exited.
    private(set) var waitStatus: Int32?
    /// When (`now()`) the exit was noticed.
    private(set) var exitTime: Double?

    /// Monotonic seconds, for measuring (never for deciding behaviour).
    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// Starts `binary` with the parent's environment, `WAYLAND_DISPLAY` removed and `WAYLAND_SOCKET=3`:
    /// `socket` becomes the child's fd 3. The caller still owns (and should close) `socket`.
    init(binary: String, arguments: [String], socket: Int32) throws {
        var out: [Int32] = [-1, -1], err: [Int32] = [-1, -1]
        // `pipe` + FD_CLOEXEC (Glibc's `pipe2` is not imported): a child spawned by a parallel test in
        // between may inherit these ends, so the exit is detected by `waitpid`, never by end of file.
        guard pipe(&out) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
        guard pipe(&err) == 0 else {
            close(out[0]); close(out[1])
            throw Failure(description: "pipe: \(String(cString: strerror(errno)))")
        }
        for fd in out + err { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        defer { close(out[1]); close(err[1]) }
        stdoutFD = out[0]
        stderrFD = err[0]

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        // dup2 onto 3 clears close-on-exec (also when `socket` already is 3, glibc ≥ 2.29).
        posix_spawn_file_actions_adddup2(&actions, socket, 3)

        // The test runner may block or ignore signals; the child starts like a normal launch.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), defaults = sigset_t()
        sigemptyset(&noSignals)
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var environment = ProcessInfo.processInfo.environment
            .filter { $0.key != "WAYLAND_DISPLAY" && $0.key != "WAYLAND_SOCKET" }
            .map { "\($0.key)=\($0.value)" }
        environment.append("WAYLAND_SOCKET=3")

        var argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, binary, &actions, &attributes, &argv, &envp)
        guard status == 0 else {
            close(stdoutFD); close(stderrFD)
            throw Failure(description: "posix_spawn \(binary): \(String(cString: strerror(status)))")
        }
        pid = child
        _ = fcntl(stdoutFD, F_SETFL, fcntl(stdoutFD, F_GETFL) | O_NONBLOCK)
        _ = fcntl(stderrFD, F_SETFL, fcntl(stderrFD, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        if waitStatus == nil {
            // SIGKILL: the child may block SIGTERM; then reap it.
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        if stdoutFD >= 0 { close(stdoutFD) }
        if stderrFD >= 0 { close(stderrFD) }
    }

    /// Complete lines written to stdout so far.
    var stdoutLines: [String] { Self.lines(stdout) }
    /// Lines written to stderr so far (a last unterminated line counts).
    var stderrLines: [String] { Self.lines(stderr, keepingPartial: true) }
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    var stderrText: String { String(decoding: stderr, as: UTF8.self) }
    /// Reads what the child wrote and the pipes still hold (all of it, once the child has exited).
    func readAvailableOutput() {
        drain(&stdoutFD, into: &stdout)
        drain(&stderrFD, into: &stderr)
    }

    private static func lines(_ bytes: [UInt8], keepingPartial: Bool = false) -> [String] {
        var parts = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if let last = parts.last, !keepingPartial || last.isEmpty { parts.removeLast() }
        return parts.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Serves the compositor and reads the child's output until `condition` holds or `seconds` pass.
    /// Waits only in `poll` (10 ms at most per wait). Returns whether `condition` held.
    func pump(_ compositor: HeadlessCompositor, within seconds: Double, until condition: () -> Bool) throws -> Bool {
        let deadline = Self.now() + seconds
        while !condition() {
            guard Self.now() < deadline else { return false }
            var fds = [pollfd(fd: compositor.eventLoopFileDescriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, nfds_t(fds.count), 10)
            try compositor.dispatch()
            readAvailableOutput()
            reap()
        }
        return true
    }

    /// Reads everything available from `fd`; closes it (and sets it to -1) at end of file.
    private func drain(_ fd: inout Int32, into output: inout [UInt8]) {
        guard fd >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n > 0 { output += buffer[0..<n]; continue }
            if n == 0 || (errno != EAGAIN && errno != EINTR) {
                close(fd)
                fd = -1
            }
            return
        }
    }

    private func reap() {
        guard waitStatus == nil else { return }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            waitStatus = status
            exitTime = Self.now()
        }
    }
}
