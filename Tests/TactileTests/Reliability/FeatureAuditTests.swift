import Foundation
import Testing
import TactileCore
import TactileHeadless
import TactileTestSupport
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

/// The feature audit's process-level rows (docs/RELIABILITY.md): the `TACTILE_TOUCH_OVERLAY`
/// environment switch in a real app, `make demo`'s headless tour and its pictures, and an app at
/// rest making no wake-ups. Each runs a built example next to the test bundle.
@Suite(.enabled(if: SystemExecutable.isCI || MapPinsBinary.path != nil,
                "needs the examples built next to the test bundle (swift build --build-tests); under CI=true it runs and fails"))
struct FeatureAuditTests {
    /// Starts `map-pins --trace` with `environment` on `compositor` and waits for its ready line.
    func startMapPins(on compositor: HeadlessCompositor, environment: [String] = []) throws -> (MapPinsChild, HeadlessToplevel) {
        let binary = try #require(MapPinsBinary.path)
        let child = try MapPinsChild(binary: binary, arguments: ["--trace"], extraEnvironment: environment)
        let client: ServerClient
        do {
            client = try compositor.connectClient(fileDescriptor: child.process.compositorSocket)
        } catch {
            close(child.process.compositorSocket)
            throw error
        }
        let ready = try child.pump(compositor, within: 30) {
            child.stdoutLines.contains { $0.hasPrefix(#"{"event":"ready""#) } && !compositor.boundResources(of: client).touches.isEmpty
        }
        try #require(ready, "no ready line; stderr: \(child.stderrText)")
        return (child, try #require(compositor.toplevels(of: client).first))
    }

    /// Pixels that differ between two same-sized pictures within `radius` of `point`.
    func changedPixels(_ a: Bitmap, _ b: Bitmap, near point: Point, radius: Int) -> Int {
        var changed = 0
        let cx = Int(point.x), cy = Int(point.y)
        for y in max(0, cy - radius)..<min(a.height, cy + radius) {
            for x in max(0, cx - radius)..<min(a.width, cx + radius) where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                changed += 1
            }
        }
        return changed
    }

    /// The picture of map-pins (with `environment`) before and after a finger goes down and stays
    /// still on the map at `finger`.
    func pictures(environment: [String], finger: Point) throws -> (before: Bitmap, after: Bitmap) {
        let compositor = try HeadlessCompositor()
        let (child, toplevel) = try startMapPins(on: compositor, environment: environment)
        defer { child.process.kill() }
        _ = try child.pump(compositor, within: 0.3) { false }
        let before = try compositor.screenshot(of: toplevel, scale: 1)
        try compositor.touchDown(id: 0, at: finger, on: toplevel.surface)
        try compositor.touchFrame()
        compositor.server.flushClients()
        for _ in 0..<20 {
            _ = compositor.vblank()
            _ = try child.pump(compositor, within: 0.05) { false }
        }
        return (before, try compositor.screenshot(of: toplevel, scale: 1))
    }

    /// A finger held still on the map: with `TACTILE_TOUCH_OVERLAY=1` a circle shows around it. The
    /// two runs start from the same picture; after the touch they differ around the finger.
    @Test func theTouchOverlayEnvironmentSwitchShowsAFingerCircle() throws {
        let finger = Point(x: 120, y: 420)
        let plain = try pictures(environment: [], finger: finger)
        let overlaid = try pictures(environment: ["TACTILE_TOUCH_OVERLAY=1"], finger: finger)
        #expect(changedPixels(plain.before, overlaid.before, near: finger, radius: 60) == 0, "the runs started differently")
        let circle = changedPixels(plain.after, overlaid.after, near: finger, radius: 60)
        #expect(circle > 200, "only \(circle) pixels around the finger differ with the overlay on")
    }

    /// An app at rest after its first frames wakes up (voluntary context switches of all its
    /// threads: each event-loop turn sleeps in `poll` first) at most twice in 2 s, while the
    /// compositor sends it nothing. A count of turns, not a speed.
    @Test func anAppAtRestMakesNoWakeUps() throws {
        let compositor = try HeadlessCompositor()
        let (child, _) = try startMapPins(on: compositor)
        _ = compositor.vblank()
        _ = try child.pump(compositor, within: 1.0) { false }
        let before = try #require(Self.voluntarySwitches(of: child.process.pid))
        let cpuBefore = try #require(Self.cpuTicks(of: child.process.pid))
        _ = try child.pump(compositor, within: 2.0) { false }
        let after = try #require(Self.voluntarySwitches(of: child.process.pid))
        let cpuAfter = try #require(Self.cpuTicks(of: child.process.pid))
        #expect(child.waitStatus == nil)
        #expect(after - before <= 2, "\(after - before) wake-ups in 2 s at rest")
        // A loop that never sleeps makes no voluntary switch at all: it shows in CPU time instead.
        #expect(cpuAfter - cpuBefore <= Self.restingTicks, "\(cpuAfter - cpuBefore) clock ticks of CPU time in 2 s at rest")
        child.process.kill()
    }

    /// The most CPU time, in clock ticks (`sysconf(_SC_CLK_TCK)`, 100 a second here), a resting app
    /// may use in 2 s: a tenth of a second — a spinning loop uses about 2 s.
    static var restingTicks: Int { max(1, sysconf(Int32(_SC_CLK_TCK)) / 10) }

    /// User plus system CPU time of `pid` (all its threads), in clock ticks (`/proc/PID/stat`).
    static func cpuTicks(of pid: pid_t) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After the command name: state is field 3, utime field 14, stime field 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// The sum of `voluntary_ctxt_switches` over the threads of `pid`.
    static func voluntarySwitches(of pid: pid_t) -> Int? {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
        var total = 0
        for task in tasks {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8) else { continue }
            for line in status.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
                total += Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
            }
        }
        return total
    }

    /// `make demo` without a display plays `map-pins-tour`: it writes its numbered PNGs, each a
    /// picture of the whole 800×600 window that differs from the one before it.
    @Test func theDemoTourWritesItsPictures() throws {
        let binary = try #require(KioskApp(name: "map-pins-tour", appID: "", arguments: []).path,
                                  "map-pins-tour is not built next to the test bundle")
        let directory = NSTemporaryDirectory() + "tour-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [directory]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names.count >= 6, "\(names)")
        #expect(names.first?.hasPrefix("01-") == true)
        var previous: Bitmap?
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
            let picture = try PNGDecoder.decode(bytes)
            #expect(picture.width == 800 && picture.height == 600, "\(name): \(picture.width)×\(picture.height)")
            if let previous { #expect(previous.rgba != picture.rgba, "\(name) is the same as the picture before it") }
            previous = picture
        }
    }
}
