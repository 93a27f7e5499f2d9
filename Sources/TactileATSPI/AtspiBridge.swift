import Dispatch
import Logging
import TactileCore

#if canImport(Glibc)
import Glibc
#endif

/// Exports the application's accessibility tree to AT-SPI2 (what Orca reads) on the accessibility
/// bus.
///
/// `start()` turns it on when `TACTILE_ACCESSIBILITY=1`, or when the session bus's `org.a11y.Status`
/// says assistive technology or a screen reader is enabled (`TACTILE_ACCESSIBILITY=0` keeps it off).
/// The accessibility bus is `AT_SPI_BUS_ADDRESS`, else what `org.a11y.Bus.GetAddress` answers; the
/// application is then embedded in the registry. Every step is an asynchronous call with a timeout,
/// served on the main queue: nothing waits for the bus. No bus, no registry, or a bus that stops
/// answering or goes away leaves it off with one log line.
@MainActor public final class AtspiBridge {
    /// Where the bridge is.
    public enum State: Equatable, Sendable {
        /// Not wanted, or given up (`failure` says why).
        case off
        /// Asking the session bus, connecting, or waiting for the registry.
        case starting
        /// Registered: the tree is exported.
        case on
    }

    /// The toolkit version the `Application` interface reports.
    public static let toolkitVersion = "0.1"
    /// How long each call to the session bus or the registry may take.
    public static let callTimeout = Duration.seconds(3)

    /// Where the bridge is.
    public private(set) var state: State = .off
    /// Why the bridge went off, when it tried and failed.
    public private(set) var failure: String?
    /// How many lines the bridge logged (tests: at most one when it cannot start).
    public private(set) var logCount = 0
    /// Called whenever `state` changes.
    public var onStateChange: (@MainActor (State) -> Void)?
    /// The ids of the exported objects.
    public let objects = AtspiObjectTable()
    /// The shape of the exported tree.
    public let tree: AtspiTree

    private let environment: @Sendable (String) -> String?
    private let startTimeout: Duration
    /// Moves on at every start, so that an old start's deadline finds nothing to do.
    private var attempt = 0
    private let applicationName: String
    private var sessionBus: BusConnection?
    private var accessibilityBus: BusConnection?
    private(set) var server: AtspiServer?
    private var events: AtspiEvents?
    private let log = Logger(label: "tactile.atspi")

    /// A bridge for the windows `windows()` returns, reading settings through `environment`.
    public init(applicationName: String? = nil,
                windows: @escaping @MainActor () -> [Window] = { Application.shared.windows },
                environment: @escaping @Sendable (String) -> String? = { getenv($0).map { String(cString: $0) } },
                startTimeout: Duration = .seconds(5)) {
        self.environment = environment
        self.startTimeout = startTimeout
        self.applicationName = applicationName
            ?? CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? "tactile"
        tree = AtspiTree(windows: windows)
    }

    /// Starts the bridge when accessibility is wanted (see the type's description). Returns at once.
    public func start() {
        guard state == .off, failure == nil else { return }
        let flag = environment("TACTILE_ACCESSIBILITY")
        if flag == "0" { return }
        if flag == "1", let address = environment("AT_SPI_BUS_ADDRESS"), !address.isEmpty {
            return connectAccessibilityBus(address)
        }
        setState(.starting)
        let session: BusConnection
        do { session = try BusConnection(address: environment("DBUS_SESSION_BUS_ADDRESS")) } catch {
            return flag == "1" ? giveUp("\(error)") : quietlyOff()
        }
        sessionBus = session
        session.onClosed = { [weak self] reason in self?.giveUp("the session bus closed: \(reason)") }
        if flag == "1" { return askForAddress() }
        let asked = session.call(destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties",
                                 member: "GetAll", timeout: Self.callTimeout, arguments: { $0.append("org.a11y.Status") }) { [weak self] reply in
            guard let self else { return }
            if let error = reply.errorName { return quietlyOff(debug: "org.a11y.Status: \(error)") }
            let status = Self.readStatus(reply)
            if status.isEnabled || status.screenReaderEnabled { askForAddress() } else { quietlyOff() }
        }
        if !asked { quietlyOff() }
    }

    /// Stops exporting and leaves the buses.
    public func stop() {
        events?.detach()
        events = nil
        server = nil
        sessionBus?.close()
        accessibilityBus?.close()
        sessionBus = nil
        accessibilityBus = nil
        if state != .off { setState(.off) }
    }

    // MARK: Steps

    /// Reads `IsEnabled` and `ScreenReaderEnabled` from a `GetAll` reply (`a{sv}`), ignoring the rest.
    static func readStatus(_ reply: BusMessage) -> (isEnabled: Bool, screenReaderEnabled: Bool) {
        var status = (isEnabled: false, screenReaderEnabled: false)
        _ = reply.reading("a", "{sv}") { () -> Bool? in
            while let entry = reply.reading("e", "sv", { () -> (String, Bool?)? in
                guard let name = reply.readString() else { return nil }
                let value = reply.reading("v", "b") { reply.readBool() }
                if value == nil { reply.skip("v") }
                return (name, value)
            }) {
                if entry.0 == "IsEnabled" { status.isEnabled = entry.1 ?? false }
                if entry.0 == "ScreenReaderEnabled" { status.screenReaderEnabled = entry.1 ?? false }
            }
            return true
        }
        return status
    }

    private func askForAddress() {
        guard let session = sessionBus else { return }
        let asked = session.call(destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus",
                                 member: "GetAddress", timeout: Self.callTimeout) { [weak self] reply in
            guard let self else { return }
            guard reply.errorName == nil, let address = reply.readString(), !address.isEmpty else {
                return giveUp("no accessibility bus (org.a11y.Bus.GetAddress: \(reply.errorName ?? "no address"))")
            }
            sessionBus?.close()
            sessionBus = nil
            connectAccessibilityBus(address)
        }
        if !asked { giveUp("cannot ask the session bus for the accessibility bus") }
    }

    private func connectAccessibilityBus(_ address: String) {
        setState(.starting)
        let bus: BusConnection
        do { bus = try BusConnection(address: address) } catch { return giveUp("\(error)") }
        accessibilityBus = bus
        bus.onClosed = { [weak self] reason in self?.giveUp("the accessibility bus closed: \(reason)") }
        // Any reply completes the Hello exchange, after which our unique name is known.
        let asked = bus.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
                             member: "GetId", timeout: Self.callTimeout) { [weak self] reply in
            guard let self else { return }
            guard reply.errorName == nil, let name = bus.uniqueName else {
                return giveUp("the accessibility bus did not answer (\(reply.errorName ?? "no name"))")
            }
            embed(on: bus, name: name)
        }
        if !asked { giveUp("cannot talk on the accessibility bus") }
    }

    private func embed(on bus: BusConnection, name: String) {
        let server = AtspiServer(connection: bus, objects: objects, tree: tree, busName: name, applicationName: applicationName)
        self.server = server
        bus.serve(prefix: AtspiObjectTable.prefix) { [weak server] message in server?.handle(message) ?? false }
        let asked = bus.call(destination: "org.a11y.atspi.Registry", path: AtspiObjectTable.rootPath, interface: "org.a11y.atspi.Socket",
                             member: "Embed", timeout: Self.callTimeout,
                             arguments: { $0.appendReference(AtspiReference(bus: name, path: AtspiObjectTable.rootPath)) }) { [weak self] reply in
            guard let self, let server = self.server else { return }
            if let error = reply.errorName { return giveUp("the AT-SPI registry did not embed the application (\(error))") }
            if let desktop = reply.reading("r", "so", { () -> AtspiReference? in
                guard let bus = reply.readString(), let path = reply.readObjectPath() else { return nil }
                return AtspiReference(bus: bus, path: path)
            }) { server.desktop = desktop }
            let events = AtspiEvents(server: server)
            self.events = events
            server.events = events
            log("AT-SPI: \(applicationName) is registered on the accessibility bus as \(name)", level: .info)
            setState(.on)
        }
        if !asked { giveUp("cannot call the AT-SPI registry") }
    }

    // MARK: Outcomes

    private func setState(_ new: State) {
        guard new != state else { return }
        state = new
        if new == .starting { armDeadline() }
        onStateChange?(new)
    }

    /// Gives up when the buses have not brought the bridge on within `startTimeout` (a bus that
    /// accepts the connection and never answers keeps sd-bus authenticating for much longer).
    private func armDeadline() {
        attempt += 1
        let current = attempt
        let nanoseconds = startTimeout.components.seconds * 1_000_000_000 + startTimeout.components.attoseconds / 1_000_000_000
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) {
            MainActor.assumeIsolated { [weak self] in
                guard let self, self.attempt == current, self.state == .starting else { return }
                self.giveUp("no answer from the buses within \(self.startTimeout)")
            }
        }
    }

    /// Off with one line: it was wanted (or was on) and cannot be.
    private func giveUp(_ reason: String) {
        let wasOn = state == .on
        stop()
        failure = reason
        log(wasOn ? "AT-SPI off: \(reason)" : "AT-SPI unavailable: \(reason); accessibility export is off", level: .warning)
    }

    /// Off without a warning: nobody asked for assistive technology.
    private func quietlyOff(debug reason: String? = nil) {
        stop()
        if let reason { log.debug("\(reason)") }
    }

    private func log(_ line: String, level: Logger.Level) {
        logCount += 1
        log.log(level: level, "\(line)")
    }
}
