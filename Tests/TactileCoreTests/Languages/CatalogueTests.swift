import Testing
@testable import TactileCore

/// Catalogues, fallback, format arguments and language tags: bad input is logged once and
/// recovered from.
@MainActor @Suite struct CatalogueTests {
    func twoLanguages() -> Localization {
        let l = Localization()
        l.register(language: "en", json: #"{"hello": "Hello", "bye": "Goodbye", "count": "%d of %d", "welcome": "Welcome, %@!"}"#)
        l.register(language: "de", json: #"{"hello": "Hallo", "count": "%d von %d", "welcome": "Willkommen, %@!"}"#)
        return l
    }

    @Test func stringsComeFromTheFirstPreferredLanguageWithACatalogue() {
        let l = twoLanguages()
        #expect(l.string("hello") == "Hello" && l.language == "en")
        l.preferredLanguages = ["zz-!!", "", "sv", "de_DE", "en"]
        #expect(l.language == "de-DE" && l.string("hello") == "Hallo")
        #expect(l.problemReports.filter { $0.contains("not a BCP 47") }.count == 2)
    }

    @Test func aMissingKeyFallsBackToTheDevelopmentLanguageThenToTheKeyLoggedOncePerKey() {
        let l = twoLanguages()
        l.preferredLanguages = ["de"]
        #expect(l.string("bye") == "Goodbye")
        #expect(l.string("bye") == "Goodbye")
        #expect(l.string("nowhere") == "nowhere")
        #expect(l.string("nowhere") == "nowhere")
        #expect(l.problemReports.filter { $0.contains("\"bye\"") }.count == 1)
        #expect(l.problemReports.filter { $0.contains("\"nowhere\"") }.count == 1)
        l.developmentLanguage = "de"
        l.preferredLanguages = ["ja"]
        #expect(l.string("hello") == "Hallo")
    }

    @Test func aMalformedEntryIsLoggedAndTheRestLoads() {
        let l = Localization()
        let added = l.register(language: "fr", json: #"{"a": "un", "b": 2, "c": {"one": "x"}, "d": {"one": "%d jour", "other": "%d jours", "lots": "?"}, "e": "cinq"}"#)
        #expect(added == 3)
        #expect(l.string("a") == "un" && l.string("e") == "cinq" && l.string("d", 0) == "0 jour" && l.string("d", 2) == "2 jours")
        #expect(l.string("b") == "b" && l.string("c") == "c")
        #expect(l.problemReports.contains { $0.contains("\"b\"") && $0.contains("neither") })
        #expect(l.problemReports.contains { $0.contains("\"c\"") && $0.contains("no \"other\"") })
        #expect(l.problemReports.contains { $0.contains("lots") })
    }

    @Test func jsonThatIsNoObjectRegistersNothingAndALanguageTagMustBeWellFormed() {
        let l = Localization()
        #expect(l.register(language: "en", json: "[1, 2") == 0)
        #expect(l.register(language: "en", json: #"["a"]"#) == 0)
        #expect(l.register(language: "1x", strings: ["a": "b"]) == 0)
        #expect(l.registeredLanguages.isEmpty && l.problemReports.count == 3)
    }

    @Test func formatArgumentsAreWrittenInPlaceAndByPosition() {
        let l = Localization()
        l.register(language: "en", json: #"{"f": "%@ has %d (%ld, %lld, %i, %u) at %.2f%% or %f", "p": "%2$@ before %1$@", "w": "[%5d|%-4d|%05.1f|%x]"}"#)
        #expect(l.string("f", TextArgument("Ann"), 3, 4, Int64(5), Int32(-6), UInt(7), 3.14159, 0.5)
                == "Ann has 3 (4, 5, -6, 7) at 3.14% or 0.500000")
        #expect(l.string("p", TextArgument("one"), TextArgument("two")) == "two before one")
        #expect(l.string("w", 42, 7, 2.25, 255) == "[   42|7   |002.2|ff]")
    }

    @Test func mismatchedArgumentsAreLoggedOnceAndWrittenAsBestTheyCanBe() {
        let l = twoLanguages()
        #expect(l.string("count", 3) == "3 of %d")
        #expect(l.string("count", 3) == "3 of %d")
        #expect(l.string("welcome", 7) == "Welcome, 7!")
        #expect(l.string("count", TextArgument("three"), 4) == "three of 4")
        #expect(l.string("hello", 1, 2) == "Hello")
        let mismatches = l.problemReports.filter { $0.contains("\"count\"") || $0.contains("\"welcome\"") || $0.contains("\"hello\"") }
        #expect(mismatches.count == 4)
        l.register(language: "en", json: #"{"odd": "100%% sure %q %"}"#)
        #expect(l.string("odd", 1) == "100% sure %q %")
        #expect(l.string("odd", 1) == "100% sure %q %")
        #expect(l.problemReports.filter { $0.contains("\"odd\"") }.count == 3)
    }

    @Test func languageTagsAreReadAsBCP47() {
        #expect(LanguageTag("ar")?.identifier == "ar")
        #expect(LanguageTag("AR-eg")?.identifier == "ar-EG")
        #expect(LanguageTag("de_DE")?.identifier == "de-DE")
        #expect(LanguageTag("zh-hant-tw")?.identifier == "zh-Hant-TW")
        #expect(LanguageTag("es-419")?.region == "419")
        for bad in ["", "zz-!!", "e", "english", "de--DE", "12", "de-ABCDEFGHI"] { #expect(LanguageTag(bad) == nil) }
    }

    @Test func theLayoutDirectionFollowsTheLanguage() {
        let l = Localization()
        for (tag, direction) in [("ar", LayoutDirection.rightToLeft), ("he-IL", .rightToLeft), ("fa", .rightToLeft), ("ur", .rightToLeft),
                                 ("ja", .leftToRight), ("de", .leftToRight), ("az-Arab", .rightToLeft), ("uz-Latn", .leftToRight)] {
            l.preferredLanguages = [tag]
            #expect(l.layoutDirection == direction, "\(tag)")
        }
    }
}
