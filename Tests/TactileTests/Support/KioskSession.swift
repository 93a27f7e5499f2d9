import Foundation
import TactileTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// One example app under a real kiosk compositor on a headless backend: cage or sway (wlroots,
/// `WLR_BACKENDS=headless WLR_RENDERER=pixman`), or weston's kiosk-shell.
///
/// cage refuses to run as root, so when the tests run as root the wlroots compositors run as an
/// unprivileged user (`tactile-ci` if it exists, else `nobody`) through `setpriv`, with a private
/// 0700 `XDG_RUNTIME_DIR` that user owns. The app is started by the compositor (as a kiosk session
/// does) through a shell that first prints its pid, so the test can tell whether the app itself is
/// still running. Its stdout comes back through a pipe. Every wait is bounded; `stop()` kills
/// everything started.
final class KioskSession {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The compositors a kiosk runs under.
    enum Compositor: String, CaseIterable, CustomStringConvertible, Sendable {
        case cage, sway, weston

        var description: String { rawValue }

        /// The programs the compositor needs.
        var executables: [String] {
            switch self {
            case .cage: ["cage", "setpriv"]
            case .sway: ["sway", "swaymsg", "setpriv"]
            case .weston: ["weston"]
            }
        }


        /// The output size in pixels: wlroots' headless output is 1280×720 (cage 0.1.4 cannot change
        /// it); the sway config sets 1024×768; `WestonInstance` starts 640×480.
        var outputSize: (width: Int, height: Int) {
            switch self {
            case .cage: (1280, 720)
            case .sway: (1024, 768)
            case .weston: (640, 480)
            }
        }
    }

    let compositor: Compositor
    let app: KioskApp
    /// The private runtime directory (logs are kept there).
    let directory: String
    private var compositorPID: pid_t = 0
    private var weston: WestonInstance?
    private let output: Int32
    private var lines = KioskLineReader()
    /// The app's pid, once its first line arrived.
    private(set) var appPID: pid_t?

    /// Starts `compositor` with `app` on it. The app may still be starting when this returns.
    init(_ compositor: Compositor, app: KioskApp) throws {
        self.compositor = compositor
        self.app = app
        for name in compositor.executables { _ = try SystemExecutable.require(name) }
        guard let binary = app.path else { throw Failure(description: "\(app.name) is not built next to the tests") }
        let user = geteuid() == 0 && compositor != .weston ? try Self.unprivilegedUser() : nil
        if let user { try Self.requireReachable(binary, by: user) }

        var template = Array("/tmp/tactile-kiosk-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(description: "mkdtemp failed") }
        directory = String(cString: made)

        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else { throw Failure(description: "pipe failed") }
        // Close-on-exec, so other tests' children do not inherit it (the spawn's dup2 to fd 1 is inherited).
        for fd in pipeFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        output = pipeFDs[0]
        defer { close(pipeFDs[1]) }
        // A script that prints the pid it then execs the app with.
        let script = "#!/bin/sh\nprintf '{\"event\":\"pid\",\"pid\":%d}\\n' $$\nexec "
            + ([binary] + app.arguments).map(Self.quoted).joined(separator: " ") + "\n"
        let launcher = "\(directory)/launch.sh"
        guard FileManager.default.createFile(atPath: launcher, contents: Data(script.utf8), attributes: [.posixPermissions: 0o755]) else {
            throw Failure(description: "cannot write \(launcher)")
        }
        // Run by /bin/sh rather than executed: a file another test's fork still holds open for
        // writing cannot be executed (ETXTBSY), but it can be read.
        let launch = ["/bin/sh", launcher]

        var environment = ["PATH=/usr/local/bin:/usr/bin:/bin", "XDG_RUNTIME_DIR=\(directory)", "HOME=\(directory)"]
        switch compositor {
        case .weston:
            let weston = try WestonInstance(shell: "kiosk-shell.so")
            self.weston = weston
            environment = ["XDG_RUNTIME_DIR=\(weston.directory)", "WAYLAND_DISPLAY=\(weston.socketName)"]
            compositorPID = try Self.spawn(launch, environment: environment, stdout: pipeFDs[1], log: "\(directory)/app.log")
            return
        case .cage:
            environment += ["WLR_BACKENDS=headless", "WLR_RENDERER=pixman", "WLR_LIBINPUT_NO_DEVICES=1"]
            let cage = try SystemExecutable.require("cage")
            try start([cage, "--"] + launch, environment: environment, user: user, stdout: pipeFDs[1])
        case .sway:
            environment += ["WLR_BACKENDS=headless", "WLR_RENDERER=pixman", "WLR_LIBINPUT_NO_DEVICES=1"]
            let config = """
                output HEADLESS-1 mode \(compositor.outputSize.width)x\(compositor.outputSize.height)
                xwayland disable
                default_border none
                exec /bin/sh \(launcher)

                """
            let configPath = "\(directory)/sway.config"
            guard FileManager.default.createFile(atPath: configPath, contents: Data(config.utf8)) else {
                throw Failure(description: "cannot write \(configPath)")
            }
            let sway = try SystemExecutable.require("sway")
            try start([sway, "-c", configPath], environment: environment, user: user, stdout: pipeFDs[1])
        }
    }

    private func start(_ arguments: [String], environment: [String], user: (uid: uid_t, gid: gid_t)?, stdout: Int32) throws {
        var command = arguments
        if let user {
            chown(directory, user.uid, user.gid)
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
                chown("\(directory)/\(entry)", user.uid, user.gid)
            }
            command = [try SystemExecutable.require("setpriv"), "--reuid=\(user.uid)", "--regid=\(user.gid)", "--clear-groups"] + command
        }
        chmod(directory, 0o700)
        compositorPID = try Self.spawn(command, environment: environment, stdout: stdout,
                                       log: "\(directory)/\(compositor.rawValue).log")
    }

    /// Reads the app's stdout until its `ready` line: the window size it reported. Bounded: up to 60 s
    /// in 100 ms waits, returning as soon as the line arrives.
    func waitForReady() throws -> (width: Int, height: Int) {
        for _ in 0..<600 {
            while let line = lines.next() {
                guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                      let event = object["event"] as? String else { continue }
                if event == "pid", let pid = object["pid"] as? Int { appPID = pid_t(pid) }
                if event == "ready", let width = object["width"] as? Int, let height = object["height"] as? Int {
                    return (width, height)
                }
            }
            guard lines.read(from: output, waitingMilliseconds: 100) else { break }
        }
        var status: Int32 = 0
        let exited = compositorPID > 0 && waitpid(compositorPID, &status, WNOHANG) == compositorPID
        if exited { compositorPID = 0 }
        let log = (try? String(contentsOfFile: "\(directory)/\(compositor.rawValue).log", encoding: .utf8)) ?? ""
        throw Failure(description: "\(app.name) under \(compositor) printed no ready line"
            + (exited ? " (the compositor exited, wait status \(status))" : "") + "; its log: \(log.suffix(600))")
    }

    /// Watches for `milliseconds` whether the app goes away (its stdout closing ends the watch early),
    /// then answers whether it is still running. Not a speed assertion: a slower machine only watches
    /// the same time.
    func appKeepsRunning(forMilliseconds milliseconds: Int32) -> Bool {
        _ = lines.read(from: output, waitingMilliseconds: milliseconds)
        guard let appPID else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(appPID)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: end)...].split(separator: " ").first
        return state != "Z" && state != "X"
    }

    /// The compositor's own view of the app's window (sway only): its `swaymsg -t get_tree` node.
    func swayWindowNode() throws -> [String: Any] {
        guard compositor == .sway else { throw Failure(description: "only sway has an IPC tree") }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        guard let socket = files.first(where: { $0.hasPrefix("sway-ipc.") }) else {
            throw Failure(description: "sway made no IPC socket in \(directory)")
        }
        let swaymsg = try SystemExecutable.require("swaymsg")
        let child = try ChildProcess(swaymsg, arguments: ["-s", "\(directory)/\(socket)", "-t", "get_tree", "-r"],
                                     directory: directory, environment: ["PATH=/usr/bin:/bin"])
        var descriptor = pollfd(fd: -1, events: 0, revents: 0)
        for _ in 0..<600 where !child.hasExited { _ = poll(&descriptor, 0, 50) }
        guard child.hasExited, child.exitStatus == 0 else { throw Failure(description: "swaymsg failed") }
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(directory)/swaymsg.log"))
        let tree = try JSONSerialization.jsonObject(with: data)
        guard let node = Self.node(in: tree, appID: app.appID) else {
            throw Failure(description: "sway's tree has no window with app_id \(app.appID)")
        }
        return node
    }

    private static func node(in tree: Any, appID: String) -> [String: Any]? {
        guard let object = tree as? [String: Any] else { return nil }
        if object["app_id"] as? String == appID { return object }
        for key in ["nodes", "floating_nodes"] {
            for child in object[key] as? [Any] ?? [] {
                if let found = node(in: child, appID: appID) { return found }
            }
        }
        return nil
    }

    /// Kills the app and the compositor and reaps the compositor (the app is its child).
    func stop() {
        if let appPID { kill(appPID, SIGKILL) }
        if compositorPID > 0 {
            kill(-compositorPID, SIGKILL)
            var status: Int32 = 0
            waitpid(compositorPID, &status, 0)
            compositorPID = 0
        }
        weston?.stop()
        weston = nil
    }

    deinit {
        stop()
        close(output)
    }

    // MARK: Processes

    /// `tactile-ci` when it exists, else `nobody`.
    private static func unprivilegedUser() throws -> (uid: uid_t, gid: gid_t) {
        for name in ["tactile-ci", "nobody"] {
            if let entry = getpwnam(name), entry.pointee.pw_uid != 0 { return (entry.pointee.pw_uid, entry.pointee.pw_gid) }
        }
        throw Failure(description: "no unprivileged user (tactile-ci or nobody) to run the compositor as")
    }

    /// Throws unless every directory up to `path` is searchable, and `path` executable, by others:
    /// the unprivileged user is neither the owner nor in the group.
    private static func requireReachable(_ path: String, by user: (uid: uid_t, gid: gid_t)) throws {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/\(component)"
            var info = stat()
            guard stat(prefix, &info) == 0 else { throw Failure(description: "cannot stat \(prefix)") }
            let reachable = info.st_uid == user.uid || info.st_mode & 0o001 != 0
            guard reachable else {
                throw Failure(description: "\(prefix) is not searchable by uid \(user.uid); the compositor could not start the app")
            }
        }
    }

    /// Spawns `arguments` in a new process group with an empty signal mask, stdout to `stdout` and
    /// stderr to `log`.
    private static func spawn(_ arguments: [String], environment: [String], stdout: Int32, log: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_addopen(&actions, 2, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, arguments[0], &actions, &attributes, &argv, &envp)
        guard status == 0 else { throw Failure(description: "posix_spawn \(arguments[0]): \(String(cString: strerror(status)))") }
        return child
    }

    private static func quoted(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

/// Splits bytes read from a pipe into lines.
struct KioskLineReader {
    private var pending: [UInt8] = []

    /// The next complete line, if one was read.
    mutating func next() -> String? {
        guard let end = pending.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeSubrange(...end)
        return line
    }

    /// Waits up to `milliseconds` for `fd` and reads what arrived. False once the pipe is closed.
    mutating func read(from fd: Int32, waitingMilliseconds milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(fd, &buffer, buffer.count)
        guard count > 0 else { return false }
        pending += buffer[0..<count]
        return true
    }
}
