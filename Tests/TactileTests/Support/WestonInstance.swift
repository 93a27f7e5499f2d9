import CTactilePlatform
import TactileTestSupport

#if canImport(Glibc)
import Glibc
import TactileTesting
#endif

/// A private `weston --backend=headless-backend.so` for interoperability tests: its own 0700
/// runtime directory and socket; `stop()` (SIGTERM + waitpid) must always be called.
final class WestonInstance {
    struct Failure: Error, CustomStringConvertible { var description: String }


    let directory: String
    let socketPath: String
    /// The socket's name inside `directory` (for `WAYLAND_DISPLAY` with `XDG_RUNTIME_DIR=directory`).
    let socketName: String
    private let pid: pid_t
    private var running = true

    /// Starts weston with `shell` on a `width`×`height` headless output; `extraArguments` are appended
    /// (for example `--use-pixman` and `--debug`, which screenshots need). `config` is the text of a
    /// weston.ini to use (none by default: `--no-config`).
    init(shell: String, width: Int = 640, height: Int = 480, config: String? = nil, extraArguments: [String] = []) throws {
        let executable = try SystemExecutable.require("weston")
        var template = Array("/tmp/tactile-platform-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(description: "mkdtemp failed") }
        directory = String(cString: made)
        chmod(directory, 0o700)
        let socket = "tactile-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        socketName = socket
        socketPath = "\(directory)/\(socket)"

        let watch = inotify_init1(Int32(IN_CLOEXEC))
        defer { close(watch) }
        _ = inotify_add_watch(watch, directory, UInt32(IN_CREATE))

        var configArgument = "--no-config"
        if let config {
            let path = "\(directory)/weston.ini"
            guard let file = fopen(path, "w") else { throw Failure(description: "cannot write \(path)") }
            fputs(config, file)
            fclose(file)
            configArgument = "--config=\(path)"
        }
        let arguments = [executable, "--backend=headless-backend.so", "--shell=\(shell)", configArgument,
                         "--socket=\(socket)", "--width=\(width)", "--height=\(height)"] + extraArguments
        let environment = ["XDG_RUNTIME_DIR=\(directory)", "HOME=\(directory)"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "\(directory)/weston.log", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, &argv, &envp)
        guard status == 0 else { throw Failure(description: "posix_spawn: \(String(cString: strerror(status)))") }
        pid = child

        // Wait for the socket with inotify: up to 50 wakeups of at most 200 ms each.
        var descriptor = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<50 where access(socketPath, F_OK) != 0 {
            if poll(&descriptor, 1, 200) > 0 { _ = read(watch, &buffer, buffer.count) }
        }
        guard access(socketPath, F_OK) == 0 else {
            stop()
            throw Failure(description: "weston did not create its socket")
        }
        // The socket file appears at bind(), a moment before listen(): until then a connection is
        // refused. Probe (bounded, yielding the CPU to weston, no sleeping) until one is accepted.
        guard UnixSocketProbe.acceptsConnections(at: socketPath) else {
            stop()
            throw Failure(description: "weston never listened on its socket")
        }
    }

    /// Terminates weston and reaps it.
    func stop() {
        guard running else { return }
        running = false
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    deinit { stop() }
}
