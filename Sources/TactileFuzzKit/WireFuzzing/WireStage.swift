import TactileCore
import WaylandServer
import TactileHeadless
import TactileTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// A hostile `HeadlessCompositor` serving one real app in a child process: starts it, waits for its
/// first frame, sends it `WireEvent`s with raw values, and keeps the exchange going (the compositor
/// reads requests and completes round trips so its socket buffer never fills).
final class WireStage {
    let app: WireApp
    let compositor: HeadlessCompositor
    let child: WaylandChildProcess
    let client: ServerClient
    let extras: WireExtraGlobals
    /// The app's toplevel, once it made one.
    private(set) var toplevel: HeadlessToplevel?
    /// Input timestamps (ms) start just below the 32-bit wrap.
    var time: UInt32 = UInt32.max - 5_000
    /// Keymap files this stage made and may truncate later; closed at the end of each sequence.
    var keymapFiles: [OwnedFileDescriptor] = []
    /// Clipboard offers this stage announced to the child (kept alive while it runs).
    var dataOffers: [WlDataOfferResource] = []
    /// Paste pipes the stage holds open without writing (closed at the end of each sequence).
    var heldPastePipes: [OwnedFileDescriptor] = []
    /// Read ends of `source-send` pipes the stage holds (closed at the end of each sequence).
    var heldSendPipes: [OwnedFileDescriptor] = []
    /// Whether a `source-send` or `source-cancelled` of the current sequence met a source the app owned.
    var reachedDataSource = false
    /// Answers (pongs, exits) that came only after the first budget, while the child was still working.
    var slowAnswers = 0
    /// How many budgets in all a child that is still working may take to answer.
    static let slowBudgets = 12.0

    /// Starts `app` and waits (at most `budget` seconds) until its window has committed a frame.
    init(app: WireApp, budget: Double) throws(WireStageError) {
        self.app = app
        do {
            compositor = try HeadlessCompositor()
            try compositor.offerTextInput()
            try compositor.offerClipboard()
            extras = try WireExtraGlobals(server: compositor.server)
        } catch {
            throw .setup("\(error)")
        }
        do {
            // No backtracer: a trap's "Fatal error" line is report enough, and the backtrace takes a second.
            child = try WaylandChildProcess(binary: app.binary, arguments: app.arguments, environment: ["SWIFT_BACKTRACE=enable=no"])
        } catch {
            throw .setup(error.description)
        }
        do {
            client = try compositor.connectClient(fileDescriptor: child.compositorSocket)
        } catch {
            close(child.compositorSocket)
            throw .setup("\(error)")
        }
        let ready = serve(within: budget) { [unowned self] in
            if toplevel == nil { toplevel = compositor.toplevels(of: client).first }
            return toplevel?.surface.buffer != nil
        }
        guard ready else {
            throw .setup("\(app.name) did not show a window within \(budget) s; stderr: \(String(decoding: child.stderr, as: UTF8.self))")
        }
    }

    /// Whether the child is still connected and running.
    var isAlive: Bool { child.waitStatus == nil && client.isAlive }

    /// Serves the compositor and reads the child's output until `condition` holds, the child exits or
    /// `seconds` pass (waiting only in `poll`, at most 5 ms at a time). Returns whether `condition` held.
    @discardableResult
    func serve(within seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = WaylandChildProcess.now() + seconds
        while true {
            if condition() { return true }
            child.poll()
            if child.waitStatus != nil { return condition() }
            if WaylandChildProcess.now() > deadline { return false }
            var fds = [pollfd(fd: compositor.eventLoopFileDescriptor, events: Int16(POLLIN), revents: 0)]
            for fd in child.outputDescriptors where fd >= 0 { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            _ = poll(&fds, nfds_t(fds.count), 5)
            try? compositor.dispatch()
        }
    }

    /// A compositor round trip: pings the client and serves until its pong (the client has read
    /// everything sent before). False when the child did not answer within `seconds`.
    func roundTrip(within seconds: Double) -> Bool {
        guard isAlive else { return false }
        let serial = compositor.ping()
        return answer(within: seconds) { compositor.pongs.last == serial }
    }

    /// Serves until `condition` holds, as `serve(within:until:)`, telling a slow child from a hung
    /// one: past `seconds`, the wait goes on while the child runs and has used less than `seconds`
    /// of CPU time since the wait began, up to `slowBudgets` × `seconds` in all. A child that is
    /// blocked, or busy for a whole budget of CPU time, does not answer in time; one starved by a
    /// loaded machine does, and counts in `slowAnswers`.
    func answer(within seconds: Double, until condition: () -> Bool) -> Bool {
        let startCPU = child.cpuSeconds ?? 0
        if serve(within: seconds, until: condition) { return true }
        var waited = seconds
        while waited < seconds * Self.slowBudgets, child.waitStatus == nil,
              (child.cpuSeconds ?? .infinity) - startCPU < seconds {
            if serve(within: 1, until: condition) {
                slowAnswers += 1
                return true
            }
            waited += 1
        }
        return false
    }

    /// The client's main surface, while it exists.
    var surface: WlSurfaceResource? { toplevel.flatMap { $0.surface.isDestroyed ? nil : $0.surface.resource } }

    /// Sends a plausible state back: the app's own size, scale 1, every touch cancelled, frame
    /// callbacks completed, the extra globals removed. Keymap files made for the sequence are closed.
    func restoreSaneState() {
        let bound = compositor.boundResources(of: client)
        for touch in bound.touches { try? touch.cancel() }
        for seat in bound.seats { try? seat.capabilities(capabilities: compositor.seatCapabilities) }
        if let surface {
            for pointer in bound.pointers { try? pointer.leave(serial: compositor.server.nextSerial(), surface: surface) }
            for keyboard in bound.keyboards { try? keyboard.leave(serial: compositor.server.nextSerial(), surface: surface) }
        }
        for output in bound.outputs {
            try? output.scale(factor: 1)
            try? output.done()
        }
        for scale in extras.fractionalScales { try? scale.resource?.preferredScale(scale: 120) }
        extras.reset()
        keymapFiles = []
        heldPastePipes = []
        heldSendPipes = []
        if let toplevel, !toplevel.isDestroyed {
            compositor.sendConfigure(to: toplevel, width: Int32(app.size.width), height: Int32(app.size.height),
                                     states: [.activated])
        }
        compositor.vblank()
        compositor.server.flushClients()
    }
}

/// Why a stage could not start.
enum WireStageError: Error, CustomStringConvertible {
    case setup(String)
    var description: String {
        switch self {
        case .setup(let reason): reason
        }
    }
}
