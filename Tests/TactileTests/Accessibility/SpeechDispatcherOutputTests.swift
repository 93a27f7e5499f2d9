import Testing
import Foundation
import Tactile

#if canImport(Glibc)
import Glibc
#endif

/// The speech-dispatcher output when no daemon answers: nothing waits, one warning.
@Suite @MainActor struct SpeechDispatcherOutputTests {
    /// A socket path nothing listens on.
    private var missingSocket: String { "/tmp/tactile-no-speechd-\(getpid())/speechd.sock" }

    @Test func withoutADaemonSpeakDoesNotWaitAndWarnsOnce() {
        let output = SpeechDispatcherOutput(socketPath: missingSocket)
        output.speak("Pay, button", language: "en", interrupt: true)
        output.speak("Volume, 40 %, adjustable", language: nil, interrupt: false)
        output.stop()
        // speak() came back before the connection's outcome was known: it opens off the main thread.
        #expect(output.state == .connecting)
        #expect(output.settleNow() == .unavailable)
        #expect(output.warningCount == 1)
        for _ in 0..<5 { output.speak("again", language: nil, interrupt: true) }
        output.stop()
        #expect(output.warningCount == 1)
    }

    @Test func screenReaderKeepsWorkingWithoutSpeech() async throws {
        let output = SpeechDispatcherOutput(socketPath: missingSocket)
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let accessibility = Accessibility(speechOutput: output)
        window.accessibility = accessibility
        accessibility.isSpeechModeEnabled = true
        let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 44), title: "Pay")
        window.addSubview(button)
        accessibility.moveFocus(forward: true, in: window)
        #expect(accessibility.focusedElement === button)
        #expect(accessibility.moveFocus(forward: true, in: window) == false)
    }

    @Test func speakingRateMapsOntoSpeechDispatchersScale() {
        let output = SpeechDispatcherOutput(socketPath: missingSocket)
        let accessibility = Accessibility(speechOutput: output)
        accessibility.speakingRate = 2
        #expect(output.voiceRate == 100)
        accessibility.speakingRate = 0.5
        #expect(output.voiceRate == -100)
        accessibility.speakingRate = 1
        #expect(output.voiceRate == 0)
    }
}

/// The output against a private speech-dispatcher started for the test. Opt-in
/// (`TACTILE_TEST_SPEECHD=1`, with speech-dispatcher installed): the connection's news reaches the
/// main actor, which the rest of `TactileTests` keeps busy for long stretches, so it runs alone:
/// `TACTILE_TEST_SPEECHD=1 swift test --skip-build --filter PrivateSpeechDispatcherTests`.
@Suite @MainActor struct PrivateSpeechDispatcherTests {
    nonisolated static let daemon = ["/usr/bin/speech-dispatcher", "/usr/local/bin/speech-dispatcher"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    nonisolated static let enabled = daemon != nil && ProcessInfo.processInfo.environment["TACTILE_TEST_SPEECHD"] == "1"

    @Test(.enabled(if: enabled), .timeLimit(.minutes(1))) func connectsAndSpeaksThroughAPrivateDaemon() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-speechd-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let socket = dir.appendingPathComponent("speechd.sock").path
        // Watch the directory before the daemon starts, so its socket's creation is not missed.
        let watch = inotify_init1(Int32(IN_CLOEXEC))
        try #require(watch >= 0 && inotify_add_watch(watch, dir.path, UInt32(IN_CREATE)) >= 0)
        defer { close(watch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.daemon))
        process.arguments = ["-s", "-c", "unix_socket", "-S", socket, "-t", "10",
                             "-P", dir.appendingPathComponent("pid").path, "-L", dir.path, "-l", "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // SIGKILL: the daemon may linger on SIGTERM while a client is connected. No
        // `waitUntilExit()`: on the main actor it would spin the main run loop (and other tests'
        // main-actor work in it); Foundation reaps the child on its own.
        defer { kill(process.processIdentifier, SIGKILL) }
        try #require(Self.waitForFile(socket, in: dir.path, watch: watch), "speech-dispatcher made no socket")

        let output = SpeechDispatcherOutput(socketPath: socket)
        output.setSpeakingRate(1.5)
        output.speak("Pay, button", language: "en", interrupt: true)
        #expect(output.settleNow() == .connected)
        output.speak("Volume, 40 %, adjustable", language: nil, interrupt: false)
        output.stop()
        #expect(output.warningCount == 0)
    }

    /// Whether `path` exists, waiting (in `poll`, at most 10 s) for the creation events `watch`
    /// reports on `directory`.
    static func waitForFile(_ path: String, in directory: String, watch: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        for _ in 0..<100 {
            if FileManager.default.fileExists(atPath: path) { return true }
            var events = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
            if poll(&events, 1, 100) > 0 { _ = read(watch, &buffer, buffer.count) }
        }
        return FileManager.default.fileExists(atPath: path)
    }
}
