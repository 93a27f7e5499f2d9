import TactileCore
import TactileTesting
import TactileHeadless
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

/// A `HeadlessCompositor` with immediate frame callbacks and one client in a child process, joined
/// by a socket pair; plus the loop that drives the compositor while the child runs.
///
/// `startedAt` is taken just before the spawn. Commits are timestamped on arrival by `probe`.
final class ChildSession {
    let compositor: HeadlessCompositor
    let client: SpawnedClient
    let serverClient: ServerClient
    let probe = CommitProbe()
    /// `Stopwatch.now()` just before the child was spawned.
    let startedAt: UInt64
    /// The child's RSS (kB) read when its first frame arrived.
    private(set) var firstFrameRSS: Int?
    private let name: String

    init(executable: String, arguments: [String], output: OutputSettings = OutputSettings(),
         fullscreen: Bool = false, extraEnvironment: [String] = []) throws {
        name = String(executable.split(separator: "/").last ?? Substring(executable))
        compositor = try HeadlessCompositor(output: output, framePacing: .automatic,
                                            configuresToplevelsFullscreen: fullscreen)
        var sockets: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &sockets) == 0 else {
            throw BenchmarkError.cannotStart("socketpair: \(String(cString: strerror(errno)))")
        }
        do {
            serverClient = try compositor.connectClient(fileDescriptor: sockets[0])
        } catch {
            close(sockets[0])
            close(sockets[1])
            throw error
        }
        let probe = self.probe
        compositor.onCommitArrival = { probe.note($0) }
        startedAt = Stopwatch.now()
        do {
            client = try SpawnedClient(path: executable, arguments: arguments, socket: sockets[1],
                                       extraEnvironment: extraEnvironment)
        } catch {
            close(sockets[1])
            throw error
        }
        close(sockets[1])
        let client = self.client
        probe.onFirstFrame = { [weak self] in self?.firstFrameRSS = client.residentKilobytes }
    }

    deinit {
        compositor.onCommitArrival = nil
        client.stop()
    }

    /// Handles the client's requests as they arrive until `condition` holds; throws when the child
    /// exits or `seconds` pass first.
    func pump(for what: String, seconds: Double = 10, until condition: () -> Bool) throws {
        if try serve(until: Stopwatch.now() + UInt64(seconds * 1e9), stoppingWhen: condition) { return }
        guard client.isRunning else { throw BenchmarkError.clientFailed("\(name) exited before \(what)\(stderrSuffix)") }
        throw BenchmarkError.timedOut("\(name): \(what) (\(Int(seconds)) s)\(stderrSuffix)")
    }

    /// Handles whatever arrives for `milliseconds` (lets the client settle: animations, idle work).
    func settle(milliseconds: Double) throws {
        _ = try serve(until: Stopwatch.now() + UInt64(milliseconds * 1e6)) { false }
        guard client.isRunning else { throw BenchmarkError.clientFailed("\(name) exited\(stderrSuffix)") }
    }

    /// Handles the client's requests until `condition` holds (true), `deadline` passes or the child
    /// exits (false). A poll never waits past the deadline.
    private func serve(until deadline: UInt64, stoppingWhen condition: () -> Bool) throws -> Bool {
        var descriptor = pollfd(fd: compositor.eventLoopFileDescriptor, events: Int16(POLLIN), revents: 0)
        while !condition() {
            let now = Stopwatch.now()
            guard now < deadline, client.isRunning else { return false }
            descriptor.revents = 0
            let waitMs = Int32(min(100, (deadline - now + 999_999) / 1_000_000))
            _ = poll(&descriptor, 1, waitMs)
            try compositor.dispatch()
        }
        return true
    }

    /// Waits for the first commit with a buffer on the window; returns its toplevel.
    func waitForFirstFrame(seconds: Double = 20) throws -> HeadlessToplevel {
        try pump(for: "its first frame", seconds: seconds) { probe.firstFrameAt != nil }
        guard let surface = probe.firstFrameSurface,
              let toplevel = compositor.toplevels.first(where: { $0.surface === surface }) else {
            throw BenchmarkError.clientFailed("\(name): first frame is not on a toplevel")
        }
        return toplevel
    }

    /// Sends the queued input followed by `wl_touch.frame`, and returns the milliseconds until the
    /// first commit on `surface` that shows a change arrives.
    func timeTouchFrame(showingOn surface: HeadlessSurface, what: String) throws -> Double {
        try compositor.touchFrame()
        probe.watchedSurface = surface
        probe.arm()
        let sentAt = Stopwatch.now()
        compositor.server.flushClients()
        try pump(for: what, seconds: 5) { probe.shownAt != nil }
        return Double((probe.shownAt ?? sentAt) &- sentAt) / 1e6
    }

    private var stderrSuffix: String {
        let text = client.stderrText.trimmingCharacters(in: " \n")
        return text.isEmpty ? "" : "; its stderr: \(text)"
    }
}

extension String {
    /// The string without leading and trailing characters from `set`.
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}
