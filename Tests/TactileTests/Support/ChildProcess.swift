import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process for interoperability tests (e.g. `weston-screenshooter`), started in a given
/// directory with a given environment, polled for its exit without blocking. A child still running
/// at `deinit` is killed and reaped.
final class ChildProcess {
    struct Failure: Error, CustomStringConvertible { var description: String }

    private let pid: pid_t
    /// The exit status once the child has exited (`nil` while it runs).
    private(set) var exitStatus: Int32?

    /// Runs `executable` with `arguments` in `directory` (through `/bin/sh -c 'cd … && exec …'`),
    /// stdout and stderr going to `directory/<name>.log`.
    init(_ executable: String, arguments: [String] = [], directory: String, environment: [String]) throws {
        func quoted(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let command = "cd \(quoted(directory)) && exec " + ([executable] + arguments).map(quoted).joined(separator: " ")
        let name = executable.split(separator: "/").last.map(String.init) ?? "child"
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "\(directory)/\(name).log", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = [String](["/bin/sh", "-c", command]).map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, "/bin/sh", &actions, nil, &argv, &envp)
        guard status == 0 else { throw Failure(description: "posix_spawn: \(String(cString: strerror(status)))") }
        pid = child
    }

    /// Whether the child has exited (reaping it if so), without blocking.
    var hasExited: Bool {
        if exitStatus != nil { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        exitStatus = status
        return true
    }

    deinit {
        guard !hasExited else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }
}
