import Foundation
import Testing

/// The Debian package lists the docs give app authors are right: every library the shipped
/// examples load comes from a package the run list names (scripts/check-run-packages.sh, over the
/// binaries `swift build --build-tests` put next to the tests), every docs page gives the same run
/// list, and the build lists name every package Package.swift builds against.
@Suite struct DocumentedPackagesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let checker = root.appendingPathComponent("scripts/check-run-packages.sh").path
    /// The run list before libpng and libjpeg were added to it.
    static let listWithoutImageLibraries =
        "libwayland-client0 libxkbcommon0 libpixman-1-0 libfreetype6 libharfbuzz0b libfontconfig1 libstdc++6 fonts-dejavu-core"

    static func shippedBinaries() throws -> [String] {
        try ["map-pins", "controls-demo", "kiosk-demo"].map { name in
            try #require(ShippedBinaryTests.builtBinary(name), "\(name) is not built next to the tests")
        }
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The words of the first backtick span after `marker` in `text`.
    static func list(after marker: String, in text: String) -> [String] {
        guard let start = text.range(of: marker)?.upperBound,
              let open = text[start...].firstIndex(of: "`"),
              let close = text[text.index(after: open)...].firstIndex(of: "`") else { return [] }
        return text[text.index(after: open)..<close].split(whereSeparator: \.isWhitespace).map(String.init)
    }

    @Test func theRunListCoversEveryLibraryTheExamplesLoad() throws {
        let run = try ProgramRun.run(Self.checker, try Self.shippedBinaries())
        #expect(run.status == 0, "\(String(decoding: run.stdout, as: UTF8.self))\n\(run.stderr)")
        #expect(String(decoding: run.stdout, as: UTF8.self).contains("libjpeg.so.62: libjpeg62-turbo"))
    }

    @Test func aListWithoutLibjpegIsCaught() throws {
        let run = try ProgramRun.run(Self.checker, ["--packages", Self.listWithoutImageLibraries, try Self.shippedBinaries()[2]])
        #expect(run.status == 1)
        #expect(run.stderr.contains("libjpeg.so.62: libjpeg62-turbo, which the run list lacks"), "\(run.stderr)")
    }

    @Test func everyPageGivesTheSameRunList() throws {
        let readme = Set(Self.list(after: "to run:", in: try Self.text("README.md")))
        #expect(readme.contains("libjpeg62-turbo") && readme.contains("libpng16-16"))
        let libraries = readme.filter { $0.hasPrefix("lib") }
        let pages = [
            ("GettingStarted", Self.list(after: "their runtime packages:",
                                         in: try Self.text("Sources/Tactile/Tactile.docc/GettingStarted.md"))),
            ("DeployingToAKiosk", Self.list(after: "runtime libraries only:",
                                            in: try Self.text("Sources/Tactile/Tactile.docc/DeployingToAKiosk.md"))),
        ]
        for (page, words) in pages {
            #expect(Set(words.filter { $0.hasPrefix("lib") }) == libraries, "\(page): \(words)")
        }
        // docs/KIOSK.md installs them with apt-get, on a continued line.
        let kiosk = try Self.text("docs/KIOSK.md")
        let command = try #require(kiosk.range(of: "apt-get install cage ").map { kiosk[$0.upperBound...] })
        let words = command.prefix { $0 != "`" }.split(whereSeparator: { $0.isWhitespace || $0 == "\\" }).map(String.init)
        #expect(Set(words.filter { $0.hasPrefix("lib") }) == libraries, "KIOSK.md: \(words)")
    }

    @Test func theBuildListsNameEveryPackageTheManifestBuildsAgainst() throws {
        let manifest = try Self.text("Package.swift")
        let providers = try Regex(#"\.apt\(\["([^"\]]+)"\]\)"#)
        let needed = Set(manifest.matches(of: providers).compactMap { $0.output[1].substring.map(String.init) })
        #expect(needed.contains("libjpeg62-turbo-dev") && needed.contains("libpng-dev"))
        let lists = [
            ("README", Self.list(after: "to build:", in: try Self.text("README.md"))),
            ("GettingStarted", Self.list(after: "a few Debian libraries (",
                                         in: try Self.text("Sources/Tactile/Tactile.docc/GettingStarted.md"))),
        ]
        for (page, words) in lists {
            #expect(needed.subtracting(words).isEmpty, "\(page) lacks \(needed.subtracting(words).sorted())")
        }
    }
}
