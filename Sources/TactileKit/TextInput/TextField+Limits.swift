import TactileCore

/// What a text field lets in: everything typed, committed by an input method, pasted or composed
/// goes through `admissibleText(_:replacing:)`.
extension TextField {
    /// `text` as it may replace the characters in `range`: newlines and NULs dropped, combining marks
    /// past `StreamSafeText.maximumNonStarters` in a row dropped (counting the marks already before
    /// and after `range`), and cut at a character boundary to the room left by `maximumLength`
    /// characters and `maximumUTF8Length` bytes once `range` is gone. No more of a huge string is
    /// looked at than fits. Cuts are logged with counts, never the text.
    func admissibleText(_ text: String, replacing range: Range<Int>) -> String {
        let start = storage.index(storage.startIndex, offsetBy: range.lowerBound)
        let end = storage.index(start, offsetBy: range.count)
        let roomCharacters = max(0, maximumLength - storage.count + range.count)
        let roomBytes = max(0, maximumUTF8Length - storage.utf8.count + storage.utf8.distance(from: start, to: end))
        var run = StreamSafeText.trailingNonStarters(of: storage[..<start].unicodeScalars)
        var clean = String.UnicodeScalarView()
        var characters = 0, bytes = 0, dropped = 0, isCut = false
        for character in text where !character.isNewline && character != "\u{0}" {
            var kept = String.UnicodeScalarView()
            var runAfter = run
            dropped += StreamSafeText.append(character.unicodeScalars, to: &kept, run: &runAfter)
            guard !kept.isEmpty else { continue }
            let width = kept.reduce(0) { $0 + UTF8.width($1) }
            if characters == roomCharacters || bytes + width > roomBytes {
                isCut = true
                break
            }
            clean.append(contentsOf: kept)
            characters += 1
            bytes += width
            run = runAfter
        }
        // Marks at the end may not lengthen a run of marks that follows the range.
        let following = StreamSafeText.leadingNonStarters(of: storage[end...].unicodeScalars)
        while run + following > StreamSafeText.maximumNonStarters, let last = clean.last,
              StreamSafeText.isNonStarter(last) {
            clean.removeLast()
            run -= 1
            dropped += 1
        }
        if isCut {
            TextEntryLog.log.notice("""
                input cut to \(characters) characters (\(bytes) bytes): the field holds at most \
                \(maximumLength) characters and \(maximumUTF8Length) bytes
                """)
        }
        if dropped > 0 {
            TextEntryLog.log.notice("\(dropped) combining marks dropped: at most \(StreamSafeText.maximumNonStarters) in a row")
        }
        return String(clean)
    }
}
