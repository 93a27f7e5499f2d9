#if canImport(Glibc)
import Glibc
#endif

/// An app executable started as a Wayland client of an in-process compositor: its `WAYLAND_SOCKET`
/// is fd 3, one end of a socket pair whose other end the caller adopts (for example with
/// `HeadlessCompositor.connectClient(fileDescriptor:)`). stdout and stderr come back on non-blocking
/// pipes. A child still running at `deinit` is killed (SIGKILL) and reaped.
public final class WaylandChildProcess {
    /// Why the child could not be started.
    public struct LaunchError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The child's process id.
    public let pid: pid_t
    /// The compositor's end of the socket pair (owned by the caller once `init` returned).
    public let compositorSocket: Int32
    private var stdoutFD: Int32
    private var stderrFD: Int32
    /// Everything the child wrote to stdout so far.
    public private(set) var stdout: [UInt8] = []
    /// Everything the child wrote to stderr so far.
    public private(set) var stderr: [UInt8] = []
    /// The raw `waitpid` status once the child has exited.
    public private(set) var waitStatus: Int32?

    /// Starts `binary arguments…` with the parent's environment minus `WAYLAND_DISPLAY`,
    /// `WAYLAND_SOCKET` and systemd's notify variables, plus `environment` and `WAYLAND_SOCKET=3`.
    public init(binary: String, arguments: [String], environment extra: [String] = []) throws(LaunchError) {
        var sockets: [Int32] = [-1, -1], out: [Int32] = [-1, -1], err: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            throw LaunchError(description: "socketpair: \(String(cString: strerror(errno)))")
        }
        guard pipe(&out) == 0, pipe(&err) == 0 else {
            let reason = String(cString: strerror(errno))
            for fd in sockets + out + err where fd >= 0 { close(fd) }
            throw LaunchError(description: "pipe: \(reason)")
        }
        for fd in out + err { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        defer { close(out[1]); close(err[1]); close(sockets[1]) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        posix_spawn_file_actions_adddup2(&actions, sockets[1], 3)  // dup2 clears close-on-exec
        // The parent may block or ignore signals (a test runner); the child starts like a normal launch.
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

        var environment: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            // Also what `environment` sets anew: getenv would find the parent's first.
            let dropped = ["WAYLAND_DISPLAY=", "WAYLAND_SOCKET=", "NOTIFY_SOCKET=", "WATCHDOG_USEC=", "WATCHDOG_PID="]
                + extra.compactMap { setting in setting.firstIndex(of: "=").map { String(setting[...$0]) } }
            if !dropped.contains(where: text.hasPrefix) { environment.append(text) }
            entry += 1
        }
        environment += extra + ["WAYLAND_SOCKET=3"]
        var argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, binary, &actions, &attributes, &argv, &envp)
        guard status == 0 else {
            close(out[0]); close(err[0]); close(sockets[0])
            throw LaunchError(description: "posix_spawn \(binary): \(String(cString: strerror(status)))")
        }
        pid = child
        compositorSocket = sockets[0]
        stdoutFD = out[0]
        stderrFD = err[0]
        _ = fcntl(stdoutFD, F_SETFL, fcntl(stdoutFD, F_GETFL) | O_NONBLOCK)
        _ = fcntl(stderrFD, F_SETFL, fcntl(stderrFD, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        if waitStatus == nil {
            _ = Glibc.kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        if stdoutFD >= 0 { close(stdoutFD) }
        if stderrFD >= 0 { close(stderrFD) }
    }

    /// The pipes to poll for output (closed ones are -1).
    public var outputDescriptors: [Int32] { [stdoutFD, stderrFD] }

    /// Reads available output and notices an exit (never waits).
    public func poll() {
        Self.drain(&stdoutFD, into: &stdout)
        Self.drain(&stderrFD, into: &stderr)
        guard waitStatus == nil else { return }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid {
            waitStatus = status
            Self.drain(&stdoutFD, into: &stdout)
            Self.drain(&stderrFD, into: &stderr)
        }
    }

    /// Removes and returns the complete lines written to stdout since the last call.
    public func takeStdoutLines() -> [String] {
        guard let end = stdout.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let lines = stdout[...end].split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        stdout.removeSubrange(...end)
        return lines
    }

    /// What the child wrote to stderr, as lines (a last unterminated line counts).
    public var stderrLines: [String] {
        stderr.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The signal that killed the child, if it died by one.
    public var terminatingSignal: Int32? {
        guard let status = waitStatus, status & 0x7f != 0, status & 0x7f != 0x7f else { return nil }
        return status & 0x7f
    }

    /// The exit status, if the child exited normally.
    public var exitStatus: Int32? {
        guard let status = waitStatus, status & 0x7f == 0 else { return nil }
        return (status >> 8) & 0xff
    }

    /// Kills the child (SIGKILL) and reaps it.
    public func kill() {
        guard waitStatus == nil else { return }
        _ = Glibc.kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        waitStatus = status
    }

    /// Resident memory in bytes (`VmRSS` of /proc/PID/status), nil once gone.
    public var residentBytes: Int? { ProcessStatus.residentKilobytes(of: pid).map { $0 * 1024 } }

    /// CPU time the child has used so far (user and system), in seconds; nil once gone.
    public var cpuSeconds: Double? { ProcessStatus.cpuSeconds(of: pid) }

    /// How many descriptors the child has open (entries of /proc/PID/fd), nil once gone.
    public var openDescriptorCount: Int? {
        guard let directory = opendir("/proc/\(pid)/fd") else { return nil }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != ".", name != ".." { count += 1 }
        }
        return count
    }

    /// Monotonic seconds (for budgets that detect hangs, never for deciding behaviour).
    public static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    private static func drain(_ fd: inout Int32, into output: inout [UInt8]) {
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
}
