/// Writes protocol enums as Swift enums with an `unknown(UInt32)` case, and bitfields as `OptionSet`s.
enum EnumGenerator {
    static func write(_ spec: EnumSpec, into out: inout SwiftWriter) {
        let name = GeneratorContext.enumTypeName(spec.name)
        out.doc(spec.summary ?? "Values of `\(spec.name)`.")
        if spec.isBitfield {
            writeBitfield(spec, name: name, into: &out)
        } else {
            writeEnum(spec, name: name, into: &out)
        }
    }

    private static func entryDoc(_ entry: EntrySpec, into out: inout SwiftWriter) {
        var text = Naming.doc(entry.summary) ?? "`\(entry.name)`"
        if entry.since > 1 { text += " (since version \(entry.since))" }
        out.line("/// \(text)")
    }

    private static func writeEnum(_ spec: EnumSpec, name: String, into out: inout SwiftWriter) {
        out.block("public enum \(name): RawRepresentable, Hashable, Sendable") { out in
            for entry in spec.entries {
                entryDoc(entry, into: &out)
                out.line("case \(Naming.entryName(entry.name))")
            }
            out.line("/// A value these bindings do not know, for example from a newer peer.")
            out.line("case unknown(UInt32)")
            out.line()
            out.line("/// Decodes a wire value; values not listed above become `unknown`.")
            out.block("public init(rawValue: UInt32)") { out in
                out.switchBlock("switch rawValue") { out in
                    var seen: Set<UInt32> = []
                    for entry in spec.entries where seen.insert(entry.value).inserted {
                        out.line("case \(entry.value): self = .\(Naming.entryName(entry.name))")
                    }
                    out.line("default: self = .unknown(rawValue)")
                }
            }
            out.line()
            out.line("/// The wire value.")
            out.block("public var rawValue: UInt32") { out in
                out.switchBlock("switch self") { out in
                    for entry in spec.entries {
                        out.line("case .\(Naming.entryName(entry.name)): \(entry.value)")
                    }
                    out.line("case .unknown(let value): value")
                }
            }
        }
    }

    private static func writeBitfield(_ spec: EnumSpec, name: String, into out: inout SwiftWriter) {
        out.block("public struct \(name): OptionSet, Hashable, Sendable") { out in
            out.line("/// The wire value; bits these bindings do not know are kept.")
            out.line("public let rawValue: UInt32")
            out.line()
            out.line("/// Wraps a wire value.")
            out.line("public init(rawValue: UInt32) { self.rawValue = rawValue }")
            for entry in spec.entries {
                out.line()
                entryDoc(entry, into: &out)
                let value = entry.value == 0 ? "[]" : "\(name)(rawValue: \(entry.value))"
                out.line("public static let \(Naming.entryName(entry.name)): \(name) = \(value)")
            }
        }
    }
}
