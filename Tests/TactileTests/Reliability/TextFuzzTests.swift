import Testing
import TactileCore
import TactileFuzzKit

/// A bounded text-fuzzer campaign (docs/RELIABILITY.md, "The text fuzzer"): hostile text through
/// typing, the input method, pastes and keys keeps a field within its limits and stream-safe.
@MainActor @Suite struct TextFuzzTests {
    @Test func hostileTextKeepsAFieldWithinItsLimits() {
        let summary = TextFuzzCampaign.run(seed: 20261128, sessions: 4, operations: 200)
        #expect(summary.sessions == 4)
        #expect(summary.operations == 800)
        #expect(summary.bytesOffered > 500_000)
        #expect(summary.failures.isEmpty, "\(summary.failures)")
    }
}
