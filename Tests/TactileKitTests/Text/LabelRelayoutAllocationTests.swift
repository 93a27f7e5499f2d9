#if canImport(Glibc)
import Glibc
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting
import TactileTestSupport

/// A narrow label reused like a grid cell's name: its texts wrap to different numbers of lines.
@MainActor private enum ReusedNarrowLabel {
    static let short = "Soup"
    static let long = "Noodle soup with a boiled egg"      // fewer glyphs than a layout's first 32

    /// A fresh label's first layout is one line; the next, of several lines, reuses its arrays.
    static func measureFirstGrowth() -> Int {
        // Warm: the shaping caches, and the runtime's first uses of a relayout (another label's
        // texts, longest first, so that its arrays need not grow).
        let warm = Label(frame: Rect(x: 0, y: 0, width: 80, height: 200), text: long)
        warm.fontSize = 20
        for text in [long, short, long] {
            warm.text = text
            _ = warm.layout
        }
        let label = Label(frame: Rect(x: 0, y: 0, width: 80, height: 200), text: short)
        label.fontSize = 20
        guard label.layout.lines.count == 1 else { return 253 }
        var lines = 0
        let count = AllocationCounter.measure {
            label.text = long
            lines = label.layout.lines.count
        }
        guard lines > 2 else { return 253 }
        return count.map { min($0, 250) } ?? 254
    }
}

@MainActor @Suite struct LabelRelayoutAllocationTests {
    /// The case the grid benchmark met: a label laid out once on one line, then given a longer text.
    /// Counted in a child process: the runtime's allocation hook is process-wide.
    @Test(.enabled(if: AllocationCounter.isAvailable, "the Swift runtime exports no allocation hook"))
    func aLabelsSecondTextOfSeveralLinesReusesTheFirstLayoutsArrays() async {
        await #expect(processExitsWith: .success) {
            let count = await MainActor.run { ReusedNarrowLabel.measureFirstGrowth() }
            _exit(Int32(count))
        }
    }
}
#endif
