import TactileTesting
import TactileTestSupport
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// A real `weston` (headless backend, kiosk shell) in a private runtime directory, for interoperability
/// tests. Waiting is always bounded and done with `poll()` timeouts on an inotify descriptor or a pipe.
final class WestonProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Whether the test should run (`SystemExecutable.shouldRun`: installed, or CI, where it fails if missing).
    static var shouldRun: Bool { SystemExecutable.shouldRun("weston") }

    let runtimeDirectory: String
    let socketName: String
    let pid: pid_t
    /// Read end of a pipe whose write end only weston holds: it hangs up when weston exits.
    private let exitPipe: Int32
    private var stopped = false

    var socketPath: String { "\(runtimeDirectory)/\(socketName)" }
    var logPath: String { "\(runtimeDirectory)/weston.log" }

    init() throws {
        let executable = try SystemExecutable.require("weston")
        var template = Array("/tmp/tactile-weston-XXXXXX".utf8CString)
        guard let directory = mkdtemp(&template) else { throw Failure(description: "mkdtemp failed") }
        runtimeDirectory = String(cString: directory)
        chmod(runtimeDirectory, 0o700)
        var random = SystemRandomNumberGenerator()
        socketName = "tactile-\(getpid())-\(random.next() & 0xFFFFFF)"

        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe failed") }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        exitPipe = pipeEnds[0]

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "\(runtimeDirectory)/weston.log", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 3)  // dup2 clears close-on-exec

        let arguments = [executable, "--backend=headless-backend.so", "--shell=kiosk-shell.so", "--no-config",
                         "--socket=\(socketName)"]
        let environment = ["XDG_RUNTIME_DIR=\(runtimeDirectory)", "HOME=\(runtimeDirectory)",
                           "PATH=\(String(cString: getenv("PATH")))"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, &argv, &envp)
        close(pipeEnds[1])
        guard status == 0 else {
            close(exitPipe)
            throw Failure(description: "posix_spawn weston: \(String(cString: strerror(status)))")
        }
        pid = child
    }

    /// Waits until the socket exists: at most `attempts` polls of 100 ms on an inotify watch.
    func waitForSocket(attempts: Int = 100) throws {
        let watch = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard watch >= 0 else { throw Failure(description: "inotify_init1 failed") }
        defer { close(watch) }
        _ = inotify_add_watch(watch, runtimeDirectory, UInt32(IN_CREATE))
        var scratch = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<attempts {
            if access(socketPath, F_OK) == 0 { return try waitForListening() }
            if hasExited { throw Failure(description: "weston exited early; log:\n\(log)") }
            var descriptors = [pollfd(fd: watch, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: exitPipe, events: Int16(POLLIN), revents: 0)]
            _ = poll(&descriptors, 2, 100)
            _ = read(watch, &scratch, scratch.count)
        }
        if access(socketPath, F_OK) == 0 { return try waitForListening() }
        throw Failure(description: "weston's socket did not appear; log:\n\(log)")
    }

    /// The socket file appears at bind(), a moment before listen(): probe until weston accepts.
    private func waitForListening() throws {
        guard UnixSocketProbe.acceptsConnections(at: socketPath) else {
            throw Failure(description: "weston never listened on its socket; log:\n\(log)")
        }
    }

    /// Whether the exit pipe hung up (weston exited).
    private var hasExited: Bool {
        var descriptor = pollfd(fd: exitPipe, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLHUP) != 0
    }

    /// weston's output so far.
    var log: String {
        let fd = open(logPath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return "(no log)" }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &chunk, chunk.count)
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// SIGTERM, a bounded wait for the exit (SIGKILL after it), `waitpid`, and removal of the directory.
    func stop() {
        guard !stopped else { return }
        stopped = true
        kill(pid, SIGTERM)
        var descriptor = pollfd(fd: exitPipe, events: Int16(POLLIN), revents: 0)
        var exited = false
        for _ in 0..<50 where !exited {
            exited = poll(&descriptor, 1, 100) > 0 && descriptor.revents & Int16(POLLHUP) != 0
        }
        if !exited { kill(pid, SIGKILL) }
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        close(exitPipe)
        for name in [socketName, "\(socketName).lock", "weston.log"] { unlink("\(runtimeDirectory)/\(name)") }
        rmdir(runtimeDirectory)
    }

    deinit { stop() }
}

/// Bounded event waiting on a real socket: `poll()` with a timeout, never a sleep.
extension Display {
    struct WaitTimeout: Error, CustomStringConvertible {
        var description: String { "the compositor did not answer in time" }
    }

    /// Flushes, then reads and dispatches events until `condition` holds (at most `attempts` polls of 100 ms).
    func wait(until condition: () -> Bool, attempts: Int = 50) throws {
        for _ in 0..<attempts {
            if condition() { return }
            try flush()
            guard prepareRead() else {
                try dispatchPending()
                continue
            }
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 100) > 0 {
                try readEvents()
            } else {
                cancelRead()
            }
            try dispatchPending()
        }
        if !condition() { throw WaitTimeout() }
    }

    /// A roundtrip that gives up (throwing) instead of blocking forever.
    func boundedRoundtrip() throws {
        let callback = try wlDisplay.sync()
        var done = false
        callback.onEvent = { _ in done = true }
        try wait(until: { done })
    }
}
