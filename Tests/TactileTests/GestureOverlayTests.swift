import Foundation
import TactileTestSupport
import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting

/// `TACTILE_TOUCH_OVERLAY=gestures`: a badge per recognizer beside each finger, colour-coded, with
/// the failure reason of a failed one, fading after the finger lifts.
@MainActor struct GestureOverlayTests {
    @MainActor final class Fixture {
        let scene = ControlScene()
        let tap = TapGestureRecognizer()
        let pan = PanGestureRecognizer()

        init() {
            let map = View(frame: R(0, 0, 400, 400))
            map.name = "Map"
            map.backgroundColor = Color(white: 0.95)
            tap.name = "tap"
            pan.name = "pan"
            map.addGestureRecognizer(tap)
            map.addGestureRecognizer(pan)
            scene.window.addSubview(map)
            scene.window.touchOverlayEnabled = true
            scene.window.touchOverlay.showsRecognizers = true
            scene.window.touchOverlay.textDrawer = FontOverlayText()
        }

        var badges: [RecognizerBadge] { scene.window.touchOverlay.badgeGroups.first?.badges ?? [] }
    }

    @Test func badgesFollowTheRecognizersOfTheFinger() throws {
        let f = Fixture()
        f.scene.down(1, 100, 200)
        #expect(f.badges.map(\.text) == ["pan possible", "tap possible"])
        f.scene.wait(16)
        f.scene.move(1, 140, 200)
        #expect(f.badges.map(\.state) == [.began, .failed])
        let tapBadge = try #require(f.badges.last)
        #expect(tapBadge.text.hasPrefix("tap failed: pan on Map recognized"))
        #expect(tapBadge.color == RecognizerBadge(name: "", state: .failed).color)
        let shot = f.scene.window.snapshot()
        try? shot.pngData().write(toFile: NSTemporaryDirectoryPath() + "gesture-overlay.png")
        // Beside the finger: the badge column starts right of the circle.
        let rect = f.scene.window.touchOverlay.badgeRect(of: try #require(f.scene.window.touchOverlay.badgeGroups.first))
        let p = shot.pixel(x: Int(rect.minX) + 3, y: Int(rect.minY) + 8)
        #expect(p.blue > p.red)                                      // the pan's blue badge
        f.scene.up(1)
        #expect(f.badges.first?.state == .ended)
    }

    @Test func badgesFadeAfterTheFingerLifts() {
        let f = Fixture()
        f.scene.tap(100, 200)
        #expect(f.badges.contains { $0.name == "tap" && $0.state == .ended })
        f.scene.wait(500)
        #expect(!f.scene.window.touchOverlay.badgeGroups.isEmpty)
        f.scene.wait(1000)
        #expect(f.scene.window.touchOverlay.badgeGroups.isEmpty)
    }

    @Test func offByDefault() {
        let scene = ControlScene()
        scene.window.touchOverlayEnabled = true
        scene.tap(10, 10)
        #expect(scene.window.touchOverlay.badgeGroups.isEmpty)
    }
}

private func NSTemporaryDirectoryPath() -> String {
    let dir = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    return dir.hasSuffix("/") ? dir : dir + "/"
}

private extension Array where Element == UInt8 {
    func write(toFile path: String) throws {
        guard let f = fopen(path, "wb") else { return }
        defer { fclose(f) }
        _ = withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, f) }
    }
}
