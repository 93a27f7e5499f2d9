import TactileCore

/// Unicode's stream-safe text format (UAX #15): never more than `maximumNonStarters` non-starters
/// (scalars whose canonical combining class is not 0, such as U+0301) in a row.
///
/// Text entry and shaping cut longer runs of combining marks by dropping the marks past the limit
/// (no U+034F COMBINING GRAPHEME JOINER is inserted, so a flood of marks never turns into a flood of
/// clusters). HarfBuzz's work on a run of marks grows with the square of its length; cut, a run costs
/// a constant. A scalar counts as a non-starter by its own combining class (its decomposition is not
/// looked at).
enum StreamSafeText {
    /// The longest run of non-starters kept.
    static let maximumNonStarters = 30
    /// The most UTF-8 bytes of one paragraph that are shaped; the rest of a longer paragraph is not
    /// laid out (a text field holds far less, see `TextField.maximumUTF8Length`).
    static let maximumShapedBytes = 65_536

    /// Whether `scalar` is a non-starter (a combining mark that attaches to what comes before it).
    static func isNonStarter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.canonicalCombiningClass != .notReordered
    }

    /// How many non-starters end `scalars` (counting stops just past the limit).
    static func trailingNonStarters(of scalars: Substring.UnicodeScalarView) -> Int {
        var count = 0
        for scalar in scalars.reversed() {
            guard count <= maximumNonStarters, isNonStarter(scalar) else { break }
            count += 1
        }
        return count
    }

    /// How many non-starters start `scalars` (counting stops just past the limit).
    static func leadingNonStarters(of scalars: Substring.UnicodeScalarView) -> Int {
        var count = 0
        for scalar in scalars {
            guard count <= maximumNonStarters, isNonStarter(scalar) else { break }
            count += 1
        }
        return count
    }

    /// Appends `scalars` to `output`, dropping each non-starter that would make a run longer than the
    /// limit. `run` is the number of non-starters just before them, and is left as the number at the
    /// end. Returns how many were dropped.
    static func append(_ scalars: some Sequence<Unicode.Scalar>, to output: inout String.UnicodeScalarView,
                       run: inout Int) -> Int {
        var dropped = 0
        for scalar in scalars {
            if isNonStarter(scalar) {
                guard run < maximumNonStarters else { dropped += 1; continue }
                run += 1
            } else {
                run = 0
            }
            output.append(scalar)
        }
        return dropped
    }

    /// `paragraph` as it is shaped: stream-safe and at most `maximumShapedBytes` bytes (cut at a
    /// character boundary). Text that already is comes back as it is.
    static func shapable(_ paragraph: Substring) -> Substring {
        var run = 0, isSafe = paragraph.utf8.count <= maximumShapedBytes
        if isSafe {
            for scalar in paragraph.unicodeScalars {
                run = isNonStarter(scalar) ? run + 1 : 0
                if run > maximumNonStarters { isSafe = false; break }
            }
        }
        if isSafe { return paragraph }
        var output = String.UnicodeScalarView()
        var bytes = 0
        run = 0
        for character in paragraph {
            var kept = String.UnicodeScalarView()
            var runAfter = run
            _ = append(character.unicodeScalars, to: &kept, run: &runAfter)
            let width = kept.reduce(0) { $0 + UTF8.width($1) }
            guard bytes + width <= maximumShapedBytes else { break }
            output.append(contentsOf: kept)
            bytes += width
            run = runAfter
        }
        return Substring(String(output))
    }
}
