import CBenchPeers
import WaylandClient
import WaylandServer

/// Request marshalling and event dispatch against libwayland's C API.
///
/// One in-process server (`BindingsServer`, Swift server bindings) and two clients over socketpairs:
/// `SwiftBindingsPeer` (the generated Swift bindings) and `CBindingsPeer` (plain C in
/// Benchmarks/CBenchPeers: `wl_surface_damage_buffer` = `wl_proxy_marshal_flags`, a
/// `wl_touch_listener`). Samples alternate between the peers; every sample handles a batch of
/// `batch` messages (well under libwayland's 4 KiB buffers, so nothing flushes by itself) and
/// reports nanoseconds per message. Work outside the measured span (the server reading the
/// requests, the server posting the events) is identical for both peers and untimed.
enum BindingsBenchmarks: BenchmarkGroup {
    static let name = "bindings"
    static let summary = "request marshalling and event dispatch against libwayland's C API"

    /// The target for every Swift/C ratio.
    static let ratioTarget = Target.atMost(1.5)

    @MainActor static func run(in run: BenchmarkRun) throws {
        let server = try BindingsServer()
        let swift = try SwiftBindingsPeer(server: server)
        let c = try CBindingsPeer(server: server)
        guard let swiftTouch = server.touch(of: swift.serverClient), let cTouch = server.touch(of: c.serverClient),
            let cTouchPointer = cTouch.pointer
        else { throw BindingsBenchmarkError.setupFailed("the server has no touch objects") }
        let cServer = try CServerPeer()
        let bench = Bench(run: run, server: server, swift: swift, c: c, cServer: cServer, swiftTouch: swiftTouch,
                          cTouch: cTouch, cTouchPointer: cTouchPointer)
        try bench.marshalling()
        try bench.eventDispatch()
        try bench.serverEvents()
        try bench.serverRequests()
    }
}

/// The measurements of the bindings group, over one set of peers.
@MainActor private struct Bench {
    let run: BenchmarkRun
    let server: BindingsServer
    let swift: SwiftBindingsPeer
    let c: CBindingsPeer
    let cServer: CServerPeer
    let swiftTouch: WlTouchResource
    let cTouch: WlTouchResource
    let cTouchPointer: OpaquePointer

    var group: String { BindingsBenchmarks.name }
    var batch: Int { run.isSmoke ? 3 : 100 }
    var samples: Int { run.count(301) }
    var warmUp: Int { run.count(20) }

    // MARK: Requests

    func marshalling() throws {
        let n = batch
        let damage = try PairedTiming(samples: samples, warmUp: warmUp, swift: {
            let t0 = Stopwatch.now()
            for i in 0..<n { try swift.surface.damageBuffer(x: Int32(i & 63), y: 8, width: 32, height: 32) }
            let t1 = Stopwatch.now()
            try swift.display.flush()
            let t2 = Stopwatch.now()
            try server.pump()
            return perOperation([t0, t1, t2], n)
        }, c: {
            let t0 = Stopwatch.now()
            cbench_client_damage_buffers(c.client, Int32(n))
            let t1 = Stopwatch.now()
            _ = cbench_client_flush(c.client)
            let t2 = Stopwatch.now()
            try server.pump()
            return perOperation([t0, t1, t2], n)
        })
        recordPair(damage, phase: 0, name: "marshal wl_surface.damage_buffer",
                   note: "call to queued in libwayland's output buffer")
        recordPair(damage, phase: 1, name: "marshal wl_surface.damage_buffer + flush/\(n)",
                   note: "as above plus one wl_display_flush per \(n) requests, spread over them")

        let commit = try PairedTiming(samples: samples, warmUp: warmUp, swift: {
            let t0 = Stopwatch.now()
            for _ in 0..<n { try swift.surface.commit() }
            let t1 = Stopwatch.now()
            try swift.display.flush()
            let t2 = Stopwatch.now()
            try server.pump()
            return perOperation([t0, t1, t2], n)
        }, c: {
            let t0 = Stopwatch.now()
            cbench_client_commits(c.client, Int32(n))
            let t1 = Stopwatch.now()
            _ = cbench_client_flush(c.client)
            let t2 = Stopwatch.now()
            try server.pump()
            return perOperation([t0, t1, t2], n)
        })
        recordPair(commit, phase: 0, name: "marshal wl_surface.commit", note: "call to queued in libwayland's output buffer")
        recordPair(commit, phase: 1, name: "marshal wl_surface.commit + flush/\(n)",
                   note: "as above plus one wl_display_flush per \(n) requests, spread over them")
    }

    // MARK: Events

    func eventDispatch() throws {
        let n = batch
        let timing = try PairedTiming(samples: samples, warmUp: warmUp, swift: {
            try post(n, on: swiftTouch)
            while !swift.display.prepareRead() { try swift.display.dispatchPending() }
            let before = swift.motions
            let t0 = Stopwatch.now()
            try swift.display.readEvents()
            let t1 = Stopwatch.now()
            try swift.display.dispatchPending()
            let t2 = Stopwatch.now()
            try check(swift.motions - before == n, "the Swift handler saw \(swift.motions - before) of \(n) motions")
            return perOperation([t0, t1, t2], n, phases: [(0, 2), (1, 2)])
        }, c: {
            try post(n, on: cTouch)
            while cbench_client_dispatch_pending(c.client) > 0 {}
            let before = c.motions
            let t0 = Stopwatch.now()
            let read = cbench_client_read(c.client)
            let t1 = Stopwatch.now()
            _ = cbench_client_dispatch_pending(c.client)
            let t2 = Stopwatch.now()
            try check(read == 0 && c.motions - before == UInt64(n), "the C listener saw \(c.motions - before) of \(n) motions")
            return perOperation([t0, t1, t2], n, phases: [(0, 2), (1, 2)])
        })
        recordPair(timing, phase: 0, name: "dispatch wl_touch.motion (read + dispatch)",
                   note: "socket bytes → wl_display_read_events → wl_display_dispatch_pending → handler ran")
        recordPair(timing, phase: 1, name: "dispatch wl_touch.motion (dispatch only)",
                   note: "queued closure → handler ran: libwayland's dispatch plus the bindings' decoding")
    }

    /// Posts `n` motions on `touch` with the Swift server bindings and flushes (untimed setup).
    private func post(_ n: Int, on touch: WlTouchResource) throws {
        for i in 0..<n { try touch.motion(time: UInt32(i), id: 1, x: Double(i) * 0.5, y: 10) }
        server.display.flushClients()
    }

    // MARK: Server side

    func serverEvents() throws {
        let n = batch
        let timing = try PairedTiming(samples: samples, warmUp: warmUp, swift: {
            let t0 = Stopwatch.now()
            for i in 0..<n { try cTouch.motion(time: UInt32(i), id: 1, x: Double(i) * 0.5, y: 10) }
            let t1 = Stopwatch.now()
            try drainCClient()
            return perOperation([t0, t1], n)
        }, c: {
            let t0 = Stopwatch.now()
            cbench_server_post_touch_motions(cTouchPointer, Int32(n), 0, 1, 0, 10 * 256)
            let t1 = Stopwatch.now()
            try drainCClient()
            return perOperation([t0, t1], n)
        })
        recordPair(timing, phase: 0, name: "server post wl_touch.motion",
                   note: "Swift WlTouchResource.motion vs wl_resource_post_event, to queued in the client's buffer")
    }

    /// The same C client requests, read and dispatched by the Swift server bindings (`onRequest`)
    /// and by a C server (C request handlers).
    func serverRequests() throws {
        let n = batch
        let timing = try PairedTiming(samples: samples, warmUp: warmUp, swift: {
            cbench_client_damage_buffers(c.client, Int32(n))
            _ = cbench_client_flush(c.client)
            let before = server.damages
            let t0 = Stopwatch.now()
            try server.display.dispatch()
            let t1 = Stopwatch.now()
            try check(server.damages - before == n, "the Swift server saw \(server.damages - before) of \(n) requests")
            return perOperation([t0, t1], n)
        }, c: {
            cbench_client_damage_buffers(cServer.client, Int32(n))
            _ = cbench_client_flush(cServer.client)
            let before = cServer.damages
            let t0 = Stopwatch.now()
            _ = cbench_server_dispatch(cServer.server)
            let t1 = Stopwatch.now()
            try check(cServer.damages - before == UInt64(n), "the C server saw \(cServer.damages - before) of \(n) requests")
            return perOperation([t0, t1], n)
        })
        recordPair(timing, phase: 0, name: "server dispatch wl_surface.damage_buffer",
                   note: "socket bytes → wl_event_loop_dispatch → Swift onRequest vs C request handler ran")
    }

    private func drainCClient() throws {
        server.display.flushClients()
        try check(cbench_client_pump(c.client) >= 0, "the C client's connection failed")
    }

    // MARK: Helpers

    /// Per-operation nanoseconds from the first stamp to each later one (or of the given spans).
    private func perOperation(_ stamps: [UInt64], _ n: Int, phases: [(Int, Int)]? = nil) -> [Double] {
        let spans = phases ?? (1..<stamps.count).map { (0, $0) }
        return spans.map { Double(stamps[$0.1] &- stamps[$0.0]) / Double(n) }
    }

    private func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
        if !condition { throw BindingsBenchmarkError.setupFailed(message()) }
    }

    /// Records the Swift and C medians of `phase` and their ratio, held to the 1.5×.
    private func recordPair(_ timing: PairedTiming, phase: Int, name: String, note: String) {
        let (s, cs) = timing.statistics(phase: phase)
        run.record(Figure(group: group, name: "\(name) (Swift)", unit: "ns", median: s.median, p99: s.p99,
                          samples: s.count, parameters: ["peer": "swift", "batch": String(batch)], note: note))
        run.record(Figure(group: group, name: "\(name) (C libwayland)", unit: "ns", median: cs.median, p99: cs.p99,
                          samples: cs.count, parameters: ["peer": "c", "batch": String(batch)], note: note))
        let ratio = cs.median > 0 ? s.median / cs.median : 0
        run.record(Figure(group: group, name: "\(name) Swift/C", unit: "×", median: ratio, samples: s.count,
                          target: BindingsBenchmarks.ratioTarget, parameters: ["batch": String(batch)],
                          note: "median Swift / median C, same run, alternating samples"))
    }
}
