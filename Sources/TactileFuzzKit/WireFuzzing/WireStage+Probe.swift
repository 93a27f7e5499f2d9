import Foundation
import TactileCore
import WaylandServer

extension WireStage {
    /// The verdict on the app after a sequence: how it exited, or whether it still answers, takes a
    /// drag (ending every touch of the sequence after the cancel) and stays within its resources.
    func verdict(sentClose: Bool, budget: Double, limits: WireLimits) -> WireVerdict {
        if isAlive {
            restoreSaneState()
            if !roundTrip(within: budget), isAlive { return .failure(.hang(seconds: budget)) }
        }
        if !isAlive { return exitVerdict(sentClose: sentClose, budget: budget) }
        let resident = child.residentBytes ?? 0, descriptors = child.openDescriptorCount ?? 0
        if resident > limits.residentBytes || descriptors > limits.descriptors {
            return .failure(.resources(residentBytes: resident, descriptors: descriptors))
        }
        settle(budget: budget)
        _ = child.takeStdoutLines()
        let commits = toplevel?.surface.appliedCommitCount ?? 0
        var panned: Double?
        var moved = false
        // A list already scrolled to its end may not move one way: then the drag goes back the other way.
        goHome(budget: budget)
        // A mirrored screen (a right-to-left language) has the dragged view at the mirrored place.
        let attempts: [(reversed: Bool, mirrored: Bool)] = app.tracesPans ? [(false, false)]
            : [(false, false), (true, false)] + (app.mirrorsInRightToLeft ? [(false, true), (true, true)] : [])
        for attempt in attempts where !moved {
            drag(reversed: attempt.reversed, mirrored: attempt.mirrored)
            moved = serve(within: budget) {
                for line in child.takeStdoutLines() where line.hasPrefix(#"{"event":"map-panned""#) { panned = Self.number("dx", in: line) }
                if child.waitStatus != nil { return true }
                compositor.vblank()
                return app.tracesPans ? panned != nil : (toplevel?.surface.appliedCommitCount ?? 0) > commits
            }
        }
        if !isAlive { return exitVerdict(sentClose: sentClose, budget: budget) }
        guard moved else {
            // A map-pins drag that landed on a pin or a menu moves no map: alive, not verified.
            return app.tracesPans && (toplevel?.surface.appliedCommitCount ?? 0) > commits
                ? .healthy(dragVerified: false) : .failure(.ignoresDrag)
        }
        if let panned {
            let expected = app.dragDelta.x
            if panned < expected * 0.75 || panned > expected * 1.1 { return .failure(.stuckTouch(panned: panned, expected: expected)) }
        }
        return .healthy(dragVerified: true)
    }

    /// How the child ended (waiting for it, within `budget`, after a disconnect).
    private func exitVerdict(sentClose: Bool, budget: Double) -> WireVerdict {
        if child.waitStatus == nil, !answer(within: budget, until: { child.waitStatus != nil }) {
            return .failure(.hang(seconds: budget))
        }
        let stderr = String(decoding: child.stderr, as: UTF8.self)
        if let signal = child.terminatingSignal { return .failure(.signal(signal, stderr: stderr)) }
        let status = child.exitStatus ?? -1
        // Log lines the app wrote before (swift-log's "2026-…T… error …", libxkbcommon's) may precede
        // the exit; the exit itself is one line that is not a log line.
        var lines = child.stderrLines.filter { !$0.isEmpty }
        while let first = lines.first, Self.isLogLine(first) { lines.removeFirst() }
        if status == 0, sentClose, lines.isEmpty { return .cleanExit(status: 0, line: "") }
        guard status != 0, lines.count == 1 else { return .failure(.unclearExit(status: status, stderr: stderr)) }
        return .cleanExit(status: status, line: lines[0])
    }

    /// Whether `line` is a log line (swift-log's default handler, libxkbcommon's own logging).
    static func isLogLine(_ line: String) -> Bool {
        line.hasPrefix("xkbcommon: ") || (line.count > 20 && line.prefix(4).allSatisfy(\.isNumber) && line.dropFirst(10).first == "T")
    }

    /// Completes frames and round trips until the app stops committing (at most 20 rounds).
    private func settle(budget: Double) {
        var last = -1
        for _ in 0..<20 {
            let now = toplevel?.surface.appliedCommitCount ?? 0
            if now == last { return }
            last = now
            compositor.vblank()
            guard roundTrip(within: budget) else { return }
        }
    }

    /// A one-finger drag from `app.dragStart` by `app.dragDelta` (or back, `reversed`; at the mirrored place, `mirrored`) in ten steps, with a fresh id.
    private func drag(reversed: Bool, mirrored: Bool = false) {
        var start = reversed ? Point(x: app.dragStart.x + app.dragDelta.x, y: app.dragStart.y + app.dragDelta.y) : app.dragStart
        var delta = reversed ? Point(x: -app.dragDelta.x, y: -app.dragDelta.y) : app.dragDelta
        if mirrored {
            start = app.mirrored(start)
            delta.x = -delta.x
        }
        drag(id: 77, from: start, by: delta)
    }

    /// A one-finger drag with touch `id` from `start` by `delta` in ten steps 16 ms apart, each
    /// followed by a frame callback, then a lift.
    func drag(id: Int32, from start: Point, by delta: Point) {
        guard let surface else { return }
        let touches = compositor.boundResources(of: client).touches
        for t in touches { try? t.down(serial: compositor.server.nextSerial(), time: time, surface: surface, id: id, x: start.x, y: start.y) }
        for t in touches { try? t.frame() }
        for step in 1...10 {
            time &+= 16
            let x = start.x + delta.x * Double(step) / 10, y = start.y + delta.y * Double(step) / 10
            for t in touches { try? t.motion(time: time, id: id, x: x, y: y) }
            for t in touches { try? t.frame() }
            compositor.vblank()
        }
        time &+= 16
        for t in touches { try? t.up(serial: compositor.server.nextSerial(), time: time, id: id) }
        for t in touches { try? t.frame() }
        compositor.server.flushClients()
    }

    /// The number after `"key":` in a JSON line.
    static func number(_ key: String, in line: String) -> Double? {
        guard let range = line.range(of: "\"\(key)\":") else { return nil }
        return Double(line[range.upperBound...].prefix { "-0123456789.e".contains($0) })
    }
}

/// The resources a child may use after any sequence.
public struct WireLimits: Sendable {
    /// Resident memory, bytes.
    public var residentBytes: Int
    /// Open descriptors.
    public var descriptors: Int

    /// 1 GiB and 64 descriptors. A configure may legally ask for a window up to the buffer limits
    /// (three 128 MiB buffers per surface; map-pins has a window and a tile layer), so a hostile
    /// size alone can cost several hundred MiB; a per-event leak over a campaign reaches far more.
    /// The apps otherwise use ≈ 40–80 MiB and ≈ 10 fds.
    public init(residentBytes: Int = 1 << 30, descriptors: Int = 64) {
        self.residentBytes = residentBytes
        self.descriptors = descriptors
    }
}
