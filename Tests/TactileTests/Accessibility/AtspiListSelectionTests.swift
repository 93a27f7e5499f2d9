import Foundation
import Testing
import TactileCore
import TactileHeadless
import TactileTestSupport
import WaylandServer

/// list-demo's list through a real AT-SPI client (pyatspi) on a private bus with the registry: the
/// `Selection` interface selects a row as a tap would (the app's trace shows it), and a row a
/// finger selects reaches the client as `state-changed:selected` and `selection-changed` events.
/// Skipped when a piece is missing, unless `CI=true` (then it fails naming it).
@Suite(.enabled(if: AtspiClientPieces.missing.isEmpty || SystemExecutable.isCI,
                "needs \(AtspiClientPieces.missing.joined(separator: ", ")) (under CI=true the test runs and fails)"))
struct AtspiListSelectionTests {
    @Test(.timeLimit(.minutes(2))) func selectionThroughAtspiAndByTouchAreBothHeard() throws {
        try #require(AtspiClientPieces.missing.isEmpty, "missing: \(AtspiClientPieces.missing.joined(separator: ", "))")
        let binary = try #require(KioskApp.listDemo.path, "list-demo is not built next to the tests")
        let session = try PrivateAccessibilityBus()
        let compositor = try HeadlessCompositor(framePacing: .automatic)
        let app = try MapPinsChild(binary: binary, arguments: ["--trace", "--rows", "40"],
                                   extraEnvironment: session.environment + ["TACTILE_ACCESSIBILITY=1"])
        let client: ServerClient = try compositor.connectClient(fileDescriptor: app.process.compositorSocket)
        let registered = try app.pump(compositor, within: 60) {
            app.stdoutText.contains(#""event":"ready""#) && app.stderrText.contains("registered on the accessibility bus")
        }
        try #require(registered, "list-demo did not start and register; stdout: \(app.stdoutText) stderr: \(app.stderrText)")
        let toplevel = try #require(compositor.toplevels(of: client).first)

        let script = try session.start(AtspiClientPieces.python, ["-c", AtspiSelectionScript.source])
        func lines() -> [[String: Any]] {
            String(decoding: script.stdout, as: UTF8.self).split(separator: "\n").compactMap {
                (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
            }
        }
        let listening = try session.pump(compositor, children: [script, app.process], within: 60) {
            script.waitStatus != nil || lines().contains { $0["listening"] != nil }
        }
        let heard = lines().reduce(into: [String: Any]()) { $0.merge($1) { a, _ in a } }
        try #require(listening && script.waitStatus == nil,
                     "pyatspi client: \(heard) \(String(decoding: script.stderr, as: UTF8.self)); app: \(app.stderrText)")
        #expect(heard["listName"] as? String == "List")
        #expect(heard["before"] as? Int == 0)
        #expect(heard["selectResult"] as? Bool == true && heard["after"] as? Int == 1, "\(heard)")
        #expect(heard["thirdSelected"] as? Bool == true && heard["selectedState"] as? Bool == true, "\(heard)")
        let rowNames = heard["rowNames"] as? [String] ?? []
        #expect(heard["selectedName"] as? String == rowNames.dropFirst(2).first, "\(heard)")
        let apiEvents = heard["apiEvents"] as? [[Any]] ?? []
        #expect(apiEvents.contains { $0.first as? String == "object:state-changed:selected" && $0.last as? Int == 1 }, "\(apiEvents)")
        #expect(apiEvents.contains { ($0.first as? String)?.hasPrefix("object:selection-changed") == true }, "\(apiEvents)")
        #expect(app.stdoutText.contains(#"{"event":"selected","item":2}"#), "trace: \(app.stdoutText)")

        // A finger selects the sixth row: the client hears it.
        let x = try #require(heard["x"] as? Int), y = try #require(heard["y"] as? Int)
        try compositor.touchDown(id: 1, at: Point(x: Double(x), y: Double(y)), on: toplevel.surface)
        try compositor.touchFrame()
        _ = try session.pump(compositor, children: [script, app.process], within: 0.3) { false }
        try compositor.touchUp(id: 1)
        try compositor.touchFrame()
        let done = try session.pump(compositor, children: [script, app.process], within: 30) { script.waitStatus != nil }
        let end = lines().reduce(into: [String: Any]()) { $0.merge($1) { a, _ in a } }
        try #require(done && script.exitStatus == 0, "pyatspi client: \(end) \(String(decoding: script.stderr, as: UTF8.self))")
        print("AtspiListSelectionTests: \(end)")
        let touchEvents = end["touchEvents"] as? [[Any]] ?? []
        #expect(touchEvents.contains { $0.first as? String == "object:state-changed:selected" && $0.last as? Int == 1 }, "\(touchEvents)")
        #expect(touchEvents.contains { $0.first as? String == "object:state-changed:selected" && $0.last as? Int == 0 }, "\(touchEvents)")
        #expect(end["sixthSelected"] as? Bool == true && end["thirdStillSelected"] as? Bool == false, "\(end)")
        #expect(app.stdoutText.contains(#"{"event":"selected","item":5}"#), "trace: \(app.stdoutText)")
    }
}
