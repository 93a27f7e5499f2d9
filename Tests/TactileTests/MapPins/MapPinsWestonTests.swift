import Testing
@testable import Tactile

#if canImport(Glibc)
import Glibc
#endif

/// The real `map-pins` executable under a real weston (headless backend, kiosk-shell). weston 10's
/// screenshooter does not complete on the headless backend (see WestonTests), so the check is the
/// trace's `ready` event: the window was configured fullscreen at the output size and its first
/// frame committed.
/// `map-pins` next to the test bundle (`swift build --build-tests` builds it).
enum MapPinsBinary {
    static let path: String? = {
        guard let first = CommandLine.arguments.first else { return nil }
        var directory = first
        while !directory.isEmpty, !directory.hasSuffix("/") { directory.removeLast() }
        let path = directory + "map-pins"
        return access(path, X_OK) == 0 ? path : nil
    }()
}

@Suite(.enabled(if: WestonInstance.executable != nil && MapPinsBinary.path != nil,
                "needs weston and a built map-pins"), .serialized)
struct MapPinsWestonTests {

    @Test func fullscreenUnderKioskShellReportsReadyAtTheOutputSize() throws {
        let weston = try WestonInstance(shell: "kiosk-shell.so")
        defer { weston.stop() }
        let binary = try #require(MapPinsBinary.path)
        let socket = String(weston.socketPath.split(separator: "/").last ?? "")

        var pipeFDs: [Int32] = [0, 0]
        #expect(pipe(&pipeFDs) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeFDs[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeFDs[0])
        let arguments = [binary, "--fullscreen", "--trace"]
        let environment = ["XDG_RUNTIME_DIR=\(weston.directory)", "WAYLAND_DISPLAY=\(socket)"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { for p in argv + envp { free(p) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, binary, &actions, nil, &argv, &envp)
        close(pipeFDs[1])
        defer { close(pipeFDs[0]) }
        try #require(status == 0)
        defer {
            // SIGKILL: the child inherits the test runner's signal mask, which may block SIGTERM.
            kill(child, SIGKILL)
            var s: Int32 = 0
            waitpid(child, &s, 0)
        }

        // Bounded: up to 100 waits of at most 100 ms for the first line.
        var output: [UInt8] = []
        var descriptor = pollfd(fd: pipeFDs[0], events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 1024)
        for _ in 0..<100 where !output.contains(UInt8(ascii: "\n")) {
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let n = read(pipeFDs[0], &buffer, buffer.count)
            if n <= 0 { break }
            output += buffer[0..<n]
        }
        let firstLine = String(decoding: output.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        #expect(firstLine == #"{"event":"ready","width":640,"height":480}"#)
    }
}
