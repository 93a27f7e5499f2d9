#if canImport(Glibc)
import Glibc
#endif
import TactileTestSupport

/// A Wayland client running as a child process, connected through an inherited socket
/// (`WAYLAND_SOCKET`), so it never looks for a display socket file.
///
/// Its stdout goes to /dev/null and its stderr to a temporary file, quoted in errors. `stop()` (or
/// deinit) sends SIGKILL and reaps it.
///
/// Profiling: when `TACTILE_BENCH_CHILD_PREFIX` is set (e.g. `valgrind --tool=callgrind
/// --callgrind-out-file=/tmp/cg.%p`), the child runs under that command; with callgrind the latency
/// group zeroes the counts after its warm-up and dumps them before stopping the child (figures
/// are then meaningless, the instruction counts are the point).
final class SpawnedClient {
    /// The child's process id.
    let pid: pid_t
    /// The executable started.
    let path: String
    private let stderrPath: String
    private var exitStatus: Int32?

    /// Starts `path` with `arguments` and `socket` as its Wayland connection (descriptor 3 in the
    /// child, `WAYLAND_SOCKET=3`). `extraEnvironment` entries (`NAME=value`) are added. The caller
    /// keeps owning `socket` (close it after the spawn).
    init(path: String, arguments: [String], socket: Int32, extraEnvironment: [String] = []) throws(BenchmarkError) {
        self.path = path
        stderrPath = "/tmp/tactile-bench-\(getpid())-\(Stopwatch.now())-stderr.txt"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // dup2 onto 3 clears close-on-exec on the copy the child sees.
        posix_spawn_file_actions_adddup2(&actions, socket, 3)

        var environment = Self.inheritedEnvironment()
        environment.append("WAYLAND_SOCKET=3")
        environment += extraEnvironment
        let prefix = Self.prefix
        let argv = (prefix + [path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }
        var child: pid_t = 0
        let status = prefix.isEmpty ? posix_spawn(&child, path, &actions, nil, argv, envp)
                                    : posix_spawnp(&child, prefix[0], &actions, nil, argv, envp)
        guard status == 0 else {
            throw .cannotStart("\(path): \(String(cString: strerror(status)))")
        }
        pid = child
    }

    deinit { stop() }

    /// The words of `TACTILE_BENCH_CHILD_PREFIX`, empty when unset.
    static var prefix: [String] {
        guard let value = getenv("TACTILE_BENCH_CHILD_PREFIX") else { return [] }
        return String(decoding: UnsafeRawBufferPointer(start: value, count: strlen(value)), as: UTF8.self)
            .split(separator: " ").map(String.init)
    }

    /// Whether children run under callgrind (`TACTILE_BENCH_CHILD_PREFIX`).
    static var isProfiling: Bool { prefix.contains { $0.contains("callgrind") } }

    /// Runs `callgrind_control <option> <pid>` and waits for it (only when profiling).
    func controlProfile(_ option: String) {
        guard Self.isProfiling, exitStatus == nil else { return }
        let words: [String] = ["callgrind_control", option, String(pid)]
        let argv = words.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        var child: pid_t = 0
        guard posix_spawnp(&child, "callgrind_control", &actions, nil, argv, environ) == 0 else { return }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    }

    /// The environment without Wayland connection variables (the child gets its own).
    private static func inheritedEnvironment() -> [String] {
        var result: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if !text.hasPrefix("WAYLAND_SOCKET=") && !text.hasPrefix("WAYLAND_DISPLAY=") { result.append(text) }
            entry += 1
        }
        return result
    }

    /// Whether the child is still running (reaps it when it has exited).
    var isRunning: Bool {
        guard exitStatus == nil else { return false }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid || result < 0 {
            exitStatus = status
            return false
        }
        return true
    }

    /// What the child wrote to stderr so far (at most the last 2,000 characters).
    var stderrText: String {
        guard let file = fopen(stderrPath, "r") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes.suffix(2000), as: UTF8.self)
    }

    /// The child's resident set size in kB (`VmRSS` in /proc/<pid>/status), nil when unreadable.
    var residentKilobytes: Int? { ProcessStatus.residentKilobytes(of: pid) }

    /// The child's CPU time so far (user + system, /proc/<pid>/stat), in seconds; nil when unreadable.
    var cpuSeconds: Double? { ProcessStatus.cpuSeconds(of: pid) }

    /// Kills and reaps the child (idempotent); removes the stderr file.
    func stop() {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            exitStatus = status
        }
        unlink(stderrPath)
    }
}
