import Foundation
import Testing

/// The widget set stays apart from the Wayland platform: no file of `TactileKit` imports a Wayland
/// module, the platform or libxkbcommon, and its target in Package.swift depends on none of them.
@Suite struct WidgetModuleBoundaryTests {
    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let forbidden = ["Wayland", "CWayland", "TactileWayland", "Tactile", "CXKBCommon", "CTactilePlatform", "TactileHeadless"]

    /// The module a line imports (`import X`, `@testable import X`, `import struct X.Y`), if any.
    static func importedModule(_ line: Substring) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).filter { !$0.hasPrefix("@") }
        guard words.first == "import", words.count >= 2 else { return nil }
        let name = words.count >= 3 ? words[2] : words[1]
        return String(name.split(separator: ".").first ?? name)
    }

    static func isForbidden(_ module: String) -> Bool {
        forbidden.contains(module) || module.hasPrefix("Wayland") || module.hasPrefix("CWayland")
    }

    @Test func noWidgetSourceImportsThePlatform() throws {
        let folder = Self.root.appendingPathComponent("Sources/TactileKit")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20)
        var offending: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let module = Self.importedModule(line), Self.isForbidden(module) { offending.append("\(file): \(line)") }
            }
        }
        #expect(offending.isEmpty, "TactileKit imports the platform: \(offending)")
    }

    @Test func theWidgetTargetDependsOnNoPlatformModule() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The target's declaration (the product's names it too, without dependencies).
        let start = try #require(manifest.range(of: #"name: "TactileKit",\s*dependencies:"#, options: .regularExpression))
        let rest = manifest[start.upperBound...]
        let block = rest[..<(rest.range(of: "]),")?.upperBound ?? rest.endIndex)]
        #expect(block.contains("\"TactileCore\""))
        for module in Self.forbidden {
            #expect(!block.contains("\"\(module)\""), "TactileKit's target depends on \(module)")
        }
        #expect(!block.contains("Wayland"))
    }

    @Test func theImportCheckRecognisesEveryForm() {
        #expect(Self.importedModule("import WaylandClient") == "WaylandClient")
        #expect(Self.importedModule("@testable import TactileWayland") == "TactileWayland")
        #expect(Self.importedModule("import struct WaylandClient.Display") == "WaylandClient")
        #expect(Self.importedModule("// import WaylandClient") == nil)
        #expect(Self.isForbidden("WaylandClient") && Self.isForbidden("CWaylandUtil") && !Self.isForbidden("TactileCore"))
    }
}
