import WaylandServer
import TactileHeadless

/// The globals a hostile compositor adds to a `HeadlessCompositor` for the wire fuzzer: fractional
/// scale, input timestamps and presentation feedback answered only by the sequence's events (which
/// the headless compositor does not offer), and extra outputs and
/// seats that come and go. Objects the client creates on them are kept (weakly) to send events on.
final class WireExtraGlobals {
    private let server: ServerDisplay
    private var fixedGlobals: [Global] = []
    /// Extra `wl_output` globals, nil once removed (indices stay stable for a sequence's events).
    private(set) var outputGlobals: [Global?] = []
    private var seatGlobals: [Global?] = []
    /// Globals announced as removed, destroyed at `reset()`.
    private var removedGlobals: [Global] = []
    /// Every output object a client bound on an extra output (also after the global was removed).
    private(set) var extraOutputs: [WeakResource<WlOutputResource>] = []
    private(set) var fractionalScales: [WeakResource<WpFractionalScaleV1Resource>] = []
    private(set) var timestamps: [WeakResource<ZwpInputTimestampsV1Resource>] = []
    /// Unanswered presentation feedback with its surface, oldest first (at most `maximumFeedback`).
    private(set) var feedback: [(feedback: WpPresentationFeedbackResource, surface: WeakResource<WlSurfaceResource>)] = []
    /// Past this many, the oldest unanswered feedback is discarded (the client asks at every commit).
    static let maximumFeedback = 32

    init(server: ServerDisplay) throws(WaylandServerError) {
        self.server = server
        fixedGlobals.append(try server.createGlobal(WpFractionalScaleManagerV1Resource.self, version: 1) { [weak self] manager in
            manager.onRequest = { request in
                if case .getFractionalScale(let scale, _) = request { self?.fractionalScales.append(WeakResource(scale)) }
            }
        })
        fixedGlobals.append(try server.createGlobal(ZwpInputTimestampsManagerV1Resource.self, version: 1) { [weak self] manager in
            manager.onRequest = { request in
                switch request {
                case .getTouchTimestamps(let id, _), .getPointerTimestamps(let id, _), .getKeyboardTimestamps(let id, _):
                    self?.timestamps.append(WeakResource(id))
                case .destroy:
                    break
                }
            }
        })
        fixedGlobals.append(try server.createGlobal(WpPresentationResource.self, version: 1) { [weak self] presentation in
            try? presentation.clockId(clkId: 1)   // CLOCK_MONOTONIC
            presentation.onRequest = { request in
                if case let .feedback(surface, callback) = request { self?.addFeedback(callback, for: surface) }
            }
        })
    }

    private func addFeedback(_ callback: WpPresentationFeedbackResource, for surface: WlSurfaceResource) {
        feedback.removeAll { !$0.feedback.isAlive }
        if feedback.count >= Self.maximumFeedback { try? feedback.removeFirst().feedback.discarded() }
        feedback.append((callback, WeakResource(surface)))
    }

    /// Unanswered feedback `which`: 0 the newest, 1 the oldest, 2 one whose surface was destroyed
    /// (nil when there is none).
    func pendingFeedback(_ which: UInt32) -> WpPresentationFeedbackResource? {
        feedback.removeAll { !$0.feedback.isAlive }
        switch which % 3 {
        case 0: return feedback.last?.feedback
        case 1: return feedback.first?.feedback
        default: return feedback.first { $0.surface.resource == nil }?.feedback
        }
    }

    /// Adds a `wl_output` global that announces a plain 640×480 mode when bound.
    func addOutput() {
        guard let global = try? server.createGlobal(WlOutputResource.self, version: 4, bind: { [weak self] output in
            self?.extraOutputs.append(WeakResource(output))
            try? output.geometry(x: 0, y: 0, physicalWidth: 0, physicalHeight: 0, subpixel: .unknownEntry,
                                 make: "hostile", model: "extra", transform: .normal)
            try? output.mode(flags: [.current], width: 640, height: 480, refresh: 60_000)
            try? output.scale(factor: 1)
            try? output.done()
        }) else { return }
        outputGlobals.append(global)
    }

    /// Removes the extra output global `index` (modulo the count), if it is still there: as a careful
    /// compositor does (announced, destroyed at the end of the sequence) for an even `index`; at once
    /// for an odd one, so a client binding it in between is disconnected by libwayland.
    func removeOutput(_ index: Int) {
        guard !outputGlobals.isEmpty else { return }
        let i = index % outputGlobals.count
        if index % 2 == 0 {
            outputGlobals[i]?.remove()
            if let global = outputGlobals[i] { removedGlobals.append(global) }
        } else {
            outputGlobals[i]?.destroy()
        }
        outputGlobals[i] = nil
    }

    /// Adds a `wl_seat` global with no capabilities.
    func addSeat() {
        guard let global = try? server.createGlobal(WlSeatResource.self, version: 8, bind: { seat in
            try? seat.capabilities(capabilities: [])
            try? seat.name(name: "hostile-seat")
        }) else { return }
        seatGlobals.append(global)
    }

    /// Removes the extra seat global `index` (modulo the count), if it is still there.
    func removeSeat(_ index: Int) {
        guard !seatGlobals.isEmpty else { return }
        let i = index % seatGlobals.count
        seatGlobals[i]?.destroy()
        seatGlobals[i] = nil
    }

    /// Removes every extra output and seat and forgets dead objects (between sequences).
    func reset() {
        for global in outputGlobals + seatGlobals { global?.destroy() }
        for global in removedGlobals { global.destroy() }
        removedGlobals = []
        outputGlobals = []
        seatGlobals = []
        extraOutputs.removeAll { $0.resource == nil }
        fractionalScales.removeAll { $0.resource == nil }
        timestamps.removeAll { $0.resource == nil }
    }
}

/// A resource held weakly (it keeps itself alive until destroyed).
struct WeakResource<R: Resource> {
    weak var object: R?
    init(_ object: R) { self.object = object }
    /// The resource while it exists.
    var resource: R? { object.flatMap { $0.isAlive ? $0 : nil } }
}
