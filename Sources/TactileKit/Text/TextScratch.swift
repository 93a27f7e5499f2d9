import TactileCore

/// The working arrays of `Font.layout` (one paragraph's shaping, one line's reordering), kept from
/// one layout to the next in `KitGlobals.textScratch` so that laying out a text no longer than the
/// last allocates nothing for them.
@MainActor struct TextScratch {
    /// The paragraph being shaped.
    var paragraph = ShapedParagraph()
    /// A line cut inside a word, shaped again on its own.
    var reshaped = ShapedParagraph()
    /// The lines being built (its glyph and line arrays are the layout's own, not kept here).
    var builder = LineBuilder(scale: 1, unitsPerEm: 1)
}

extension Array {
    /// Makes room for `count` elements, growing generously (at least doubling, at least `minimum`)
    /// when short: a text a little longer than any before grows its arrays once, not on every new length.
    @inline(__always) mutating func reserveGenerously(_ count: Int, minimum: Int = 32) {
        if capacity < count { reserveCapacity(Swift.max(count, 2 * capacity, minimum)) }
    }
}
