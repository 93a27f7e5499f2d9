import Testing
@testable import TactileCore

/// CLDR's plural categories for the languages Tactile ships, at the numbers where they differ.
@MainActor @Suite struct PluralRuleTests {
    let numbers: [Double] = [0, 1, 2, 3, 11, 100, 101, 1.5]

    func categories(_ language: String) -> [PluralCategory] {
        numbers.map { n in
            let operand = n == n.rounded() ? PluralOperand(Int(n)) : PluralOperand(n)
            return PluralRules.category(of: operand, language: language)
        }
    }

    @Test func englishAndGermanHaveOneForExactlyOne() {
        let expected: [PluralCategory] = [.other, .one, .other, .other, .other, .other, .other, .other]
        #expect(categories("en") == expected)
        #expect(categories("de") == expected)
    }

    @Test func frenchHasOneForZeroOneAndFractionsBelowTwoAndManyForMillions() {
        #expect(categories("fr") == [.one, .one, .other, .other, .other, .other, .other, .one])
        #expect(PluralRules.category(of: PluralOperand(1_000_000), language: "fr") == .many)
    }

    @Test func arabicHasAllSixCategories() {
        #expect(categories("ar") == [.zero, .one, .two, .few, .many, .other, .other, .other])
        #expect(PluralRules.category(of: PluralOperand(103), language: "ar") == .few)
        #expect(PluralRules.category(of: PluralOperand(199), language: "ar") == .many)
    }

    @Test func japaneseHasOnlyOther() {
        #expect(categories("ja") == Array(repeating: .other, count: numbers.count))
    }

    @Test func visibleFractionDigitsCount() {
        // 1.0 written as a Double is an integer (no visible fraction digits); 1.5 has one.
        let operand = PluralOperand(1.5)
        #expect(operand.n == 1.5 && operand.i == 1 && operand.v == 1 && operand.f == 5)
        #expect(PluralRules.category(of: PluralOperand(Double.nan), language: "en") == .other)
    }

    @Test func aPluralEntryPicksItsFormFromTheFirstNumber() {
        let l = Localization()
        l.register(language: "ar", json: #"{"items": {"zero": "لا عناصر", "one": "عنصر واحد", "two": "عنصران", "few": "%d عناصر", "many": "%d عنصرًا", "other": "%d عنصر"}}"#)
        l.register(language: "en", json: #"{"items": {"one": "%g item", "other": "%g items"}}"#)
        l.preferredLanguages = ["en"]
        #expect(l.string("items", 1) == "1 item")
        #expect(l.string("items", 5) == "5 items")
        #expect(l.string("items", 1.5) == "1.5 items")
        l.preferredLanguages = ["ar"]
        #expect([0, 1, 2, 3, 11, 100].map { l.string("items", $0) } == ["لا عناصر", "عنصر واحد", "عنصران", "3 عناصر", "11 عنصرًا", "100 عنصر"])
    }
}
