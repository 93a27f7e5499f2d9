import TactileCore
import CFriBidi

/// How the base direction of a paragraph is chosen (Unicode bidi algorithm, rules P2–P3).
public enum ParagraphDirection: Sendable, Equatable, Hashable {
    /// From the paragraph's first strong letter (Arabic or Hebrew: right-to-left; Latin: left-to-right),
    /// `fallback` when it has none (digits, punctuation, emoji only).
    case firstStrong(fallback: LayoutDirection)
    /// This direction, whatever the text.
    case forced(LayoutDirection)

    /// From the first strong letter, left-to-right without one.
    public static let natural = ParagraphDirection.firstStrong(fallback: .leftToRight)
}

/// The embedding levels of one paragraph, resolved by fribidi (UAX #9 rules P2–I2 and L1 parts 1–3),
/// and the visual reordering of one line (rule L2).
@MainActor struct BidiParagraph {
    /// The level of each scalar: even left-to-right, odd right-to-left.
    var levels: [UInt8]
    /// Whether each scalar is white space, an isolate or embedding control, whose level falls back to
    /// the paragraph's at the end of a line (rule L1 part 4).
    var resetsAtLineEnd: [Bool]
    /// The paragraph's own level: 0 left-to-right, 1 right-to-left.
    var baseLevel: UInt8

    /// Whether the paragraph runs right-to-left.
    var isRightToLeft: Bool { baseLevel & 1 == 1 }

    /// fribidi's working arrays, kept for their capacity when the paragraph is resolved again.
    private var types: [FriBidiCharType] = []
    private var brackets: [FriBidiBracketType] = []
    private var resolved: [FriBidiLevel] = []

    /// Resolves the levels of `scalars` (one paragraph, no paragraph separators).
    init(scalars: [UInt32], direction: ParagraphDirection) {
        levels = []
        resetsAtLineEnd = []
        baseLevel = 0
        resolve(scalars: scalars, direction: direction)
    }

    /// Resolves the levels of `scalars` (one paragraph, no paragraph separators) into this value's
    /// arrays, which keep their capacity: a paragraph no longer than the last allocates nothing.
    mutating func resolve(scalars: [UInt32], direction: ParagraphDirection) {
        var parType: FriBidiParType
        switch direction {
        case .forced(.leftToRight): parType = tactile_fribidi_par_ltr()
        case .forced(.rightToLeft): parType = tactile_fribidi_par_rtl()
        case .firstStrong(fallback: .leftToRight): parType = tactile_fribidi_par_wltr()
        case .firstStrong(fallback: .rightToLeft): parType = tactile_fribidi_par_wrtl()
        }
        let count = scalars.count
        levels.removeAll(keepingCapacity: true)
        resetsAtLineEnd.removeAll(keepingCapacity: true)
        guard count > 0, let length = FriBidiStrIndex(exactly: count) else {
            baseLevel = tactile_fribidi_par_is_rtl(parType) != 0 ? 1 : 0
            return
        }
        let text = Self.withBoundedControls(scalars)
        Self.refill(&types, with: FriBidiCharType(rawValue: 0), count: count)
        Self.refill(&brackets, with: 0, count: count)
        Self.refill(&resolved, with: 0, count: count)
        text.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, length, &types)
            fribidi_get_bracket_types(text.baseAddress, length, types, &brackets)
        }
        let result = fribidi_get_par_embedding_levels_ex(types, brackets, length, &parType, &resolved)
        baseLevel = tactile_fribidi_par_is_rtl(parType) != 0 ? 1 : 0
        if result == 0 {
            // fribidi failed (out of memory): everything at the paragraph's level, in logical order.
            Font.logger.warning("bidi levels could not be resolved for a \(count)-character paragraph; drawn in logical order")
            Self.refill(&levels, with: baseLevel, count: count)
        } else {
            for level in resolved { levels.append(UInt8(bitPattern: level)) }
        }
        for type in types { resetsAtLineEnd.append(tactile_fribidi_is_l1_reset(type) != 0) }
    }

    /// Makes `array` `count` copies of `value`, in the storage it has when that is big enough.
    static func refill<T>(_ array: inout [T], with value: T, count: Int) {
        array.removeAll(keepingCapacity: true)
        // Room to spare, so that texts a little longer than the last do not each allocate anew.
        if array.capacity < count { array.reserveCapacity(max(count, 2 * array.capacity, 32)) }
        array.append(contentsOf: repeatElement(value, count: count))
    }

    /// The most explicit bidi controls (embeddings, overrides, isolates and their terminators) one
    /// paragraph hands to fribidi; the rest count as zero-width spaces. Well under the algorithm's
    /// depth of 125, so no flood of unpaired controls reaches fribidi 1.0.8's overflow crash.
    static let maximumExplicitControls = 64

    /// `scalars` with the explicit controls past `maximumExplicitControls` replaced by U+200B (logged).
    static func withBoundedControls(_ scalars: [UInt32]) -> [UInt32] {
        func isControl(_ v: UInt32) -> Bool { (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) }
        var seen = 0
        guard let cut = scalars.firstIndex(where: { v in
            guard isControl(v) else { return false }
            seen += 1
            return seen > maximumExplicitControls
        }) else { return scalars }
        var bounded = scalars
        for i in cut..<bounded.count where isControl(bounded[i]) { bounded[i] = 0x200B }
        Font.logger.notice("a paragraph has more than \(maximumExplicitControls) bidi embedding, override or isolate controls; the rest are ignored")
        return bounded
    }

    /// The visual order of items with embedding `levels` on one line (rule L2): from the highest
    /// level down to the lowest odd one, every maximal run at that level or above is reversed.
    /// Returns the items' logical indices, left to right.
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order: [Int] = []
        visualOrder(levels: levels, into: &order)
        return order
    }

    /// `visualOrder(levels:)` written into `order` (its storage reused when big enough).
    static func visualOrder(levels: [UInt8], into order: inout [Int]) {
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: levels.indices)
        guard let highest = levels.max(), highest > 0, let lowest = levels.min() else { return }
        let lowestOdd = lowest | 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var j = i + 1
                while j < order.count && levels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            level -= 1
        }
    }
}
