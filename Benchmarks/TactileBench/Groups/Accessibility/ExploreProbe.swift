import Tactile
import TactileCore
import TactileHeadless
import KioskHeadless
import KioskKit

/// kiosk-demo's home screen at 1920×1080 in speech mode on an in-process `HeadlessCompositor`:
/// times a finger landing on a tile (the compositor's down and frame) to the utterance reaching the
/// `SpeechOutput`, alternating between two tiles so that each touch moves the focus.
@MainActor
final class ExploreProbe {
    /// A speech output that notes when it was last asked to speak.
    @MainActor final class Stamping: SpeechOutput {
        var spokenAt: UInt64 = 0
        var last = ""
        func speak(_ text: String, language: String?, interrupt: Bool) {
            spokenAt = Stopwatch.now()
            last = text
        }
        func stop() {}
    }

    let session: KioskDemoSession
    let output = Stamping()
    private var next = 0

    init() throws {
        session = try KioskDemoSession(size: Size(width: 1920, height: 1080))
        let accessibility = Accessibility(speechOutput: output)
        accessibility.isSpeechModeEnabled = true
        session.window.accessibility = accessibility
        try session.start()
        try session.settleAnimations()
    }

    /// Nanoseconds from sending the down on the next tile to its utterance; the finger then lifts
    /// and a second passes (no double tap).
    func touchTile() throws -> UInt64 {
        let index = next
        next = 1 - next
        guard let frame = session.scene.tileFrame(index), let surface = session.toplevel?.surface else {
            throw BenchmarkError.timedOut("kiosk-demo shows no tile \(index)")
        }
        let spoken = output.spokenAt
        let start = Stopwatch.now()
        try session.compositor.touchDown(id: 3, at: Point(x: frame.midX, y: frame.midY), on: surface)
        try session.compositor.touchFrame()
        for _ in 0..<16 where output.spokenAt == spoken { try session.step() }
        guard output.spokenAt != spoken else { throw BenchmarkError.timedOut("touching tile \(index) said nothing") }
        let elapsed = output.spokenAt - start
        try session.settle()
        try session.up([3])
        try session.advance(by: .seconds(1))
        return elapsed
    }
}
