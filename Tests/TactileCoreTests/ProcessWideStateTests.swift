import Foundation
import Testing

/// Each module keeps its process-wide mutable state in one file: a stored `static var`, or a
/// `static let` holding an `Atomic` or a `Mutex`, appears in no other file of the toolkit's modules.
@Suite struct ProcessWideStateTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The one file per module allowed to hold such state.
    static let homes = [
        "TactileCore": "TactileCoreGlobals.swift",
        "TactileKit": "TactileKitGlobals.swift",
        "TactileWayland": "TactileWaylandGlobals.swift",
        "TactileATSPI": "TactileATSPIGlobals.swift",
        "WaylandClient": "ProtocolErrorLog.swift",
        "WaylandServer": "ServerLog.swift",
        "WaylandCommon": "ProxySentinel.swift",
    ]

    /// Whether `line` declares stored process-wide mutable state.
    static func declaresProcessWideState(_ line: Substring) -> Bool {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? line
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("///") || trimmed.isEmpty { return false }
        let words = trimmed.split(separator: " ")
        guard let index = words.firstIndex(of: "static"), index + 1 < words.count else { return false }
        let keyword = words[index + 1] == "weak" && index + 2 < words.count ? words[index + 2] : words[index + 1]
        if keyword == "let" { return trimmed.contains("Atomic") || trimmed.contains("Mutex") }
        guard keyword == "var" else { return false }
        // A computed property (`static var x: T { … }`) holds nothing.
        return !trimmed.hasSuffix("{") && !(trimmed.contains("{") && trimmed.hasSuffix("}"))
    }

    @Test func everyModuleKeepsItsProcessWideStateInOneFile() throws {
        var offending: [String] = []
        for module in Self.homes.keys.sorted() {
            let folder = Self.root.appendingPathComponent("Sources/\(module)")
            let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".swift") }
            #expect(!files.isEmpty, "no sources in \(module)")
            for file in files where (file as NSString).lastPathComponent != Self.homes[module] {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n") where Self.declaresProcessWideState(line) {
                    offending.append("\(module)/\(file): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(offending.isEmpty, "process-wide state outside the module's globals file: \(offending)")
    }

    @Test func theCheckTellsStoredStateFromComputedProperties() {
        #expect(Self.declaresProcessWideState("    private static var count = 0"))
        #expect(Self.declaresProcessWideState("    @exclusivity(unchecked) static var serial: UInt64 = 0"))
        #expect(Self.declaresProcessWideState("    static weak var clock: (any TactileClock)?"))
        #expect(Self.declaresProcessWideState("    private static let recent = Mutex<[String]>([])"))
        #expect(!Self.declaresProcessWideState("    static var current: UInt64 { counter.load() }"))
        #expect(!Self.declaresProcessWideState("    public static var systemDefault: Font? {"))
        #expect(!Self.declaresProcessWideState("    static let limit = 4000"))
        #expect(!Self.declaresProcessWideState("    /// static var in a comment"))
    }
}
