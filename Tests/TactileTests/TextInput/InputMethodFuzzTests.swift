import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import TactileFuzzKit
import WaylandServer

/// A seeded hostile input method against a field being edited: 300 sequences of preedits with any
/// cursor offsets, commits of ASCII, three-byte characters cut at any byte or bytes that are not
/// UTF-8 (up to what one message carries), deletions of up to 2³²−1 bytes, `done` with the right or
/// any serial, and focus leaving and coming back. After each sequence the connection is healthy
/// and the field sane: its text within `maximumLength`, the caret and selection inside the text.
@MainActor @Suite struct InputMethodFuzzTests {
    static let edges: [UInt32] = [0, 1, 2, 3, 4, 100, 2_147_483_647, 2_147_483_648, 4_294_967_294, 4_294_967_295]

    @Test func threeHundredHostileSequencesLeaveTheFieldSane() throws {
        let (h, field) = try InputMethodBadInputTests().scene()
        defer { field.resignFirstResponder() }
        field.maximumLength = 200
        let toplevel = try #require(h.toplevel)
        var random = FuzzRandom(seed: 20_261_126)
        var edited = 0
        for sequence in 0..<300 {
            let before = field.text
            let input = try #require(h.compositor.textInputs.first)
            let count = 1 + random.below(12)
            for step in 0..<count {
                try send(&random, on: input, surface: toplevel.surface.resource, compositor: h.compositor)
                if step % 8 == 7 { try h.settle() }
            }
            // The input method's last word on the sequence: a `done` with the serial it should carry.
            try input.resource.done(serial: input.commitCount)
            h.compositor.server.flushClients()
            try h.settle()
            #expect(h.display.error == nil, "sequence \(sequence)")
            #expect(field.text.count <= field.maximumLength, "sequence \(sequence)")
            #expect(field.selectedRange.lowerBound >= 0 && field.selectedRange.upperBound <= field.text.count, "sequence \(sequence)")
            if field.text != before { edited += 1 }
            if h.display.error != nil { break }
        }
        #expect(field.isFirstResponder)
        #expect(edited > 100)       // the input method's edits reached the field
    }

    /// One random input-method event on `input`.
    private func send(_ random: inout FuzzRandom, on input: HeadlessTextInput, surface: WlSurfaceResource,
                      compositor: HeadlessCompositor) throws {
        func value() -> UInt32 { random.oneIn(2) ? Self.edges[random.below(Self.edges.count)] : UInt32(random.below(40)) }
        switch random.below(10) {
        case 0, 1:
            let text = String(decoding: bytes(&random, valid: true), as: UTF8.self)
            try input.resource.preeditString(text: random.oneIn(8) ? nil : text,
                                             cursorBegin: Int32(bitPattern: value()), cursorEnd: Int32(bitPattern: value()))
        case 2, 3, 4:
            try compositor.postCommitString(bytes: bytes(&random, valid: false), on: input.resource)
        case 5, 6:
            try input.resource.deleteSurroundingText(beforeLength: value(), afterLength: value())
        case 7, 8:
            try input.resource.done(serial: random.oneIn(2) ? input.commitCount : value())
        default:
            // Focus leaves and comes back (the field stays first responder).
            try input.resource.leave(surface: surface)
            try input.resource.enter(surface: surface)
        }
        compositor.server.flushClients()
    }

    /// Text of a random length (short, or close to what one message carries): ASCII, three-byte
    /// characters cut at any byte, or (unless `valid`) bytes that are not UTF-8. Never a NUL.
    private func bytes(_ random: inout FuzzRandom, valid: Bool) -> [UInt8] {
        let length = random.oneIn(5) ? 3_900 + random.below(160) : random.below(24)
        let patterns: [[UInt8]] = [Array("ab c".utf8), Array("€".utf8), [0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x41]]
        let pattern = patterns[random.below(valid ? 2 : 3)]
        return (0..<length).map { pattern[$0 % pattern.count] }
    }
}
