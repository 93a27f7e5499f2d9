/// Formats the numbers that go into recognizers' `failureReason` texts,
/// e.g. `moved 14.2 pt > 10 pt after 120 ms`.
enum GestureReasonFormat {
    /// A distance with at most one decimal: `14.2 pt`, `10 pt`.
    static func points(_ value: Double) -> String {
        "\(number(value)) pt"
    }

    /// A duration in whole milliseconds: `120 ms`.
    static func milliseconds(_ d: Duration) -> String {
        let ms = (GestureGeometry.seconds(d) * 1000).rounded()
        return abs(ms) < 1e15 ? "\(Int(ms)) ms" : "\(ms) ms"
    }

    /// An angle in whole degrees: `30°`.
    static func degrees(_ radians: Double) -> String {
        "\(number(radians * 180 / .pi))°"
    }

    /// A number with at most one decimal, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let r = (value * 10).rounded() / 10
        if r == r.rounded(), abs(r) < 1e15 {
            return "\(Int(r))"
        }
        return "\(r)"
    }

    /// `second`, `third`, … for the n-th tap (1-based); `tap 11` beyond the tenth.
    static func ordinal(_ n: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        return (1...words.count).contains(n) ? words[n - 1] : "tap \(n)"
    }

    /// `1 touch`, `3 touches`.
    static func touches(_ n: Int) -> String {
        n == 1 ? "1 touch" : "\(n) touches"
    }
}
