import Testing
import WaylandScannerKit

/// The generated Swift for the fixtures must match the reviewed golden files byte for byte.
/// To update after an intended generator change, run the scanner over the fixtures into
/// `Fixtures/golden/<side>/` and append `.expected` to each file name.
@Suite("Golden output")
struct GoldenOutputTests {
    static let fileNames = ["sample.generated.swift", "extra.generated.swift", "WaylandInterfaces.generated.swift"]

    @Test(arguments: Side.allCases)
    func generatedCodeMatchesGolden(side: Side) throws {
        let inputs = try [FixturePaths.sample, FixturePaths.extra].map { path in
            (path: path.split(separator: "/").suffix(1).joined(), text: try #require(readText(path)))
        }
        let files = try Scanner.generate(inputs: inputs, side: side)

        #expect(files.map(\.name) == Self.fileNames)
        for file in files {
            let expected = try #require(readText(FixturePaths.golden(side: side.rawValue, file: file.name)))
            #expect(file.contents == expected, "\(side) \(file.name) differs from its golden file")
        }
    }

    @Test func runWritesOneFilePerInputPlusTheSharedTable() throws {
        let output = temporaryDirectory()
        defer { removeDirectory(output) }
        let written = try Scanner.run(inputPaths: [FixturePaths.sample, FixturePaths.extra], side: .client, outputDirectory: output)

        #expect(written.map { String($0.split(separator: "/").last ?? "") }.sorted() == Self.fileNames.sorted())
        #expect(directoryEntries(output) == Self.fileNames.sorted())
        let expected = try #require(readText(FixturePaths.golden(side: "client", file: "sample.generated.swift")))
        #expect(readText(output + "/sample.generated.swift") == expected)
    }
}

@Suite("Generated API shape")
struct GeneratedShapeTests {
    private func client() throws -> String {
        let inputs = try [FixturePaths.sample, FixturePaths.extra].map { (path: $0, text: try #require(readText($0))) }
        return try Scanner.generate(inputs: inputs, side: .client).map(\.contents).joined()
    }

    private func server() throws -> String {
        let inputs = try [FixturePaths.sample, FixturePaths.extra].map { (path: $0, text: try #require(readText($0))) }
        return try Scanner.generate(inputs: inputs, side: .server).map(\.contents).joined()
    }

    @Test func nullableArgumentsAreOptionals() throws {
        #expect(try client().contains("public func createWidget(parent: SmpWidget?, title: String?) throws(WaylandError) -> SmpWidget"))
        #expect(try client().contains("case adopted(widget: SmpWidget, data: [UInt8]?)"))
    }

    @Test func newIDRequestReturnsTheTypedObject() throws {
        #expect(try client().contains("-> SmpWidget {"))
        #expect(try server().contains("case createWidget(id: SmpWidgetResource, parent: SmpWidgetResource?, title: String?)"))
    }

    @Test func untypedNewIDIsGenericOverTheInterface() throws {
        #expect(try client().contains("public func bindAny<T: Proxy>(name: UInt32, as type: T.Type, version: UInt32) throws(WaylandError) -> T"))
        #expect(try client().contains("\"bind_any\", signature: \"2usun\""))
    }

    @Test func enumsKeepUnknownValuesAndBitfieldsAreOptionSets() throws {
        let code = try client()
        #expect(code.contains("public enum Mode: RawRepresentable, Hashable, Sendable"))
        #expect(code.contains("default: self = .unknown(rawValue)"))
        #expect(code.contains("case unknownEntry"))
        #expect(code.contains("public struct Capability: OptionSet, Hashable, Sendable"))
        #expect(code.contains("case rotate") == false)  // requests are methods on the client
        #expect(code.contains("wl_argument(i: Int32(bitPattern: mode.rawValue))"))
    }

    @Test func sinceIsCheckedBeforeSending() throws {
        #expect(try client().contains("try self.liveTarget(for: \"set_mode\", since: 2)"))
        #expect(try server().contains("try self.liveTarget(for: \"mode_changed\", since: 1)"))
    }

    @Test func destructorsInvalidateTheObject() throws {
        #expect(try client().contains("self.marshal(wlTarget, opcode: 3, arguments: nil, destroying: true)"))
        #expect(try client().contains("destroyAfterDestructorEvent()"))
        #expect(try server().contains("destroyAfterDestructorRequest()"))
    }

    @Test func fdsArraysAndFixedConvert() throws {
        let code = try client()
        #expect(code.contains("let a0 = OwnedFileDescriptor(adopting: args[0].h)"))
        #expect(code.contains("bytes(args[0].a)"))
        #expect(code.contains("waylandFixed(from: scale)"))
        #expect(code.contains("waylandFixedToDouble(args[1].f)"))
    }

    @Test func serverTypesAreSuffixedToAvoidClashes() throws {
        let code = try server()
        #expect(code.contains("public final class SmpWidgetResource: Resource"))
        #expect(code.contains("public enum Request"))
        #expect(code.contains("public func modeChanged(mode: SmpWidgetResource.Mode, scale: Double) throws(WaylandServerError)"))
    }
}
