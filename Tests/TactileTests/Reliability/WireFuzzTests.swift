import Foundation
import Testing
import TactileTesting
import TactileFuzzKit

#if canImport(Glibc)
import Glibc
#endif

/// The wire fuzzer in CI: a hostile `HeadlessCompositor` against the real `map-pins`,
/// `controls-demo` and `kiosk-demo` executables in child processes (docs/RELIABILITY.md). A bounded campaign with a
/// fixed seed, and the minimal sequences of the faults it found, each replayed on a fresh child.
@Suite(.serialized) struct WireFuzzTests {
    /// The executables next to the test bundle (`swift build --build-tests` builds them).
    static let apps: [WireApp] = {
        guard let first = CommandLine.arguments.first else { return [] }
        return WireApp.built(in: URL(fileURLWithPath: first).deletingLastPathComponent().path)
    }()

    /// The three apps, or an issue (they are part of every build, so missing ones are a broken build).
    private func requireApps() -> [WireApp]? {
        guard Self.apps.count == 3 else {
            Issue.record("map-pins, controls-demo and kiosk-demo are not built next to the test bundle (swift build --build-tests)")
            return nil
        }
        return Self.apps
    }

    @Test func aBoundedCampaignKillsNoApp() throws {
        guard let apps = requireApps() else { return }
        var options = WireCampaign.Options(apps: apps, sequences: 120, seed: 20_261_125)
        options.maxEvents = 50
        let summary = WireCampaign.run(options)
        let reports = summary.failures.map { failure in
            WireCampaign.shrink(failure, app: apps.first { $0.name == failure.app } ?? apps[0], options: options, attempts: 40)
                .report(campaignSeed: options.seed)
        }
        #expect(summary.failures.isEmpty, "\(reports.joined(separator: "\n"))")
        #expect(summary.sequences == options.sequences)
        #expect(summary.verifiedDrags > 0)
        #expect(summary.maxDescriptors <= options.limits.descriptors)
        print("WireFuzzTests: \(summary.sequences) sequences, \(summary.events) events, \(summary.verifiedDrags) verified drags, "
              + "\(summary.dataSourceSequences) reached a data source, \(summary.starts) children, max RSS \(summary.maxResidentBytes >> 20) MiB, max fds \(summary.maxDescriptors)")
    }

    /// Minimal sequences the campaign found (seeds in docs/RELIABILITY.md): each must leave the app
    /// alive and taking drags, or end it with one clear line.
    static let found: [(name: String, events: String)] = [
        ("input timestamp with tv_sec_hi ≥ 2^31 (InputTimeline trapped)", "input-timestamp 2147483648 4294967295 256"),
        ("key code 2^32−1 (key + 8 trapped)", "keyboard-enter 0 0\nkey 4294967295 1"),
        ("fractional scale 2^32−1", "fractional-scale 4294967295"),
        ("output scale 8 on a 4000×3000 window (a 32000-pixel-wide buffer: hung)", "output-scale 8\noutput-done\nsurface-enter 0\nconfigure 4000 3000 0"),
        ("configure 100000×100000", "configure 100000 100000 0"),
        ("configure 40000×600", "configure 40000 600 0"),
        ("a keymap truncated to zero bytes after it was sent", "keymap 3 0 0\nkeyboard-enter 2 30\nkey 30 1\nkey 30 0"),
        ("a keymap announced at 2^32−1 bytes", "keymap 1 4294967295"),
        ("repeat_info extremes", "repeat-info 2147483647 -2147483648\nkeyboard-enter 1 30"),
        ("wl_buffer.release for buffers the compositor still shows, twice", "buffer-release 0\nbuffer-release 0\nbuffer-release 1"),
        ("enter and leave on an output whose global was removed", "add-output\nremove-output 0\nsurface-enter 1\nsurface-leave 1"),
        ("configure 1214×100000 (kiosk-demo resampled each tile's picture to 15569×9730: 3.7 GB)", "configure 1214 100000 2147484304"),
        ("configure 704×65536, then two fingers (kiosk-demo resampling its pictures for seconds: hung)",
         "remove-output 2\nkeyboard-enter 37 4294967295\ndata-offer 1 24\nconfigure 704 65536 419\n"
         + "touch-down 4 315.7695131495605 334.2274845094753\ntouch-down 3 296.8003624445391 360.317101175055\ntouch-frame\n"
         + "touch-motion 4 347.0272143420858 299.1430827899405\ntouch-motion 3 280.9936362710556 372.52751630089347\ntouch-frame"),
        ("a touchpad swipe begun and never ended (five fingers stayed down: map-pins took no drag)", "swipe-begin 5 2 0"),
    ]

    @Test(arguments: 0..<found.count)
    func aFoundSequenceNoLongerHurtsTheApp(_ index: Int) throws {
        guard let apps = requireApps() else { return }
        let (name, text) = Self.found[index]
        let events = text.split(separator: "\n").compactMap { WireEvent(line: $0) }
        #expect(events.count == text.split(separator: "\n").count, "unparsable sequence for \(name)")
        // A round trip after every event: the app handles each one before the next arrives (a
        // configure is drawn at its size rather than replaced by the next one in the same read).
        var options = WireCampaign.Options(apps: apps, sequences: 1, seed: 0)
        options.roundTripEvery = 1
        for app in apps {
            let verdict = WireCampaign.replay(events, app: app, options: options)
            let outcome = try #require(verdict, "\(app.name) did not start")
            #expect(outcome.problem == nil, "\(name) in \(app.name): \(outcome.problem.map(\.description) ?? "")")
        }
    }
}
