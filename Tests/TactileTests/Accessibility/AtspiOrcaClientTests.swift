import Foundation
import Testing
import TactileHeadless
import TactileTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// kiosk-demo's tree read and driven by a real AT-SPI client: a private `dbus-daemon` serves as the
/// accessibility bus, `at-spi2-registryd` runs on it, kiosk-demo runs with `TACTILE_ACCESSIBILITY=1`
/// on an in-process compositor, and a Python program using pyatspi finds the app on the desktop, the
/// search field by role and name, reads the tiles' names and activates one: the app's trace then
/// shows the detail screen. Skipped when a piece is missing, unless `CI=true` (then it fails naming it).
@Suite(.enabled(if: AtspiClientPieces.missing.isEmpty || SystemExecutable.isCI,
                "needs \(AtspiClientPieces.missing.joined(separator: ", ")) (under CI=true the test runs and fails)"))
struct AtspiOrcaClientTests {
    @Test(.timeLimit(.minutes(2))) func pyatspiFindsTheSearchFieldReadsTilesAndActivatesOne() throws {
        try #require(AtspiClientPieces.missing.isEmpty, "missing: \(AtspiClientPieces.missing.joined(separator: ", "))")
        let session = try PrivateAccessibilityBus()
        let compositor = try HeadlessCompositor(framePacing: .automatic)
        let app = try MapPinsChild(binary: try #require(KioskApp.kioskDemo.path), arguments: ["--trace", "--size", "1024x768"],
                                   extraEnvironment: session.environment + ["TACTILE_ACCESSIBILITY=1"])
        _ = try compositor.connectClient(fileDescriptor: app.process.compositorSocket)
        let registered = try app.pump(compositor, within: 60) {
            app.stdoutText.contains(#""screen":"home""#) && app.stderrText.contains("registered on the accessibility bus")
        }
        try #require(registered, "kiosk-demo did not show home and register; stdout: \(app.stdoutText) stderr: \(app.stderrText)")

        let client = try session.start(AtspiClientPieces.python, ["-c", AtspiClientScript.source, "kiosk-demo", "Aurora"])
        let finished = try session.pump(compositor, children: [client, app.process], within: 60) { client.waitStatus != nil }
        let output = String(decoding: client.stdout, as: UTF8.self)
        let lines = output.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
        print("AtspiOrcaClientTests: \(output)")
        try #require(finished && client.exitStatus == 0,
                     "pyatspi client failed: \(output) \(String(decoding: client.stderr, as: UTF8.self)); app: \(app.stderrText)")
        let found = lines.reduce(into: [String: Any]()) { $0.merge($1) { a, _ in a } }
        #expect(found["app"] as? String == "kiosk-demo")
        #expect(found["role"] as? String == "application")
        #expect(found["toolkit"] as? String == "Tactile")
        #expect(found["searchRole"] as? String == "entry")
        #expect(found["editable"] as? Bool == true)
        let buttons = found["buttons"] as? [String] ?? []
        #expect(buttons.contains("Aurora") && buttons.contains("Prism"), "\(buttons)")
        #expect(found["actions"] as? [String] == ["activate"])
        #expect(found["result"] as? Bool == true)
        #expect((found["walkObjects"] as? Int ?? 0) > buttons.count)
        #expect(found["unknownObject"] as? String == "org.freedesktop.DBus.Error.UnknownObject")
        #expect(found["badArguments"] as? String == "org.freedesktop.DBus.Error.InvalidArgs")
        #expect(found["unknownMethod"] as? String == "org.freedesktop.DBus.Error.UnknownMethod")
        #expect(found["grabbed"] as? Bool == true)
        #expect(found["searchFocused"] as? Bool == true)
        #expect(found["sliderActions"] as? [String] == ["activate", "increment", "decrement"])
        #expect(found["sliderBefore"] as? Double == 1 && found["sliderAfter"] as? Double == 2, "\(found)")
        #expect((found["valueEvents"] as? [[Any]])?.first?.first as? String == "object:property-change:accessible-value")
        let focusEvents = found["focusEvents"] as? [[Any]] ?? []
        #expect(focusEvents.contains { $0.count == 3 && $0[1] as? String == "Search exhibits" && $0[2] as? Int == 1 }, "\(focusEvents)")

        let detail = try app.pump(compositor, within: 30) {
            app.stdoutText.contains(#"{"event":"screen-shown","screen":"detail","exhibit":"aurora"}"#)
        }
        #expect(detail, "no detail screen after doAction; trace: \(app.stdoutText)")

        // The bus goes away: the app turns the export off with one line and keeps running.
        session.stopBus()
        let off = try app.pump(compositor, within: 30) { app.stderrText.contains("AT-SPI off") }
        #expect(off, "no line about the lost bus; stderr: \(app.stderrText)")
        #expect(app.stderrLines.filter { $0.contains("AT-SPI") }.count == 2, "\(app.stderrText)")
        #expect(app.waitStatus == nil, "kiosk-demo exited when the bus went away: \(app.stderrText)")
    }
}

extension AtspiOrcaClientTests {
    /// Without `TACTILE_ACCESSIBILITY` or `AT_SPI_BUS_ADDRESS`: the app asks the session bus's
    /// `org.a11y.Status`, which says a screen reader is on, gets the accessibility bus's address from
    /// `org.a11y.Bus.GetAddress` and registers there.
    @Test(.timeLimit(.minutes(2))) func aScreenReaderEnabledInTheSessionTurnsTheExportOn() throws {
        try #require(AtspiClientPieces.missing.isEmpty, "missing: \(AtspiClientPieces.missing.joined(separator: ", "))")
        let session = try PrivateAccessibilityBus()
        let compositor = try HeadlessCompositor(framePacing: .automatic)
        let launcher = try session.start(AtspiClientPieces.python, ["-c", FakeAccessibilityBusScript.source, session.address, "1"])
        let ready = try session.pump(compositor, children: [launcher], within: 30) {
            String(decoding: launcher.stdout, as: UTF8.self).contains("ready") || launcher.waitStatus != nil
        }
        try #require(ready && launcher.waitStatus == nil, "the stand-in org.a11y.Bus failed: \(String(decoding: launcher.stderr, as: UTF8.self))")
        let app = try MapPinsChild(binary: try #require(KioskApp.kioskDemo.path), arguments: ["--trace"],
                                   extraEnvironment: ["XDG_RUNTIME_DIR=\(session.directory)", "DBUS_SESSION_BUS_ADDRESS=\(session.address)",
                                                      "AT_SPI_BUS_ADDRESS=", "TACTILE_ACCESSIBILITY="])
        _ = try compositor.connectClient(fileDescriptor: app.process.compositorSocket)
        let registered = try app.pump(compositor, within: 60) { app.stderrText.contains("registered on the accessibility bus") }
        #expect(registered, "kiosk-demo did not register; stderr: \(app.stderrText)")
        #expect(app.stderrLines.filter { $0.contains("AT-SPI") }.count == 1, "\(app.stderrText)")
    }
}

/// The programs the pyatspi test needs.
enum AtspiClientPieces {
    static let registryd = "/usr/libexec/at-spi2-registryd"
    static let python = "/usr/bin/python3"
    static let pyatspi = "/usr/lib/python3/dist-packages/pyatspi/__init__.py"

    /// What is not installed or built (the test needs every one).
    static var missing: [String] {
        var missing: [String] = []
        for name in ["dbus-daemon", "gdbus"] where SystemExecutable.path(of: name) == nil { missing.append("\(name) (dbus, libglib2.0-bin)") }
        if access(registryd, X_OK) != 0 { missing.append("\(registryd) (at-spi2-core)") }
        if access(python, X_OK) != 0 || access(pyatspi, R_OK) != 0 { missing.append("python3 with pyatspi (python3-pyatspi)") }
        if KioskApp.kioskDemo.path == nil { missing.append("kiosk-demo built next to the tests (swift build --build-tests)") }
        return missing
    }
}

/// A private session bus (`dbus-daemon --session`) in a private 0700 runtime directory, used as
/// the accessibility bus too, with `at-spi2-registryd` on it. Everything started is killed at deinit.
final class PrivateAccessibilityBus {
    struct Failure: Error, CustomStringConvertible { var description: String }

    let directory: String
    let address: String
    private var children: [WaylandChildProcess] = []

    /// The environment a client of the bus runs with.
    var environment: [String] {
        ["XDG_RUNTIME_DIR=\(directory)", "DBUS_SESSION_BUS_ADDRESS=\(address)", "AT_SPI_BUS_ADDRESS=\(address)"]
    }

    init() throws {
        var template = Array("/tmp/tactile-atspi-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(description: "mkdtemp failed") }
        directory = String(cString: made)
        chmod(directory, 0o700)
        address = "unix:path=\(directory)/bus"
        let daemon = try SystemExecutable.require("dbus-daemon")
        let bus = try start(daemon, ["--session", "--nofork", "--print-address=1", "--address=\(address)"])
        // The daemon prints its address once it listens.
        guard try waitFor(bus, within: 20, until: { !$0.stdout.isEmpty }) else {
            throw Failure(description: "dbus-daemon did not start: \(String(decoding: bus.stderr, as: UTF8.self))")
        }
        let registry = try start(AtspiClientPieces.registryd, [])
        // `gdbus wait` returns once the registry owns its name (or fails after its timeout).
        let wait = try start(try SystemExecutable.require("gdbus"), ["wait", "--session", "--timeout", "30", "org.a11y.atspi.Registry"])
        guard try waitFor(wait, within: 40, until: { $0.waitStatus != nil }), wait.exitStatus == 0 else {
            throw Failure(description: "at-spi2-registryd did not take its name: \(String(decoding: registry.stderr, as: UTF8.self))")
        }
    }

    /// Kills the bus daemon (the first program started).
    func stopBus() { children.first?.kill() }

    deinit {
        for child in children.reversed() { child.kill() }
        _ = try? FileManager.default.removeItem(atPath: directory)
    }

    /// Starts `binary` with the bus's environment (its output piped back).
    func start(_ binary: String, _ arguments: [String]) throws -> WaylandChildProcess {
        let child = try WaylandChildProcess(binary: binary, arguments: arguments, environment: environment)
        close(child.compositorSocket)
        children.append(child)
        return child
    }

    /// Waits in `poll` on `child`'s output until `condition` holds or `seconds` pass.
    private func waitFor(_ child: WaylandChildProcess, within seconds: Double,
                         until condition: (WaylandChildProcess) -> Bool) throws -> Bool {
        let deadline = WaylandChildProcess.now() + seconds
        while !condition(child) {
            guard WaylandChildProcess.now() < deadline else { return false }
            var fds = child.outputDescriptors.filter { $0 >= 0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            _ = poll(&fds, nfds_t(fds.count), 100)
            child.poll()
        }
        return true
    }

    /// Serves `compositor` and reads `children`'s output until `condition` holds or `seconds` pass.
    func pump(_ compositor: HeadlessCompositor, children: [WaylandChildProcess], within seconds: Double,
              until condition: () -> Bool) throws -> Bool {
        let deadline = WaylandChildProcess.now() + seconds
        while !condition() {
            guard WaylandChildProcess.now() < deadline else { return false }
            var fds = [pollfd(fd: compositor.eventLoopFileDescriptor, events: Int16(POLLIN), revents: 0)]
            for child in children { for fd in child.outputDescriptors where fd >= 0 { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) } }
            _ = poll(&fds, nfds_t(fds.count), 10)
            try compositor.dispatch()
            for child in children { child.poll() }
        }
        return true
    }
}
