/// CLDR's cardinal plural rules for the languages Tactile ships locale data for (en, de, fr, ar,
/// ja) and a few close relatives; any other language uses English's rule.
enum PluralRules {
    /// The category `operand` takes in `language` (a language subtag, "fr").
    static func category(of operand: PluralOperand, language: String) -> PluralCategory {
        guard operand.n.isFinite else { return .other }
        switch language {
        case "ja", "zh", "ko", "th", "vi", "id", "ms":
            return .other
        case "fr":
            if operand.i == 0 || operand.i == 1 { return .one }
            if operand.v == 0, operand.i != 0, operand.i % 1_000_000 == 0 { return .many }
            return .other
        case "ar":
            if operand.nIn(0...0) { return .zero }
            if operand.nIn(1...1) { return .one }
            if operand.nIn(2...2) { return .two }
            if let r = operand.nModulo(100) {
                if (3...10).contains(r) { return .few }
                if (11...99).contains(r) { return .many }
            }
            return .other
        case "he", "iw":
            if (operand.i == 1 && operand.v == 0) || (operand.i == 0 && operand.v != 0) { return .one }
            if operand.i == 2 && operand.v == 0 { return .two }
            return .other
        default:
            // English, German, Dutch, Swedish, Italian, …: one is "1" without visible fraction digits.
            return operand.i == 1 && operand.v == 0 ? .one : .other
        }
    }
}
