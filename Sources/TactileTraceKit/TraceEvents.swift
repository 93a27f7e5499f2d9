import Foundation
import TactileCore

/// What a trace is drawn from: recognizer state changes, deliveries to views and raw touch changes,
/// each at a time in milliseconds.
public struct TraceEvents: Equatable, Sendable {
    /// A recognizer ("name@View") moved from one state to another; failures carry their reason.
    public struct Transition: Equatable, Sendable {
        public var time: Double
        public var recognizer: String
        public var from: String
        public var to: String
        public var reason: String?
    }
    /// A view received `touches<phase>` for touches `ids`.
    public struct Delivery: Equatable, Sendable {
        public var time: Double
        public var view: String
        public var phase: String
        public var ids: [Int32]
    }
    /// A raw change of finger `id` from a recording: "down", "move", "up" or "cancel".
    public struct RawTouch: Equatable, Sendable {
        public var time: Double
        public var id: Int32
        public var change: String
    }

    public var transitions: [Transition] = []
    public var deliveries: [Delivery] = []
    public var rawTouches: [RawTouch] = []

    public init() {}

    /// The latest time of any event (0 when empty).
    public var endTime: Double {
        max(transitions.map(\.time).max() ?? 0, deliveries.map(\.time).max() ?? 0, rawTouches.map(\.time).max() ?? 0)
    }

    /// Parses an arbitration log (`ArbitrationLog.text`). Notes are skipped; any other line that is
    /// not a transition or a delivery is an error naming its line number.
    public mutating func add(arbitrationLog text: String) throws(TraceError) {
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            guard line.hasPrefix("t="), let space = line.firstIndex(of: " "),
                  let time = Self.milliseconds(line[line.index(line.startIndex, offsetBy: 2)..<space]) else {
                throw TraceError.badLine(n + 1, line)
            }
            let rest = line[line.index(after: space)...]
            if rest.hasPrefix("note:") { continue }
            if let arrow = rest.range(of: "→"), let at = rest.firstIndex(of: "@"), at < arrow.lowerBound,
               let nameEnd = rest[..<arrow.lowerBound].lastIndex(of: " ") {
                let who = String(rest[..<nameEnd])
                let from = String(rest[rest.index(after: nameEnd)..<arrow.lowerBound])
                let after = rest[arrow.upperBound...]
                let colon = after.range(of: ": ")
                let to = String(colon.map { after[..<$0.lowerBound] } ?? after)
                let reason = colon.map { String(after[$0.upperBound...]) }
                transitions.append(Transition(time: time, recognizer: who, from: from, to: to, reason: reason))
                continue
            }
            let words = rest.split(separator: " ", maxSplits: 2)
            if words.count == 3, words[1].hasPrefix("touches"), words[2].hasPrefix("["), words[2].hasSuffix("]") {
                let ids = words[2].dropFirst().dropLast().split(separator: ",").compactMap { Int32($0) }
                deliveries.append(Delivery(time: time, view: String(words[0]), phase: String(words[1].dropFirst(7)), ids: ids))
                continue
            }
            throw TraceError.badLine(n + 1, line)
        }
    }

    /// Adds the touch changes of a recording.
    public mutating func add(recording: InputRecording) {
        for r in recording.records {
            let t = Double(r.timestamp.components.seconds) * 1000 + Double(r.timestamp.components.attoseconds) / 1e15
            switch r.input {
            case .touchDown(let id, _): rawTouches.append(RawTouch(time: t, id: id, change: "down"))
            case .touchMotion(let id, _): rawTouches.append(RawTouch(time: t, id: id, change: "move"))
            case .touchUp(let id): rawTouches.append(RawTouch(time: t, id: id, change: "up"))
            case .touchCancel: rawTouches.append(RawTouch(time: t, id: Int32.min, change: "cancel"))
            default: break
            }
        }
    }

    /// "120ms", "120.5ms" → 120, 120.5.
    static func milliseconds(_ s: Substring) -> Double? {
        guard s.hasSuffix("ms") else { return nil }
        return Double(s.dropLast(2))
    }
}

/// A trace input that cannot be read.
public enum TraceError: Error, CustomStringConvertible, Equatable {
    case badLine(Int, String)
    case unreadable(String, String)

    public var description: String {
        switch self {
        case let .badLine(n, line): "line \(n) is not an arbitration-log line: \(line)"
        case let .unreadable(path, why): "cannot read \(path): \(why)"
        }
    }
}
