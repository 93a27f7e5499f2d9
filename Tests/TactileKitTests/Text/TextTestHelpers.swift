import TactileCore
@testable import TactileKit

/// Helpers for reading glyph positions out of a layout by the characters they come from.
@MainActor enum TextProbe {
    /// The UTF-8 range of the first occurrence of `piece` in `text`.
    static func bytes(of piece: String, in text: String) -> Range<Int> {
        guard let range = text.range(of: piece) else { return 0..<0 }
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        return start..<(start + piece.utf8.count)
    }

    /// The x of the glyphs whose cluster lies in `bytes`, left to right.
    static func xs(_ layout: TextLayout, _ bytes: Range<Int>) -> [Double] {
        layout.glyphs.filter { bytes.contains($0.cluster) }.map(\.origin.x)
    }

    /// The mean x of the glyphs from `piece` (the first occurrence) of `text`.
    static func centre(of piece: String, in text: String, _ layout: TextLayout) -> Double {
        let xs = xs(layout, bytes(of: piece, in: text))
        return xs.isEmpty ? .nan : xs.reduce(0, +) / Double(xs.count)
    }

    /// The x of the glyph from the character at `piece` (its first scalar's cluster).
    static func x(of piece: String, in text: String, _ layout: TextLayout) -> Double {
        let start = bytes(of: piece, in: text).lowerBound
        return layout.glyphs.first { $0.cluster == start }?.origin.x ?? .nan
    }
}
