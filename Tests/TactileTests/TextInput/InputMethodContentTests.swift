import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland

/// What a field tells the input method, without a compositor: the surrounding text cut to the
/// protocol's 4000 bytes around the caret, byte offsets, content types.
@MainActor @Suite struct InputMethodContentTests {
    @Test func shortTextIsSentWholeWithTheCaretInBytes() {
        let (text, cursor) = InputMethodContent.surroundingText("añb", caret: 2)
        #expect(text == "añb" && cursor == 3)
    }

    @Test func longTextIsCutToWholeCharactersAroundTheCaret() {
        let long = String(repeating: "é", count: 3000)   // 6000 bytes
        let (text, cursor) = InputMethodContent.surroundingText(long, caret: 1500)
        #expect(text.utf8.count <= InputMethodContent.surroundingTextLimit)
        #expect(text.utf8.count >= InputMethodContent.surroundingTextLimit - 1)
        #expect(text.allSatisfy { $0 == "é" })
        #expect(cursor == 2000)   // half the budget before the caret
        let (end, endCursor) = InputMethodContent.surroundingText(long, caret: 3000)
        #expect(end.utf8.count == 2000 && endCursor == 2000)
        let (start, startCursor) = InputMethodContent.surroundingText(long, caret: 0)
        #expect(start.utf8.count == 4000 && startCursor == 0)
    }

    @Test func contentTypesFollowTheKeyboardTypeAndSecureEntry() {
        #expect(InputMethodContent.contentType(keyboardType: .default, isSecure: false) == ([.completion, .spellcheck, .autoCapitalization], .normal))
        #expect(InputMethodContent.contentType(keyboardType: .decimalPad, isSecure: false) == ([], .number))
        #expect(InputMethodContent.contentType(keyboardType: .url, isSecure: false) == ([.lowercase], .url))
        #expect(InputMethodContent.contentType(keyboardType: .default, isSecure: true) == ([.hiddenText, .sensitiveData], .password))
    }

    @Test func preeditByteOffsetsLandOnCharacterBoundaries() {
        #expect(TextField.characterOffset(ofByte: 0, in: "aéb") == 0)
        #expect(TextField.characterOffset(ofByte: 2, in: "aéb") == 1)   // inside é: before it
        #expect(TextField.characterOffset(ofByte: 3, in: "aéb") == 2)
        #expect(TextField.characterOffset(ofByte: Int.max, in: "aéb") == 3)
        #expect(TextField.characterOffset(ofByte: -5, in: "aéb") == 0)
    }
}
