import Foundation
import TactileCore
import WaylandClient
import WaylandServer
import TactileHeadless

#if canImport(Glibc)
import Glibc
#endif

/// A hostile client of an in-process `HeadlessCompositor`, made with the `WaylandClient` bindings:
/// seeded random requests on every object it can make — pools whose files are shorter than
/// announced or shrink later, buffers with any offset, size and stride, surfaces with any role,
/// scale, transform, damage and viewport, subsurface cycles, positioners with any value, stale
/// serials, requests on destroyed objects. The compositor must answer each bad request with a
/// protocol error for this client and never crash the test process; screenshots of whatever was
/// committed must be readable.
final class HostileClient {
    let compositor: HeadlessCompositor
    let display: Display
    private var random: FuzzRandom
    private let wlCompositor: WlCompositor
    private let shm: WlShm
    private let subcompositor: WlSubcompositor
    private let wmBase: XdgWmBase
    private let viewporter: WpViewporter
    private var surfaces: [WlSurface] = []
    private var pools: [(pool: WlShmPool, memory: SharedMemory)] = []
    private var buffers: [WlBuffer] = []
    private var regions: [WlRegion] = []
    private var subsurfaces: [WlSubsurface] = []
    private var xdgSurfaces: [XdgSurface] = []
    private var positioners: [XdgPositioner] = []
    private var viewports: [WpViewport] = []
    private var serials: [UInt32] = [0, 1, UInt32.max]
    /// The requests sent (their names), for the report.
    private(set) var log: [String] = []

    init(seed: UInt64) throws {
        compositor = try HeadlessCompositor()
        display = try compositor.connectClient()
        random = FuzzRandom(seed: seed)
        let registry = try GlobalRegistry(display: display)
        try compositor.roundtrip(display)
        wlCompositor = try registry.bind(WlCompositor.self, versions: 1...5)
        shm = try registry.bind(WlShm.self, versions: 1...1)
        subcompositor = try registry.bind(WlSubcompositor.self, versions: 1...1)
        wmBase = try registry.bind(XdgWmBase.self, versions: 1...5)
        viewporter = try registry.bind(WpViewporter.self, versions: 1...1)
        wmBase.onEvent = { [weak wmBase] event in if case .ping(let s) = event { try? wmBase?.pong(serial: s) } }
    }

    /// Sends up to `count` random requests, exchanging every 8; stops at the client's first error
    /// (a protocol error or disconnect). Returns that error's description, or nil.
    func run(requests count: Int) -> String? {
        for index in 0..<count {
            step()
            if index % 8 == 7, let error = exchange() { return error }
        }
        return exchange()
    }

    /// One exchange, then reads back every committed surface as a test would.
    private func exchange() -> String? {
        do {
            try compositor.pump(display)
        } catch {
            return "\(error)"
        }
        for toplevel in compositor.toplevels where !toplevel.isDestroyed && toplevel.surface.buffer != nil {
            _ = try? compositor.screenshot(of: toplevel, scale: 1)
        }
        for surface in compositor.surfaces { _ = surface.buffer?.color(x: 0, y: 0) }
        return nil
    }

    private func pick<T>(_ list: [T]) -> T? { list.isEmpty ? nil : list[random.below(list.count)] }
    private func int32() -> Int32 {
        let edges: [Int32] = [0, 1, -1, 2, 4, 16, 64, 256, 4096, 32_767, 32_768, 65_536, Int32.max, Int32.min, Int32.max / 4]
        return random.oneIn(2) ? edges[random.below(edges.count)] : Int32(random.below(600)) - 100
    }
    private func uint32() -> UInt32 { random.oneIn(3) ? [0, 1, 7, 8, 9, 10, 0x7FFF_FFFF, UInt32.max][random.below(8)] : UInt32(random.below(20)) }
    private func fixed() -> Double { random.oneIn(3) ? [0, -1, -0.5, 8_388_607, -8_388_608, 1e9, .nan][random.below(7)] : random.double(in: -10...500) }

    private func step() {
        let choice = random.below(30)
        log.append("\(choice)")
        switch choice {
        case 0, 1: if let s = try? wlCompositor.createSurface() { surfaces.append(s) }
        case 2: makePool()
        case 3, 4:
            guard let (pool, _) = pick(pools) else { return makePool() }
            let format: WlShm.Format = random.oneIn(6) ? .init(rawValue: uint32()) : .argb8888
            if let b = try? pool.createBuffer(offset: int32(), width: int32(), height: int32(), stride: int32(), format: format) { buffers.append(b) }
        case 5: if let (pool, memory) = pick(pools) { _ = ftruncate(memory.fileDescriptor.rawValue, off_t(random.below(4096))); _ = pool }
        case 6: if let (pool, _) = pick(pools) { try? pool.resize(size: int32()) }
        case 7, 8: if let s = pick(surfaces) { try? s.attach(buffer: random.oneIn(5) ? nil : pick(buffers), x: random.oneIn(3) ? int32() : 0, y: 0) }
        case 9: if let s = pick(surfaces) { try? s.damage(x: int32(), y: int32(), width: int32(), height: int32()) }
        case 10: if let s = pick(surfaces) { try? s.damageBuffer(x: int32(), y: int32(), width: int32(), height: int32()) }
        case 11, 12: if let s = pick(surfaces) { try? s.commit() }
        case 13: if let s = pick(surfaces) { _ = try? s.frame() }
        case 14: if let s = pick(surfaces) { try? s.setBufferScale(scale: int32()) }
        case 15: if let s = pick(surfaces) { try? s.setBufferTransform(transform: .init(rawValue: uint32())) }
        case 16: if let s = pick(surfaces), let p = pick(surfaces), let sub = try? subcompositor.getSubsurface(surface: s, parent: p) { subsurfaces.append(sub) }
        case 17:
            guard let sub = pick(subsurfaces) else { return }
            switch random.below(4) {
            case 0: try? sub.setPosition(x: int32(), y: int32())
            case 1: if let s = pick(surfaces) { try? sub.placeAbove(sibling: s) }
            case 2: if let s = pick(surfaces) { try? sub.placeBelow(sibling: s) }
            default: if random.oneIn(2) { try? sub.setSync() } else { try? sub.setDesync() }
            }
        case 18: if let s = pick(surfaces), let x = try? wmBase.getXdgSurface(surface: s) { xdgSurfaces.append(x) }
        case 19: if let x = pick(xdgSurfaces) { _ = try? x.getToplevel() }
        case 20: if let x = pick(xdgSurfaces), let p = pick(positioners) { _ = try? x.getPopup(parent: random.oneIn(4) ? nil : pick(xdgSurfaces), positioner: p) }
        case 21:
            guard let x = pick(xdgSurfaces) else { return }
            let serial = random.oneIn(2) ? (pick(serials) ?? 0) : compositor.server.nextSerial()
            try? x.ackConfigure(serial: serial)
        case 22: if let x = pick(xdgSurfaces) { try? x.setWindowGeometry(x: int32(), y: int32(), width: int32(), height: int32()) }
        case 23: positioner()
        case 24: if let s = pick(surfaces), let v = try? viewporter.getViewport(surface: s) { viewports.append(v) }
        case 25:
            guard let v = pick(viewports) else { return }
            if random.oneIn(2) { try? v.setSource(x: fixed(), y: fixed(), width: fixed(), height: fixed()) } else { try? v.setDestination(width: int32(), height: int32()) }
        case 26:
            guard let r = pick(regions) else { if let r = try? wlCompositor.createRegion() { regions.append(r) }; return }
            try? r.add(x: int32(), y: int32(), width: int32(), height: int32())
            if let s = pick(surfaces) { try? s.setInputRegion(region: r) }
        case 27: if let s = pick(surfaces), s.version >= 5 { try? s.offset(x: int32(), y: int32()) }
        default: destroySomething()
        }
    }

    private func makePool() {
        let real = random.below(3) == 0 ? 0 : 4 * random.below(70_000)
        guard let memory = try? SharedMemory(size: real) else { return }
        // Announced: honest, just over the file, or anything.
        let announced: Int32 = random.oneIn(2) ? Int32(real) : random.oneIn(2) ? Int32(real + 4096) : int32()
        if let pool = try? shm.createPool(fd: memory.fileDescriptor, size: announced) { pools.append((pool, memory)) }
    }

    private func positioner() {
        if positioners.isEmpty || random.oneIn(3) {
            if let p = try? wmBase.createPositioner() { positioners.append(p) }
            return
        }
        guard let p = pick(positioners) else { return }
        switch random.below(6) {
        case 0: try? p.setSize(width: int32(), height: int32())
        case 1: try? p.setAnchorRect(x: int32(), y: int32(), width: int32(), height: int32())
        case 2: try? p.setOffset(x: int32(), y: int32())
        case 3: try? p.setAnchor(anchor: .init(rawValue: uint32()))
        case 4: try? p.setGravity(gravity: .init(rawValue: uint32()))
        default: try? p.setConstraintAdjustment(constraintAdjustment: uint32())
        }
    }

    private func destroySomething() {
        switch random.below(6) {
        case 0: if !surfaces.isEmpty { try? surfaces.remove(at: random.below(surfaces.count)).destroy() }
        case 1: if !buffers.isEmpty { try? buffers.remove(at: random.below(buffers.count)).destroy() }
        case 2: if !pools.isEmpty { try? pools.remove(at: random.below(pools.count)).pool.destroy() }
        case 3: if !subsurfaces.isEmpty { try? subsurfaces.remove(at: random.below(subsurfaces.count)).destroy() }
        case 4: if !xdgSurfaces.isEmpty { try? xdgSurfaces.remove(at: random.below(xdgSurfaces.count)).destroy() }
        default: if !positioners.isEmpty { try? positioners.remove(at: random.below(positioners.count)).destroy() }
        }
    }
}

/// Runs many `HostileClient` sequences, each against a fresh compositor.
public enum HostileClientCampaign {
    /// What a campaign saw.
    public struct Summary: Sendable {
        public var sequences = 0
        /// How each sequence ended: the protocol error's interface and code, or "no error".
        public var endings: [String: Int] = [:]
    }

    /// The seed of sequence `index`.
    public static func sequenceSeed(_ campaign: UInt64, _ index: Int) -> UInt64 { FuzzRandom.derive(campaign ^ 0xC11E, UInt64(index)) }

    /// Runs `sequences` sequences of at most `maxRequests` requests; `before` is called with each
    /// sequence's seed first (a crash handler can print it). A crash of the process is the failure.
    public static func run(seed: UInt64, sequences: Int, maxRequests: Int, before: (Int, UInt64) -> Void = { _, _ in }) throws -> Summary {
        var summary = Summary()
        for index in 0..<sequences {
            let sequenceSeed = sequenceSeed(seed, index)
            before(index, sequenceSeed)
            let ending = try runOne(seed: sequenceSeed, maxRequests: maxRequests)
            summary.sequences += 1
            summary.endings[ending, default: 0] += 1
        }
        return summary
    }

    /// One sequence; how it ended ("no error", or the protocol error with its object's interface and code).
    public static func runOne(seed: UInt64, maxRequests: Int) throws -> String {
        let client = try HostileClient(seed: seed)
        guard let error = client.run(requests: 1 + Int(seed % UInt64(max(maxRequests, 1)))) else { return "no error" }
        // "… protocol error on wl_shm@4, code 2: …" → "wl_shm code 2"
        guard let on = error.range(of: "error on "), let comma = error[on.upperBound...].firstIndex(of: ",") else { return error }
        let object = error[on.upperBound..<comma].split(separator: "@").first ?? ""
        let code = error[comma...].dropFirst(2).prefix { $0 != ":" }
        return "\(object) \(code)"
    }
}
