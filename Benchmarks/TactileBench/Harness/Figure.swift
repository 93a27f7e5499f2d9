import Foundation

/// One measured figure: what was measured, its median (and p99 where it means something), and the
/// target it is held to, if any.
struct Figure: Codable, Sendable {
    /// The benchmark group (`dispatch`, `drawing`, …).
    var group: String
    /// What was measured, with its parameters, e.g. `motion N=1000 depth=8 R=5`.
    var name: String
    /// The unit of `median` and `p99`: `ns`, `µs`, `ms`, `MB`, `allocations`, `×`, `pixels`.
    var unit: String
    /// The median over `samples`.
    var median: Double
    /// The 99th percentile, for figures where the tail matters (latency); nil otherwise.
    var p99: Double?
    /// How many samples the statistics are over.
    var samples: Int
    /// The target the median is held to.
    var target: Target?
    /// Free-form parameters (N, depth, R, resolution, peer…), for the JSON file.
    var parameters: [String: String] = [:]
    /// What the reader must know about the figure (how it was taken, why a target is missed).
    var note: String?

    /// Whether the median meets the target; nil when there is none.
    var met: Bool? { target.map { $0.isMet(by: median) } }

    private enum CodingKeys: String, CodingKey {
        case group, name, unit, median, p99, samples, target, parameters, note, met
    }

    init(group: String, name: String, unit: String, median: Double, p99: Double? = nil, samples: Int,
         target: Target? = nil, parameters: [String: String] = [:], note: String? = nil) {
        self.group = group
        self.name = name
        self.unit = unit
        self.median = median
        self.p99 = p99
        self.samples = samples
        self.target = target
        self.parameters = parameters
        self.note = note
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        group = try c.decode(String.self, forKey: .group)
        name = try c.decode(String.self, forKey: .name)
        unit = try c.decode(String.self, forKey: .unit)
        median = try c.decode(Double.self, forKey: .median)
        p99 = try c.decodeIfPresent(Double.self, forKey: .p99)
        samples = try c.decode(Int.self, forKey: .samples)
        target = try c.decodeIfPresent(Target.self, forKey: .target)
        parameters = try c.decodeIfPresent([String: String].self, forKey: .parameters) ?? [:]
        note = try c.decodeIfPresent(String.self, forKey: .note)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(group, forKey: .group)
        try c.encode(name, forKey: .name)
        try c.encode(unit, forKey: .unit)
        try c.encode(median, forKey: .median)
        try c.encodeIfPresent(p99, forKey: .p99)
        try c.encode(samples, forKey: .samples)
        try c.encodeIfPresent(target, forKey: .target)
        if !parameters.isEmpty { try c.encode(parameters, forKey: .parameters) }
        try c.encodeIfPresent(note, forKey: .note)
        try c.encodeIfPresent(met, forKey: .met)
    }
}

/// An upper (or lower) bound a figure's median must meet, in the figure's unit.
struct Target: Codable, Sendable {
    enum Comparison: String, Codable, Sendable {
        case atMost = "<="
        case atLeast = ">="
    }
    var comparison: Comparison
    var limit: Double

    /// `value ≤ limit`.
    static func atMost(_ limit: Double) -> Target { Target(comparison: .atMost, limit: limit) }
    /// `value ≥ limit`.
    static func atLeast(_ limit: Double) -> Target { Target(comparison: .atLeast, limit: limit) }

    func isMet(by value: Double) -> Bool {
        switch comparison {
        case .atMost: value <= limit
        case .atLeast: value >= limit
        }
    }

    /// `≤ 1` style text for tables.
    var text: String { (comparison == .atMost ? "≤ " : "≥ ") + Figure.format(limit) }
}

extension Figure {
    /// A number with at most three significant decimals, no trailing zeros.
    static func format(_ value: Double) -> String {
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        let magnitude = abs(value)
        let digits = magnitude >= 100 ? 1 : magnitude >= 10 ? 2 : 3
        var text = String(format: "%.\(digits)f", value)
        while text.contains(".") && (text.hasSuffix("0") || text.hasSuffix(".")) { text.removeLast() }
        return text
    }
}
