import Foundation
import Testing
import TactileHeadless
import TactileTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// An app whose main dispatch queue has run work (here kiosk-demo on an accessibility bus, whose
/// D-Bus traffic is handled on the main queue) still sleeps at rest. The loop polls the queue's
/// descriptor; left readable after a drain, every later poll would return at once and the app would
/// spin on a core for the rest of its life (list-demo scrolling used 26 ms of CPU per frame).
@Suite(.enabled(if: AtspiClientPieces.missing.isEmpty || SystemExecutable.isCI,
                "needs \(AtspiClientPieces.missing.joined(separator: ", ")) (under CI=true the test runs and fails)"))
struct RestAfterMainQueueWorkTests {
    @Test(.timeLimit(.minutes(2))) func anAppThatRanMainQueueWorkSleepsAtRest() throws {
        try #require(AtspiClientPieces.missing.isEmpty, "missing: \(AtspiClientPieces.missing.joined(separator: ", "))")
        let session = try PrivateAccessibilityBus()
        let compositor = try HeadlessCompositor(framePacing: .automatic)
        let app = try MapPinsChild(binary: try #require(KioskApp.kioskDemo.path), arguments: ["--trace", "--size", "800x480"],
                                   extraEnvironment: session.environment + ["TACTILE_ACCESSIBILITY=1"])
        defer { app.process.kill() }
        _ = try compositor.connectClient(fileDescriptor: app.process.compositorSocket)
        let registered = try app.pump(compositor, within: 60) {
            app.stdoutText.contains(#""screen":"home""#) && app.stderrText.contains("registered on the accessibility bus")
        }
        try #require(registered, "kiosk-demo did not show home and register; stderr: \(app.stderrText)")
        // Registering ran its replies on the main queue. Let the first frames settle, then rest.
        _ = try app.pump(compositor, within: 1.0) { false }
        let before = try #require(FeatureAuditTests.cpuTicks(of: app.process.pid))
        _ = try app.pump(compositor, within: 2.0) { false }
        let after = try #require(FeatureAuditTests.cpuTicks(of: app.process.pid))
        #expect(app.process.waitStatus == nil)
        #expect(after - before <= FeatureAuditTests.restingTicks,
                "\(after - before) clock ticks of CPU time in 2 s at rest after main-queue work")
    }
}
